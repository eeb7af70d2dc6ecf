import NewsListPage from '../../../../../../components/News/NewsListPage';
import { parsePageParam } from '../../../../../../lib/sections/news/articles';
import { type NewsListPageProps, getNewsCategoryPagePaths, getNewsListPageProps } from '../../../../../../lib/sections/news/pages';
import { sectionPaths, sectionProps } from '../../../../../../lib/content/shell';
import { englishPage } from '../../../../../../components/Layout/englishPage';

type Props = NewsListPageProps;
type Params = { category: string; page: string };

/** /en/news/category/event/page/2/ …: later pages of one category's news. */
function NewsCategoryPageNEn(props: Props) {
  return <NewsListPage {...props} />;
}

export default englishPage(NewsCategoryPageNEn);

export const getStaticPaths = sectionPaths<Params>('news', (ctx) => ({ paths: getNewsCategoryPagePaths(ctx), fallback: false }), 'en');

export const getStaticProps = sectionProps<Props, Params>('news', (ctx, { params }) => {
  const page = parsePageParam(params?.page);
  const props = params && page !== null ? getNewsListPageProps(ctx, page, params.category) : null;
  return props ? { props } : { notFound: true };
}, { route: '/news/category/[category]/page/[page]', lang: 'en' });
