import type { GetStaticProps } from 'next';
import Head from 'next/head';
import AdminApp from '../../components/Admin/AdminApp';
import { type AdminPageProps, getAdminPageProps } from '../../lib/cms/adminPage';
import type { NextPageWithLayout } from '../_app';

type Props = AdminPageProps;

/**
 * /admin/: the browser editor for content/ (Sveltia CMS), for the fan group's editors. Not a page for visitors: it is
 * out of the sitemap and of search engines, linked from nowhere, and has none of the site's shell.
 */
const AdminPage: NextPageWithLayout<Props> = ({ config, script, preview }) => (
  <>
    <Head>
      <title>コンテンツの編集</title>
      <meta name="robots" content="noindex" />
    </Head>
    <AdminApp config={config} script={script} preview={preview} />
  </>
);

// The editor draws the whole screen itself: no menu, footer or page view around it.
AdminPage.getLayout = (page) => page;

export default AdminPage;

export const getStaticProps: GetStaticProps<Props> = () => ({ props: getAdminPageProps() });
