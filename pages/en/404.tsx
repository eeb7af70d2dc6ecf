import NotFound from '../../components/Common/NotFound';
import { withShell } from '../../lib/content/shell';

/**
 * The English not-found page. Next exports it as a page (`en/404/index.html`); the build copies it to `en/404.html`,
 * which Cloudflare Pages answers unknown URLs under /en/ with (pipeline/notFound.ts).
 */
export default function NotFoundPage() {
  return <NotFound />;
}

// No route: a not-found page has no versions to link (no hreflang), only the English menu and words.
export const getStaticProps = withShell(() => ({ props: {} }), { lang: 'en' });
