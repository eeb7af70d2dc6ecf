// Serves out/ the way the CDN does (Cloudflare Pages / Netlify), so what the e2e tests exercise is what gets
// deployed: folder → index.html, `/news` → `/news/` (only because out/news/ exists), an unknown path →
// 404.html with status 404 at once (`/does-not-exist` is not first sent to `/does-not-exist/`), brotli or gzip
// when the browser accepts it, and the response headers of out/_headers (security headers, CSP, caching) with
// Cloudflare's matching rules (build/headersFile.ts). `_headers` itself is never served.
//
// An export built for a base path (NEXT_PUBLIC_SITE_URL with a path, docs/deploy.md "GitHub Pages") is served
// below it, as GitHub Pages serves a project site: `/sorairo/…` from out/, `/sorairo` → `/sorairo/`, anything
// else 404. The base path is read from the export itself (where its pages load Next's chunks from), so it always
// matches the build; `--base-path` states it explicitly and fails when the export was built for another one.
//
// `--tls` serves HTTPS with HTTP/2 (HTTP/1.1 for clients without it) and a throwaway self-signed certificate, as a
// CDN speaks to browsers: HPACK sends a repeated header (the CSP) once per connection, not once per response. The
// benchmark measures bytes this way (bench/README.md); the browser must be told to accept the certificate.
//
// Usage: npx tsx scripts/serve.mjs [--port 3000] [--dir out] [--host 127.0.0.1] [--base-path /sorairo] [--tls]
// (`npm run serve`; `node --import tsx scripts/serve.mjs` from another script.)
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import { builtBasePath } from '../build/basePath.ts';
import { headersForPath, parseHeadersFile } from '../build/headersFile.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '3000' },
    dir: { type: 'string', default: 'out' },
    host: { type: 'string', default: '127.0.0.1' },
    'base-path': { type: 'string' },
    tls: { type: 'boolean', default: false },
  },
});

const dir = path.resolve(values.dir);
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`${values.dir}/index.html がありません。先に npm run build を実行してください。`);
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
    // No _headers (a build from before the post-build step): serve without extra headers, as a CDN would.
  }
  if (version !== rulesVersion) {
    rules = version === 'none' ? [] : parseHeadersFile(fs.readFileSync(headersFile, 'utf8'));
    rulesVersion = version;
  }
  return rules;
}
if (currentRules().length === 0) console.warn(`⚠ ${values.dir}/_headers がありません: セキュリティヘッダーなしで配信します。`);

/** Files the host reads as configuration and never serves. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

/**
 * Whether `pathname` names something in the export: a file, a folder, or a page written as `<name>.html`. serve-handler
 * would redirect any path without a trailing slash to the same path with one before finding out that nothing is there.
 */
function exists(pathname) {
  const file = path.join(dir, pathname);
  if (file !== dir && !file.startsWith(dir + path.sep)) return false;
  return fs.existsSync(file) || fs.existsSync(`${file}.html`);
}

// brotli first, then gzip, for every compressible type (HTML, CSS, JS, XML, JSON, SVG, .ics …).
const compress = compression({ threshold: 512 });

/**
 * Below a base path: the request's path inside the export (`/sorairo/news/` → `/news/`), or null when the request
 * is outside the site. The response's redirects (`/news` → `/news/`) get the base path back.
 */
function insideBasePath(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(`${basePath}/`)) return null;
  req.url = `${url.pathname.slice(basePath.length)}${url.search}`;
  const writeHead = res.writeHead.bind(res);
  const below = (location) => (typeof location === 'string' && location.startsWith('/') ? `${basePath}${location}` : location);
  res.writeHead = (status, ...rest) => {
    // serve-handler passes Location to writeHead; the compression middleware moves such headers to setHeader first.
    const headers = rest.find((h) => h && typeof h === 'object' && !Array.isArray(h));
    if (headers?.Location) headers.Location = below(headers.Location);
    else if (res.hasHeader('Location')) res.setHeader('Location', below(res.getHeader('Location')));
    return writeHead(status, ...rest);
  };
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

function respond(req, res) {
  if (basePath && new URL(req.url ?? '/', 'http://localhost').pathname === basePath) {
    res.writeHead(301, { Location: `${basePath}/${new URL(req.url ?? '/', 'http://localhost').search}` });
    res.end();
    return;
  }
  if (basePath && insideBasePath(req, res) === null) {
    // As on GitHub Pages, the project site answers nothing outside its folder.
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`404: ${req.url} は ${basePath}/ の外です\n`);
    return;
  }
  let pathname = '/';
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    pathname = '/';
  }
  // `_headers` patterns carry the base path (build/headers.ts), so they are matched against the full path.
  for (const [name, value] of headersForPath(currentRules(), `${basePath}${pathname}`)) res.setHeader(name, value);
  // serve-handler's MIME table predates AVIF (the image variants, CONTRIBUTING.md "Images"); CDNs know it.
  if (pathname.endsWith('.avif')) res.setHeader('Content-Type', 'image/avif');
  compress(req, res, () => {
    if (HIDDEN.has(pathname) || (!pathname.endsWith('/') && !exists(pathname))) {
      // Answer as for any unknown path: 404.html with status 404.
      req.url = '/__not_found__/';
    }
    handler(req, res, {
      public: dir,
      trailingSlash: true,
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
