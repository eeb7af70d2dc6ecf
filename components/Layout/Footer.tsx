import Link from '../Common/Link';
import type { MenuItem } from '../../lib/menu';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { shell as shellWords } from '../../lib/i18n/ja/shell';
import { pathInLang } from '../../lib/i18n/languages';
import LanguageSwitch from './LanguageSwitch';
import styles from './Footer.module.scss';

export type FooterProps = {
  /** The menu's entries; the footer lists those of this site (the X account has its own line). */
  items: readonly MenuItem[];
};

/**
 * Server-rendered navigation to every section: the site works without JavaScript (the overlay menu is an
 * enhancement on top of these plain links).
 */

export default function Footer({ items }: FooterProps) {
  const { lang, site } = useLanguage();
  const words = useWords('shell', shellWords);
  const sections = items.filter((item) => !item.newTab);
  return (
    <footer className={styles.footer}>
      <nav aria-label={words.footerNav} className={styles.nav}>
        <ul className={styles.list}>
          <li>
            <Link href={pathInLang(lang, '/')}>{words.top}</Link>
          </li>
          {sections.map((item) => (
            <li key={item.path}>
              <Link href={item.path} hrefLang={item.lang}>
                <span className={styles.en}>{item.label}</span>
                {item.labelJa && (
                  <span className={styles.ja} lang={item.lang}>
                    {item.labelJa}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch className={styles.languages} />
      <p className={styles.social}>
        <a href={site.xAccountUrl} target="_blank" rel="noopener noreferrer">
          {site.xAccountLabel} {site.xAccountName}
          <span className={styles.visuallyHidden}>{words.newTab}</span>
        </a>
      </p>
      {site.footerNote && <p className={styles.note}>{site.footerNote}</p>}
      <p className={styles.copyright}>
        <small>{site.copyright}</small>
      </p>
    </footer>
  );
}
