import type { GetStaticPaths, GetStaticProps } from 'next';
import NewsListPage from '../../../../components/News/NewsListPage';
import { type NewsListPageProps, getNewsCategoryPaths, getNewsListPageProps } from '../../../../lib/content/newsPages';

type Props = NewsListPageProps;
type Params = { category: string };

/** /news/category/event/ …: the first page of one category's news. */
export default function NewsCategoryPage(props: Props) {
  return <NewsListPage {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = () => ({ paths: getNewsCategoryPaths(), fallback: false });

export const getStaticProps: GetStaticProps<Props, Params> = ({ params }) => {
  const props = params ? getNewsListPageProps(1, params.category) : null;
  return props ? { props } : { notFound: true };
};
