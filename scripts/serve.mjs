// Serves out/ the way the CDN does (Cloudflare Pages / Netlify), so what the e2e tests exercise is what gets
// deployed: folder → index.html; one 308 to the page's own URL (`/news` and `/news/index.html` → `/news/`,
// `/404.html` → `/404`), only when that page exists, never a chain; an unknown path, or one that cannot be a file name
// (`%00`, broken percent-encoding) → 404.html with status 404 at once; GET and HEAD only (405 otherwise); a Range
// the file cannot satisfy → 416 with no body; brotli or gzip when the browser accepts it; and, on every answer below
// 500, the headers Cloudflare Pages' asset server (which `wrangler pages dev` runs) gives it: its own
// (`Access-Control-Allow-Origin: *`, a referrer policy, `nosniff`, `max-age=0` caching of files, a charset on text
// types only), then out/_headers (security headers, CSP, caching) read and applied as it does, on the path as the
// request writes it (pipeline/headersFile.ts), then `no-store` on a 404. e2e/headers.test.mjs compares the two on
// every path of the export. `_headers` itself is never served.
//
// An export built for a base path (NEXT_PUBLIC_SITE_URL with a path, docs/deploy.md "GitHub Pages") is served
// below it, as GitHub Pages serves a project site: `/sorairo/…` from out/, `/sorairo` → `/sorairo/` (redirects are
// 301 there), anything else 404. The base path is read from the export itself (where its pages load Next's chunks
// from), so it always matches the build; `--base-path` states it explicitly and fails when the export was built for
// another one.
//
// `--tls` serves HTTPS with HTTP/2 (HTTP/1.1 for clients without it) and a throwaway self-signed certificate, as a
// CDN speaks to browsers: HPACK sends a repeated header (the CSP) once per connection, not once per response. The
// benchmark measures bytes this way (bench/README.md); the browser must be told to accept the certificate.
//
// Usage: npx tsx scripts/serve.mjs [--port 3000] [--dir out] [--host 127.0.0.1] [--base-path /sorairo] [--tls] [--bare]
// (`npm run serve`; `node --import tsx scripts/serve.mjs` from another script.)
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import parseRange from 'range-parser';
import handler from 'serve-handler';
import { recoverInterruptedSwap } from '../pipeline/atomic.ts';
import { builtBasePath } from '../pipeline/basePath.ts';
import { headersForRequest, parseHeadersFile } from '../pipeline/headersFile.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '3000' },
    dir: { type: 'string', default: 'out' },
    host: { type: 'string', default: '127.0.0.1' },
    'base-path': { type: 'string' },
    tls: { type: 'boolean', default: false },
    bare: { type: 'boolean', default: false },
  },
});

const dir = path.resolve(values.dir);
// A build killed in the middle of replacing the export leaves the last good one beside it (pipeline/atomic.ts).
recoverInterruptedSwap(dir);
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`${values.dir}/index.html がありません。先に npm run build を実行してください。`);
  process.exit(1);
}
// `npm run build` swaps its export in only once every step, _headers included, has written it: a folder without
// one is a half export (or one from before builds were staged), and would go out without its CSP. `--bare` serves an
// export that has none by design: the benchmark's bare Next.js baseline, a test's host that applies no headers.
if (!values.bare && !fs.existsSync(path.join(dir, '_headers'))) {
  console.error(`${values.dir}/_headers がありません。最後まで終わったビルドではないので配信しません。npm run build を実行してください。`);
  process.exit(1);
}

const built = builtBasePath(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')) ?? '';
const basePath = values['base-path'] === undefined ? built : values['base-path'].replace(/\/+$/, '');
if (basePath !== built) {
  console.error(
    `${values.dir}/ はベースパス ${JSON.stringify(built)} でビルドされています（--base-path ${JSON.stringify(basePath)} とは違います）。` +
      '--base-path を外すか、NEXT_PUBLIC_SITE_URL を合わせてビルドし直してください。',
  );
  process.exit(1);
}

// The rules are read again whenever a rebuild replaces the file.
const headersFile = path.join(dir, '_headers');
let rules = [];
let rulesVersion = '';
function currentRules() {
  let version = 'none';
  try {
    const stat = fs.statSync(headersFile);
    version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    // No _headers for the instant a rebuild swaps the export in: serve without extra headers, as a CDN would.
  }
  if (version !== rulesVersion) {
    const parsed = version === 'none' ? { rules: [], invalid: [] } : parseHeadersFile(fs.readFileSync(headersFile, 'utf8'));
    // As the CDN does: a line it cannot read is skipped, with a warning.
    for (const message of parsed.invalid) console.warn(`⚠ ${values.dir}/_headers ${message}`);
    rules = parsed.rules;
    rulesVersion = version;
  }
  return rules;
}
if (currentRules().length === 0 && !values.bare) console.warn(`⚠ ${values.dir}/_headers がありません: セキュリティヘッダーなしで配信します。`);

/** Files the host reads as configuration and never serves. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

/** The file in the export at `pathname` (decoded, inside the export), or null. */
function fileAt(pathname) {
  const file = path.join(dir, pathname);
  if (file !== dir && !file.startsWith(dir + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * What the CDN answers for a decoded path inside the export: the file it serves (`{ file }`), the page's own URL to
 * redirect to (`{ redirect }`, one hop, never to something that does not exist), or null for a 404.
 */
function resolve(pathname) {
  const target = step(pathname);
  if (!target?.redirect) return target;
  // One hop, never a chain: where the first target would itself be redirected, straight to the last.
  const next = resolve(target.redirect);
  return next?.redirect ? next : next && target;
}

/** The folder of the 404.html nearest to `pathname` up its path: the export's own when no folder on the way has one. */
function notFoundDir(pathname) {
  for (let folder = pathname.slice(0, pathname.lastIndexOf('/')); folder !== ''; folder = folder.slice(0, folder.lastIndexOf('/'))) {
    if (fileAt(`${folder}/404.html`)) return path.join(dir, folder);
  }
  return dir;
}

/** One step of {@link resolve}. */
function step(pathname) {
  if (HIDDEN.has(pathname)) return null;
  if (pathname.endsWith('/')) {
    const index = fileAt(`${pathname}index.html`);
    return index ? { file: index } : null;
  }
  const page = /^(.*\/)index(?:\.html)?$/.exec(pathname);
  if (page && fileAt(`${page[1]}index.html`)) return { redirect: page[1] };
  if (pathname.endsWith('.html') && fileAt(pathname)) return { redirect: pathname.slice(0, -'.html'.length) };
  // A page file before a folder of the same name, as Cloudflare does (`/404` is 404.html, not 404/index.html).
  const file = fileAt(pathname) ?? fileAt(`${pathname}.html`);
  if (file) return { file };
  return fileAt(`${pathname}/index.html`) ? { redirect: `${pathname}/` } : null;
}

// brotli first, then gzip, for every compressible type (HTML, CSS, JS, XML, JSON, SVG, .ics …).
const compress = compression({ threshold: 512 });

/**
 * Below a base path: the request's path inside the export (`/sorairo/news/` → `/news/`), or null when the request
 * is outside the site.
 */
function insideBasePath(req) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(`${basePath}/`)) return null;
  req.url = `${url.pathname.slice(basePath.length)}${url.search}`;
  return req.url;
}

/** A self-signed certificate for `host`, made with the system's openssl and deleted again. */
function selfSignedCertificate(host) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-tls-'));
  try {
    const [key, cert] = [path.join(tmp, 'key.pem'), path.join(tmp, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=IP:${host}`, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The decoded request path, or null when it cannot name a file (broken percent-encoding, a NUL byte). */
function decodedPath(pathname) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * Gives the answer to `requestUrl` the CDN's headers as it is sent, as Cloudflare Pages' asset server does once it has
 * the answer: its own headers, then out/_headers, then `no-store` on a 404; an answer of 500 or more gets none.
 */
function withCdnHeaders(requestUrl, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined;
    for (const [name, value] of Object.entries(rest[0] ?? {})) res.setHeader(name, value);
    if (status < 500) {
      const own = new Headers();
      for (const [name, value] of Object.entries(res.getHeaders())) own.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      // Its content types: the same MIME table, with a charset on text/* types only.
      const type = own.get('Content-Type')?.split(';')[0].trim();
      if (type) own.set('Content-Type', type.startsWith('text/') ? `${type}; charset=utf-8` : type);
      own.set('Access-Control-Allow-Origin', '*');
      own.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (own.has('Content-Type')) own.set('X-Content-Type-Options', 'nosniff');
      if (status === 200 || status === 206) own.append('Cache-Control', 'public, max-age=0, must-revalidate');
      const headers = headersForRequest(currentRules(), requestUrl, own);
      if (status === 404) headers.set('Cache-Control', 'no-store');
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      for (const [name, value] of headers) res.setHeader(name, value);
    }
    return message === undefined ? writeHead.call(this, status) : writeHead.call(this, status, message);
  };
}

// Cloudflare Pages redirects with 308; GitHub Pages, which a base-path build models, with 301.
const REDIRECT = basePath ? 301 : 308;

function respond(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  // Every answer, redirects and errors included, carries the headers of its path, as the CDN's do. `_headers`
  // patterns carry the base path (pipeline/headers.ts), so they are matched against the full path as requested.
  withCdnHeaders(req.url ?? '/', res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': 0 });
    res.end();
    return;
  }
  if (basePath && url.pathname === basePath) {
    res.writeHead(REDIRECT, { Location: `${basePath}/${url.search}` });
    res.end();
    return;
  }
  if (basePath && insideBasePath(req) === null) {
    // As on GitHub Pages, the project site answers nothing outside its folder.
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`404: ${req.url} は ${basePath}/ の外です\n`);
    return;
  }
  const pathname = decodedPath(new URL(req.url ?? '/', 'http://localhost').pathname);
  const target = pathname === null ? null : resolve(pathname);
  if (target?.redirect) {
    res.writeHead(REDIRECT, { Location: `${basePath}${encodeURI(target.redirect)}${url.search}` });
    res.end();
    return;
  }
  if (target && req.headers.range) {
    const size = fs.statSync(target.file).size;
    if (parseRange(size, req.headers.range) === -1) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
      res.end();
      return;
    }
  }
  // serve-handler's MIME table predates AVIF (the image variants, CONTRIBUTING.md "Images"); CDNs know it.
  if (target?.file.endsWith('.avif')) res.setHeader('Content-Type', 'image/avif');
  // serve-handler is handed the file itself, so that it neither redirects nor looks further; anything else is its 404,
  // the 404.html of the folder it reads from: the nearest one up the path, as Cloudflare Pages answers (`/en/x` →
  // en/404.html, the English one).
  req.url = target ? `/${path.relative(dir, target.file).split(path.sep).map(encodeURIComponent).join('/')}` : '/__not_found__';
  const from = target ? dir : notFoundDir(pathname ?? '/');
  compress(req, res, () => {
    handler(req, res, {
      public: from,
      cleanUrls: false,
      directoryListing: false,
      symlinks: false,
      etag: true,
    }).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

const server = values.tls ? createSecureServer({ ...selfSignedCertificate(values.host), allowHTTP1: true }, respond) : createServer(respond);
server.listen(Number(values.port), values.host, () => {
  console.log(`${values.dir}/ を ${values.tls ? 'https' : 'http'}://${values.host}:${values.port}${basePath}/ で配信中（Ctrl+C で停止）`);
});
