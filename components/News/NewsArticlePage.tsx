import { useWords } from '../../hooks/useLanguage';
import type { JsonLdDocument } from '../../lib/jsonLd';
import { fillTemplate } from '../../lib/i18n/template';
import type { NewsArticlePageProps } from '../../lib/sections/news/pages';
import Seo from '../Common/Seo';
import NewsArticle from './NewsArticle';
import { news as jaNews } from '../../lib/i18n/ja/news';

export type NewsArticlePageViewProps = NewsArticlePageProps & { jsonLd: JsonLdDocument };

/**
 * What an article's route renders, in either language (/news/<slug>/, /en/news/<slug>/). The article renders its own
 * `<h1>` (the headline) instead of PageHeader, whose heading is a section name.
 */
export default function NewsArticlePage({ article, siteInstant, jsonLd }: NewsArticlePageViewProps) {
  const news = useWords('news', jaNews);
  return (
    <>
      <Seo
        title={fillTemplate(news.articleTitle, { title: article.title })}
        description={article.summary}
        type="article"
        publishedTime={article.publishedAt}
        image={article.image?.src}
        imageAlt={article.image?.alt}
        jsonLd={jsonLd}
      />
      <NewsArticle article={article} siteInstant={siteInstant} />
    </>
  );
}
