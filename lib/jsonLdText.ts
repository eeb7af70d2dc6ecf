import type { Graph, Thing } from 'schema-dts';
import type { JsonLdDocument } from './jsonLd';

/** Serialises JSON-LD for an inline script, escaping `<`, `>` and `&` so content can never close it; the browser runs it, so it stays apart from lib/jsonLd.ts. */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The document with `inLanguage` on each of its objects (each of a `@graph`'s): the language its names and descriptions
 * are written in, the page's. Only on a site in several languages, so a one-language site's export stays as it was.
 * Here beside the serialiser, not in lib/jsonLd.ts: `<JsonLd>` runs it in the browser, and that module brings its builders.
 */
export function withLanguage(doc: JsonLdDocument, lang: string): JsonLdDocument {
  const tag = (item: Thing): Thing => (typeof item === 'object' && item !== null ? ({ ...item, inLanguage: lang } as Thing) : item);
  if ('@graph' in doc) return { ...doc, '@graph': (doc['@graph'] as Thing[]).map(tag) } as Graph;
  return tag(doc) as JsonLdDocument;
}
