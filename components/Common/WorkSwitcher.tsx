import Link from './Link';
import type { WorkNav } from '../../lib/works';

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
 * The works of the series (第1期・第2期・劇場版) as plain links to each work's own page, the one shown marked with
 * `aria-current`; only pages of a series with several works have it.
 */
export default function WorkSwitcher({ items, shown, section, onOwnPage }: WorkSwitcherProps) {
  return (
    <nav aria-label={`作品を選ぶ（${section}）`} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              className={styles.link}
              aria-current={item.id === shown ? (onOwnPage ? 'page' : 'true') : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
