import type { GetStaticPaths } from 'next';
import Seo from '../../components/Common/Seo';
import WrittenPage from '../../components/Page/WrittenPage';
import { type WrittenPage as Page, getWrittenPage, getWrittenPages } from '../../lib/sections/pages/content';
import type { JsonLdDocument } from '../../lib/jsonLd';
import { writtenPageJsonLd } from '../../lib/sections/pages/pages';
import { siteContext } from '../../lib/content/context';
import { withShell } from '../../lib/content/shell';
import { siteLanguagesOf } from '../../lib/content/translations';
import { englishPage } from '../../components/Layout/englishPage';

type Props = { page: Page; jsonLd: JsonLdDocument };
type Params = { page: string };

/**
 * /en/<slug>/: a written page's translation (`content/pages/<slug>.en.md`). The static routes under pages/en/ win over
 * this one as pages/ over `[page].tsx`, and the content check keeps slugs off every section's path.
 */
function EnglishWrittenPageRoute({ page, jsonLd }: Props) {
  return (
    <>
      <Seo title={page.title} description={page.description} image={page.hero?.src} imageAlt={page.hero?.alt} jsonLd={jsonLd} />
      <WrittenPage page={page} />
    </>
  );
}

export default englishPage(EnglishWrittenPageRoute);

export const getStaticPaths: GetStaticPaths<Params> = () => {
  const ctx = siteContext('en');
  return {
    paths: siteLanguagesOf(ctx).includes('en') ? getWrittenPages(ctx).map((page) => ({ params: { page: page.slug } })) : [],
    fallback: false,
  };
};

export const getStaticProps = withShell<Props, Params>(
  (ctx, { params }) => {
    const page = params ? getWrittenPage(params.page, ctx) : null;
    return page ? { props: { page, jsonLd: writtenPageJsonLd(page, ctx) } } : { notFound: true };
  },
  { route: '/[page]', lang: 'en' },
);
