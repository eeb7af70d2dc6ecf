// @ts-check
// Makes each exported page paint from its HTML alone (CONTRIBUTING.md, "Performance"):
//
// - Its stylesheets are inlined. A linked stylesheet blocks the first paint for a round trip after the HTML: on a
//   slow phone connection (Lighthouse's 562.5 ms, applied in the browser) the site's first paint came at about twice
//   the bare Next.js export's, which has no stylesheet. Each becomes a `<style>` with the file's text, followed by
//   its `<link rel="stylesheet">` marked `disabled`: a disabled link is never fetched nor applied (HTML standard,
//   "link type stylesheet"), and it tells Turbopack's runtime that the chunk is in the page already. The runtime
//   looks for `link[rel=stylesheet][href="…"]` before it loads a CSS chunk (once at start-up for the page's own,
//   then on each client-side navigation), so without the link it would fetch and apply the file a second time.
//   Pages of other sections still get their stylesheets through the runtime, as before.
//
// - Its scripts start after the first frame. With nothing render-blocking left, Chrome fetches `<script defer>`
//   files as soon as it reads their tags, beside the key visual and the logo, and on a slow link they share its
//   bandwidth (measured: the largest paint came 0.3–0.9 s later than with linked stylesheets). So the `<script defer
//   src>` tags become one JSON list, and one loader, the same text on every page (one hash in the CSP), adds them
//   in the same order (`async = false` keeps it: the chunks must run after Turbopack's inline `push`, in Next's
//   order) once the first frame has been painted: `requestAnimationFrame` runs before that frame's paint, a task
//   queued from it runs after. A page opened in a background tab paints no frame until it is shown, so there the
//   scripts start at once.
//   When the first screen has images (Picture's `priority`: `fetchpriority="high"`, the key visual, the first member
//   cards, an episode's first still), that frame is the one after they are decoded (`decode()`, which waits for the
//   load too; a failed image counts as done), so on a slow link the scripts do not compete with them for bandwidth
//   either. The largest paint of those pages is one of these images. Measured (bench, 5 runs, interleaved with the baseline):
//   with the scripts after the first frame only, Lighthouse's simulated LCP of /member/ was 985–1,686 ms depending on
//   whether the scripts had been requested before the image painted in the trace it re-times (median 1,653 ms); with
//   this wait, 977–1,005 ms. Under applied throttling the largest paint did not move (1,366 → 1,384 ms, noise).
//   What it costs: the scripts start one image later; an image that never settles holds them for at most
//   KEY_IMAGE_WAIT_MS.
//
// scripts/build.mjs runs this right after next build, before anything reads the pages (the CSP's hashes come from
// the finished HTML). Next writes these tags in one fixed form, which is what the patterns below match. The build
// fails on a stylesheet that cannot be read, on CSS that would end its `<style>` early, and on a stylesheet link or
// script tag in any other form (left behind, it would block the first paint or run out of order). The CSP's scan
// (lib/headers.ts `inlineSourcesOf`) recognises the `<style data-href="…">` written here by that exact form, to
// keep parse5 off their text: change the two together.
import fs from 'node:fs';
import path from 'node:path';

/** The id of each page's list of scripts (a JSON data block: the CSP does not govern it). */
export const SCRIPT_LIST_ID = '__FIRST_PAINT_SCRIPTS__';

/**
 * The longest the loader waits for the first screen's images before it adds the scripts anyway. The largest of them
 * at 390 px, DPR 2 (the key visual, 24 kB in AVIF, 43 kB in WebP) takes about 0.2 s at Lighthouse's 1.6 Mbps; 3 s
 * allows a link ten times slower before the menu's script is held back for an image.
 */
export const KEY_IMAGE_WAIT_MS = 3000;

/** The loader, the same on every page. */
export const SCRIPT_LOADER =
  `(()=>{const d=document,l=JSON.parse(d.getElementById(${JSON.stringify(SCRIPT_LIST_ID)}).textContent),` +
  'g=()=>{for(const u of l){const s=d.createElement("script");s.src=u;s.async=false;d.head.appendChild(s)}};' +
  'if(d.visibilityState==="hidden")return g();' +
  'let f=()=>{f=()=>{};requestAnimationFrame(()=>setTimeout(g))};' +
  'Promise.all([...d.querySelectorAll(\'img[fetchpriority="high"]\')].map(i=>i.decode().catch(()=>{}))).then(()=>f());' +
  `setTimeout(()=>f(),${KEY_IMAGE_WAIT_MS})})()`;

const STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)"([^>]*?)\/>/g;
const STYLE_PRELOAD = /<link rel="preload" href="([^"]+\.css)" as="style"\/>/g;
const DEFER_SCRIPT = /<script src="([^"]+)" defer=""><\/script>/g;

/**
 * Path of an asset URL of the export (`/sorairo/_next/static/chunks/a.css` → `<outDir>/_next/static/chunks/a.css`).
 * @param {string} outDir @param {string} url
 */
function assetFile(outDir, url) {
  const at = url.indexOf('/_next/');
  if (at === -1) throw new Error(`not an asset of the build: ${url}`);
  return path.join(outDir, ...decodeURIComponent(url.slice(at).split('?')[0]).split('/'));
}

/**
 * A stylesheet's text as it can stand inside the page: relative `url()`s made root-relative (they were relative to
 * the file), the source-map comment dropped (it too would point elsewhere).
 * @param {string} css
 * @param {string} href the stylesheet's URL, root-relative
 * @returns {string}
 */
export function cssForPage(css, href) {
  const inline = css
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, url) => {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
      const base = new URL(href, 'http://page.invalid');
      const absolute = new URL(url, base);
      const resolved = base.origin === 'http://page.invalid' ? `${absolute.pathname}${absolute.search}${absolute.hash}` : absolute.href;
      return `url(${quote}${resolved}${quote})`;
    })
    .trimEnd();
  if (/<\/style/i.test(inline)) throw new Error(`${href} contains "</style", which would end the page's <style> early`);
  return inline;
}

/**
 * One page's HTML with its stylesheets inline and its scripts loaded after the first frame.
 * @param {string} html
 * @param {(href: string) => string} inlineCss a stylesheet's text as it goes into the page ({@link cssForPage}), by its URL
 * @returns {{ html: string, stylesheets: number, scripts: number }}
 */
export function firstPaintHtml(html, inlineCss) {
  let stylesheets = 0;
  const inlined = new Set();
  let out = html.replace(STYLESHEET, (tag, href, rest) => {
    if (/\sdisabled=/.test(rest)) return tag; // inlined already
    stylesheets += 1;
    inlined.add(href);
    return `<style data-href="${href}">${inlineCss(href)}</style><link rel="stylesheet" href="${href}"${rest} disabled=""/>`;
  });
  out = out.replace(STYLE_PRELOAD, (tag, href) => (inlined.has(href) ? '' : tag));

  /** @type {string[]} */
  const scripts = [];
  out = out.replace(DEFER_SCRIPT, (_, src) => {
    scripts.push(src);
    return '';
  });
  // A tag in another form would be left behind: a stylesheet that blocks the first paint again, or a script that
  // runs before the ones the loader adds, out of Next's order. Better to fail the build than to ship either.
  const left = /<link\b(?=[^>]*\brel="stylesheet")(?![^>]*\sdisabled=)[^>]*>|<script\b[^>]*\ssrc=[^>]*>/.exec(out);
  if (left) throw new Error(`a tag the first-paint step does not know how to move: ${left[0]}`);
  if (scripts.length > 0) {
    const end = out.lastIndexOf('</body>');
    if (end === -1) throw new Error('a page with scripts but no </body>');
    const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
    out = `${out.slice(0, end)}<script id="${SCRIPT_LIST_ID}" type="application/json">${list}</script><script>${SCRIPT_LOADER}</script>${out.slice(end)}`;
  }
  return { html: out, stylesheets, scripts: scripts.length };
}

/**
 * Rewrites every page of an export (`htmlFiles`, relative to `outDir`). Each stylesheet is read and prepared once.
 * @param {{ outDir: string, htmlFiles: readonly string[] }} options
 * @returns {{ pages: number, stylesheets: number }} pages rewritten, distinct stylesheets inlined
 */
export function prepareFirstPaint({ outDir, htmlFiles }) {
  /** @type {Map<string, string>} */
  const css = new Map();
  const inlineCss = (/** @type {string} */ href) => {
    let text = css.get(href);
    if (text === undefined) {
      const file = assetFile(outDir, href);
      try {
        text = cssForPage(fs.readFileSync(file, 'utf8'), href);
      } catch (error) {
        throw new Error(`cannot inline ${href}: ${error instanceof Error ? error.message : String(error)}`);
      }
      css.set(href, text);
    }
    return text;
  };
  let pages = 0;
  for (const file of htmlFiles) {
    const full = path.join(outDir, file);
    const before = fs.readFileSync(full, 'utf8');
    const { html } = firstPaintHtml(before, inlineCss);
    if (html !== before) {
      fs.writeFileSync(full, html);
      pages += 1;
    }
  }
  return { pages, stylesheets: css.size };
}
