import type { ReactNode } from 'react';

/**
 * Global classes from `PageHeader.scss`, which styles/global.scss loads for every page. Not a CSS module: this
 * component is used by pages of several sections, and Turbopack would then put those sections' styles into one
 * stylesheet that every page downloads (CONTRIBUTING.md, "Styles").
 */
export const styles = {
  header: 'page-header',
  en: 'page-header__en',
  title: 'page-header__title',
  lead: 'page-header__lead',
} as const;

export type PageHeaderProps = {
  /** The Latin section label shown above the heading (「NEWS」). */
  en: string;
  /** The page's `<h1>` text. */
  title: string;
  /** A short introduction under the heading. */
  children?: ReactNode;
};

/** A section page's heading block: the `<h1>` is always real text. */
export default function PageHeader({ en, title, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <p className={styles.en} aria-hidden="true">
        {en}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.lead}>{children}</div>}
    </header>
  );
}
