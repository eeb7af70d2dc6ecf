import NewsArticlePage, { type NewsArticlePageViewProps } from '../../../components/News/NewsArticlePage';
import { getNewsArticlePageProps, getNewsArticlePaths, newsArticleJsonLd } from '../../../lib/sections/news/pages';
import { sectionPaths, sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Props = NewsArticlePageViewProps;
type Params = { slug: string };

/** /en/news/<slug>/: a translated article (an untranslated one has no English page). */
function NewsArticleRouteEn(props: Props) {
  return <NewsArticlePage {...props} />;
}

export default englishPage(NewsArticleRouteEn);

export const getStaticPaths = sectionPaths<Params>('news', (ctx) => ({ paths: getNewsArticlePaths(ctx), fallback: false }), 'en');

export const getStaticProps = sectionProps<Props, Params>('news', (ctx, { params }) => {
  const props = params ? getNewsArticlePageProps(ctx, params.slug) : null;
  return props ? { props: { ...props, jsonLd: newsArticleJsonLd(props.article, 'en') } } : { notFound: true };
}, { route: '/news/[slug]', lang: 'en' });
