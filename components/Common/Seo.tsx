import Head from 'next/head';
import { pageTitle, site } from '../../lib/site';

export type SeoProps = {
  /** The page's own name; omit on the top page, whose title is the series title alone. */
  title?: string;
  /** Meta description; defaults to the site's description. */
  description?: string;
};

/** The `<head>` entries every page sets: 「ページ名｜シリーズ名」 and its description. */
export default function Seo({ title, description = site.description }: SeoProps) {
  return (
    <Head>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </Head>
  );
}
