/** @jest-environment node */
// One instant per build: every page's getStaticProps takes `siteInstant` from the same place (lib/content/clock.ts),
// the last change of the site at or before the build instant. So every page of a build agrees, and two builds
// between the same two changes render the same pages, byte for byte, which is what lets a scheduled rebuild that
// changes nothing deploy nothing. The instants come from the schedule of content/, whatever series it holds.
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContentContext } from '../../lib/content/context';
import { getSiteChanges, getSiteInstant } from '../../lib/content/clock';
import { createQueryClient } from '../../lib/queryClient';
import { toJstIso } from '../../lib/format';
import { atBuildTime, loadPaths, staticProps } from '../helpers/pageProps';
import * as Home from '../../pages/index';
import * as NewsIndex from '../../pages/news/index';
import * as NewsPage from '../../pages/news/page/[page]';
import * as NewsArticle from '../../pages/news/[slug]';
import * as NewsCategory from '../../pages/news/category/[category]/index';
import * as NewsCategoryPage from '../../pages/news/category/[category]/page/[page]';
import * as StoryIndex from '../../pages/story/index';
import * as StoryEpisode from '../../pages/story/[episode]';
import * as OnAir from '../../pages/onair';
import * as Music from '../../pages/music';
import * as DiscIndex from '../../pages/disc/index';
import * as DiscVolume from '../../pages/disc/[volume]';

type PageModule = {
  default: ComponentType<never>;
  getStaticProps: GetStaticProps<never, never>;
  getStaticPaths?: GetStaticPaths<never>;
};

/** The pages whose props depend on time. */
const PAGES: Record<string, PageModule> = {
  '/': Home,
  '/news/': NewsIndex,
  '/news/page/[page]/': NewsPage,
  '/news/[slug]/': NewsArticle,
  '/news/category/[category]/': NewsCategory,
  '/news/category/[category]/page/[page]/': NewsCategoryPage,
  '/story/': StoryIndex,
  '/story/[episode]/': StoryEpisode,
  '/onair/': OnAir,
  '/music/': Music,
  '/disc/': DiscIndex,
  '/disc/[volume]/': DiscVolume,
} as unknown as Record<string, PageModule>;

/** Every page a build at `now` renders: its route, params, props and HTML. */
async function buildAt(now: string) {
  return atBuildTime(now, async () => {
    const pages: { route: string; params: unknown; props: Record<string, unknown>; html: string }[] = [];
    for (const [route, page] of Object.entries(PAGES)) {
      const paths = page.getStaticPaths ? (await loadPaths(page.getStaticPaths)).paths : [{ params: undefined }];
      for (const path of paths) {
        const params = typeof path === 'string' ? undefined : path.params;
        const result = await staticProps(page.getStaticProps, params as never);
        if (!('props' in result)) continue;
        const props = result.props as Record<string, unknown>;
        const Page = page.default as ComponentType<Record<string, unknown>>;
        const html = renderToStaticMarkup(
          <QueryClientProvider client={createQueryClient()}>
            <Page {...props} />
          </QueryClientProvider>,
        );
        pages.push({ route, params, props, html });
      }
    }
    return pages;
  });
}

// Two instants with no change of the site between them: a minute after one change and a minute before the next, in
// the longest quiet stretch of the content's schedule (so they are far apart).
const changes = getSiteChanges(createContentContext(process.cwd(), { buildInstant: toJstIso(Date.now()) }));
const gaps = changes.slice(1).map((c, i) => ({ from: Date.parse(changes[i].at), to: Date.parse(c.at) }));
const widest = gaps.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a));
const early = toJstIso(widest.from + 60_000);
const late = toJstIso(widest.to - 60_000);

jest.setTimeout(60_000);

describe('one instant per build', () => {
  it('the content has a quiet stretch to test in', () => {
    expect(widest.to - widest.from).toBeGreaterThan(2 * 60_000);
  });

  it('every page gets the same siteInstant, the last change at or before the build instant', async () => {
    const pages = await buildAt(late);
    const shown = await atBuildTime(late, () => getSiteInstant(createContentContext()));
    expect(shown).toBe(toJstIso(widest.from));
    // Pages whose only use of it is their structured data (built in getStaticProps) pass no instant on.
    const instants = new Set(pages.flatMap(({ props }) => props.siteInstant ?? []));
    expect(instants).toEqual(new Set([shown]));
  });

  it('two builds between the same two changes render every page the same', async () => {
    const a = await buildAt(early);
    const b = await buildAt(late);
    expect(b.map((p) => [p.route, p.params])).toEqual(a.map((p) => [p.route, p.params]));
    b.forEach((page, i) => expect({ route: page.route, html: page.html }).toEqual({ route: a[i].route, html: a[i].html }));
  });
});
