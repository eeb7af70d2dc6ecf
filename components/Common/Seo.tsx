import Head from 'next/head';
import { useRouter } from 'next/compat/router';
import { feedLinks } from '../../lib/feedLinks';
import imageConfig from '../../lib/imageConfig.json';
import { sharePath } from '../../lib/imageVariants.mjs';
import type { JsonLdDocument } from '../../lib/jsonLd';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { shell as shellWords } from '../../lib/i18n/ja/shell';
import { DEFAULT_LANG, LANG_TAGS, type Lang, basePathOf } from '../../lib/i18n/languages';
import { SHARE_IMAGE } from '../../lib/siteImages';
import { absoluteUrl, canonicalPath } from '../../lib/url';
import JsonLd from './JsonLd';
import { isSectionOn } from '../../lib/sections/shape';

/** Open Graph object types the site uses. */
export type OgType = 'website' | 'article' | 'video.episode' | 'video.tv_show' | 'music.song' | 'music.album' | 'product';

export type SeoProps = {
  /** The page's own name; omit on the top page, whose title is the series title alone. */
  title?: string;
  /** Meta description; defaults to the site's description. */
  description?: string;
  /**
   * The page's path (`/news/2026-10-01-pv/`), for the canonical URL and `og:url`. Defaults to the path being
   * rendered, so pages rarely pass it.
   */
  path?: string;
  /** Share image: a site path (`/images/news/pv.png`) or an absolute URL. Defaults to the 1200×630 share image. */
  image?: string;
  /** Text alternative of the share image. */
  imageAlt?: string;
  /** Open Graph type: `website` (default), `article` for news, `video.episode` for episodes … */
  type?: OgType;
  /** For articles: the publication date or instant (`2026-10-03` or an ISO string). */
  publishedTime?: string;
  /** Structured data for the page (builders in `lib/jsonLd.ts`). */
  jsonLd?: JsonLdDocument;
  /** Keep the page out of search results (the not-found page does this by itself). */
  noindex?: boolean;
  /** On a news category page: also announce that category's feeds. */
  feedCategory?: { slug: string; label: string };
};

// In every language: `/en/404` is the English one.
const NOT_FOUND_ROUTES = new Set(['/404', '/_error']);

/**
 * The share image as a card fetches it: for an image under public/images/, the JPEG at most 1200px wide the image step
 * writes beside it (the original can be megabytes, and not every link preview reads WebP); anything else as it is.
 */
function shareImageUrl(image: string): string {
  return absoluteUrl(image.startsWith(imageConfig.sourceDir) ? sharePath(image, imageConfig) : image);
}

/**
 * The `<head>` entries every page sets: 「ページ名｜シリーズ名」, description, canonical URL, Open Graph and
 * Twitter card, the news feeds as `<link rel="alternate">`, and optional JSON-LD. URLs are absolute
 * (`NEXT_PUBLIC_SITE_URL`).
 */
export default function Seo({
  title,
  description,
  path,
  image = SHARE_IMAGE,
  imageAlt,
  type = 'website',
  publishedTime,
  jsonLd,
  noindex,
  feedCategory,
}: SeoProps) {
  // `next/compat/router` returns null outside a Next page (component tests), instead of throwing.
  const router = useRouter();
  const { lang, site, alternates } = useLanguage();
  const words = useWords('shell', shellWords);
  const notFound = router !== null && NOT_FOUND_ROUTES.has(basePathOf(router.pathname));
  const pagePath = path ?? router?.asPath;
  const url = pagePath !== undefined && !notFound ? absoluteUrl(canonicalPath(pagePath)) : undefined;
  const fullTitle = title ? `${title}${words.titleSeparator}${site.title}` : site.title;
  const shareUrl = shareImageUrl(image);
  // hreflang only where the page has a version in another language, and then to every version, itself included.
  const versions = notFound ? [] : (Object.entries(alternates) as Array<[Lang, string]>);
  const pageDescription = description ?? site.description;

  return (
    <>
      <Head>
        <title>{fullTitle}</title>
        <meta key="description" name="description" content={pageDescription} />
        {(noindex || notFound) && <meta key="robots" name="robots" content="noindex" />}
        {url && <link key="canonical" rel="canonical" href={url} />}
        <meta key="og:title" property="og:title" content={fullTitle} />
        <meta key="og:description" property="og:description" content={pageDescription} />
        <meta key="og:type" property="og:type" content={type} />
        {url && <meta key="og:url" property="og:url" content={url} />}
        <meta key="og:image" property="og:image" content={shareUrl} />
        {imageAlt && <meta key="og:image:alt" property="og:image:alt" content={imageAlt} />}
        <meta key="og:site_name" property="og:site_name" content={site.title} />
        <meta key="og:locale" property="og:locale" content={LANG_TAGS[lang].ogLocale} />
        {versions.length > 1 &&
          versions
            .filter(([other]) => other !== lang)
            .map(([other]) => <meta key={`og:locale:alternate:${other}`} property="og:locale:alternate" content={LANG_TAGS[other].ogLocale} />)}
        {versions.length > 1 &&
          versions.map(([other, otherPath]) => <link key={`hreflang:${other}`} rel="alternate" hrefLang={LANG_TAGS[other].html} href={absoluteUrl(otherPath)} />)}
        {versions.length > 1 && alternates[DEFAULT_LANG] && <link key="hreflang:x-default" rel="alternate" hrefLang="x-default" href={absoluteUrl(alternates[DEFAULT_LANG])} />}
        {publishedTime && <meta key="article:published_time" property="article:published_time" content={publishedTime} />}
        <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
        <meta key="twitter:site" name="twitter:site" content={site.xAccountName} />
        {/* The news feeds, which a series with NEWS off does not have. */}
        {(isSectionOn('news') ? [...feedLinks(undefined, lang, words), ...(feedCategory ? feedLinks(feedCategory, lang, words) : [])] : []).map((feed) => (
          <link key={feed.href} rel="alternate" type={feed.type} title={feed.title} href={absoluteUrl(feed.href)} />
        ))}
      </Head>
      {jsonLd && <JsonLd data={jsonLd} />}
    </>
  );
}
