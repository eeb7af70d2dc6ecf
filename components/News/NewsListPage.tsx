import { newsListTitles } from '../../lib/sections/news/articles';
import { sectionLabels } from '../../lib/sections/shape';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { news as jaNews } from '../../lib/i18n/ja/news';
import { fillTemplate } from '../../lib/i18n/template';
import type { NewsListPageProps } from '../../lib/sections/news/pages';
import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import NewsList from './NewsList';

/**
 * What the four list routes render (every category or one, first page or a later one): they differ only in
 * the props their `getStaticProps` loads.
 */
export default function NewsListPage(props: NewsListPageProps) {
  const { lang, site } = useLanguage();
  const news = useWords('news', jaNews);
  const { heading, title } = newsListTitles(props.category?.label ?? null, props.page, lang, news);
  return (
    <>
      <Seo title={title} feedCategory={props.category ?? undefined} />
      <PageHeader en={sectionLabels('news').label} title={heading}>
        <p>
          {props.category
            ? fillTemplate(news.leadCategory, { category: props.category.label })
            : fillTemplate(news.leadAll, { site: site.title })}
        </p>
      </PageHeader>
      <NewsList {...props} />
    </>
  );
}
