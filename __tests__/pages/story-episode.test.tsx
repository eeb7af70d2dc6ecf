/** @jest-environment node */
import { within } from '@testing-library/dom';
import EpisodePage, { getStaticPaths, getStaticProps } from '../../pages/story/[episode]';
import { createContentContext } from '../../lib/content/context';
import { getOnAir } from '../../lib/sections/onair/content';
import { getEpisode, getEpisodes } from '../../lib/sections/story/content';
import { getWorks } from '../../lib/content/works';
import { formatBroadcastDateTime } from '../../lib/format';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadPaths, loadProps, minutesAfter, staticProps } from '../helpers/pageProps';

const episodes = getEpisodes(createContentContext());
const last = episodes[episodes.length - 1];
const { fastest } = getOnAir(createContentContext());

/** An instant `minutes` after (or before) an episode's broadcast, as a build time. */
/** Built a day after the last episode aired: every episode has aired. */
const AFTER_THE_RUN = minutesAfter(last.airsAt, 24 * 60);

/** An episode page's props, built at `now`. */
const episodeProps = async (slug: string, now = AFTER_THE_RUN) => {
  const props = await atBuildTime(now, () => loadProps(getStaticProps, { episode: slug }));
  // The segment is an episode of the first work here, never a work's own page.
  if (!('episode' in props)) throw new Error(`/story/${slug}/ is not an episode page`);
  return props;
};
/** An episode as the loaders give it at `now`: its synopsis and stills only once revealed. */
const episodeAt = (number: number, now: string) => getEpisode(number, createContentContext(undefined, { buildInstant: now }));

describe('/story/[episode]/ (an episode of the first work)', () => {
  it('has a two-digit path for each episode (then each work’s own page, with several works), and no fallback', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(fallback).toBe(false);
    const works = getWorks(createContentContext());
    expect(paths).toEqual([
      ...episodes.map((_, i) => ({ params: { episode: String(i + 1).padStart(2, '0') } })),
      ...(works.length > 1 ? works.map((w) => ({ params: { episode: w.id } })) : []),
    ]);
  });

  it('is not found for a number that is not a page', async () => {
    for (const episode of ['1', String(episodes.length + 1).padStart(2, '0'), '00', 'abc']) {
      expect(await staticProps(getStaticProps, { episode })).toEqual({ notFound: true });
    }
  });

  it.each(episodes.map((e) => [e.slug, e.number] as const))('renders episode %s: title, synopsis, stills with alt, credits and neighbours', async (slug, number) => {
    // Its reveal is normally its broadcast, but a file may put it later (revealAt): then it is not out yet.
    const episode = episodeAt(number, AFTER_THE_RUN);
    const props = await episodeProps(slug);
    const { page, document } = renderStatic(<EpisodePage {...props} />);
    expect(page.getByRole('heading', { level: 1, name: `第${number}話「${episode?.title}」` })).toBeTruthy();
    const synopsis = page.getByRole('region', { name: 'あらすじ' });
    if (episode?.bodyHtml.trim()) {
      const body = document.createElement('div');
      body.innerHTML = episode.bodyHtml;
      expect(synopsis.textContent).toContain(body.textContent?.trim());
    } else {
      expect(synopsis.textContent).toContain(episode?.revealed ? 'あらすじは準備中です。' : 'に公開します。');
    }

    const stills = page.queryByRole('list', { name: `第${number}話の場面カット` });
    const alts = stills ? within(stills).getAllByRole('img').map((img) => img.getAttribute('alt')) : [];
    // In the static HTML a lazy still is there twice (its placeholder and a <noscript> copy), so compare unique alts.
    expect([...new Set(alts)]).toEqual(episode?.stills.map((s) => s.alt));

    const credits = page.getByRole('region', { name: 'スタッフ' });
    expect(within(credits).getAllByRole('term').map((dt) => dt.textContent)).toEqual(episode?.credits.map((c) => c.role));
    expect(within(credits).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(episode?.credits.flatMap((c) => c.names));

    const pager = page.getByRole('navigation', { name: '前後のエピソード' });
    expect(within(pager).queryByRole('link', { name: /前の話/ })?.getAttribute('href') ?? null).toBe(episode?.prev ? `/story/${episode.prev.slug}/` : null);
    expect(within(pager).queryByRole('link', { name: /次の話/ })?.getAttribute('href') ?? null).toBe(episode?.next ? `/story/${episode.next.slug}/` : null);
    expect(page.queryByText('放送前')).toBeNull();
  });

  it('marks the last episode 「放送前」 before it airs, with its date and time in 30-hour notation', async () => {
    const { page } = renderStatic(<EpisodePage {...await episodeProps(last.slug, minutesAfter(last.airsAt, -1))} />);
    expect(page.getByText('放送前')).toBeTruthy();
    // The same words before and after the broadcast (the badge says which), so the line never reflows.
    expect(page.getByText(`${fastest.name}ほかにて放送`)).toBeTruthy();
    const date = page.getByText(formatBroadcastDateTime(last.airDate, fastest.time));
    expect(date.getAttribute('datetime')).toBe(last.airsAt);
  });

  it('has no synopsis and no stills in the props or the page of an episode built a minute before its reveal', async () => {
    const allOut = createContentContext(undefined, { buildInstant: '9999-12-31T00:00:00+09:00' });
    // An episode with stills once it is out (else the first): what must not be in a build before its reveal.
    const episode = episodes.find((e) => (getEpisode(e.number, allOut)?.stills.length ?? 0) > 0) ?? episodes[0];
    const props = await episodeProps(episode.slug, minutesAfter(episode.revealAt, -1));
    expect(props.episode).toMatchObject({ revealed: false, stills: [], summary: '', bodyHtml: '' });
    const { page } = renderStatic(<EpisodePage {...props} />);
    expect(page.queryByRole('list', { name: `第${episode.number}話の場面カット` })).toBeNull();
    expect(page.getByRole('region', { name: 'あらすじ' }).textContent).toMatch(/あらすじは.+に公開します。/);
    // From that minute on, it is out.
    const out = await episodeProps(episode.slug, episode.revealAt);
    expect(out.episode.revealed).toBe(true);
    expect(out.episode.stills).toEqual(getEpisode(episode.number, allOut)?.stills);
  });

  it('is no longer 「放送前」 but 「最新話」 from the minute it airs', async () => {
    const { page } = renderStatic(<EpisodePage {...await episodeProps(last.slug, last.airsAt)} />);
    expect(page.queryByText('放送前')).toBeNull();
    expect(page.getByText('最新話')).toBeTruthy();
  });
});
