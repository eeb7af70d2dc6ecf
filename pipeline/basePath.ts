/** The base path an export was built for, read from where its pages load Next's own files. */
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

const NEXT_FILES = '/_next/';

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
