import { newsListTitles } from '../../lib/sections/news/articles';
import { sectionLabels } from '../../lib/sections/shape';
import { site } from '../../lib/site';
import type { NewsListPageProps } from '../../lib/sections/news/pages';
import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import NewsList from './NewsList';

/**
 * What the four list routes render (every category or one, first page or a later one): they differ only in
 * the props their `getStaticProps` loads.
 */
export default function NewsListPage(props: NewsListPageProps) {
  const { heading, title } = newsListTitles(props.category?.label ?? null, props.page);
  return (
    <>
      <Seo title={title} feedCategory={props.category ?? undefined} />
      <PageHeader en={sectionLabels('news').label} title={heading}>
        <p>
          {props.category
            ? `「${props.category.label}」のニュースを新しい順にお届けします。`
            : `『${site.title}』の最新情報を新しい順にお届けします。`}
        </p>
      </PageHeader>
      <NewsList {...props} />
    </>
  );
}
