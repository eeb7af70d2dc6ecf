/** @jest-environment node */
import { within } from '@testing-library/dom';
import StoryPage, { getStaticProps } from '../../pages/story/index';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadProps } from '../helpers/pageProps';

describe('/story/', () => {
  it('loads the introduction and all 12 episodes from content/, with only the card data', async () => {
    const props = await atBuildTime('', () => loadProps(getStaticProps));
    expect(props.intro.title).toBe('イントロダクション');
    expect(props.episodes.map((e) => e.slug)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(props.episodes[0]).toEqual({
      number: 1,
      slug: '01',
      title: 'はじまりの音',
      airsAt: '2026-10-04T01:30:00+09:00',
      stills: [{ src: '/images/story/ep01-1.png', alt: expect.any(String) }],
    });
    expect(props.builtAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  });

  it('renders the introduction and a card linking to every episode page', async () => {
    const { page } = renderStatic(<StoryPage {...await atBuildTime('2026-11-22T12:00:00+09:00', () => loadProps(getStaticProps))} />);
    expect(page.getByRole('heading', { level: 1, name: 'ストーリー' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: /イントロダクション/ })).toBeTruthy();
    const list = page.getByRole('region', { name: /各話あらすじ/ });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      Array.from({ length: 12 }, (_, i) => `/story/${String(i + 1).padStart(2, '0')}/`),
    );
    expect(links[0].textContent).toBe('第1話 はじまりの音');
    // Every card has a thumbnail with Japanese alt text and its air date as <time>.
    expect(within(list).getAllByRole('img').every((img) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(img.getAttribute('alt') ?? ''))).toBe(true);
    const times = list.querySelectorAll('time');
    expect(times).toHaveLength(12);
    expect(times[0].getAttribute('datetime')).toBe('2026-10-04T01:30:00+09:00');
    expect(times[0].textContent).toBe('2026.10.03（土）25:30〜');
  });

  it('marks the episodes not aired at build time', async () => {
    // 2026-11-22 12:00 JST: episode 8 (2026-11-21 25:30) has aired, 9–12 have not.
    const { page } = renderStatic(<StoryPage {...await atBuildTime('2026-11-22T12:00:00+09:00', () => loadProps(getStaticProps))} />);
    const items = within(page.getByRole('region', { name: /各話あらすじ/ })).getAllByRole('listitem');
    const badges = items.map((li) => (/放送前/.test(li.textContent ?? '') ? '放送前' : /最新話/.test(li.textContent ?? '') ? '最新話' : ''));
    expect(badges).toEqual(['', '', '', '', '', '', '', '最新話', '放送前', '放送前', '放送前', '放送前']);
  });
});
