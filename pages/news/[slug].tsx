import Seo from '../../components/Common/Seo';
import NewsArticle from '../../components/News/NewsArticle';
import type { JsonLdDocument } from '../../lib/jsonLd';
import { type NewsArticlePageProps, getNewsArticlePageProps, getNewsArticlePaths, newsArticleJsonLd } from '../../lib/sections/news/pages';
import { sectionPaths, sectionProps } from '../../lib/content/shell';

type Props = NewsArticlePageProps & { jsonLd: JsonLdDocument };
type Params = { slug: string };

/**
 * /news/<slug>/: one article. The article renders its own `<h1>` (the headline) instead of PageHeader, whose
 * heading is a section name.
 */
export default function NewsArticlePage({ article, siteInstant, jsonLd }: Props) {
  return (
    <>
      <Seo
        title={`${article.title}｜ニュース`}
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

export const getStaticPaths = sectionPaths<Params>('news', (ctx) => ({ paths: getNewsArticlePaths(ctx), fallback: false }));

export const getStaticProps = sectionProps<Props, Params>('news', (ctx, { params }) => {
  const props = params ? getNewsArticlePageProps(ctx, params.slug) : null;
  return props ? { props: { ...props, jsonLd: newsArticleJsonLd(props.article) } } : { notFound: true };
}, { route: '/news/[slug]' });
