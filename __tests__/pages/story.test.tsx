/** @jest-environment node */
import { within } from '@testing-library/dom';
import StoryPage, { getStaticProps } from '../../pages/story/index';
import { createContentContext } from '../../lib/content/context';
import { getEpisodes, getStoryIntro } from '../../lib/sections/story/content';
import { getOnAir } from '../../lib/sections/onair/content';
import { formatBroadcastDateTime } from '../../lib/format';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadProps, minutesAfter } from '../helpers/pageProps';
import { sectionLabels } from '../../lib/sections/shape';

const episodes = getEpisodes(createContentContext());
const intro = getStoryIntro(createContentContext());
const { fastest } = getOnAir(createContentContext());
/** The episode that is the latest at {@link BUILT}: the middle one. */
const middle = Math.floor((episodes.length - 1) / 2);
/** A minute after the middle episode starts. */
const BUILT = minutesAfter(episodes[middle].airsAt, 1);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('/story/', () => {
  it('loads the introduction and every episode from content/, with only the card data', async () => {
    const props = await atBuildTime(BUILT, () => loadProps(getStaticProps));
    expect(props.intro).toEqual(intro);
    // The first still of each episode revealed by the build instant; none of those revealed later.
    const asBuilt = getEpisodes(createContentContext(undefined, { buildInstant: BUILT }));
    expect(props.episodes).toEqual(
      asBuilt.map(({ number, slug, title, airsAt, revealAt, stills }) => ({ number, slug, title, airsAt, revealAt, stills: stills.slice(0, 1) })),
    );
    for (const e of props.episodes) if (Date.parse(e.revealAt) > Date.parse(BUILT)) expect(e.stills).toEqual([]);
    expect(props.siteInstant).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  });

  it('renders the introduction and a card linking to every episode page', async () => {
    const { page } = renderStatic(<StoryPage {...await atBuildTime(BUILT, () => loadProps(getStaticProps))} />);
    expect(page.getByRole('heading', { level: 1, name: sectionLabels('story').labelJa })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: new RegExp(intro.title) })).toBeTruthy();
    const list = page.getByRole('region', { name: /各話あらすじ/ });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(episodes.map((e) => `/story/${e.slug}/`));
    expect(links.map((a) => a.textContent)).toEqual(episodes.map((e) => `第${e.number}話 ${e.title}`));
    // A card has a thumbnail with Japanese alt text once its episode is revealed (and has stills), and its air date
    // as <time> always.
    // In the static HTML a lazy image is there twice (its placeholder and a <noscript> copy): unique alts per card.
    const thumbnails = within(list).getAllByRole('listitem').map((card) => [...new Set(within(card).queryAllByRole('img').map((img) => img.getAttribute('alt')))]);
    const asBuilt = getEpisodes(createContentContext(undefined, { buildInstant: BUILT }));
    expect(thumbnails).toEqual(asBuilt.map((e) => e.stills.slice(0, 1).map((s) => s.alt)));
    expect(thumbnails.flat().every((alt) => JAPANESE.test(alt ?? ''))).toBe(true);
    const times = [...list.querySelectorAll('time')];
    expect(times.map((t) => t.getAttribute('datetime'))).toEqual(episodes.map((e) => e.airsAt));
    expect(times.map((t) => t.textContent)).toEqual(episodes.map((e) => formatBroadcastDateTime(e.airDate, fastest.time)));
  });

  it('marks the episodes not aired at build time, and the latest one', async () => {
    const { page } = renderStatic(<StoryPage {...await atBuildTime(BUILT, () => loadProps(getStaticProps))} />);
    const items = within(page.getByRole('region', { name: /各話あらすじ/ })).getAllByRole('listitem');
    const badges = items.map((li) => (/放送前/.test(li.textContent ?? '') ? '放送前' : /最新話/.test(li.textContent ?? '') ? '最新話' : ''));
    expect(badges).toEqual(episodes.map((_, i) => (i < middle ? '' : i === middle ? '最新話' : '放送前')));
  });
});
