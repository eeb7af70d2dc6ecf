import Link from '../Common/Link';
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
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="ページ送り" className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link href={newsListPath(page - 1, category)} rel="prev" className={styles.stepLink}>
              <span className={styles.arrowPrev} aria-hidden="true" />
              前へ
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
                href={newsListPath(entry.page, category)}
                className={styles.page}
                aria-label={`${entry.page}ページ目`}
                aria-current={entry.page === page ? 'page' : undefined}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link href={newsListPath(page + 1, category)} rel="next" className={styles.stepLink}>
              次へ
              <span className={styles.arrowNext} aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
