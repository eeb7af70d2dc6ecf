import type { ReactNode } from 'react';
import Footer from './Footer';
import Menu from './Menu';
import styles from './Shell.module.scss';

export type ShellProps = { children: ReactNode };

/** What every page shares: a skip link, the floating menu, the page's main content and the footer. */
export default function Shell({ children }: ShellProps) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        本文へスキップ
      </a>
      <Menu />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
