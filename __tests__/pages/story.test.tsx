/** @jest-environment node */
import { within } from '@testing-library/dom';
import StoryPage, { getStaticProps } from '../../pages/story/index';
import { getEpisodes, getStoryIntro } from '../../lib/content/story';
import { getOnAir } from '../../lib/content/onair';
import { formatBroadcastDateTime, toJstIso } from '../../lib/format';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadProps } from '../helpers/pageProps';

const episodes = getEpisodes();
const intro = getStoryIntro();
const { fastest } = getOnAir();
/** The episode that is the latest at {@link BUILT}: the middle one. */
const middle = Math.floor((episodes.length - 1) / 2);
/** A minute after the middle episode starts. */
const BUILT = toJstIso(Date.parse(episodes[middle].airsAt) + 60_000);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('/story/', () => {
  it('loads the introduction and every episode from content/, with only the card data', async () => {
    const props = await atBuildTime('', () => loadProps(getStaticProps));
    expect(props.intro).toEqual(intro);
    expect(props.episodes).toEqual(episodes.map(({ number, slug, title, airsAt, stills }) => ({ number, slug, title, airsAt, stills: stills.slice(0, 1) })));
    expect(props.builtAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  });

  it('renders the introduction and a card linking to every episode page', async () => {
    const { page } = renderStatic(<StoryPage {...await atBuildTime(BUILT, () => loadProps(getStaticProps))} />);
    expect(page.getByRole('heading', { level: 1, name: 'ストーリー' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: new RegExp(intro.title) })).toBeTruthy();
    const list = page.getByRole('region', { name: /各話あらすじ/ });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(episodes.map((e) => `/story/${e.slug}/`));
    expect(links.map((a) => a.textContent)).toEqual(episodes.map((e) => `第${e.number}話 ${e.title}`));
    // Every card has a thumbnail with Japanese alt text and its air date as <time>.
    expect(within(list).getAllByRole('img').every((img) => JAPANESE.test(img.getAttribute('alt') ?? ''))).toBe(true);
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
