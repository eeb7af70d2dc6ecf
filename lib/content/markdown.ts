/**
 * Markdown → sanitised HTML, at build time.
 *
 * markdown-it (CommonMark, plus GFM tables, strikethrough and literal autolinks, and footnotes through
 * markdown-it-footnote) parses the body into tokens; one pass over them ({@link sanitise}) then decides what reaches
 * the page, with the rules of GitHub's allow-list that the site used before (rehype-sanitize's `defaultSchema`):
 * - raw HTML in the Markdown is dropped, not passed through or shown as text (markdown-it parses it so it can be
 *   recognised and removed: a `<script>` block, an `<img onerror>`, an `<iframe>`);
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

/** Result of {@link renderMarkdown}. */
export interface RenderedMarkdown {
  /** Sanitised HTML, safe for `dangerouslySetInnerHTML`. */
  html: string;
  /** The visible text with white space collapsed (for summaries and meta descriptions). */
  text: string;
  /** `src` of every image in the body as written (site paths, no base path), so loaders can check that the files exist. */
  imageSrcs: string[];
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

/**
 * Applies the rules in the module comment to the tokens of one body and collects its text and images.
 * @param tokens markdown-it's block tokens (changed in place; the raw HTML blocks are left out of the returned list)
 */
function sanitise(tokens: Token[], basePath: string): { tokens: Token[]; text: string; imageSrcs: string[] } {
  const parts: string[] = [];
  const imageSrcs: string[] = [];
  const kept = tokens.filter((token) => token.type !== 'html_block');
  for (const token of kept) {
    if (TEXT_BOUNDARIES.has(token.type)) parts.push(' ');
    if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
    if (token.type === 'th_open' || token.type === 'td_open') {
      const align = /^text-align:(\w+)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
      token.attrs = align ? [['align', align]] : null;
    }
    if (token.type !== 'inline' || !token.children) continue;
    const children = token.children.filter((child) => child.type !== 'html_inline');
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
          imageSrcs.push(md.normalizeLinkText(src));
          child.attrs.unshift(['src', withBasePath(src, basePath)]);
        }
      }
      return true;
    });
  }
  return { tokens: kept, text: parts.join('').replace(/\s+/g, ' ').trim(), imageSrcs };
}

/**
 * Renders Markdown to sanitised HTML.
 * @param markdown body text (front matter already removed)
 * @param options.basePath put in front of root-relative links and images; defaults to this build's `BASE_PATH`
 */
export function renderMarkdown(markdown: string, { basePath = BASE_PATH }: { basePath?: string } = {}): RenderedMarkdown {
  const env = {};
  const { tokens, text, imageSrcs } = sanitise(md.parse(markdown, env), basePath);
  return { html: md.renderer.render(tokens, md.options, env).trim(), text, imageSrcs };
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
