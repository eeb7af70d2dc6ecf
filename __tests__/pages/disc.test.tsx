/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
import YAML from 'yaml';
import DiscPage, { getStaticProps } from '../../pages/disc/index';
import { createContentContext } from '../../lib/content/context';
import { getDiscs } from '../../lib/sections/disc/content';
import { getEpisodes } from '../../lib/sections/story/content';
import { groupBonusesByStore } from '../../lib/sections/disc/volumes';
import { formatDateJa, formatYen, toDateTimeAttr } from '../../lib/format';
import { withContentCopy } from '../helpers/contentCopy';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';
import { isSectionOn } from '../../lib/sections/shape';

// A series with DISC off has no discs.yaml and no DISC page (__tests__/pages/shell.test.tsx checks that).
const on = isSectionOn('disc');
const { volumes, storeBonuses } = on ? getDiscs(createContentContext()) : { volumes: [], storeBonuses: [] };
const episodes = getEpisodes(createContentContext());

(on ? describe : describe.skip)(on ? '/disc/' : '/disc/ — skipped: DISC is off in content/site.json', () => {
  it('loads every volume with the titles of its episodes', async () => {
    const { entries } = await loadProps(getStaticProps);
    expect(entries.map((e) => e.volume.id)).toEqual(volumes.map((v) => v.id));
    entries.forEach(({ volume, episodes: onVolume }) => {
      expect(onVolume.map((e) => e.title)).toEqual(volume.episodes.map((n) => episodes.find((e) => e.number === n)?.title));
      expect(onVolume.map((e) => e.slug)).toEqual(volume.episodes.map((n) => String(n).padStart(2, '0')));
    });
  });

  it.each(volumes.map((v) => [v.id, v] as const))('shows %s with its date, episodes, formats, bonuses and a link to its own page', async (_, volume) => {
    const { page } = renderStatic(<DiscPage {...await loadProps(getStaticProps)} />);
    const article = page.getByRole('article', { name: volume.title });
    const time = within(article).getByText(formatDateJa(volume.releaseDate));
    expect(time.getAttribute('datetime')).toBe(toDateTimeAttr(volume.releaseDate));
    for (const n of volume.episodes) {
      const episode = episodes.find((e) => e.number === n);
      const link = within(article).getByRole('link', { name: new RegExp(`^#${episode?.slug}\\s*${episode?.title}$`) });
      expect(link.getAttribute('href')).toBe(`/story/${episode?.slug}/`);
    }
    const formats = within(article).getByRole('table');
    expect(within(formats).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(
      volume.formats.map((f) => `${f.format}${f.code}${formatYen(f.priceTaxIncluded)}`),
    );
    for (const [heading, items] of [['封入特典', volume.bonusItems], ['映像特典', volume.extras]] as const) {
      expect(within(article).queryAllByRole('heading', { name: heading })).toHaveLength(items.length > 0 ? 1 : 0);
      for (const item of items) expect(within(article).getByText(item)).toBeTruthy();
    }
    expect(within(article).getByRole('link', { name: `${volume.label}の詳細・店舗別特典` }).getAttribute('href')).toBe(`/disc/${volume.id}/`);
  });

  it('has a store-bonus table with caption and scoped headers, a row group per store', async () => {
    const { page } = renderStatic(<DiscPage {...await loadProps(getStaticProps)} />);
    const table = page.getByRole('table', { name: '店舗別購入特典' });
    expect(table.querySelector('caption')?.textContent).toBe('店舗別購入特典');
    for (const th of within(table).getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
    const stores = within(table).getAllByRole('rowheader').map((th) => th.textContent?.replace('（新しいタブで開きます）', ''));
    expect(stores).toEqual(groupBonusesByStore(storeBonuses).map((g) => g.store.name));
    for (const bonus of storeBonuses) {
      const row = within(table).getAllByText(bonus.item).find((cell) => cell.nextElementSibling?.textContent === bonus.volumesLabel);
      expect(row?.nextElementSibling?.nextElementSibling?.textContent).toBe(bonus.condition);
    }
  });

  it('prints every price with 税込', async () => {
    const { document } = renderStatic(<DiscPage {...await loadProps(getStaticProps)} />);
    const prices = [...document.querySelectorAll('td')].map((td) => td.textContent ?? '').filter((t) => /\d円/.test(t));
    expect(prices).toHaveLength(volumes.flatMap((v) => v.formats).length);
    for (const price of prices) expect(price).toMatch(/^[\d,]+円（税込）$/);
  });
});

/** The page's heading and the lead under it. */
async function headingAndLead(): Promise<[string, string]> {
  const { document } = renderStatic(<DiscPage {...await loadProps(getStaticProps)} />);
  return [document.querySelector('header h1')?.textContent ?? '', document.querySelector('header h1 + div')?.textContent ?? ''];
}

(on ? describe : describe.skip)('/disc/ heading and lead', () => {
  it('name the formats on sale and the number of volumes content holds', async () => {
    const [heading, lead] = await headingAndLead();
    const formats = new Set(volumes.flatMap((v) => v.formats.map((f) => f.format)));
    expect(heading.includes('ブルーレイ')).toBe(formats.has('Blu-ray'));
    expect(heading.includes('DVD')).toBe(formats.has('DVD'));
    expect(lead.includes('Blu-ray')).toBe(formats.has('Blu-ray'));
    expect(lead.includes('DVD')).toBe(formats.has('DVD'));
    expect(lead.includes(`全${volumes.length}巻`)).toBe(volumes.length > 1);
  });

  describe('of a series with one volume, on Blu-ray only', () => {
    withContentCopy((dir) => {
      const file = path.join(dir, 'discs.yaml');
      const doc = YAML.parse(fs.readFileSync(file, 'utf8'));
      const [first] = doc.volumes;
      first.formats = first.formats.filter((f: { format: string }) => f.format === 'Blu-ray').slice(0, 1);
      if (first.formats.length === 0) first.formats = [{ format: 'Blu-ray', code: 'TEST-0001', priceTaxIncluded: 8800 }];
      doc.volumes = [first];
      doc.storeBonuses = doc.storeBonuses.filter((b: { volumes: string | string[] }) => b.volumes === 'all' || b.volumes.includes(first.id));
      doc.storeBonuses.forEach((b: { volumes: string | string[] }) => (b.volumes = b.volumes === 'all' ? 'all' : [first.id]));
      fs.writeFileSync(file, YAML.stringify(doc));
    });

    it('says Blu-ray and neither DVD nor a volume count', async () => {
      const [heading, lead] = await headingAndLead();
      expect(heading).toBe('ブルーレイ');
      expect(lead).toBe('Blu-rayの発売情報と、店舗別購入特典のご案内です。');
    });
  });
});
