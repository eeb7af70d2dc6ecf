/**
 * Whether an SVG file could run script or reach another file when a browser opens it: read as the browser reads an
 * `image/svg+xml` file (XML), then given to DOMPurify's SVG profile, which must find nothing to remove.
 */
import createDOMPurify, { type RemovedAttribute, type RemovedElement } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
const MAX_LISTED = 5;
/** The only way a DOCTYPE adds entities or default attributes; read in the text, as jsdom's parser skips them. */
const DECLARATION = /<!(?:ENTITY|ATTLIST|ELEMENT|NOTATION)/i;
/** This check reads the file as UTF-8: a browser reading another encoding could see other markup. */
const ENCODING = /^\uFEFF?<\?xml[^>]*\bencoding\s*=\s*["']([^"']*)["']/;

function describeRemoved(entry: RemovedElement | RemovedAttribute): string {
  if ('element' in entry) {
    const { nodeName } = entry.element;
    if (nodeName === '#comment') return 'コメント（<!-- … -->）';
    if (nodeName === '#cdata-section') return 'CDATA セクション（<![CDATA[ … ]]>）';
    return nodeName.startsWith('#') ? nodeName : `<${nodeName}>`;
  }
  const name = entry.attribute?.name ?? '';
  const value = entry.attribute?.value ?? '';
  const shown = LINK_ATTRIBUTES.has(name) ? `${name}="${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : name;
  return `<${entry.from.nodeName}> の ${shown}`;
}

/**
 * What in an SVG file a browser could run or load, in words for a message; empty when there is nothing. Anything
 * DOMPurify's SVG profile would remove counts (`<script>`, `on…` attributes, `<foreignObject>`, `<iframe>`, `<set>`
 * and `<animate>` …), and so do links to anything outside the file (only `href="#…"` stays), declarations in a
 * DOCTYPE, an encoding other than UTF-8 and processing instructions such as `<?xml-stylesheet?>`.
 */
export function svgProblems(text: string): string[] {
  let dom: JSDOM;
  try {
    dom = new JSDOM(text, { contentType: 'image/svg+xml' });
  } catch (error) {
    return [`XML として読めません（${(error as Error).message.split('\n')[0]}）`];
  }
  const { window } = dom;
  try {
    const { document } = window;
    const root = document.documentElement;
    if (root?.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') {
      return [`いちばん外側が <svg xmlns="${SVG_NAMESPACE}"> ではありません`];
    }
    const found: string[] = [];
    // Browsers never fetch an external DTD (Illustrator names one), but declarations in the DOCTYPE apply.
    if (DECLARATION.test(text)) found.push('<!DOCTYPE の中の宣言（<!ENTITY> など）');
    const encoding = ENCODING.exec(text)?.[1];
    if (encoding !== undefined && encoding.toLowerCase() !== 'utf-8') found.push(`文字コード ${encoding}（UTF-8 で書き出してください）`);
    for (const node of document.childNodes) {
      if (node.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) found.push(`<?${node.nodeName} …?>`);
    }
    const purify = createDOMPurify(window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (LINK_ATTRIBUTES.has(data.attrName) && !data.attrValue.startsWith('#')) data.keepAttr = false;
    });
    try {
      // `<use>` is safe once its links stay inside the file, and design tools write it.
      purify.sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], IN_PLACE: true });
    } catch (error) {
      found.push(`安全に確かめられない部分（${(error as Error).message}）`);
    }
    found.push(...purify.removed.map(describeRemoved));
    const unique = [...new Set(found)];
    return unique.length > MAX_LISTED ? [...unique.slice(0, MAX_LISTED), `ほか ${unique.length - MAX_LISTED} 件`] : unique;
  } finally {
    window.close();
  }
}
