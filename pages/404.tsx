import NotFound from '../components/Common/NotFound';
import { withShell } from '../lib/content/shell';

/**
 * The not-found page, with the shell every page has (the menu with the written pages, the images it draws). Next
 * exports a 404 with props as a page (`404/index.html`); the build copies it to `404.html` (pipeline/notFound.ts).
 */
function NotFoundPage() {
  return <NotFound />;
}

export default NotFoundPage;

// No route: a not-found page has no versions to link (no hreflang).
export const getStaticProps = withShell(() => ({ props: {} }));
