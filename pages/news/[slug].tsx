import NewsArticlePage, { type NewsArticlePageViewProps } from '../../components/News/NewsArticlePage';
import { getNewsArticlePageProps, getNewsArticlePaths, newsArticleJsonLd } from '../../lib/sections/news/pages';
import { sectionPaths, sectionProps } from '../../lib/content/shell';

type Props = NewsArticlePageViewProps;
type Params = { slug: string };

/** /news/<slug>/: one article. */
export default function NewsArticleRoute(props: Props) {
  return <NewsArticlePage {...props} />;
}

export const getStaticPaths = sectionPaths<Params>('news', (ctx) => ({ paths: getNewsArticlePaths(ctx), fallback: false }));

export const getStaticProps = sectionProps<Props, Params>('news', (ctx, { params }) => {
  const props = params ? getNewsArticlePageProps(ctx, params.slug) : null;
  return props ? { props: { ...props, jsonLd: newsArticleJsonLd(props.article) } } : { notFound: true };
}, { route: '/news/[slug]' });
