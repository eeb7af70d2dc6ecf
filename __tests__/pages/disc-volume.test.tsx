/** @jest-environment node */
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type { GetStaticPathsContext, GetStaticPropsContext } from 'next';
import { renderToStaticMarkup } from 'react-dom/server';
import DiscVolumePage, { getStaticPaths, getStaticProps } from '../../pages/disc/[volume]';

/** The page as the static export serves it (server HTML, no JavaScript), queried like Testing Library. */
function renderStatic(element: React.ReactElement) {
  const { window } = new JSDOM(`<!doctype html><html lang="ja"><body>${renderToStaticMarkup(element)}</body></html>`);
  return within(window.document.body);
}

async function loadProps(volume: string) {
  const result = await getStaticProps({ params: { volume } } as GetStaticPropsContext<{ volume: string }>);
  if (!('props' in result)) throw new Error(`expected props for ${volume}`);
  return result.props;
}

describe('/disc/[volume]/', () => {
  it('has a page per volume', async () => {
    const { paths, fallback } = await getStaticPaths({} as GetStaticPathsContext);
    expect(paths).toEqual(['vol1', 'vol2', 'vol3', 'vol4'].map((volume) => ({ params: { volume } })));
    expect(fallback).toBe(false);
  });

  it('is not found for an unknown volume', async () => {
    expect(await getStaticProps({ params: { volume: 'vol9' } } as GetStaticPropsContext<{ volume: string }>)).toEqual({
      notFound: true,
    });
  });

  it('shows only the store bonuses that come with the volume', async () => {
    const vol1 = await loadProps('vol1');
    const vol3 = await loadProps('vol3');
    expect(vol1.storeBonuses.map((b) => b.item)).toContain('メンバー缶バッジ（美咲・凪）');
    expect(vol1.storeBonuses.map((b) => b.item)).not.toContain('メンバー缶バッジ（奏・ひなた・蓮）');
    expect(vol3.storeBonuses.map((b) => b.item)).toContain('メンバー缶バッジ（奏・ひなた・蓮）');
  });

  it('renders the volume, its bonus table and links to the neighbours', async () => {
    const page = renderStatic(<DiscVolumePage {...await loadProps('vol2')} />);
    expect(page.getByRole('heading', { level: 1, name: 'ブルーレイ・DVD Vol.2' })).toBeTruthy();
    expect(page.getByRole('article', { name: 'そらいろアンサンブル Vol.2' })).toBeTruthy();
    expect(page.getByRole('table', { name: 'Vol.2 店舗別購入特典' })).toBeTruthy();
    const pager = page.getByRole('navigation', { name: 'ほかの巻' });
    expect(within(pager).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/disc/vol1/', '/disc/', '/disc/vol3/']);
  });
});
