/** @jest-environment node */
import { within } from '@testing-library/dom';
import HomePage, { getStaticProps } from '../../pages/index';
import { getAllNews } from '../../lib/sections/news/content';
import { getOnAir } from '../../lib/sections/onair/content';
import { getSettings } from '../../lib/content/settings';
import { formatWeeklySlot } from '../../lib/format';
import { HOME_NEWS_COUNT } from '../../lib/sections/news/articles';
import { createContentContext } from '../../lib/content/context';
import { siteContext } from '../../lib/content/context';
import { getShellProps } from '../../lib/content/shell';
import { SHAPE, sectionLabels } from '../../lib/sections/shape';
import { site } from '../../lib/site';
import { KEY_VISUAL_IMAGE } from '../../lib/siteImages';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';

describe('/ (top page)', () => {
  it('loads the latest articles (five at most), newest first, without their bodies', async () => {
    const { news } = await loadProps(getStaticProps);
    expect(news.map((n) => n.slug)).toEqual(getAllNews(createContentContext()).slice(0, HOME_NEWS_COUNT).map((n) => n.slug));
    expect(HOME_NEWS_COUNT).toBe(5);
    for (const item of news) expect(Object.keys(item).sort()).toEqual(['category', 'date', 'publishedAt', 'slug', 'time', 'title']);
  });

  it('carries plain JSON props (what Next requires of getStaticProps)', async () => {
    const props = await loadProps(getStaticProps);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('has the logo as its only <h1>, named by the series title, over the key visual', async () => {
    const { page, document } = renderStatic(<HomePage {...await loadProps(getStaticProps)} />);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(within(h1).getByRole('img', { name: site.title })).toHaveAttribute('src', expect.stringMatching(/^\/_next\/static\/media\/img\/common\/logo\.[0-9a-f]+\.\d+\.webp$/));
    const kv = document.querySelector('img[fetchpriority="high"]');
    expect(kv?.getAttribute('alt')).toBe(getSettings(createContentContext()).keyVisualAlt);
  });

  it('shows the catch copy and the broadcast start from content/settings.yaml', async () => {
    const settings = getSettings(createContentContext());
    const { page } = renderStatic(<HomePage {...await loadProps(getStaticProps)} />);
    expect(page.getByText(settings.catchCopy)).toBeTruthy();
    // The line is split at its spaces (so it wraps between phrases); its text is unchanged.
    expect(page.getByText((_, el) => el?.tagName === 'P' && el.textContent === settings.broadcastStart)).toBeTruthy();
  });

  it('lists the latest news with dates in <time> and a link to the full list', async () => {
    const props = await loadProps(getStaticProps);
    const published = new Map(getAllNews(createContentContext()).map((a) => [a.slug, a.publishedAt]));
    const { page } = renderStatic(<HomePage {...props} />);
    const section = page.getByRole('region', { name: sectionLabels('news').labelJa });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(props.news.length);
    rows.forEach((row, i) => {
      expect(within(row).getByRole('link', { name: props.news[i].title }).getAttribute('href')).toBe(`/news/${props.news[i].slug}/`);
      // The minute it was published, where the article gives one.
      expect(row.querySelector('time')?.getAttribute('datetime')).toBe(published.get(props.news[i].slug));
    });
    expect(within(section).getByRole('link', { name: 'ニュース一覧へ' }).getAttribute('href')).toBe('/news/');
  });

  it('summarises the broadcast: each first-run station with its weekly slot from its first day, the fastest marked', async () => {
    const { stations, fastest } = getOnAir(createContentContext());
    const { page } = renderStatic(<HomePage {...await loadProps(getStaticProps)} />);
    const section = page.getByRole('region', { name: sectionLabels('onair').labelJa });
    const tv = within(section).getByRole('heading', { name: 'TV放送' }).nextElementSibling as HTMLElement;
    const rows = within(tv).getAllByRole('listitem');
    const firstRun = stations.filter((s) => !s.repeat);
    expect(rows).toHaveLength(firstRun.length);
    firstRun.forEach((station, i) => {
      expect(rows[i].textContent).toContain(station.name);
      expect(rows[i].textContent).toContain(formatWeeklySlot(station.weekday, station.time));
      expect(rows[i].querySelector('time')?.getAttribute('datetime')).toBe(station.firstAirAt);
      expect(rows[i].textContent?.includes('最速')).toBe(station.id === fastest.id);
    });
    expect(within(section).getByRole('link', { name: '放送・配信情報をくわしく見る' }).getAttribute('href')).toBe('/onair/');
  });

  it('links into every section of the site', async () => {
    const { page } = renderStatic(<HomePage {...await loadProps(getStaticProps)} />);
    const contents = page.getByRole('region', { name: 'コンテンツ' });
    const hrefs = within(contents).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(getShellProps(siteContext()).menu.map((item) => item.path));
    expect(hrefs).toEqual(expect.arrayContaining(SHAPE.flatMap((e) => (e.kind === 'section' ? [e.path] : []))));
  });

  it('shows the PV block as a plain link to the video when a PV id is set, and leaves it out otherwise', async () => {
    const props = await loadProps(getStaticProps);
    const without = renderStatic(<HomePage {...props} pv={null} />);
    expect(without.page.queryByRole('region', { name: 'PV' })).toBeNull();

    const withPv = renderStatic(<HomePage {...props} pv={{ youtubeId: 'dQw4w9WgXcQ', poster: KEY_VISUAL_IMAGE }} />);
    const pv = withPv.page.getByRole('region', { name: 'PV' });
    expect(within(pv).getByRole('link', { name: /YouTubeでPVを見る/ }).getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(pv.querySelector('iframe')).toBeNull();
  });
});
