/**
 * Each language's not-found page where a CDN looks for it. The not-found pages have props (the shell's menu and
 * images), so Next exports them as pages like any other (`404/index.html`, `en/404/index.html`); CDNs answer an unknown
 * URL with a `404.html` (Cloudflare Pages the nearest one up its path, GitHub Pages the root's), so the build puts the
 * same file beside each folder. Netlify (`_redirects`) is in docs/deploy.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, LANGS } from '../lib/i18n/languages';

/** Copies `<lang>/404/index.html` to `<lang>/404.html` (the root's for the default language) where the export has one; the files it wrote. */
export function writeNotFoundPages(outDir: string): string[] {
  return LANGS.flatMap((lang) => {
    const dir = lang === DEFAULT_LANG ? '' : lang;
    const page = path.join(outDir, dir, '404', 'index.html');
    if (!fs.existsSync(page)) return [];
    fs.copyFileSync(page, path.join(outDir, dir, '404.html'));
    return [path.posix.join(dir, '404.html')];
  });
}
