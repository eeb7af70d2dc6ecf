import Link from '../Common/Link';
import type { MenuItem } from '../../lib/menu';
import SectionHeading from './SectionHeading';
import { useWords } from '../../hooks/useLanguage';
import homeStyles from './Home.module.scss';
import styles from './SectionLinks.module.scss';
import { home as jaHome } from '../../lib/i18n/ja/home';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

/** A card for every section of the site (the menu's entries), and the official X account. */
export type SectionLinksProps = {
  /** The menu's entries, in order. */
  items: readonly MenuItem[];
};

export default function SectionLinks({ items }: SectionLinksProps) {
  const messages = { home: useWords('home', jaHome), shell: useWords('shell', jaShell) };
  return (
    <section className={`${homeStyles.section} ${styles.section}`} aria-labelledby="home-contents">
      <SectionHeading en="CONTENTS" title={messages.home.contents} id="home-contents" />
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.label}>
            {item.newTab ? (
              <a href={item.path} target="_blank" rel="noopener noreferrer" className={`${styles.card} ${styles.external}`}>
                <svg className={styles.externalIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
                <span className={styles.en}>X</span>
                <span className={styles.ja}>{item.labelJa}</span>
                <span className={styles.hidden}>{messages.shell.newTab}</span>
              </a>
            ) : (
              <Link href={item.path} className={styles.card} hrefLang={item.lang}>
                <span className={styles.en}>{item.label}</span>
                {/* On a page in another language: empty, or the language of the pages an untranslated section leads to. */}
                {item.labelJa && (
                  <span className={styles.ja} lang={item.lang}>
                    {item.labelJa}
                  </span>
                )}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
