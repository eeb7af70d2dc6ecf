/** @jest-environment node */
import { checkContent } from '../../content/check';
import { getDiscs } from './content';
import { formatIssue } from '../../content/errors';
import { makeTempContent } from '../../content/__fixtures__/tempContent';
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { inLang } from '../../content/context';
import { en } from '../../i18n/en';

describe('store bonuses for every volume', () => {
  it.each([
    ['all', 'all'],
    ['a list holding all alone (as the browser editor writes it)', ['all']],
  ])('%s means every volume', (_how, volumes) => {
    const t = makeTempContent();
    try {
      t.setYaml('discs.yaml', ['storeBonuses', 0, 'volumes'], volumes);
      expect(checkContent(t.ctx).map(formatIssue)).toEqual([]);
      expect(getDiscs(t.ctx).storeBonuses[0]).toMatchObject({ volumes: 'all', volumesLabel: '全巻' });
    } finally {
      t.cleanup();
    }
  });

  it('refuses all next to volume ids', () => {
    const t = makeTempContent();
    try {
      t.setYaml('discs.yaml', ['storeBonuses', 0, 'volumes'], ['all', 'vol1']);
      expect(checkContent(t.ctx).map(formatIssue).join('\n')).toMatch(/対象の巻（volumes）1番目」: volumes にある巻の id（すべての巻なら volumes: all）を書いてください。書かれている値: "all"/);
    } finally {
      t.cleanup();
    }
  });
});

describe('discs in English (discs.en.yaml)', () => {
  let t: ReturnType<typeof makeTempContent>;
  beforeEach(() => {
    t = makeTempContent();
  });
  afterEach(() => t.cleanup());

  type Volume = Record<string, unknown> & { id: string; jacket: { src: string; alt: string } };
  type File = { volumes: Volume[]; storeBonuses: Array<Record<string, unknown>>; stores: unknown[] };

  /** The fixture's discs.yaml with a second volume, and its translation as the editor writes it: whole, copied. */
  function withTranslation(translate: (file: File) => File): void {
    const file = path.join(t.ctx.contentDir, 'discs.yaml');
    const original = parse(fs.readFileSync(file, 'utf8')) as File;
    const first = original.volumes[0]!;
    original.volumes.push({ ...structuredClone(first), id: 'vol2', label: 'Vol.2', episodes: [], formats: [{ format: 'DVD', code: 'TEST-1999', priceTaxIncluded: 5000 }] });
    original.volumes[1]!.episodes = (first.episodes as number[]).splice(1);
    original.storeBonuses.push({ store: original.storeBonuses[0]!.store, item: '第2巻の特典', condition: '購入', volumes: ['vol2'] });
    fs.writeFileSync(file, stringify(original));
    t.write('discs.en.yaml', stringify(translate(structuredClone(original))));
  }

  const english = (v: Volume): Volume => ({ ...v, title: `Volume ${v.id}`, bonusItems: ['Booklet'], extras: ['Commentary'], jacket: { ...v.jacket, alt: 'Jacket' } });

  it('lists the translated volumes only, with their bonuses, and the translation’s notes', () => {
    withTranslation((file) => ({ ...file, volumes: [english(file.volumes[0]!)], storeBonuses: file.storeBonuses.map((b) => ({ ...b, item: 'Bonus', condition: 'With each volume' })), notes: ['A note.'] } as File));
    const discs = getDiscs(inLang(t.ctx, 'en'));
    expect(discs.volumes.map((v) => [v.id, v.title, v.bonusItems, v.extras, v.jacket.alt])).toEqual([['vol1', 'Volume vol1', ['Booklet'], ['Commentary'], 'Jacket']]);
    // The bonus of the untranslated volume goes with it; one for every volume says so in English.
    expect(discs.storeBonuses.map((b) => [b.item, b.condition, b.volumesLabel])).toEqual([['Bonus', 'With each volume', en.disc.allVolumes]]);
    expect(discs.notes).toEqual(['A note.']);
  });

  it('keeps formats, prices and dates of the original, and shows no Japanese notes', () => {
    withTranslation((file) => ({ ...file, volumes: file.volumes.map((v) => ({ ...english(v), releaseDate: '2099-01-01', formats: [{ format: 'DVD', code: 'TEST-9999', priceTaxIncluded: 1 }] })) }));
    const [original] = getDiscs(t.ctx).volumes;
    const [volume] = getDiscs(inLang(t.ctx, 'en')).volumes;
    expect(volume).toMatchObject({ releaseDate: original!.releaseDate, formats: original!.formats });
    expect(getDiscs(inLang(t.ctx, 'en')).notes).toEqual([]);
  });

  it('names each store as the translation does, by its id; one it leaves out keeps its name, marked as the original’s', () => {
    type Store = { id: string; name: string; url: string };
    withTranslation((file) => ({ ...file, stores: (file.stores as Store[]).slice(1).map((s) => ({ ...s, name: `Store ${s.id}` })).reverse() }));
    const originals = getDiscs(t.ctx).stores;
    const stores = getDiscs(inLang(t.ctx, 'en')).stores;
    expect(stores).toEqual(originals.map((s, i) => (i === 0 ? { ...s, lang: 'ja' } : { ...s, name: `Store ${s.id}` })));
    // A bonus's store is the same store, in the page's language.
    for (const bonus of getDiscs(inLang(t.ctx, 'en')).storeBonuses) expect(stores).toContainEqual(bonus.store);
    expect(getDiscs(t.ctx).stores).toEqual(originals);
  });

  it('refuses a field the schema does not know, naming the translation', () => {
    withTranslation((file) => ({ ...file, volumes: file.volumes.map((v) => ({ ...english(v), subtitle: 'x' })) }));
    expect(() => getDiscs(inLang(t.ctx, 'en'))).toThrow(/discs\.en\.yaml[\s\S]*subtitle/);
  });
});
