import type { GetStaticPaths, GetStaticProps } from 'next';
import NewsListPage from '../../../components/News/NewsListPage';
import { parsePageParam } from '../../../lib/news';
import { type NewsListPageProps, getNewsListPageProps, getNewsPagePaths } from '../../../lib/content/newsPages';

type Props = NewsListPageProps;
type Params = { page: string };

/** /news/page/2/ …: later pages of the list of every category. */
export default function NewsPageN(props: Props) {
  return <NewsListPage {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = () => ({ paths: getNewsPagePaths(), fallback: false });

export const getStaticProps: GetStaticProps<Props, Params> = ({ params }) => {
  const page = parsePageParam(params?.page);
  const props = page === null ? null : getNewsListPageProps(page);
  return props ? { props } : { notFound: true };
};
