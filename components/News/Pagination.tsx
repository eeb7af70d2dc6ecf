import Link from '../Common/Link';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { news as jaNews } from '../../lib/i18n/ja/news';
import { pathInLang } from '../../lib/i18n/languages';
import { fillTemplate } from '../../lib/i18n/template';
import { newsListPath, paginationEntries } from '../../lib/sections/news/articles';
import styles from './Pagination.module.scss';

export type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  /** The list's category slug, or null for every category: the links stay within it. */
  category: string | null;
};

/** Real links to the other pages of a list (`/news/page/2/`), with previous and next. Nothing for a single page. */
export default function Pagination({ page, totalPages, category }: PaginationProps) {
  const { lang } = useLanguage();
  const news = useWords('news', jaNews);
  if (totalPages <= 1) return null;
  const listPath = (p: number) => pathInLang(lang, newsListPath(p, category));
  return (
    <nav aria-label={news.pagination} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link href={listPath(page - 1)} rel="prev" className={styles.stepLink}>
              <span className={styles.arrowPrev} aria-hidden="true" />
              {news.previousPage}
            </Link>
          </li>
        )}
        {paginationEntries(page, totalPages).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={`gap-${entry.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                href={listPath(entry.page)}
                className={styles.page}
                aria-label={fillTemplate(news.pageLabel, { page: entry.page })}
                aria-current={entry.page === page ? 'page' : undefined}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link href={listPath(page + 1)} rel="next" className={styles.stepLink}>
              {news.nextPage}
              <span className={styles.arrowNext} aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
