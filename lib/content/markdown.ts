/** Markdown to sanitised HTML at build time: one pass over markdown-it's tokens drops raw HTML and disallowed URLs, and base-paths site links. */
import MarkdownIt, { type Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { BASE_PATH, withBasePath } from '../url';
import { webUrlRewrite } from './schema';

/** Result of {@link renderMarkdown}. Lines are counted from 1 at the body's first line. */
export interface RenderedMarkdown {
  html: string;
  text: string;
  images: Array<{ src: string; line: number }>;
  /** Every HTML tag written in the body, which the page does not show, so the content check can warn about it. */
  removedTags: Array<{ tag: string; line: number }>;
  /** Every link the page keeps, its URL as written, so the content check can tell where each leads. */
  links: Array<{ href: string; line: number }>;
  /** Every link and image whose URL was removed (a refused image shows its alt text), so the content check can warn. */
  refused: Array<{ kind: 'link' | 'image'; url: string; line: number }>;
}

const PROTOCOLS = {
  href: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
  src: ['http', 'https'],
} as const;

/** Relative URLs always; absolute ones only with an allowed protocol. */
function allowedUrl(url: string, attribute: keyof typeof PROTOCOLS): boolean {
  const colon = url.indexOf(':');
  if (colon < 0) return true;
  for (const stop of ['/', '?', '#']) {
    const at = url.indexOf(stop);
    if (at > -1 && at < colon) return true;
  }
  return (PROTOCOLS[attribute] as readonly string[]).includes(url.slice(0, colon).toLowerCase());
}

const EXTERNAL = /^https?:/i;

/** `//host/path` leads to another site with the page's scheme; written out as https, it gets the external-link treatment. */
const PROTOCOL_RELATIVE = /^\/\//;

const WIDE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff01-\\uff60\\u30fc]';
const ENDS_WIDE = new RegExp(`${WIDE}$`, 'u');
const STARTS_WIDE = new RegExp(`^${WIDE}`, 'u');

/** Whether a line break sits between two Japanese characters: some browsers show it as a space mid-sentence. */
function joinsWideLines(children: Token[], i: number): boolean {
  const before = children[i - 1];
  const after = children[i + 1];
  return before?.type === 'text' && after?.type === 'text' && ENDS_WIDE.test(before.content) && STARTS_WIDE.test(after.content);
}

const md = new MarkdownIt('default', { html: true, linkify: true });
// Only URLs with a scheme become links, not every `name.tld` or `//name.tld` in the text.
md.linkify.set({ fuzzyLink: false });
md.linkify.add('//', null);
// Every URL parses as a link so that a refused one keeps its text; sanitise() removes the URL.
md.validateLink = () => true;
md.use(footnote);
md.renderer.rules.footnote_caption = (tokens, idx) => `[${Number(tokens[idx]?.meta?.id ?? 0) + 1}]`;
// Gives the plugin's bare 「↩︎」 back-link a name a screen reader can read out.
const footnoteAnchor = md.renderer.rules.footnote_anchor;
md.renderer.rules.footnote_anchor = (...args) =>
  (footnoteAnchor?.(...args) ?? '').replace('class="footnote-backref"', 'class="footnote-backref" aria-label="本文に戻る"');

const TEXT_BOUNDARIES = new Set([
  'paragraph_open',
  'heading_open',
  'list_item_open',
  'blockquote_open',
  'tr_open',
  'th_open',
  'td_open',
]);

const RAW_TEXT = /^(?:script|style)$/;

const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9-]*)\b[^>]*>/g;

/** Skips what a script or style holds, and comments, which an editor means to hide. */
function tagsIn(html: string, line: number): Array<{ tag: string; line: number; closing: boolean }> {
  const found: Array<{ tag: string; line: number; closing: boolean }> = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m[2] === undefined) continue;
    const tag = m[2].toLowerCase();
    found.push({ tag, line: line + (html.slice(0, m.index).match(/\n/g)?.length ?? 0), closing: m[1] === '/' });
    if (m[1] === '' && RAW_TEXT.test(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, TAG.lastIndex);
      TAG.lastIndex = close < 0 ? html.length : close;
    }
  }
  return found;
}

function withoutInlineHtml(children: Token[]): Token[] {
  const kept: Token[] = [];
  let inside: string | undefined;
  for (const child of children) {
    if (child.type === 'html_inline') {
      const m = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/.exec(child.content);
      const tag = m?.[2]?.toLowerCase();
      if (inside === undefined && m?.[1] === '' && tag && RAW_TEXT.test(tag)) inside = tag;
      else if (inside !== undefined && m?.[1] === '/' && tag === inside) inside = undefined;
      continue;
    }
    if (inside === undefined) kept.push(child);
  }
  return kept;
}

/** Applies the module's rules to one body's tokens in place and collects its text, images and removed tags. */
function sanitise(
  tokens: Token[],
  basePath: string,
): Omit<RenderedMarkdown, 'html'> & { tokens: Token[] } {
  const parts: string[] = [];
  const images: RenderedMarkdown['images'] = [];
  const links: RenderedMarkdown['links'] = [];
  const refused: RenderedMarkdown['refused'] = [];
  const tags: Array<{ tag: string; line: number; closing: boolean }> = [];
  const kept: Token[] = [];
  // A table cell's text has no line of its own, so it takes its row's.
  let blockLine = 1;
  for (const token of tokens) {
    if (token.map) blockLine = token.map[0] + 1;
    if (token.type === 'html_block') {
      tags.push(...tagsIn(token.content, blockLine));
      continue;
    }
    kept.push(token);
    if (TEXT_BOUNDARIES.has(token.type)) parts.push(' ');
    if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
    if (token.type === 'th_open' || token.type === 'td_open') {
      const align = /^text-align:(\w+)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
      token.attrs = align ? [['align', align]] : null;
    }
    if (token.type !== 'inline' || !token.children) continue;
    const lineOf = new Map<Token, number>();
    let line = blockLine;
    for (const child of token.children) {
      lineOf.set(child, line);
      if (child.type === 'html_inline') tags.push(...tagsIn(child.content, line));
      if (child.type === 'softbreak' || child.type === 'hardbreak') line += 1;
      line += child.content.match(/\n/g)?.length ?? 0;
    }
    const children = withoutInlineHtml(token.children);
    token.children = children.filter((child, i) => {
      if (child.type === 'softbreak') {
        if (joinsWideLines(children, i)) return false;
        parts.push('\n');
      }
      if (child.type === 'hardbreak') parts.push(' ');
      if (child.type === 's_open' || child.type === 's_close') child.tag = 'del';
      if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
      const childLine = lineOf.get(child) ?? blockLine;
      if (child.type === 'link_open') {
        const written = String(child.attrGet('href') ?? '');
        const absolute = PROTOCOL_RELATIVE.test(written) ? `https:${written}` : written;
        // `https:host` and the like as the URL standard reads them, so the href is valid.
        const href = webUrlRewrite(absolute, ['http:', 'https:']) ?? absolute;
        child.attrs = (child.attrs ?? []).filter(([name]) => name !== 'href');
        // As written: markdown-it has percent-encoded the URL, the check wants the path.
        const url = md.normalizeLinkText(written);
        if (allowedUrl(href, 'href')) {
          child.attrs.unshift(['href', withBasePath(href, basePath)]);
          if (EXTERNAL.test(href)) child.attrs.push(['target', '_blank'], ['rel', 'noopener noreferrer']);
          links.push({ href: url, line: childLine });
        } else {
          refused.push({ kind: 'link', url, line: childLine });
        }
      }
      if (child.type === 'image') {
        const src = String(child.attrGet('src') ?? '');
        if (!allowedUrl(src, 'src')) {
          // An <img> without src is invalid HTML and shows nothing: the alt text stands in for it.
          refused.push({ kind: 'image', url: md.normalizeLinkText(src), line: childLine });
          const alt = md.renderer.renderInlineAsText(child.children ?? [], md.options, {});
          Object.assign(child, { type: 'text', tag: '', attrs: null, children: null, content: alt });
          parts.push(alt);
          return alt !== '';
        }
        child.attrs = (child.attrs ?? []).filter(([name]) => name !== 'src');
        images.push({ src: md.normalizeLinkText(src), line: childLine });
        child.attrs.unshift(['src', withBasePath(src, basePath)]);
      }
      return true;
    });
  }
  // An end tag counts only when no start tag of its name came before.
  const opened = new Set(tags.filter((t) => !t.closing).map((t) => t.tag));
  const removedTags = tags.filter((t) => !t.closing || !opened.has(t.tag)).map(({ tag, line }) => ({ tag, line }));
  return { tokens: kept, text: parts.join('').replace(/\s+/g, ' ').trim(), images, removedTags, links, refused };
}

/** Renders Markdown to sanitised HTML. */
export function renderMarkdown(markdown: string, { basePath = BASE_PATH }: { basePath?: string } = {}): RenderedMarkdown {
  const env = {};
  const { tokens, ...found } = sanitise(md.parse(markdown, env), basePath);
  return { html: md.renderer.render(tokens, md.options, env).trim(), ...found };
}

/** A link as renderMarkdown writes it: its href first (sanitise() puts it there), which never holds a quote. */
const LINK_HREF = /<a href="([^"]*)"/g;

/**
 * A rendered body with its site links led elsewhere: `to` gets each one's site path (without the base path, query or
 * fragment) and gives the path to lead to instead, or undefined to keep it. It reads only what renderMarkdown writes.
 */
export function relinkSitePaths(html: string, to: (path: string) => string | undefined, basePath: string = BASE_PATH): string {
  return html.replace(LINK_HREF, (link, href: string) => {
    if (!href.startsWith(`${basePath}/`) || href.startsWith('//')) return link;
    const sitePath = href.slice(basePath.length);
    const at = sitePath.search(/[?#]/);
    const target = to(at < 0 ? sitePath : sitePath.slice(0, at));
    return target === undefined ? link : `<a href="${basePath}${target}${at < 0 ? '' : sitePath.slice(at)}"`;
  });
}

/** The start of `text`, cut at a sentence end when one is near, else with 「…」. */
export function excerpt(text: string, maxLength = 90): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const sentenceEnd = cut.lastIndexOf('。');
  if (sentenceEnd >= maxLength / 2) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, maxLength - 1)}…`;
}
