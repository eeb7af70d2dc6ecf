import Head from 'next/head';
import type { JsonLdDocument } from '../../lib/jsonLd';
import { useLanguage } from '../../hooks/useLanguage';
import { LANG_TAGS } from '../../lib/i18n/languages';
import { siteLanguages } from '../../lib/site';
import { serializeJsonLd, withLanguage } from '../../lib/jsonLdText';

export type JsonLdProps = {
  /** A schema.org object with `@context`, or a `@graph` (builders in `lib/jsonLd.ts`). */
  data: JsonLdDocument;
  /** Distinguishes several blocks on one page (next/head keeps one element per key). */
  id?: string;
};

/**
 * Structured data in the page's `<head>`. `type="application/ld+json"` is a data block, not a script the
 * browser runs, so the Content-Security-Policy needs no hash for it.
 */
export default function JsonLd({ data, id = 'jsonld' }: JsonLdProps) {
  const { lang } = useLanguage();
  const doc = siteLanguages.length > 1 ? withLanguage(data, LANG_TAGS[lang].html) : data;
  return (
    <Head>
      <script key={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(doc) }} />
    </Head>
  );
}
