/** @jest-environment node */
import { within } from '@testing-library/dom';
import DiscPage, { getStaticProps } from '../../pages/disc/index';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';

describe('/disc/', () => {
  it('loads four volumes with their episode titles', async () => {
    const { entries } = await loadProps(getStaticProps);
    expect(entries.map((e) => e.volume.id)).toEqual(['vol1', 'vol2', 'vol3', 'vol4']);
    expect(entries[0].episodes.map((e) => e.title)).toEqual(['はじまりの音', '波音ベースライン', '鍵盤とサイダー']);
    expect(entries[3].episodes.map((e) => e.slug)).toEqual(['10', '11', '12']);
  });

  it('shows each volume with date, episodes, formats, bonuses and a link to its own page', async () => {
    const { page } = renderStatic(<DiscPage {...await loadProps(getStaticProps)} />);
    const vol2 = page.getByRole('article', { name: 'そらいろアンサンブル Vol.2' });
    const time = within(vol2).getByText('2027.01.27（水）');
    expect(time.getAttribute('datetime')).toBe('2027-01-27T00:00:00+09:00');
    expect(within(vol2).getByRole('link', { name: /^#04\s*雨の日のリズム$/ }).getAttribute('href')).toBe('/story/04/');
    const formats = within(vol2).getByRole('table');
    expect(within(formats).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Blu-raySRXB-1002' + '16,500円（税込）',
      'DVDSRXD-1002' + '14,300円（税込）',
    ]);
    expect(within(vol2).getByRole('heading', { name: '封入特典' })).toBeTruthy();
    expect(within(vol2).getByText('ノンクレジットエンディング')).toBeTruthy();
    expect(within(vol2).getByRole('link', { name: 'Vol.2の詳細・店舗別特典' }).getAttribute('href')).toBe('/disc/vol2/');
  });

  it('has a store-bonus table with caption and scoped headers', async () => {
    const { page } = renderStatic(<DiscPage {...await loadProps(getStaticProps)} />);
    const table = page.getByRole('table', { name: '店舗別購入特典' });
    expect(table.querySelector('caption')?.textContent).toBe('店舗別購入特典');
    for (const th of within(table).getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
    const stores = within(table).getAllByRole('rowheader').map((th) => th.textContent?.replace('（新しいタブで開きます）', ''));
    expect(stores).toEqual([
      'アニメショップ うみねこ堂',
      'ほしぞらブックス',
      'なぎさミュージック',
      'ウェーブマート',
      'そらいろアンサンブル オフィシャルストア',
    ]);
    expect(within(table).getByText('メンバー缶バッジ（奏・ひなた・蓮）').nextElementSibling?.textContent).toBe('Vol.3・Vol.4');
  });

  it('prints every price with 税込', async () => {
    const { document } = renderStatic(<DiscPage {...await loadProps(getStaticProps)} />);
    const prices = [...document.querySelectorAll('td')].map((td) => td.textContent ?? '').filter((t) => /\d円/.test(t));
    expect(prices).toHaveLength(8);
    for (const price of prices) expect(price).toMatch(/^[\d,]+円（税込）$/);
  });
});
