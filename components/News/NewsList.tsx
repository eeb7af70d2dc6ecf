import type { NewsListPageProps } from '../../lib/sections/news/pages';
import { NEWS_PER_PAGE } from '../../lib/sections/news/articles';
import { useWords } from '../../hooks/useLanguage';
import { templateParts } from '../../lib/i18n/template';
import CategoryNav from './CategoryNav';
import NewsItems from './NewsItems';
import NewsSearch from './NewsSearch';
import Pagination from './Pagination';
import styles from './NewsList.module.scss';
import { news as jaNews } from '../../lib/i18n/ja/news';

/** What a list page's getStaticProps gives (lib/sections/news/pages.ts). */
export type NewsListProps = NewsListPageProps;

/** A page of the news list: category links, the search box (with JavaScript), the rows and the page links. */
export default function NewsList({ items, page, totalPages, total, category, categories, siteInstant }: NewsListProps) {
  const allCount = categories.reduce((sum, c) => sum + c.count, 0);
  const first = (page - 1) * NEWS_PER_PAGE + 1;
  const news = useWords('news', jaNews);
  return (
    <div className={styles.container}>
      <CategoryNav categories={categories} total={allCount} current={category?.slug ?? null} page={page} />
      {/* A new key per category page resets the search when the visitor moves to another category. */}
      <NewsSearch key={category?.slug ?? ''} categories={categories} defaultCategory={category?.slug ?? ''} siteInstant={siteInstant}>
        {items.length > 0 ? (
          <>
            <p className={styles.count}>
              {templateParts(news.range, { total, first, last: first + items.length - 1 })}
            </p>
            <NewsItems items={items} siteInstant={siteInstant} />
            <Pagination page={page} totalPages={totalPages} category={category?.slug ?? null} />
          </>
        ) : (
          <p className={styles.none}>{news.noneInCategory}</p>
        )}
      </NewsSearch>
    </div>
  );
}
