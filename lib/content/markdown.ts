/**
 * Markdown → sanitised HTML, at build time.
 *
 * markdown-it (CommonMark, plus GFM tables, strikethrough and literal autolinks, and footnotes through
 * markdown-it-footnote) parses the body into tokens; one pass over them ({@link sanitise}) then decides what reaches
 * the page, with the rules of GitHub's allow-list that the site used before (rehype-sanitize's `defaultSchema`):
 * - raw HTML in the Markdown is dropped, not passed through or shown as text (markdown-it parses it so it can be
 *   recognised and removed: a `<script>` block, an `<img onerror>`, an `<iframe>`); the text inside a `<script>` or
 *   `<style>` goes with it, and every tag removed is listed (`removedTags`) so the content check can warn about it;
 * - link and image URLs keep only the allowed protocols (`href`: http, https, mailto, irc, ircs, xmpp; `src`: http,
 *   https; relative URLs always), otherwise the attribute goes and the text stays: `[押してね](javascript:…)` is
 *   `<a>押してね</a>`;
 * - table alignment becomes an `align` attribute, not markdown-it's `style`, which the CSP would block;
 * - http(s) links get `target="_blank" rel="noopener noreferrer"`;
 * - root-relative links and images (`[ページ](/onair/)`, `![](/images/…)`) get the site's base path, so content files
 *   keep writing site paths whatever the deployment.
 * markdown-it and the footnote plugin write only their own elements and escape every text and attribute, so nothing
 * else can get in.
 *
 * Chosen over unified/remark/rehype for build time: the same 1,000 articles render in about 0.06 s instead of
 * 0.96 s, and every article is rendered in every build (bench/README "Build").
 */
import MarkdownIt, { type Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { BASE_PATH, withBasePath } from '../url';

/** Result of {@link renderMarkdown}. Lines are counted from 1 at the body's first line. */
export interface RenderedMarkdown {
  /** Sanitised HTML, safe for `dangerouslySetInnerHTML`. */
  html: string;
  /** The visible text with white space collapsed (for summaries and meta descriptions). */
  text: string;
  /** Every image in the body, `src` as written (site paths, no base path), so loaders can check that the files exist. */
  images: Array<{ src: string; line: number }>;
  /** Every HTML tag written in the body, which the page does not show: `script`, `br` … (lower case). */
  removedTags: Array<{ tag: string; line: number }>;
}

/** GitHub's allowed URL protocols per attribute (rehype-sanitize `defaultSchema.protocols`). */
const PROTOCOLS = {
  href: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
  src: ['http', 'https'],
} as const;

/**
 * Whether `url` may stay in `attribute`: relative URLs always (no colon before the first `/`, `?` or `#`), absolute
 * ones only with an allowed protocol. The same test as hast-util-sanitize's, except that `HTTPS:` counts as `https:`.
 */
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

/** Wide (CJK) characters, including Japanese punctuation and full-width forms. */
const WIDE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff01-\\uff60\\u30fc]';
const ENDS_WIDE = new RegExp(`${WIDE}$`, 'u');
const STARTS_WIDE = new RegExp(`^${WIDE}`, 'u');

/**
 * Whether the line break at `children[i]` sits between two Japanese characters of the same text. Maintainers wrap
 * long paragraphs; Markdown keeps the break as a newline, and Chrome shows it as a space in the middle of a
 * sentence (CSS Text 3 says to drop it between wide characters, but not every browser does).
 */
function joinsWideLines(children: Token[], i: number): boolean {
  const before = children[i - 1];
  const after = children[i + 1];
  return before?.type === 'text' && after?.type === 'text' && ENDS_WIDE.test(before.content) && STARTS_WIDE.test(after.content);
}

const md = new MarkdownIt('default', { html: true, linkify: true });
// Bare URLs become links only with a scheme (`https://…`), not every `name.tld` in the text (nor `www.…`, which
// GFM would link too).
md.linkify.set({ fuzzyLink: false });
// Every URL is parsed as a link, so that a refused one keeps its text (`<a>押してね</a>`) instead of showing the
// Markdown source; sanitise() then removes the URLs that are not allowed.
md.validateLink = () => true;
md.use(footnote);
// A second reference to the same note reads 「[1]」 like the first, not the plugin's 「[1:1]」.
md.renderer.rules.footnote_caption = (tokens, idx) => `[${Number(tokens[idx]?.meta?.id ?? 0) + 1}]`;
// The plugin's link back from a note is a bare 「↩︎」: give it a name a screen reader can read out. The plugin still
// writes the link (its ids); `__tests__/content/markdown.test.ts` fails if its markup no longer has this class.
const footnoteAnchor = md.renderer.rules.footnote_anchor;
md.renderer.rules.footnote_anchor = (...args) =>
  (footnoteAnchor?.(...args) ?? '').replace('class="footnote-backref"', 'class="footnote-backref" aria-label="本文に戻る"');

/** Block tokens whose start separates text in the summary, so paragraphs and cells do not run together. */
const TEXT_BOUNDARIES = new Set([
  'paragraph_open',
  'heading_open',
  'list_item_open',
  'blockquote_open',
  'tr_open',
  'th_open',
  'td_open',
]);

/** Elements whose content is not text for the reader: removed with their tags. */
const RAW_TEXT = /^(?:script|style)$/;

/** An HTML tag or comment in raw HTML; group 1 is `/` for a closing tag, group 2 the name. */
const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9-]*)\b[^>]*>/g;

/**
 * The opening tags in a piece of raw HTML that starts on `line`, skipping what a script or style holds (`a<b` in a
 * script is not a tag) and comments (an editor's note is meant to be hidden).
 */
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

/**
 * The inline children without raw HTML, and without the text between an inline `<script>` or `<style>` and its end
 * tag (the rest of the paragraph when it has none, as a browser would read it).
 */
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

/**
 * Applies the rules in the module comment to the tokens of one body and collects its text, images and removed tags.
 * @param tokens markdown-it's block tokens (changed in place; the raw HTML blocks are left out of the returned list)
 */
function sanitise(
  tokens: Token[],
  basePath: string,
): Pick<RenderedMarkdown, 'text' | 'images' | 'removedTags'> & { tokens: Token[] } {
  const parts: string[] = [];
  const images: RenderedMarkdown['images'] = [];
  const tags: Array<{ tag: string; line: number; closing: boolean }> = [];
  const kept: Token[] = [];
  // markdown-it gives block tokens their lines (0-based); a table cell's text has none, so it takes its row's.
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
      // `~~取り消し~~` is GFM's <del>; markdown-it writes <s>.
      if (child.type === 's_open' || child.type === 's_close') child.tag = 'del';
      if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
      if (child.type === 'link_open') {
        const href = String(child.attrGet('href') ?? '');
        child.attrs = (child.attrs ?? []).filter(([name]) => name !== 'href');
        if (allowedUrl(href, 'href')) {
          child.attrs.unshift(['href', withBasePath(href, basePath)]);
          if (EXTERNAL.test(href)) child.attrs.push(['target', '_blank'], ['rel', 'noopener noreferrer']);
        }
      }
      if (child.type === 'image') {
        const src = String(child.attrGet('src') ?? '');
        child.attrs = (child.attrs ?? []).filter(([name]) => name !== 'src');
        if (allowedUrl(src, 'src')) {
          // As written: markdown-it has percent-encoded the URL for the HTML; the file check wants the path.
          images.push({ src: md.normalizeLinkText(src), line: lineOf.get(child) ?? blockLine });
          child.attrs.unshift(['src', withBasePath(src, basePath)]);
        }
      }
      return true;
    });
  }
  // An end tag is worth a line of its own only when no start tag of its name came before (`</div>` on its own).
  const opened = new Set(tags.filter((t) => !t.closing).map((t) => t.tag));
  const removedTags = tags.filter((t) => !t.closing || !opened.has(t.tag)).map(({ tag, line }) => ({ tag, line }));
  return { tokens: kept, text: parts.join('').replace(/\s+/g, ' ').trim(), images, removedTags };
}

/**
 * Renders Markdown to sanitised HTML.
 * @param markdown body text (front matter already removed)
 * @param options.basePath put in front of root-relative links and images; defaults to this build's `BASE_PATH`
 */
export function renderMarkdown(markdown: string, { basePath = BASE_PATH }: { basePath?: string } = {}): RenderedMarkdown {
  const env = {};
  const { tokens, text, images, removedTags } = sanitise(md.parse(markdown, env), basePath);
  return { html: md.renderer.render(tokens, md.options, env).trim(), text, images, removedTags };
}

/**
 * The first `maxLength` characters of `text`, cut at a sentence end (「。」) when one is near, else with 「…」.
 */
export function excerpt(text: string, maxLength = 90): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const sentenceEnd = cut.lastIndexOf('。');
  if (sentenceEnd >= maxLength / 2) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, maxLength - 1)}…`;
}
