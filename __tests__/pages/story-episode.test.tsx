/** @jest-environment node */
import { within } from '@testing-library/dom';
import EpisodePage, { getStaticPaths, getStaticProps } from '../../pages/story/[episode]';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadPaths, loadProps, staticProps } from '../helpers/pageProps';

/** An episode page's props, built on 2026-11-22 (episodes 9–12 not yet aired) unless `now` says otherwise. */
const episodeProps = (episode: string, now = '2026-11-22T12:00:00+09:00') => atBuildTime(now, () => loadProps(getStaticProps, { episode }));

describe('/story/[episode]/', () => {
  it('has a path for each of the 12 episodes, two-digit, and no fallback', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(fallback).toBe(false);
    expect(paths).toEqual(Array.from({ length: 12 }, (_, i) => ({ params: { episode: String(i + 1).padStart(2, '0') } })));
  });

  it('is not found for a number that is not a page', async () => {
    for (const episode of ['1', '13', '00', 'abc']) {
      const result = await staticProps(getStaticProps, { episode });
      expect(result).toEqual({ notFound: true });
    }
  });

  it('renders episode 1: title, synopsis, three stills with alt, credits and the next link', async () => {
    const props = await episodeProps('01');
    const { page } = renderStatic(<EpisodePage {...props} />);
    expect(page.getByRole('heading', { level: 1, name: '第1話「はじまりの音」' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: 'あらすじ' })).toBeTruthy();
    expect(page.getByText(/汐見高校2年生の朝凪美咲は/)).toBeTruthy();

    const stills = page.getByRole('list', { name: '第1話の場面カット' });
    const alts = within(stills).getAllByRole('img').map((img) => img.getAttribute('alt'));
    // In the static HTML a lazy still is there twice (its placeholder and a <noscript> copy), so compare unique alts.
    expect(props.episode.stills).toHaveLength(3);
    expect([...new Set(alts)]).toEqual(props.episode.stills.map((s) => s.alt));
    for (const alt of alts) expect(alt).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);

    const credits = page.getByRole('region', { name: 'スタッフ' });
    const terms = within(credits).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['脚本', '絵コンテ', '演出', '作画監督']);
    expect(within(credits).getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '朱鷺田 圭',
      '渚川 透',
      '渚川 透',
      '綿貫ほのか',
      '宮古 恵',
    ]);

    const pager = page.getByRole('navigation', { name: '前後のエピソード' });
    expect(within(pager).queryByRole('link', { name: /前の話/ })).toBeNull();
    expect(within(pager).getByRole('link', { name: /次の話/ }).getAttribute('href')).toBe('/story/02/');
    expect(page.queryByText('放送前')).toBeNull();
  });

  it('renders the last episode with a previous link only, marked 「放送前」 before it airs', async () => {
    const { page } = renderStatic(<EpisodePage {...await episodeProps('12')} />);
    expect(page.getByRole('heading', { level: 1, name: '第12話「そらいろアンサンブル」' })).toBeTruthy();
    const pager = page.getByRole('navigation', { name: '前後のエピソード' });
    expect(within(pager).getByRole('link', { name: /前の話/ }).getAttribute('href')).toBe('/story/11/');
    expect(within(pager).queryByRole('link', { name: /次の話/ })).toBeNull();
    expect(page.getByText('放送前')).toBeTruthy();
    const date = page.getByText('2026.12.19（土）25:30〜');
    expect(date.getAttribute('datetime')).toBe('2026-12-20T01:30:00+09:00');
  });

  it('is no longer 「放送前」 when built after the broadcast', async () => {
    const { page } = renderStatic(<EpisodePage {...await episodeProps('12', '2026-12-20T01:30:00+09:00')} />);
    expect(page.queryByText('放送前')).toBeNull();
    expect(page.getByText('最新話')).toBeTruthy();
  });
});
