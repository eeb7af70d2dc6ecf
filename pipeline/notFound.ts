/**
 * Each language's not-found page where a CDN looks for it. Next writes the root's twice (`404.html` and
 * `404/index.html`), but `pages/en/404.tsx` is a page like any other to it (`en/404/index.html`); Cloudflare Pages
 * answers an unknown URL with the nearest `404.html` up its path, so the build puts the same file at `en/404.html`.
 * Netlify (`_redirects`) and GitHub Pages (the root's only) are in docs/deploy.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, LANGS } from '../lib/i18n/languages';

/** Copies `<lang>/404/index.html` to `<lang>/404.html` for each language the export has one in; the files it wrote. */
export function writeLanguageNotFoundPages(outDir: string): string[] {
  return LANGS.filter((lang) => lang !== DEFAULT_LANG).flatMap((lang) => {
    const page = path.join(outDir, lang, '404', 'index.html');
    if (!fs.existsSync(page)) return [];
    fs.copyFileSync(page, path.join(outDir, lang, '404.html'));
    return [`${lang}/404.html`];
  });
}
