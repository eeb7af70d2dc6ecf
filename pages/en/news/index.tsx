import NewsListPage from '../../../components/News/NewsListPage';
import { type NewsListPageProps, getNewsListPageProps } from '../../../lib/sections/news/pages';
import { sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Props = NewsListPageProps;

/** /en/news/: the first page of every category's news, newest first. */
function NewsPageEn(props: Props) {
  return <NewsListPage {...props} />;
}

export default englishPage(NewsPageEn);

export const getStaticProps = sectionProps<Props>('news', (ctx) => {
  const props = getNewsListPageProps(ctx, 1);
  return props ? { props } : { notFound: true };
}, { route: '/news', lang: 'en' });
