import NewsListPage from '../../../../components/News/NewsListPage';
import { parsePageParam } from '../../../../lib/sections/news/articles';
import { type NewsListPageProps, getNewsListPageProps, getNewsPagePaths } from '../../../../lib/sections/news/pages';
import { sectionPaths, sectionProps } from '../../../../lib/content/shell';
import { englishPage } from '../../../../components/Layout/englishPage';

type Props = NewsListPageProps;
type Params = { page: string };

/** /en/news/page/2/ …: later pages of the list of every category. */
function NewsPageNEn(props: Props) {
  return <NewsListPage {...props} />;
}

export default englishPage(NewsPageNEn);

export const getStaticPaths = sectionPaths<Params>('news', (ctx) => ({ paths: getNewsPagePaths(ctx), fallback: false }), 'en');

export const getStaticProps = sectionProps<Props, Params>('news', (ctx, { params }) => {
  const page = parsePageParam(params?.page);
  const props = page === null ? null : getNewsListPageProps(ctx, page);
  return props ? { props } : { notFound: true };
}, { route: '/news/page/[page]', lang: 'en' });
