/** @jest-environment node */
import { within } from '@testing-library/dom';
import DiscVolumePage, { getStaticPaths, getStaticProps } from '../../pages/disc/[volume]';
import { createContentContext } from '../../lib/content/context';
import { getDiscs } from '../../lib/sections/disc/content';
import { renderStatic } from '../helpers/renderStatic';
import { loadPaths, loadProps, staticProps } from '../helpers/pageProps';
import { isSectionOn } from '../../lib/sections/shape';

// A series with DISC off has no discs.yaml and no DISC page (__tests__/pages/shell.test.tsx checks that).
const on = isSectionOn('disc');
const { volumes, storeBonuses } = on ? getDiscs(createContentContext()) : { volumes: [], storeBonuses: [] };

/** The bonuses that come with a volume: those for every volume and those that name it. */
const bonusesOf = (id: string) => storeBonuses.filter((b) => b.volumes === 'all' || b.volumes.includes(id));

(on ? describe : describe.skip)(on ? '/disc/[volume]/' : '/disc/[volume]/ — skipped: DISC is off in content/site.json', () => {
  it('has a page per volume', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(paths).toEqual(volumes.map((v) => ({ params: { volume: v.id } })));
    expect(fallback).toBe(false);
  });

  it('is not found for an unknown volume', async () => {
    expect(await staticProps(getStaticProps, { volume: 'no-such-volume' })).toEqual({ notFound: true });
  });

  it.each(volumes.map((v) => [v.id]))('%s shows only the store bonuses that come with it', async (id) => {
    const props = await loadProps(getStaticProps, { volume: id });
    expect(props.storeBonuses.map((b) => b.item)).toEqual(bonusesOf(id).map((b) => b.item));
  });

  it.each(volumes.map((v, i) => [v.id, i] as const))('renders %s, its bonus table and links to the neighbours', async (id, i) => {
    const volume = volumes[i];
    const { page } = renderStatic(<DiscVolumePage {...await loadProps(getStaticProps, { volume: id })} />);
    // The section is named after the formats on sale, whatever they are.
    const formats = new Set(volumes.flatMap((v) => v.formats.map((f) => f.format)));
    const section = [formats.has('Blu-ray') && 'ブルーレイ', formats.has('DVD') && 'DVD'].filter(Boolean).join('・');
    expect(page.getByRole('heading', { level: 1, name: `${section} ${volume.label}` })).toBeTruthy();
    expect(page.getByRole('article', { name: volume.title })).toBeTruthy();
    expect(page.queryAllByRole('table', { name: `${volume.label} 店舗別購入特典` })).toHaveLength(bonusesOf(id).length > 0 ? 1 : 0);
    const pager = page.getByRole('navigation', { name: 'ほかの巻' });
    const hrefs = [volumes[i - 1] && `/disc/${volumes[i - 1].id}/`, '/disc/', volumes[i + 1] && `/disc/${volumes[i + 1].id}/`].filter(Boolean);
    expect(within(pager).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(hrefs);
  });
});
