/**
 * One reading of every page of the export, for the steps after `next build`: what the Content-Security-Policy must
 * allow (pipeline/headers.ts), which pages ask not to be indexed (pipeline/sitemap.ts) and which images they load (the image
 * step checks that each one exists).
 *
 * Each page is parsed by parse5, which implements the HTML standard's parser, so a hashed text is exactly what the
 * browser hashes, whatever form of tags Next writes. Each value is added to a set as the page is read: a page then
 * stays in memory only as the first to hold some distinct text, instead of every page until the end of the scan.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What the pages of an export hold, each distinct value once. */
export interface PageScan {
  /** Every `.html` file of the export, relative to it with forward slashes, sorted. */
  files: string[];
  /** Text of every inline `<script>` a browser runs (no `src`, a JavaScript type, not inside `<noscript>`). */
  scripts: Set<string>;
  /** Text of every `<style>` element, also inside `<noscript>`. */
  styles: Set<string>;
  /** Value of every `style="…"` attribute, as the browser reads it (entities decoded), also inside `<noscript>`. */
  styleAttributes: Set<string>;
  /** Inline event handler attributes (`img[onerror]`) → the first page that has one; the policy refuses these. */
  eventHandlers: Map<string, string>;
  /** Whether an element loads a `data:` image (`<img src="data:…">`, `srcset`). */
  dataImages: boolean;
  /** Whether a page has a `<form>`. */
  forms: boolean;
  /** Whether a page links a web app manifest. */
  manifest: boolean;
  /** Pages that ask not to be indexed (`<meta name="robots" content="noindex">`). */
  noindex: Set<string>;
  /** Root-relative URLs of the images pages load (`src`, `srcset`, preloads, icons) → the first page that does. */
  images: Map<string, string>;
}

/** An empty scan, to add pages to. */
export function emptyScan(): PageScan {
  return {
    files: [],
    scripts: new Set(),
    styles: new Set(),
    styleAttributes: new Set(),
    eventHandlers: new Map(),
    dataImages: false,
    forms: false,
    manifest: false,
    noindex: new Set(),
    images: new Map(),
  };
}

/**
 * True for a `<script type>` the browser runs. The HTML standard runs a script when the type is missing, empty,
 * a JavaScript MIME type or `module`; anything else (`application/json`, `application/ld+json`) is a data block
 * that CSP does not govern.
 */
export function isExecutableScriptType(type: string | null | undefined): boolean {
  if (type === null || type === undefined) return true;
  const t = type.trim().toLowerCase();
  return (
    t === '' ||
    t === 'module' ||
    /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/.test(t) ||
    /^text\/(?:javascript1\.[0-5]|jscript|livescript)$/.test(t)
  );
}

function attr(element: Element, name: string): string | null {
  return element.attrs.find((a) => a.name === name)?.value ?? null;
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join('');
}

const words = (value: string | null) => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** The URLs of a `srcset` (each candidate's URL, without its width or density). */
function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/** The image URLs an element makes the browser load. */
function imageUrlsOf(element: Element): string[] {
  const tag = element.tagName;
  const urls: string[] = [];
  if (tag === 'img' || tag === 'source') {
    const src = attr(element, 'src');
    if (src) urls.push(src);
    const srcset = attr(element, 'srcset');
    if (srcset) urls.push(...srcsetUrls(srcset));
  }
  if (tag === 'link') {
    const rel = words(attr(element, 'rel'));
    const preloadsImage = rel.includes('preload') && attr(element, 'as') === 'image';
    if (preloadsImage || rel.includes('icon') || rel.includes('apple-touch-icon')) {
      const href = attr(element, 'href');
      if (href) urls.push(href);
    }
    const imagesrcset = preloadsImage ? attr(element, 'imagesrcset') : null;
    if (imagesrcset) urls.push(...srcsetUrls(imagesrcset));
  }
  return urls;
}

/**
 * Adds one page to a scan.
 *
 * The page is parsed once, as a browser with scripting off would (`<noscript>` content is markup then): its style
 * attributes, stylesheets and images count too, since a visitor without JavaScript gets them. Scripts inside
 * `<noscript>` never run, so they are left out; outside it, both parses read the same elements.
 * @param file the page's path inside the export (for {@link PageScan.files} and messages)
 */
export function scanPage(scan: PageScan, file: string, html: string): void {
  scan.files.push(file);
  const visit = (node: Node, inNoscript: boolean): void => {
    if ('tagName' in node) {
      const element = node as Element;
      const tag = element.tagName;
      for (const { name, value } of element.attrs) {
        if (/^on[a-z]+$/.test(name) && !scan.eventHandlers.has(`${tag}[${name}]`)) scan.eventHandlers.set(`${tag}[${name}]`, file);
        if (name === 'style') scan.styleAttributes.add(value);
        if ((name === 'src' || name === 'srcset') && /^\s*data:/i.test(value) && /^(?:img|source|input)$/.test(tag)) scan.dataImages = true;
      }
      if (tag === 'script' && !inNoscript && attr(element, 'src') === null && isExecutableScriptType(attr(element, 'type'))) {
        scan.scripts.add(textOf(element));
      }
      if (tag === 'style') scan.styles.add(textOf(element));
      if (tag === 'form') scan.forms = true;
      if (tag === 'link' && words(attr(element, 'rel')).includes('manifest')) scan.manifest = true;
      if (tag === 'meta' && attr(element, 'name')?.toLowerCase() === 'robots' && words(attr(element, 'content')?.replace(/,/g, ' ') ?? null).includes('noindex')) {
        scan.noindex.add(file);
      }
      for (const url of imageUrlsOf(element)) {
        if (url.startsWith('/') && !url.startsWith('//') && !scan.images.has(url)) scan.images.set(url, file);
      }
    }
    const inside = inNoscript || node.nodeName === 'noscript';
    if ('childNodes' in node) for (const child of node.childNodes) visit(child, inside);
    if (node.nodeName === 'template') visit((node as DefaultTreeAdapterMap['template']).content, inside);
  };
  visit(parse(html, { scriptingEnabled: false }), false);
}

/** Every `.html` file under a folder, as paths relative to it with forward slashes, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Reads the pages of the export at `outDir`, one after another.
 * @param include which pages (paths inside the export) to read: the site's and the editor's are read apart, since
 * their policies differ (pipeline/headers.ts)
 */
export function scanPages(outDir: string, include: (file: string) => boolean = () => true): PageScan {
  const scan = emptyScan();
  for (const file of listHtmlFiles(outDir).filter(include)) scanPage(scan, file, fs.readFileSync(path.join(outDir, file), 'utf8'));
  return scan;
}
