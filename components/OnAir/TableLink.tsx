import styles from './OnAirTables.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

export type TableLinkProps = { href: string; children: string };

/** A name in an on-air table linking to its service's or theatre's site, in a new tab (said to screen readers). */
export default function TableLink({ href, children }: TableLinkProps) {
  const { newTab } = useWords('shell', jaShell);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.external}>
      {children}
      <span className={styles.visuallyHidden}>{newTab}</span>
      <svg className={styles.externalIcon} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </a>
  );
}
