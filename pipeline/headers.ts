/** The `_headers` file: a Content-Security-Policy allowing exactly what the built pages use, read from `out/` because the inline hashes change with every build. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type CmsBackendSettings, cmsBackendSettings } from '../lib/cms/config';
import { BASE_PATH } from '../lib/url';
import { type HeaderRule, MAX_HEADER_LINE_LENGTH, MAX_HEADER_RULES, formatHeadersFile } from './headersFile';
import { isLoopback, requireSecureOrigin } from './releaseSafety';
import type { LanguagePages, PageScan } from './pageScan';

export const GA_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface CspOptions {
  env?: Readonly<Record<string, string | undefined>>;
  gaMeasurementId?: string;
  sentryDsn?: string;
  frameOrigins?: readonly string[];
}

/** The origin Sentry sends events to. @throws Error when the DSN is not an HTTPS URL, so a typo fails the build instead of losing errors. */
export function sentryOrigin(dsn: string, env: CspOptions['env'] = {}): string {
  return requireSecureOrigin('NEXT_PUBLIC_SENTRY_DSN', dsn, env).origin;
}

/** Plain-HTTP origins other than this machine's never go into a policy. */
function insecureSources(sources: readonly string[]): string[] {
  return sources.filter((source) => /^http:/i.test(source) && !(URL.canParse(source) && isLoopback(new URL(source))));
}

export type CspSources = Pick<PageScan, 'scripts' | 'styles' | 'styleAttributes' | 'eventHandlers' | 'dataImages' | 'forms' | 'manifest'>;

/** Sorted so that the policy only changes when the pages do. */
const hashesOf = (texts: ReadonlySet<string>) => [...texts].map(hashSource).sort();

/** The Content-Security-Policy for the pages' inline content and services. @throws Error for inline event handlers, which the policy would block. */
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

/** Headers every response gets; framing is refused twice for browsers that know only `X-Frame-Options`. */
export function securityHeaders(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    // Add `includeSubDomains; preload` only when every subdomain serves HTTPS.
    ['Strict-Transport-Security', 'max-age=63072000'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // The PV player's own features stay at their defaults so its iframe can be granted them.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), browsing-topics=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

export const EDITOR_FOLDER = 'admin';

export const isEditorPage = (file: string): boolean => file.startsWith(`${EDITOR_FOLDER}/`);

/** The editor's policy: Sveltia CMS writes `<style>` elements and loads its strings and fonts from CDNs, which no other page may. */
export function editorContentSecurityPolicy(
  pages: Pick<PageScan, 'scripts'>,
  backend: Pick<CmsBackendSettings, 'scriptOrigins' | 'connectOrigins' | 'imageOrigins' | 'fontOrigins'>,
  options: Pick<CspOptions, 'sentryDsn' | 'env'> = {},
): string {
  const sentry = options.sentryDsn ? [sentryOrigin(options.sentryDsn, options.env)] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashesOf(pages.scripts), ...backend.scriptOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...backend.imageOrigins]],
    ['font-src', ["'self'", ...backend.fontOrigins]],
    // Its web-app manifest and its previews of uploads are blob: URLs it makes itself.
    ['manifest-src', ["'self'", 'blob:']],
    ['frame-src', ['blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", 'blob:', 'data:', ...backend.connectOrigins, ...sentry]],
    // It sets the page's own address as the document's base, for its previews' relative links.
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const insecure = insecureSources(directives.flatMap(([, sources]) => sources));
  if (insecure.length > 0) throw new Error(`編集画面の Content-Security-Policy に https でない送信先は入れられません: ${insecure.join('、')}`);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const pagePath = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/** One rule per editor page on its exact path: a folder pattern would also match percent-encoded paths that serve other files. */
export function editorRules(csp: string, pages: readonly string[]): HeaderRule[] {
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
 * What anything under /images/ may do when opened by itself: nothing. Editors save files there, so an SVG or a stray
 * script must never run on the site's origin: no script source, and `sandbox` gives the document an opaque origin
 * (no storage, no cookies) even in a browser that would run it. Raster images and `<img>` on pages are unaffected.
 */
export const IMAGES_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The images' own rule: the policy above, and `cross-origin` where pages keep `same-origin`, since feed readers and share cards load them from other sites. */
export function sharedImagesRule(): HeaderRule {
  return {
    pattern: '/images/*',
    detach: ['Content-Security-Policy', 'Cross-Origin-Resource-Policy'],
    headers: [
      ['Content-Security-Policy', IMAGES_CONTENT_SECURITY_POLICY],
      ['Cross-Origin-Resource-Policy', 'cross-origin'],
    ],
  };
}

/** Rules of one pattern folded into the first, in order: Cloudflare keeps only the last rule of a pattern. */
export function oneRulePerPattern(rules: readonly HeaderRule[]): HeaderRule[] {
  const byPattern = new Map<string, HeaderRule>();
  for (const rule of rules) {
    const first = byPattern.get(rule.pattern);
    if (!first) {
      byPattern.set(rule.pattern, { ...rule, headers: [...rule.headers] });
      continue;
    }
    const detach = [...(first.detach ?? []), ...(rule.detach ?? [])];
    byPattern.set(rule.pattern, { pattern: rule.pattern, ...(detach.length > 0 ? { detach } : {}), headers: [...first.headers, ...rule.headers] });
  }
  return [...byPattern.values()];
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
export const SHORT_CACHE = 'public, max-age=3600, must-revalidate';

/** One caching rule per top-level entry, since Cloudflare joins the values of every matching rule and Netlify lets the last win. */
export function cacheRules(topLevel: readonly string[], options: { directories: ReadonlySet<string>; immutablePrefixes?: readonly string[] }): HeaderRule[] {
  const immutable = options.immutablePrefixes ?? ['/_next/static/'];
  const rules: HeaderRule[] = immutable.map((prefix) => ({ pattern: `${prefix}*`, headers: [['Cache-Control', IMMUTABLE_CACHE]] }));
  const covered = (pattern: string) => immutable.some((prefix) => prefix.startsWith(pattern.replace(/\*$/, '')));
  for (const name of [...topLevel].sort()) {
    if (name.startsWith('_headers') || name === '_redirects') continue;
    const isDir = options.directories.has(name);
    if (isDir && covered(`/${name}/`)) {
      continue;
    }
    const pattern = isDir ? `/${name}/*` : `/${name}`;
    const value = name === 'images' || /\.(?:svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/.test(name) ? SHORT_CACHE : REVALIDATE_CACHE;
    rules.push({ pattern, headers: [['Cache-Control', value]] });
  }
  rules.push({ pattern: '/', headers: [['Cache-Control', REVALIDATE_CACHE]] });
  return rules;
}

/** Prefixes every pattern with the base path: hosts match `_headers` against the whole request path. */
export function rulesBelow(rules: readonly HeaderRule[], basePath: string): HeaderRule[] {
  return rules.map((rule) => ({ ...rule, pattern: `${basePath}${rule.pattern}` }));
}

/** One rule per page that embeds frames (a PV), on its exact paths as {@link editorRules}: its policy adds their origins to `frame-src`. */
function frameRules(pages: PageScan, policy: (frames: readonly string[]) => string): HeaderRule[] {
  return [...pages.frames]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, origins]) => {
      const csp = policy([...origins].sort());
      return [...new Set([pagePath(file), `/${file}`])].map((pattern): HeaderRule => ({ pattern, detach: ['Content-Security-Policy'], headers: [['Content-Security-Policy', csp]] }));
    });
}

/**
 * Writes `<outDir>/_headers`; the build's last step, so that every file gets its caching rule. `pages` are the default
 * language's; each of `languages` gets a policy of its own below its folder, so that no policy line grows with the
 * number of languages past what Cloudflare reads.
 */
export function writeHeaders(
  outDir: string,
  pages: PageScan,
  editor: PageScan,
  env: Readonly<Record<string, string | undefined>> = process.env,
  languages: readonly LanguagePages[] = [],
): string {
  const policyOf = (scan: PageScan) => (frameOrigins: readonly string[]) =>
    contentSecurityPolicy(scan, {
      gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
      sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN || undefined,
      env,
      frameOrigins,
    });
  const policy = policyOf(pages);
  const framedIn = (scan: PageScan) => [...new Set([...scan.frames.values()].flatMap((origins) => [...origins]))].sort();
  // A language's folder detaches the site-wide policy and sets its own; its pages that frame something get theirs.
  const languageRules = (perPage: boolean): HeaderRule[] =>
    languages.flatMap(({ prefix, pages: scan }) => [
      { pattern: `${prefix}*`, detach: ['Content-Security-Policy'], headers: [['Content-Security-Policy', policyOf(scan)(perPage ? [] : framedIn(scan))]] },
      ...(perPage ? frameRules(scan, policyOf(scan)) : []),
    ]);
  const backend = editor.files.length > 0 ? cmsBackendSettings(env) : null;
  const editorCsp = backend && editorContentSecurityPolicy(editor, backend, { sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN || undefined, env });
  // A folder with no file serves nothing (next build leaves an off section's route folder empty): no rule for it.
  const holdsFiles = (e: fs.Dirent) => !e.isDirectory() || fs.readdirSync(path.join(outDir, e.name), { recursive: true, withFileTypes: true }).some((f) => f.isFile());
  const entries = fs.readdirSync(outDir, { withFileTypes: true }).filter(holdsFiles);
  const siteRules = (csp: string, pageRules: readonly HeaderRule[]) =>
    oneRulePerPattern([
      { pattern: '/*', headers: securityHeaders(csp) },
      ...cacheRules(
        entries.map((e) => e.name),
        { directories: new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name)) },
      ),
      sharedImagesRule(),
      ...(editorCsp ? editorRules(editorCsp, editor.files) : []),
      ...pageRules,
    ]);
  const framed = framedIn(pages);
  // A policy per page that frames something, unless that takes the file past the rules Cloudflare reads: then every page's allows the frames.
  const perPage = siteRules(policy([]), [...frameRules(pages, policy), ...languageRules(true)]);
  const fitsPerPage = perPage.length <= MAX_HEADER_RULES;
  const csp = policy(fitsPerPage ? [] : framed);
  const rules = rulesBelow(fitsPerPage ? perPage : siteRules(csp, languageRules(false)), BASE_PATH);
  const comment = [
    'Generated by pipeline/headers.ts at build time: do not edit.',
    'Read by Cloudflare Pages, Netlify and `npm start`; docs/deploy.md shows how to carry these headers to other hosts.',
  ].join('\n');
  fs.writeFileSync(path.join(outDir, '_headers'), formatHeadersFile(rules, comment));
  const editorLine = !backend
    ? ''
    : backend.repo
      ? `\n/${EDITOR_FOLDER}/: ${backend.backend.name}（${backend.repo}、${backend.backend.branch}）に保存`
      : `\n/${EDITOR_FOLDER}/: ⚠ CMS_REPO が未設定のため、公開サイトの編集画面からは保存できません（docs/deploy.md）`;
  const frameLine = framed.length === 0 ? '' : `、frame-src ${framed.join(' ')}: ${fitsPerPage ? `${pages.frames.size} ページ` : 'すべてのページ'}`;
  const summary = `CSP ${csp.length} 文字（インラインスクリプト ${pages.scripts.size}、<style> ${pages.styles.size}、style 属性 ${pages.styleAttributes.size}${frameLine}）${editorLine}`;
  // Not fatal: only Cloudflare Pages has these limits.
  const longest = Math.max(...rules.flatMap((rule) => rule.headers.map(([name, value]) => `${name}: ${value}`.length)));
  if (longest > MAX_HEADER_LINE_LENGTH) {
    return `${summary}\n  ⚠ Cloudflare Pages は 1 行 ${MAX_HEADER_LINE_LENGTH} 文字を超えるヘッダーを無視します（いちばん長い行 ${longest} 文字）。`;
  }
  if (rules.length > MAX_HEADER_RULES) {
    return `${summary}\n  ⚠ Cloudflare Pages は _headers のルールを ${MAX_HEADER_RULES} 個までしか読みません（${rules.length} 個）。`;
  }
  return summary;
}
