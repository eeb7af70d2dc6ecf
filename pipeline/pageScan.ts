/** One reading of every exported page for the later steps, parsed by parse5 so a hashed text is exactly what the browser hashes. */
import { DEFAULT_LANG, LANGS } from '../lib/i18n/languages';
import fs from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageScan {
  files: string[];
  scripts: Set<string>;
  styles: Set<string>;
  styleAttributes: Set<string>;
  /** Inline handlers mapped to the first page that has one; the policy refuses these. */
  eventHandlers: Map<string, string>;
  dataImages: boolean;
  forms: boolean;
  manifest: boolean;
  noindex: Set<string>;
  images: Map<string, string>;
  /** The origins each page frames: an `<iframe src>`, or a player's `data-frame-src` (the frame it loads on a click). */
  frames: Map<string, Set<string>>;
}

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
    frames: new Map(),
  };
}

/** True for a `<script type>` the browser runs; data blocks such as JSON-LD are not governed by CSP. */
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

function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

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

/** Adds one page, parsed as with scripting off, since a visitor without JavaScript gets `<noscript>` content too. */
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
      const frame = tag === 'iframe' ? attr(element, 'src') : attr(element, 'data-frame-src');
      if (frame && URL.canParse(frame)) {
        const origins = scan.frames.get(file) ?? new Set<string>();
        scan.frames.set(file, origins.add(new URL(frame).origin));
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

export function listHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The site's and the editor's pages are read apart, since their policies differ. */
export function scanPages(outDir: string, include: (file: string) => boolean = () => true): PageScan {
  const scan = emptyScan();
  for (const file of listHtmlFiles(outDir).filter(include)) scanPage(scan, file, fs.readFileSync(path.join(outDir, file), 'utf8'));
  return scan;
}

/** The pages of one language below its folder (`/en/`), read apart so that each language's policy lists its own scripts. */
export interface LanguagePages {
  prefix: string;
  pages: PageScan;
}

/** The site's pages (`isSitePage`) read per language: the default language's at the root, and each other's below its folder. */
export function scanByLanguage(outDir: string, isSitePage: (file: string) => boolean): { own: PageScan; languages: LanguagePages[] } {
  const folders = LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => `${lang}/`);
  const languages = folders
    .map((folder) => ({ prefix: `/${folder}`, pages: scanPages(outDir, (file) => isSitePage(file) && file.startsWith(folder)) }))
    .filter(({ pages }) => pages.files.length > 0);
  return { own: scanPages(outDir, (file) => isSitePage(file) && !folders.some((folder) => file.startsWith(folder))), languages };
}
