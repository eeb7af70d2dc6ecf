import type { JsonLdDocument } from './jsonLd';

/**
 * Serialises JSON-LD for an inline `<script type="application/ld+json">`. `<`, `>`, `&` and the line separators
 * are escaped, so text from content can never close the script element. A module of its own: the browser runs it
 * (the page renders its `<head>` again), while the builders in lib/jsonLd.ts run only at build time.
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
