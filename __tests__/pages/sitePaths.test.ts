/** @jest-environment node */
// The content check trusts `sitePaths` for where a Markdown link may lead (lib/content/links.ts): it must be exactly the
// pages `next build` exports from this series' content, route file by route file, as getStaticPaths and getStaticProps say.
import fs from 'node:fs';
import path from 'node:path';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { createContentContext, inLang } from '../../lib/content/context';
import { siteLanguagesOf } from '../../lib/content/translations';
import { langSitePaths, sitePaths } from '../../lib/sections/registry';
import { loadPaths, staticProps } from '../helpers/pageProps';

const PAGES_DIR = path.join(__dirname, '../../pages');
// Not pages a body links to: Next's frame, the 404 page, the editor.
const NOT_LINKED = /^(?:_app|_document|(?:en\/)?404|admin\/index)\.tsx$/;

interface RouteModule {
  getStaticPaths?: GetStaticPaths;
  getStaticProps?: GetStaticProps;
}

const routeFiles = (): string[] =>
  fs
    .readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.tsx') && !NOT_LINKED.test(file));

/** `news/category/[category]/index.tsx` with `{ category: 'info' }` → `/news/category/info/`. */
function pathOf(file: string, params: Record<string, string | string[] | undefined>): string {
  const route = file.replace(/\.tsx$/, '').replace(/(?:^|\/)index$/, '');
  const filled = route.replace(/\[(\w+)\]/g, (_, name: string) => String(params[name]));
  return filled === '' ? '/' : `/${filled}/`;
}

async function exportedPages(): Promise<string[]> {
  const found: string[] = [];
  for (const file of routeFiles()) {
    const route = (await import(path.join(PAGES_DIR, file))) as RouteModule;
    const paramsList = route.getStaticPaths ? (await loadPaths(route.getStaticPaths)).paths.map((p) => (typeof p === 'string' ? {} : p.params)) : [{}];
    for (const params of paramsList) {
      const result = route.getStaticProps ? await staticProps(route.getStaticProps, params) : { props: {} };
      if (!('notFound' in result)) found.push(pathOf(file, params));
    }
  }
  return found.sort();
}

describe('sitePaths', () => {
  it('lists exactly the pages the export has (and, beside them, only files: feeds, calendars, the search index)', async () => {
    const ctx = createContentContext();
    // The pages in other languages are those each section's `langPaths` names.
    const listed = [...sitePaths(ctx), ...siteLanguagesOf(ctx).slice(1).flatMap((lang) => [...langSitePaths(inLang(ctx, lang))])];
    expect(listed.filter((p) => p.endsWith('/')).sort()).toEqual(await exportedPages());
    expect(listed.filter((p) => !p.endsWith('/')).every((p) => /\.(?:xml|ics|json)$/.test(p))).toBe(true);
  });
});
