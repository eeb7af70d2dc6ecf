import type { ReactNode } from 'react';
import type { MenuItem } from '../../lib/menu';
import Footer from './Footer';
import Menu from './Menu';
import { useWords } from '../../hooks/useLanguage';
import { shell as shellWords } from '../../lib/i18n/ja/shell';
import styles from './Shell.module.scss';

export type ShellProps = {
  children: ReactNode;
  /** The menu's entries (the page's `shell` props), for the overlay menu and the footer. */
  menu: readonly MenuItem[];
};

/** What every page shares: a skip link, the floating menu, the page's main content and the footer. */
export default function Shell({ children, menu }: ShellProps) {
  const words = useWords('shell', shellWords);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {words.skipToContent}
      </a>
      <Menu items={menu} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer items={menu} />
    </>
  );
}
