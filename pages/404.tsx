import NotFound from '../components/Common/NotFound';
import type { NextPageWithLayout } from './_app';
import { imageManifest } from '../lib/imageManifest';

const NotFoundPage: NextPageWithLayout = () => <NotFound />;

// Without getStaticProps (it would cost the export its 404.html) no props bring the menu's images: the page names them.
NotFoundPage.images = imageManifest;

export default NotFoundPage;
