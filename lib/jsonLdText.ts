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
