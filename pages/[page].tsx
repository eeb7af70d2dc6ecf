import type { GetStaticPaths } from 'next';
import Seo from '../components/Common/Seo';
import WrittenPage from '../components/Page/WrittenPage';
import { type WrittenPage as Page, getWrittenPage, getWrittenPages } from '../lib/sections/pages/content';
import type { JsonLdDocument } from '../lib/jsonLd';
import { writtenPageJsonLd } from '../lib/sections/pages/pages';
import { siteContext } from '../lib/content/context';
import { withShell } from '../lib/content/shell';

type Props = { page: Page; jsonLd: JsonLdDocument };
type Params = { page: string };

/**
 * /<slug>/: a page the fan group writes (`content/pages/<slug>.md`). The content check refuses a slug that another
 * route of the site has, so the static routes, which Next prefers, never hide one.
 */
export default function WrittenPageRoute({ page, jsonLd }: Props) {
  return (
    <>
      <Seo title={page.title} description={page.description} image={page.hero?.src} imageAlt={page.hero?.alt} jsonLd={jsonLd} />
      <WrittenPage page={page} />
    </>
  );
}

export const getStaticPaths: GetStaticPaths<Params> = () => ({
  paths: getWrittenPages(siteContext()).map((page) => ({ params: { page: page.slug } })),
  fallback: false,
});

// Written pages are no section a series turns off: the shell's props only.
export const getStaticProps = withShell<Props, Params>((ctx, { params }) => {
  const page = params ? getWrittenPage(params.page, ctx) : null;
  return page ? { props: { page, jsonLd: writtenPageJsonLd(page, ctx) } } : { notFound: true };
}, { route: '/[page]' });
