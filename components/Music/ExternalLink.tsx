import type { ReactNode } from 'react';
import { useWords } from '../../hooks/useLanguage';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

/**
 * Global classes from `ExternalLink.scss`, which styles/global.scss loads for every page. Not a CSS module: this
 * component is used by pages of several sections, and Turbopack would then put those sections' styles into one
 * stylesheet that every page downloads (CONTRIBUTING.md, "Styles").
 */
export const styles = {
  icon: 'external-link__icon',
  hidden: 'external-link__hidden',
} as const;

export type ExternalLinkProps = {
  /** An external https URL. */
  href: string;
  children: ReactNode;
  className?: string;
};

/**
 * A link to another site: opens in a new tab without giving it `window.opener`, and says so to screen
 * readers (「（新しいタブで開きます）」) while sighted visitors see the arrow icon.
 */
export default function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const shell = useWords('shell', jaShell);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <svg className={styles.icon} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className={styles.hidden}>{shell.newTab}</span>
    </a>
  );
}
