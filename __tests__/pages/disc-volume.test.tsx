/** @jest-environment node */
import { within } from '@testing-library/dom';
import DiscVolumePage, { getStaticPaths, getStaticProps } from '../../pages/disc/[volume]';
import { renderStatic } from '../helpers/renderStatic';
import { loadPaths, loadProps, staticProps } from '../helpers/pageProps';

describe('/disc/[volume]/', () => {
  it('has a page per volume', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(paths).toEqual(['vol1', 'vol2', 'vol3', 'vol4'].map((volume) => ({ params: { volume } })));
    expect(fallback).toBe(false);
  });

  it('is not found for an unknown volume', async () => {
    expect(await staticProps(getStaticProps, { volume: 'vol9' })).toEqual({
      notFound: true,
    });
  });

  it('shows only the store bonuses that come with the volume', async () => {
    const vol1 = await loadProps(getStaticProps, { volume: 'vol1' });
    const vol3 = await loadProps(getStaticProps, { volume: 'vol3' });
    expect(vol1.storeBonuses.map((b) => b.item)).toContain('メンバー缶バッジ（美咲・凪）');
    expect(vol1.storeBonuses.map((b) => b.item)).not.toContain('メンバー缶バッジ（奏・ひなた・蓮）');
    expect(vol3.storeBonuses.map((b) => b.item)).toContain('メンバー缶バッジ（奏・ひなた・蓮）');
  });

  it('renders the volume, its bonus table and links to the neighbours', async () => {
    const { page } = renderStatic(<DiscVolumePage {...await loadProps(getStaticProps, { volume: 'vol2' })} />);
    expect(page.getByRole('heading', { level: 1, name: 'ブルーレイ・DVD Vol.2' })).toBeTruthy();
    expect(page.getByRole('article', { name: 'そらいろアンサンブル Vol.2' })).toBeTruthy();
    expect(page.getByRole('table', { name: 'Vol.2 店舗別購入特典' })).toBeTruthy();
    const pager = page.getByRole('navigation', { name: 'ほかの巻' });
    expect(within(pager).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/disc/vol1/', '/disc/', '/disc/vol3/']);
  });
});
