/**
 * HTTP response headers for the static export, written to `out/_headers` after the build (the format that
 * Cloudflare Pages and Netlify read; `npm start` applies the same file, and docs/deploy.md shows how to carry it
 * to other hosts).
 *
 * The Content-Security-Policy starts from `default-src 'none'` and allows exactly what the built pages use:
 * - the SHA-256 hashes of the inline scripts Next writes into the HTML (they change with every build, so they
 *   are read from `out/`, never hard-coded). Data blocks such as `__NEXT_DATA__` (`application/json`) and JSON-LD
 *   are not scripts and need nothing;
 * - the hashes of `style="…"` attributes in the HTML (with `'unsafe-hashes'`, which allows those exact
 *   declarations and no others); styles set from JavaScript (React, react-modal) go through the CSSOM, which CSP
 *   does not restrict;
 * - `data:` images only when the HTML uses them (the lazy-image placeholder);
 * - the tag manager and analytics hosts only when a measurement ID is set, the Sentry ingest host only when a DSN
 *   is set, and the video host only as a frame source, for the PV player, when a PV is configured.
 *
 * Pure functions (plus one that reads a folder); `scripts/postbuild/headers.mjs` calls them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The hosts gtag.js needs (Google's published CSP guidance for Google Analytics 4). */
export const GA_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** Where the PV player's iframe comes from (components/Home/PvPlayer.tsx embeds youtube-nocookie). */
export const PV_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Cloudflare Pages rejects a header line longer than this; the build warns before that happens. */
export const MAX_HEADER_VALUE_LENGTH = 2000;

/** `'sha256-…'`: the CSP hash source of a text (UTF-8). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
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

/** What a page's HTML needs from the policy. */
export interface InlineSources {
  /** Text of every inline executable `<script>` (no `src`). */
  scripts: string[];
  /** Text of every `<style>` element. */
  styles: string[];
  /** Value of every `style="…"` attribute, as the browser reads it (entities decoded). */
  styleAttributes: string[];
  /** Inline event handler attributes (`onclick="…"`) found, as `tag[attribute]`; the policy refuses these. */
  eventHandlers: string[];
  /** Whether an element loads a `data:` image (`<img src="data:…">`, `srcset`). */
  dataImages: boolean;
  /** Whether the page has a `<form>`. */
  forms: boolean;
  /** Whether the page links a web app manifest. */
  manifest: boolean;
}

const emptySources = (): InlineSources => ({
  scripts: [],
  styles: [],
  styleAttributes: [],
  eventHandlers: [],
  dataImages: false,
  forms: false,
  manifest: false,
});

function attr(element: Element, name: string): string | null {
  return element.attrs.find((a) => a.name === name)?.value ?? null;
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterMap['textNode']).value : '')).join('');
}

/** Where a `<noscript>` start tag may begin (a tag name ends at whitespace, `/` or `>`). */
const NOSCRIPT_START = /<noscript(?=[\t\n\f\r />])/gi;
/**
 * A `<noscript>` element with nothing but whitespace in it, as the tokenizer reads it: attributes without a value or
 * with a double-quoted one (Next writes `<noscript data-n-css=""></noscript>` into every page). Anything else, such as
 * a single-quoted value or `<noscript/>`, does not match and counts as content: the cautious answer.
 */
const EMPTY_NOSCRIPT = /<noscript(?:[\t\n\f\r ]+[\w-]+(?:[\t\n\f\r ]*=[\t\n\f\r ]*"[^"]*")?)*[\t\n\f\r ]*>[\t\n\f\r ]*<\/noscript[\t\n\f\r ]*>/iy;

/**
 * Whether the scripting flag could change how `html` parses. The HTML standard's parser looks at that flag in one
 * place only, a `<noscript>` start tag (in head and in body: parse5's parser/index.js, `scriptingEnabled`): with it
 * on, what follows up to `</noscript>` is text; with it off, markup. So a page whose every `<noscript>` is empty
 * parses to the same tree either way. A `<noscript` that is not a tag at all (in a script's text) only costs the
 * second parse.
 */
export function noscriptMayHaveContent(html: string): boolean {
  for (const match of html.matchAll(NOSCRIPT_START)) {
    EMPTY_NOSCRIPT.lastIndex = match.index;
    if (!EMPTY_NOSCRIPT.test(html)) return true;
  }
  return false;
}

/** A stylesheet inlined by scripts/first-paint.mjs, in the one form it writes: its URL, and its text. */
const INLINED_STYLESHEET = /<style data-href="([^"]*)">([^]*?)<\/style>/g;
/** Marks, for the parse, an inlined stylesheet whose text {@link inlineSourcesOf} has already taken. */
const READ_MARKER = 'data-csp-text-read';

/**
 * Reads one HTML document the way a browser parses it (parse5 implements the HTML standard's parser), so the
 * hashed text is byte for byte what the browser hashes.
 *
 * It takes two parses, with scripting on and off, only when the page has a `<noscript>` with something in it:
 * 21 of 1,266 pages with 1,000 articles. Parsing was most of the post-build's time.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const found = emptySources();
  // The stylesheets the first-paint step inlined (scripts/first-paint.mjs, `<style data-href="…">`, CSS that never
  // contains `</style`) are taken out before parsing and their text kept as it is: parse5 reads raw text one
  // character at a time, and these are two thirds of a page (a scan of 1,266 pages took 1.95 s with them, 0.63 s
  // without). JSON in a page escapes `<` and Markdown's HTML writes `&lt;`, so the tag only appears where the
  // step wrote it; any other <style> is parsed as before.
  // Each is left as an empty element with a marker, so the walk below skips exactly these and still hashes any other
  // <style>, `data-href` or not.
  html = html.replace(INLINED_STYLESHEET, (_, href: string, css: string) => {
    found.styles.push(css);
    return `<style data-href="${href}" ${READ_MARKER}=""></style>`;
  });
  const walk = (node: Node, onElement: (element: Element) => void): void => {
    if ('tagName' in node) onElement(node as Element);
    if ('childNodes' in node) node.childNodes.forEach((child) => walk(child, onElement));
    if (node.nodeName === 'template') walk((node as DefaultTreeAdapterMap['template']).content, onElement);
  };
  // As a browser with scripting on parses it: what runs. (<noscript> content is text then.)
  const withScripting = parse(html, { scriptingEnabled: true });
  walk(withScripting, (element) => {
    for (const a of element.attrs) {
      if (/^on[a-z]+$/.test(a.name)) found.eventHandlers.push(`${element.tagName}[${a.name}]`);
    }
    if (element.tagName === 'script' && attr(element, 'src') === null && isExecutableScriptType(attr(element, 'type'))) {
      found.scripts.push(textOf(element));
    }
    if (element.tagName === 'style' && attr(element, READ_MARKER) === null) found.styles.push(textOf(element));
    if (element.tagName === 'form') found.forms = true;
    if (element.tagName === 'link' && (attr(element, 'rel') ?? '').split(/\s+/).includes('manifest')) found.manifest = true;
  });
  // With scripting off as well, so the style attributes and images inside <noscript> are counted too.
  const withoutScripting = noscriptMayHaveContent(html) ? parse(html, { scriptingEnabled: false }) : withScripting;
  walk(withoutScripting, (element) => {
    for (const a of element.attrs) {
      if (a.name === 'style') found.styleAttributes.push(a.value);
      if ((a.name === 'src' || a.name === 'srcset') && /^\s*data:/i.test(a.value) && /^(?:img|source|input)$/.test(element.tagName)) {
        found.dataImages = true;
      }
    }
  });
  return { ...found, styleAttributes: [...new Set(found.styleAttributes)] };
}

/**
 * Gathers pages' needs one page at a time, keeping each distinct value once, as it comes.
 *
 * A scan of the export adds each page as it reads it, rather than keeping every page's answer to merge at the end:
 * the texts in an answer are substrings of the page, which V8 keeps as views of the page's whole text, so a list of
 * answers kept every page in memory (the build's own process peaked at 464 MiB with 3,666 pages; 198 MiB when each
 * page is added as it is read). A value already seen is not kept again, so only the first page to hold each one stays.
 */
export function inlineSourcesCollector(): { add: (page: InlineSources) => void; result: () => InlineSources } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  const eventHandlers = new Set<string>();
  let dataImages = false;
  let forms = false;
  let manifest = false;
  const addAll = (into: Set<string>, values: readonly string[]) => values.forEach((value) => into.add(value));
  return {
    add(page) {
      addAll(scripts, page.scripts);
      addAll(styles, page.styles);
      addAll(styleAttributes, page.styleAttributes);
      addAll(eventHandlers, page.eventHandlers);
      dataImages ||= page.dataImages;
      forms ||= page.forms;
      manifest ||= page.manifest;
    },
    result: () => ({
      scripts: [...scripts].sort(),
      styles: [...styles].sort(),
      styleAttributes: [...styleAttributes].sort(),
      eventHandlers: [...eventHandlers].sort(),
      dataImages,
      forms,
      manifest,
    }),
  };
}

/** The union of several pages' needs, without repeats, in a stable order. */
export function mergeInlineSources(all: readonly InlineSources[]): InlineSources {
  const collector = inlineSourcesCollector();
  all.forEach(collector.add);
  return collector.result();
}

/** Every `.html` file under a folder, as paths relative to it with forward slashes, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Third-party services this build talks to. */
export interface CspOptions {
  /** `NEXT_PUBLIC_GA_MEASUREMENT_ID`: adds the tag manager and analytics hosts. */
  gaMeasurementId?: string;
  /** `NEXT_PUBLIC_SENTRY_DSN`: adds its ingest host to `connect-src`. */
  sentryDsn?: string;
  /** Origins the page may frame (the PV player), e.g. {@link PV_EMBED_ORIGIN}. */
  frameOrigins?: readonly string[];
}

/**
 * The origin Sentry sends events to, from a DSN (`https://<key>@o0.ingest.sentry.io/0` → `https://o0.ingest.sentry.io`).
 * @throws TypeError when the DSN is not a URL, so a typo fails the build instead of silently losing errors
 */
export function sentryOrigin(dsn: string): string {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new TypeError(`NEXT_PUBLIC_SENTRY_DSN is not a URL: ${JSON.stringify(dsn)}`);
  }
  return url.origin;
}

/**
 * The Content-Security-Policy for pages with the given inline content and services.
 * @throws Error when the HTML has inline event handlers (`onclick="…"`): they would be blocked, so the build stops
 */
export function contentSecurityPolicy(inline: InlineSources, options: CspOptions = {}): string {
  if (inline.eventHandlers.length > 0) {
    throw new Error(
      `Inline event handlers are not allowed by the Content-Security-Policy: ${inline.eventHandlers.join(', ')}. ` +
        'Attach handlers from React code instead.',
    );
  }
  const ga = Boolean(options.gaMeasurementId);
  const sentry = options.sentryDsn ? [sentryOrigin(options.sentryDsn)] : [];
  const frames = [...new Set(options.frameOrigins ?? [])];
  const styleHashes = [
    ...inline.styles.map(hashSource),
    ...(inline.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...inline.styleAttributes.map(hashSource)] : []),
  ];

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...inline.scripts.map(hashSource), ...(ga ? GA_SOURCES.script : [])]],
    ['style-src', ["'self'", ...styleHashes]],
    ['img-src', ["'self'", ...(inline.dataImages ? ['data:'] : []), ...(ga ? GA_SOURCES.img : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(ga ? GA_SOURCES.connect : []), ...sentry]],
    ...(inline.manifest ? [['manifest-src', ["'self'"]] as [string, string[]]] : []),
    ...(frames.length > 0 ? [['frame-src', frames] as [string, string[]]] : []),
    // Neither falls back to default-src: without them a <base> or a form could point anywhere.
    ['base-uri', ["'none'"]],
    ['form-action', inline.forms ? ["'self'"] : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The headers every response gets. Framing is refused twice (`frame-ancestors` and `X-Frame-Options`) for
 * browsers that know only the older header.
 */
export function securityHeaders(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    // Two years; add `; includeSubDomains; preload` only when every subdomain of the domain serves HTTPS.
    ['Strict-Transport-Security', 'max-age=63072000'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Powerful features the site never uses. The PV player's own needs (autoplay, fullscreen, encrypted-media …)
    // are left at their defaults so its iframe can be granted them.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), browsing-topics=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/** Build output that never changes under the same URL (content-hashed file names). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML, feeds and other files whose URL stays while their content changes: revalidate on every use. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
/** Originals under /images/ and other unhashed static files: an hour, then revalidate. */
export const SHORT_CACHE = 'public, max-age=3600, must-revalidate';

/** One block of a `_headers` file: a URL pattern and the headers for it. */
export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

/**
 * The caching rules, one per top-level entry of the export, so that no two rules ever set `Cache-Control` for
 * the same URL (Cloudflare Pages joins the values of every matching rule; Netlify lets the last one win).
 * @param topLevel names in `out/` (`index.html`, `news`, `_next` …)
 * @param immutablePrefixes folders whose files have content hashes in their names (`/_next/static/`)
 */
export function cacheRules(topLevel: readonly string[], options: { directories: ReadonlySet<string>; immutablePrefixes?: readonly string[] }): HeaderRule[] {
  const immutable = options.immutablePrefixes ?? ['/_next/static/'];
  const rules: HeaderRule[] = immutable.map((prefix) => ({ pattern: `${prefix}*`, headers: [['Cache-Control', IMMUTABLE_CACHE]] }));
  const covered = (pattern: string) => immutable.some((prefix) => prefix.startsWith(pattern.replace(/\*$/, '')));
  for (const name of [...topLevel].sort()) {
    if (name.startsWith('_headers') || name === '_redirects') continue;
    const isDir = options.directories.has(name);
    if (isDir && covered(`/${name}/`)) {
      // A folder that holds the immutable prefix (`_next`): give its other files the short rule one level down.
      continue;
    }
    const pattern = isDir ? `/${name}/*` : `/${name}`;
    const value = name === 'images' || /\.(?:svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/.test(name) ? SHORT_CACHE : REVALIDATE_CACHE;
    rules.push({ pattern, headers: [['Cache-Control', value]] });
  }
  // The top page itself: `/` matches no `/<name>` rule.
  rules.push({ pattern: '/', headers: [['Cache-Control', REVALIDATE_CACHE]] });
  return rules;
}

/**
 * The rules for an export served below a base path (a GitHub Pages project site, `/sorairo`): hosts match
 * `_headers` patterns against the whole request path, so every pattern gets the base path once
 * (`/_next/static/*` → `/sorairo/_next/static/*`, `/` → `/sorairo/`). Unchanged for `''`.
 */
export function rulesBelow(rules: readonly HeaderRule[], basePath: string): HeaderRule[] {
  return rules.map((rule) => ({ ...rule, pattern: `${basePath}${rule.pattern}` }));
}

/**
 * The base path an exported page was built with, read from where Next loads its own chunks and stylesheets
 * (`<script src="/sorairo/_next/static/…">` or `<link href="/sorairo/_next/static/…">` → `/sorairo`, `''` at the
 * root), or null when the HTML names none. After the first-paint step (scripts/first-paint.mjs) a page has no
 * `<script src>` left, but it keeps each stylesheet's `<link>`, disabled. The post-build step and scripts/serve.mjs
 * compare it with the configured one, so an export and the URLs written after `next build` (feeds, sitemap,
 * `_headers`) cannot disagree.
 */
export function builtBasePath(html: string): string | null {
  const match = /<(?:script|link)\b[^>]*\b(?:src|href)="([^"]*?)\/_next\/static\//.exec(html);
  return match ? match[1] : null;
}

/** Writes rules in the `_headers` format. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const head = comment ? `${comment.split('\n').map((line) => `# ${line}`.trimEnd()).join('\n')}\n\n` : '';
  return `${head}${rules.map((rule) => `${rule.pattern}\n${rule.headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}`).join('\n\n')}\n`;
}

/**
 * Parses a `_headers` file. Lines starting with `#` are comments; a line starting with `/` or `https://` starts
 * a rule; indented `Name: value` lines add headers to it.
 * @throws Error naming the line when the file is malformed
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const m = /^\s+([!A-Za-z0-9-]+):\s?(.*)$/.exec(line);
    const rule = rules[rules.length - 1];
    if (!m || !rule) throw new Error(`_headers line ${i + 1}: expected "  Name: value" under a URL pattern, got ${JSON.stringify(raw)}`);
    rule.headers.push([m[1], m[2].trim()]);
  });
  return rules;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers a request path gets, as Cloudflare Pages applies a `_headers` file: every matching rule in order,
 * and a header set by several rules gets their values joined with `, `.
 * @param pathname the request path (`/news/`), without query
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = result.get(key) ?? { name, values: [] };
      entry.values.push(value);
      result.set(key, entry);
    }
  }
  return new Map([...result.values()].map((e) => [e.name, e.values.join(', ')]));
}
