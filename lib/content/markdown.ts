/**
 * Markdown → sanitised HTML, at build time.
 *
 * Pipeline: remark-parse + remark-gfm (tables, strikethrough, autolinks) → remark-rehype (raw HTML in the
 * Markdown is dropped, not passed through) → rehype-sanitize with GitHub's allow-list (no `<script>`, no
 * `on*` attributes, no `javascript:` URLs) → rehype-external-links (http(s) links to other sites get
 * `target="_blank" rel="noopener noreferrer"`; it runs after sanitising, which would strip `target`). Then
 * root-relative links and images (`[ページ](/onair/)`, `![](/images/…)`) get the site's base path, so content
 * files keep writing site paths whatever the deployment.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeStringify from 'rehype-stringify';
import type { Root, RootContent } from 'hast';
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

function collect(tree: Root): { text: string; imageSrcs: string[] } {
  const parts: string[] = [];
  const imageSrcs: string[] = [];
  const walk = (node: Root | RootContent): void => {
    if (node.type === 'text') parts.push(node.value);
    if (node.type === 'element') {
      if (node.tagName === 'img' && typeof node.properties.src === 'string') imageSrcs.push(node.properties.src);
      // Block boundaries become spaces so paragraphs do not run together in the summary.
      if (/^(?:p|h[1-6]|li|td|th|tr|br|blockquote)$/.test(node.tagName)) parts.push(' ');
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return { text: parts.join('').replace(/\s+/g, ' ').trim(), imageSrcs };
}

/** Wide (CJK) characters, including Japanese punctuation and full-width forms. */
const WIDE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff01-\\uff60\\u30fc]';
const WIDE_LINE_BREAK = new RegExp(`(${WIDE})\\r?\\n(${WIDE})`, 'gu');

/**
 * Removes line breaks between two Japanese characters. Maintainers wrap long paragraphs; Markdown keeps the
 * break as a newline, and Chrome shows it as a space in the middle of a sentence (CSS Text 3 says to drop it
 * between wide characters, but not every browser does). Code blocks are left alone.
 */
function joinWideLineBreaks(node: Root | RootContent): void {
  if (node.type === 'text') node.value = node.value.replace(WIDE_LINE_BREAK, '$1$2');
  if (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'code')) return;
  if ('children' in node) node.children.forEach(joinWideLineBreaks);
}

/**
 * Puts the base path in front of root-relative `href`s and `src`s: the body is plain HTML in the page
 * (`dangerouslySetInnerHTML`), so neither next/link nor the router prefixes these links.
 */
function prefixSitePaths(node: Root | RootContent, basePath: string): void {
  if (node.type === 'element') {
    for (const name of ['href', 'src'] as const) {
      const value = node.properties[name];
      if (typeof value === 'string') node.properties[name] = withBasePath(value, basePath);
    }
  }
  if ('children' in node) node.children.forEach((child) => prefixSitePaths(child, basePath));
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, defaultSchema)
  .use(rehypeExternalLinks, { target: '_blank', rel: ['noopener', 'noreferrer'] })
  .use(rehypeStringify);

/**
 * Renders Markdown to sanitised HTML.
 * @param markdown body text (front matter already removed)
 * @param options.basePath put in front of root-relative links and images; defaults to this build's `BASE_PATH`
 */
export function renderMarkdown(markdown: string, { basePath = BASE_PATH }: { basePath?: string } = {}): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown));
  joinWideLineBreaks(tree);
  const { text, imageSrcs } = collect(tree);
  prefixSitePaths(tree, basePath);
  return { html: String(processor.stringify(tree)).trim(), text, imageSrcs };
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
