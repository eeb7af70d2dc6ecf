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
 * The browser editor at `/admin/` (pages/admin/) gets a policy of its own, {@link editorContentSecurityPolicy}, in
 * rules that replace the site's for the editor's own pages only ({@link editorRules}): Decap CMS compiles its configuration's schema at run time
 * (`'unsafe-eval'`), inserts its styles as `<style>` text, shows uploads as `blob:` images and talks to the git
 * host's API. No other page gets any of that.
 *
 * {@link writeHeaders} is the build's last step: every other step has written its files by then, and the hashes come
 * from the one reading of the pages (pipeline/pageScan.ts). scripts/serve.mjs reads the file back with
 * {@link parseHeadersFile} and {@link headersForPath}, as the CDN would.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type CmsBackendSettings, cmsBackendSettings } from '../lib/cms/config';
import { getSettings } from '../lib/content/settings';
import { BASE_PATH } from '../lib/url';
import { type HeaderRule, formatHeadersFile } from './headersFile';
import { hostingService, isLoopback, requireSecureOrigin } from './releaseSafety';
import type { PageScan } from './pageScan';

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

/** Third-party services this build talks to. */
export interface CspOptions {
  /** The environment, for where a plain-HTTP origin on this machine is allowed (pipeline/releaseSafety.ts). */
  env?: Readonly<Record<string, string | undefined>>;
  /** `NEXT_PUBLIC_GA_MEASUREMENT_ID`: adds the tag manager and analytics hosts. */
  gaMeasurementId?: string;
  /** `NEXT_PUBLIC_SENTRY_DSN`: adds its ingest host to `connect-src`. */
  sentryDsn?: string;
  /** Origins the page may frame (the PV player), e.g. {@link PV_EMBED_ORIGIN}. */
  frameOrigins?: readonly string[];
}

/**
 * The origin Sentry sends events to, from a DSN (`https://<key>@o0.ingest.sentry.io/0` → `https://o0.ingest.sentry.io`).
 * @throws Error when the DSN is not a URL or not HTTPS (pipeline/releaseSafety.ts), so a typo fails the build instead of
 *   silently losing errors, and the policy never names a plain-HTTP host
 */
export function sentryOrigin(dsn: string, env: CspOptions['env'] = {}): string {
  return requireSecureOrigin('NEXT_PUBLIC_SENTRY_DSN', dsn, env).origin;
}

/** Sources that are plain-HTTP origins other than this machine's: never in a policy (the Observatory's rule too). */
function insecureSources(sources: readonly string[]): string[] {
  return sources.filter((source) => /^http:/i.test(source) && !(URL.canParse(source) && isLoopback(new URL(source))));
}

/** What the policy needs to know of the pages: the part of {@link PageScan} it reads. */
export type CspSources = Pick<PageScan, 'scripts' | 'styles' | 'styleAttributes' | 'eventHandlers' | 'dataImages' | 'forms' | 'manifest'>;

/** Hash sources of a set of texts, sorted so that the policy only changes when the pages do. */
const hashesOf = (texts: ReadonlySet<string>) => [...texts].map(hashSource).sort();

/**
 * The Content-Security-Policy for pages with the given inline content and services.
 * @throws Error when the HTML has inline event handlers (`onclick="…"`): they would be blocked, so the build stops
 */
export function contentSecurityPolicy(pages: CspSources, options: CspOptions = {}): string {
  if (pages.eventHandlers.size > 0) {
    const found = [...pages.eventHandlers].map(([handler, page]) => `${handler}（${page}）`);
    throw new Error(
      `Content-Security-Policy はインラインのイベントハンドラーを許しません: ${found.join('、')}。` +
        'ハンドラーは React のコードから付けてください。',
    );
  }
  const ga = Boolean(options.gaMeasurementId);
  const sentry = options.sentryDsn ? [sentryOrigin(options.sentryDsn, options.env)] : [];
  const frames = [...new Set(options.frameOrigins ?? [])];
  const styleHashes = [
    ...hashesOf(pages.styles),
    ...(pages.styleAttributes.size > 0 ? ["'unsafe-hashes'", ...hashesOf(pages.styleAttributes)] : []),
  ];

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashesOf(pages.scripts), ...(ga ? GA_SOURCES.script : [])]],
    ['style-src', ["'self'", ...styleHashes]],
    ['img-src', ["'self'", ...(pages.dataImages ? ['data:'] : []), ...(ga ? GA_SOURCES.img : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(ga ? GA_SOURCES.connect : []), ...sentry]],
    ...(pages.manifest ? [['manifest-src', ["'self'"]] as [string, string[]]] : []),
    ...(frames.length > 0 ? [['frame-src', frames] as [string, string[]]] : []),
    // Neither falls back to default-src: without them a <base> or a form could point anywhere.
    ['base-uri', ["'none'"]],
    ['form-action', pages.forms ? ["'self'"] : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const insecure = insecureSources(directives.flatMap(([, sources]) => sources));
  if (insecure.length > 0) throw new Error(`Content-Security-Policy に https でない送信先は入れられません: ${insecure.join('、')}`);
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

/** The folder of the export that holds the editor (`pages/admin/` → `/admin/`). */
export const EDITOR_FOLDER = 'admin';

/** Whether a page of the export (a path inside it) is the editor's, whose policy is its own. */
export const isEditorPage = (file: string): boolean => file.startsWith(`${EDITOR_FOLDER}/`);

/**
 * The editor's Content-Security-Policy: what Decap CMS needs, and nothing for the rest of the site.
 * - scripts: the editor page's own inline scripts by hash, and `'unsafe-eval'` (Decap checks its configuration with
 *   ajv, which compiles the schema into a function);
 * - styles: `'unsafe-inline'`, since Decap's components (emotion) write their styles into `<style>` elements;
 * - images: `data:` and `blob:` (media read from the repository and uploads not yet committed), the git host's avatars;
 * - connections: `blob:` (Decap reads those media back), the git host's API, the local backend of `npm run cms`
 *   (used only on this machine, so left out of a hosting service's build, which names no plain-HTTP origin:
 *   pipeline/releaseSafety.ts), Sentry if set.
 * Framing stays refused, and so do other origins' forms and `<base>`.
 * @throws Error when a source is plain HTTP and not this machine, as for the site's policy
 */
export function editorContentSecurityPolicy(
  pages: Pick<PageScan, 'scripts'>,
  backend: Pick<CmsBackendSettings, 'connectOrigins' | 'imageOrigins'>,
  options: Pick<CspOptions, 'sentryDsn' | 'env'> = {},
): string {
  const sentry = options.sentryDsn ? [sentryOrigin(options.sentryDsn, options.env)] : [];
  const hosted = hostingService(options.env ?? {}) !== null;
  const connect = backend.connectOrigins.filter((origin) => !(hosted && URL.canParse(origin) && isLoopback(new URL(origin))));
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashesOf(pages.scripts), "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...backend.imageOrigins]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", 'blob:', ...connect, ...sentry]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const insecure = insecureSources(directives.flatMap(([, sources]) => sources));
  if (insecure.length > 0) throw new Error(`編集画面の Content-Security-Policy に https でない送信先は入れられません: ${insecure.join('、')}`);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The URL path of a page of the export (`admin/index.html` → `/admin/`, `admin/media.html` → `/admin/media`), as the
 * CDN serves it.
 */
const pagePath = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/**
 * The editor's rules, after the site's `/*`: its own policy instead of the site's (detached first, so that Cloudflare
 * does not join the two; Netlify lets the later rule's value win), and an opener policy that lets the git host's
 * sign-in window, opened by the editor, report back to it.
 *
 * One rule per editor page, on its exact path, never a folder pattern: the CDN matches `_headers` against the path as
 * the request writes it (percent-encoding kept) but serves the file of the decoded path, so `/admin/*` would also
 * give `/admin/..%2fnews/` (the news page) or a 404 under `/admin/` the editor's policy.
 * @param pages the editor's pages in the export (`admin/index.html`)
 */
export function editorRules(csp: string, pages: readonly string[]): HeaderRule[] {
  // The file's own path too, for hosts that serve `/admin/index.html` as it is rather than redirecting it.
  return [...new Set(pages.flatMap((file) => [pagePath(file), `/${file}`]))].sort().map((pattern) => ({
    pattern,
    detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'],
    headers: [
      ['Content-Security-Policy', csp],
      ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
      ['X-Robots-Tag', 'noindex'],
    ],
  }));
}

/**
 * The images under `/images/`, which other sites show (feed enclosures and images, share cards: lib/siteImages.ts):
 * `Cross-Origin-Resource-Policy: cross-origin` instead of the site's `same-origin`,
 * which would block a feed reader in the browser or a social card from loading them. Detached first, as for the
 * editor's policy. Pages keep `same-origin` (what the Observatory scores).
 */
export function sharedImagesRule(): HeaderRule {
  return {
    pattern: '/images/*',
    detach: ['Cross-Origin-Resource-Policy'],
    headers: [['Cross-Origin-Resource-Policy', 'cross-origin']],
  };
}

/** Build output that never changes under the same URL (content-hashed file names). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML, feeds and other files whose URL stays while their content changes: revalidate on every use. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
/** Originals under /images/ and other unhashed static files: an hour, then revalidate. */
export const SHORT_CACHE = 'public, max-age=3600, must-revalidate';

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
 * The build step: writes `<outDir>/_headers` for the pages the scans read, with the services this build configures
 * (`NEXT_PUBLIC_GA_MEASUREMENT_ID`, `NEXT_PUBLIC_SENTRY_DSN`, a PV in content/settings.yaml, the editor's backend).
 * Last, so that every file the other steps write gets its caching rule.
 * @param pages the site's pages
 * @param editor the editor's pages (none: no editor rule)
 * @returns a line for the build's log
 */
export function writeHeaders(
  outDir: string,
  pages: PageScan,
  editor: PageScan,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const csp = contentSecurityPolicy(pages, {
    gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
    sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN || undefined,
    env,
    frameOrigins: getSettings().pvYoutubeId ? [PV_EMBED_ORIGIN] : [],
  });
  const backend = editor.files.length > 0 ? cmsBackendSettings(env) : null;
  const editorCsp = backend && editorContentSecurityPolicy(editor, backend, { sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN || undefined, env });
  const entries = fs.readdirSync(outDir, { withFileTypes: true });
  const rules = rulesBelow(
    [
      { pattern: '/*', headers: securityHeaders(csp) },
      ...cacheRules(
        entries.map((e) => e.name),
        { directories: new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name)) },
      ),
      sharedImagesRule(),
      ...(editorCsp ? editorRules(editorCsp, editor.files) : []),
    ],
    BASE_PATH,
  );
  const comment = [
    'Generated by pipeline/headers.ts at build time: do not edit.',
    'Read by Cloudflare Pages, Netlify and `npm start`; docs/deploy.md shows how to carry these headers to other hosts.',
  ].join('\n');
  fs.writeFileSync(path.join(outDir, '_headers'), formatHeadersFile(rules, comment));
  const editorLine = !backend
    ? ''
    : backend.repo
      ? `\n/${EDITOR_FOLDER}/: ${backend.backend.name}（${backend.repo}、${backend.backend.branch}）に保存`
      : `\n/${EDITOR_FOLDER}/: ${backend.backend.name === 'github' ? '⚠ CMS_REPO が未設定のため、公開サイトの編集画面からは保存できません（docs/deploy.md）' : `${backend.backend.name}（${backend.backend.branch}）に保存`}`;
  const summary = `CSP ${csp.length} 文字（インラインスクリプト ${pages.scripts.size}、<style> ${pages.styles.size}、style 属性 ${pages.styleAttributes.size}）${editorLine}`;
  // Not fatal: only Cloudflare Pages has this limit, and other hosts take the headers from docs/deploy.md.
  if (csp.length > MAX_HEADER_VALUE_LENGTH) {
    return `${summary}\n  ⚠ Cloudflare Pages は 1 つのヘッダーに ${MAX_HEADER_VALUE_LENGTH} 文字までしか受け付けません。`;
  }
  return summary;
}
