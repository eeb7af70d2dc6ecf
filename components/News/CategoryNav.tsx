import Link from '../Common/Link';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { news as jaNews } from '../../lib/i18n/ja/news';
import { pathInLang } from '../../lib/i18n/languages';
import type { NewsCategoryWithCount } from '../../lib/sections/news/content';
import { newsListPath } from '../../lib/sections/news/articles';
import styles from './CategoryNav.module.scss';

export type CategoryNavProps = {
  categories: readonly NewsCategoryWithCount[];
  /** Number of articles in every category together. */
  total: number;
  /** The list's category slug, or null on the list of every category. */
  current: string | null;
  /** The list page the visitor is on: the current category is 「page」 on its first page. */
  page: number;
};

/** Links to each category's list (`/news/category/event/`) and to the list of every category. */
export default function CategoryNav({ categories, total, current, page }: CategoryNavProps) {
  const { lang } = useLanguage();
  const news = useWords('news', jaNews);
  const entries = [{ slug: null, label: news.all, count: total }, ...categories];
  return (
    <nav aria-label={news.categories} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const isCurrent = entry.slug === current;
          return (
            <li key={entry.slug ?? 'all'}>
              <Link
                href={pathInLang(lang, newsListPath(1, entry.slug))}
                className={styles.link}
                aria-current={isCurrent ? (page === 1 ? 'page' : 'true') : undefined}
              >
                {entry.label}
                {/* Read as 「イベント（4件）」; the brackets and 件 are for screen readers only. */}
                <span className={styles.count}>
                  <span className={styles.hidden}>{news.countBefore}</span>
                  {entry.count}
                  <span className={styles.hidden}>{news.countAfter}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
