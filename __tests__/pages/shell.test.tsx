/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { siteContext } from '../../lib/content/context';
import { type ShellProps, getShellProps } from '../../lib/content/shell';
import { imageManifest } from '../../lib/imageManifest';
import { isSectionOn } from '../../lib/sections/shape';
import { ROOTED_SECTIONS } from '../../lib/sections';
import { loadPaths, staticProps } from '../helpers/pageProps';
import { type Lang, basePathOf, langOfPath } from '../../lib/i18n/languages';
import { siteLanguagesOf } from '../../lib/content/translations';

const PAGES = path.join(__dirname, '../../pages');

/**
 * Every route file of pages/ but the app, the document, the editor (which has no shell) and the not-found pages (which
 * have no route: see the last test).
 */
function routeFiles(dir = PAGES): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : routeFiles(full);
    return /^_|^404\./.test(entry.name) ? [] : [path.relative(PAGES, full)];
  });
}


/**
 * The section a route belongs to: the one whose path it is below, else the top page (and the written pages at the
 * root, `[page].tsx`, which are always on like it).
 */
function sectionOf(route: string) {
  return ROOTED_SECTIONS.find((s) => s.path !== '/' && `${route}/`.startsWith(s.path)) ?? ROOTED_SECTIONS.find((s) => s.path === '/')!;
}

/** A route file's language and its route in the default language, as the page names it: `en/news/[slug].tsx` → `en`, `/news/[slug]`. */
function routeOf(file: string): { lang: Lang; route: string } {
  const route = `/${file.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/+$/, '') || '/';
  return { lang: langOfPath(route), route: basePathOf(route).replace(/\/$/, '') || '/' };
}

describe.each(routeFiles())('pages/%s', (file) => {
  const { lang, route } = routeOf(file);
  const section = sectionOf(route);

  it('returns the shell\'s menu from getStaticProps (lib/content/shell.ts), or nothing while its section or language is off', async () => {
    const page: { getStaticProps?: GetStaticProps; getStaticPaths?: GetStaticPaths } = await import(path.join(PAGES, file));
    expect(page.getStaticProps).toBeDefined();
    const paths = page.getStaticPaths ? (await loadPaths(page.getStaticPaths)).paths : [{ params: undefined }];
    if (!isSectionOn(section.name) || !siteLanguagesOf(siteContext()).includes(lang)) {
      if (page.getStaticPaths) expect(paths).toEqual([]);
      else expect(await staticProps(page.getStaticProps!)).toEqual({ notFound: true });
      return;
    }
    // A dynamic route this content gives no page (no category with a second page) has nothing to render.
    if (paths.length === 0) return;
    const [first] = paths;
    const params = typeof first === 'string' || first === undefined ? undefined : first.params;
    const result = await staticProps(page.getStaticProps!, params);
    // The page names its route, so the shell links the page's versions in the site's other languages.
    const { shell: withImages, ...own } = (result as { props: { shell: ShellProps } }).props;
    const { images = {}, ...shell } = withImages;
    expect(shell).toEqual(getShellProps(siteContext(lang), route, params));
    // With the images the page and its menu name, as the manifest has them (so no page's scripts need the manifest).
    const named = JSON.stringify([own, shell.menu]);
    expect(Object.keys(images)).toEqual(expect.arrayContaining(Object.keys(imageManifest).filter((src) => named.includes(JSON.stringify(src)))));
    for (const [src, entry] of Object.entries(images)) expect(entry).toEqual(imageManifest[src]);
  });
});

describe.each(['404.tsx', 'en/404.tsx'])('pages/%s', (file) => {
  const { lang } = routeOf(file);

  it('returns the shell in its language, with no other versions to link, and the images its menu draws', async () => {
    const page: { getStaticProps: GetStaticProps } = await import(path.join(PAGES, file));
    const result = await staticProps(page.getStaticProps);
    if (!siteLanguagesOf(siteContext()).includes(lang)) return void expect(result).toEqual({ notFound: true });
    const { images = {}, ...shell } = (result as { props: { shell: ShellProps } }).props.shell;
    expect(shell).toEqual(getShellProps(siteContext(lang), undefined, undefined));
    const named = JSON.stringify(shell.menu);
    expect(Object.keys(images)).toEqual(expect.arrayContaining(Object.keys(imageManifest).filter((src) => named.includes(JSON.stringify(src)))));
  });
});
