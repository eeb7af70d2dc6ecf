/**
 * The base path an export was built for, read from the export itself. Next puts its own files below
 * `<basePath>/_next/` (its documented `basePath` option), so where a page loads them from names the base path.
 * scripts/serve.mjs uses it to serve an export below the path it was built for, as GitHub Pages does.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

const NEXT_FILES = '/_next/';

/**
 * The base path of an exported page (`/sorairo`, `''` at a domain's root), or null when the page loads nothing of
 * Next's own.
 */
export function builtBasePath(html: string): string | null {
  const find = (node: Node): string | null => {
    if ('tagName' in node && (node.tagName === 'script' || node.tagName === 'link')) {
      const url = node.attrs.find((a) => a.name === (node.tagName === 'script' ? 'src' : 'href'))?.value ?? '';
      const at = url.indexOf(NEXT_FILES);
      if (url.startsWith('/') && !url.startsWith('//') && at !== -1) return url.slice(0, at);
    }
    if (!('childNodes' in node)) return null;
    for (const child of node.childNodes) {
      const found = find(child);
      if (found !== null) return found;
    }
    return null;
  };
  return find(parse(html));
}
