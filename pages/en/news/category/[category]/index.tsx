import NewsListPage from '../../../../../components/News/NewsListPage';
import { type NewsListPageProps, getNewsCategoryPaths, getNewsListPageProps } from '../../../../../lib/sections/news/pages';
import { sectionPaths, sectionProps } from '../../../../../lib/content/shell';
import { englishPage } from '../../../../../components/Layout/englishPage';

type Props = NewsListPageProps;
type Params = { category: string };

/** /en/news/category/event/ …: the first page of one category's news. */
function NewsCategoryPageEn(props: Props) {
  return <NewsListPage {...props} />;
}

export default englishPage(NewsCategoryPageEn);

export const getStaticPaths = sectionPaths<Params>('news', (ctx) => ({ paths: getNewsCategoryPaths(ctx), fallback: false }), 'en');

export const getStaticProps = sectionProps<Props, Params>('news', (ctx, { params }) => {
  const props = params ? getNewsListPageProps(ctx, 1, params.category) : null;
  return props ? { props } : { notFound: true };
}, { route: '/news/category/[category]', lang: 'en' });
