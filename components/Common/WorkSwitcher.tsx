import Link from './Link';
import type { WorkNav } from '../../lib/works';
import { useWords } from '../../hooks/useLanguage';
import { fillTemplate } from '../../lib/i18n/template';
import { shell as jaShell } from '../../lib/i18n/ja/shell';
import { works as jaWorks } from '../../lib/i18n/ja/works';

/**
 * Global classes from `WorkSwitcher.scss` (styles/global.scss): STORY and ONAIR both use it, and a CSS module shared
 * by two sections would merge their stylesheets (CONTRIBUTING.md, "Styles").
 */
const styles = { nav: 'work-switcher', list: 'work-switcher__list', link: 'work-switcher__link' } as const;

export type WorkSwitcherProps = WorkNav & {
  /** What the links lead to, for the nav's name: 「ストーリー」. */
  section: string;
  /** True on the work's own page (`/story/<id>/`), false on the section's index that shows the current work. */
  onOwnPage: boolean;
};

/**
 * The works of the series (第1期・第2期・劇場版) as plain links to each work's own page in the page's language, the
 * one shown marked with `aria-current`; only pages of a series with several works have it.
 */
export default function WorkSwitcher({ items, shown, section, onOwnPage }: WorkSwitcherProps) {
  const words = useWords('works', jaWorks);
  const shell = useWords('shell', jaShell);
  return (
    <nav aria-label={fillTemplate(words.switcher, { section })} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              hrefLang={item.lang}
              className={styles.link}
              aria-current={item.id === shown ? (onOwnPage ? 'page' : 'true') : undefined}
            >
              {item.label}
              {/* A work without a page in this language leads to its Japanese one, marked as the menu marks it. */}
              {item.lang && (
                <>
                  {' ('}
                  <span lang={item.lang}>{shell.langNames[item.lang]}</span>)
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
