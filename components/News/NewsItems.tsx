import Link from '../Common/Link';
import { useLanguage } from '../../hooks/useLanguage';
import { pathInLang } from '../../lib/i18n/languages';
import { useLiveInstant } from '../../hooks/useLiveInstant';
import { type NewsListItem } from '../../lib/sections/news/articles';
import { newsPath } from '../../lib/sections/news';
import type { SearchSnippet } from '../../lib/sections/news/search';
import { categoryChipClass } from './categoryColor';
import NewMark from './NewMark';
import NewsDate from './NewsDate';

/**
 * Global classes from `NewsItems.scss`, which styles/global.scss loads for every page. Not a CSS module: this
 * component is used by pages of several sections, and Turbopack would then put those sections' styles into one
 * stylesheet that every page downloads (CONTRIBUTING.md, "Styles").
 */
export const styles = {
  list: 'news-items',
  item: 'news-items__item',
  link: 'news-items__link',
  meta: 'news-items__meta',
  date: 'news-items__date',
  category: 'news-items__category',
  new: 'news-items__new',
  newExpired: 'news-items__new--expired',
  title: 'news-items__title',
  snippet: 'news-items__snippet',
} as const;

/** A list row: the article, and for search results the part of the body around the keyword. */
export type NewsItemsEntry = NewsListItem & { snippet?: SearchSnippet | null };

export type NewsItemsProps = {
  items: readonly NewsItemsEntry[];
  /**
   * The site instant (ISO, lib/clock.ts): the NEW marks of the static HTML and of the first render. After hydration
   * they follow the visitor's clock.
   */
  siteInstant: string;
};

/** News rows: date, category, a NEW mark for recent articles, and the title linking to the article. */
export default function NewsItems({ items, siteInstant }: NewsItemsProps) {
  const liveInstant = useLiveInstant(siteInstant);
  const { lang } = useLanguage();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.slug} className={styles.item}>
          <div className={styles.meta}>
            <NewsDate date={item.date} time={item.time} publishedAt={item.publishedAt} className={styles.date} />
            <span className={categoryChipClass(styles.category, item.category.color)}>
              {item.category.label}
            </span>
            <NewMark date={item.date} siteInstant={siteInstant} liveInstant={liveInstant} className={styles.new} expiredClassName={styles.newExpired} />
          </div>
          <p className={styles.title}>
            <Link href={pathInLang(lang, newsPath(item.slug))} className={styles.link}>
              {item.title}
            </Link>
          </p>
          {item.snippet && (
            <p className={styles.snippet}>
              {item.snippet.cutStart && '…'}
              {item.snippet.before}
              <mark>{item.snippet.match}</mark>
              {item.snippet.after}
              {item.snippet.cutEnd && '…'}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
