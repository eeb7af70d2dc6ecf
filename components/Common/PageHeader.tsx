import type { ReactNode } from 'react';
import styles from './PageHeader.module.scss';

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
