import Link from '../Common/Link';
import type { NewsArticle as Article } from '../../lib/sections/news/content';
import { useLiveInstant } from '../../hooks/useLiveInstant';
import { newsListPath, shareOnXUrl } from '../../lib/sections/news/articles';
import { newsPath } from '../../lib/sections/news';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { pathInLang } from '../../lib/i18n/languages';
import { absoluteUrl } from '../../lib/url';
import Picture from '../Common/Picture';
import { categoryChipClass } from './categoryColor';
import NewMark from './NewMark';
import NewsDate from './NewsDate';
import styles from './NewsArticle.module.scss';
import { sectionLabels } from '../../lib/sections/shape';
import { news as jaNews } from '../../lib/i18n/ja/news';
import { shell as jaShell } from '../../lib/i18n/ja/shell';

export type NewsArticleProps = {
  article: Article;
  /** The site instant (ISO, lib/clock.ts), for the NEW mark; after hydration it follows the visitor's clock. */
  siteInstant: string;
};

/** One news article: heading, image, body, share link, the neighbouring articles and the way back to the list. */
export default function NewsArticle({ article, siteInstant }: NewsArticleProps) {
  const liveInstant = useLiveInstant(siteInstant);
  const { lang, site } = useLanguage();
  const messages = { news: useWords('news', jaNews), shell: useWords('shell', jaShell) };
  const { news } = messages;
  const inLang = (path: string) => pathInLang(lang, path);
  const shareHref = shareOnXUrl(`${article.title}${messages.shell.titleSeparator}${site.title}`, absoluteUrl(inLang(newsPath(article.slug))));
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <p className={styles.en} aria-hidden="true">
          {sectionLabels('news').label}
        </p>
        <div className={styles.meta}>
          <NewsDate date={article.date} time={article.time} publishedAt={article.publishedAt} className={styles.date} />
          <Link href={inLang(newsListPath(1, article.category.slug))} className={categoryChipClass(styles.category, article.category.color)}>
            {article.category.label}
          </Link>
          <NewMark date={article.date} siteInstant={siteInstant} liveInstant={liveInstant} className={styles.new} expiredClassName={styles.newExpired} />
        </div>
        <h1 className={styles.title}>{article.title}</h1>
      </header>

      <div className={styles.content}>
        {article.image && (
          <Picture
            src={article.image.src}
            alt={article.image.alt}
            // Phones: the full width less the page's 16px gutters (358px of 390), so DPR 2 takes 750w, not 828w.
            sizes="(min-width: 768px) 720px, 92vw"
            aspectRatio="16 / 9"
            fit="cover"
            priority
            className={styles.image}
          />
        )}

        {/* Sanitised at build time by lib/content/markdown.ts (no scripts, no event handlers). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />

        <p className={styles.share}>
          <a href={shareHref} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z"
              />
            </svg>
            {news.shareOnX}
            <span className={styles.hidden}>{messages.shell.newTab}</span>
          </a>
        </p>

        {(article.prev || article.next) && (
          <nav aria-label={news.neighbours} className={styles.pager}>
            {article.prev && (
              <Link href={inLang(newsPath(article.prev.slug))} className={`${styles.pagerLink} ${styles.prev}`}>
                <span className={styles.pagerDir}>{news.previousArticle}</span>
                <span className={styles.pagerTitle}>{article.prev.title}</span>
              </Link>
            )}
            {article.next && (
              <Link href={inLang(newsPath(article.next.slug))} className={`${styles.pagerLink} ${styles.next}`}>
                <span className={styles.pagerDir}>{news.nextArticle}</span>
                <span className={styles.pagerTitle}>{article.next.title}</span>
              </Link>
            )}
          </nav>
        )}

        <p className={styles.back}>
          <Link href={inLang(newsListPath(1))} className={styles.backLink}>
            {news.backToList}
          </Link>
        </p>
      </div>
    </article>
  );
}
