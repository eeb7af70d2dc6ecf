/** @jest-environment node */
import { within } from '@testing-library/dom';
import MusicPage, { getStaticProps } from '../../pages/music';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';

describe('/music/', () => {
  it('loads the four releases from content/', async () => {
    const { releases } = await loadProps(getStaticProps);
    expect(releases.map((r) => r.id)).toEqual(['op', 'ed', 'insert', 'album']);
  });

  it('has an index linking to an article for each release', async () => {
    const { page, document } = renderStatic(<MusicPage {...await loadProps(getStaticProps)} />);
    const index = page.getByRole('navigation', { name: 'リリース一覧' });
    const hrefs = within(index).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#op', '#ed', '#insert', '#album']);
    for (const href of hrefs) {
      expect(document.querySelector(`article${href}`)).not.toBeNull();
    }
    const labels = within(index).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['OP主題歌ソライロ・シグナル', 'ED主題歌潮騒のあとで', '挿入歌防波堤ブルース', 'アルバムBlue Horizon']);
  });

  it('shows the OP with credits, date, editions, tracks and links', async () => {
    const { page } = renderStatic(<MusicPage {...await loadProps(getStaticProps)} />);
    const op = page.getByRole('article', { name: 'ソライロ・シグナル' });
    expect(within(op).getByText('作詞').nextElementSibling?.textContent).toBe('波多野あさひ');
    const time = within(op).getByText('2026.10.28（水）');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-10-28T00:00:00+09:00');
    const table = within(op).getByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      '初回限定盤（CD+Blu-ray）SRAE-0001' + '2,750円（税込）',
      '通常盤（CD）SRAE-0002' + '1,430円（税込）',
    ]);
    const tracks = within(op).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(tracks.map((li) => li.textContent)).toContain('ソライロ・シグナル （TV size）');
    const external = within(op).getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(external.length).toBeGreaterThanOrEqual(3);
    for (const a of external) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.textContent).toContain('（新しいタブで開きます）');
    }
  });

  it('prints every price with 税込', async () => {
    const { document } = renderStatic(<MusicPage {...await loadProps(getStaticProps)} />);
    const prices = [...document.querySelectorAll('td')].map((td) => td.textContent ?? '').filter((t) => t.includes('円'));
    expect(prices.length).toBe(7);
    for (const price of prices) expect(price).toMatch(/^[\d,]+円（税込）$/);
  });
});
