import NotFound from '../../components/Common/NotFound';
import { withShell } from '../../lib/content/shell';
import { englishPage } from '../../components/Layout/englishPage';

/**
 * The English not-found page. Next exports it as a page (`en/404/index.html`); the build copies it to `en/404.html`,
 * which Cloudflare Pages answers unknown URLs under /en/ with (pipeline/notFound.ts).
 */
function NotFoundPage() {
  return <NotFound />;
}

export default englishPage(NotFoundPage);

// No route: a not-found page has no versions to link (no hreflang), only the English menu and words.
export const getStaticProps = withShell(() => ({ props: {} }), { lang: 'en' });
