/** @jest-environment node */
import { parse, stringify } from 'yaml';
import fs from 'node:fs';
import path from 'node:path';
import { getMusic } from './content';
import { inLang } from '../../content/context';
import { ContentError, formatIssue } from '../../content/errors';
import { type TempContent, makeTempContent } from '../../content/__fixtures__/tempContent';
import { en } from '../../i18n/en';

type Item = Record<string, unknown> & { id: string; editions: Array<Record<string, unknown>>; tracks: Array<Record<string, unknown>> };

/** The fixture's music.yaml with a second release, and its translation as the editor writes it: the whole list, copied. */
function withTranslation(t: TempContent, translate: (items: Item[]) => Item[]): void {
  const file = path.join(t.ctx.contentDir, 'music.yaml');
  const original = parse(fs.readFileSync(file, 'utf8')) as { music: Item[] };
  const second = { ...structuredClone(original.music[0]!), id: 'ed', kind: 'エンディングテーマ', editions: [{ name: '通常盤', code: 'TEST-0002', priceTaxIncluded: 1200 }] };
  original.music.push(second);
  fs.writeFileSync(file, stringify(original));
  t.write('music.en.yaml', stringify({ music: translate(structuredClone(original.music)) }));
}

const english = (item: Item): Item => ({
  ...item,
  title: 'Theme',
  description: 'An English description.',
  editions: item.editions.map((e) => ({ ...e, name: 'Regular Edition' })),
  tracks: item.tracks.map((track) => ({ ...track, title: 'Theme', note: 'TV size' })),
});

describe('music in English (music.en.yaml)', () => {
  let t: TempContent;
  beforeEach(() => {
    t = makeTempContent();
  });
  afterEach(() => t.cleanup());

  it('lists the translated releases only, in the original order, with their translated fields', () => {
    withTranslation(t, (items) => items.map((item, i) => (i === 0 ? english(item) : item)).filter((_, i) => i === 0));
    const releases = getMusic(inLang(t.ctx, 'en'));
    const originals = getMusic(t.ctx);
    expect(releases.map((r) => r.id)).toEqual([originals[0]!.id]);
    expect(releases[0]).toMatchObject({ title: 'Theme', description: 'An English description.', editions: [{ name: 'Regular Edition' }], tracks: [{ title: 'Theme', note: 'TV size' }] });
  });

  it('takes prices, dates and codes from the original whatever the translation says', () => {
    withTranslation(t, (items) => items.map((item) => ({ ...english(item), releaseDate: '2099-01-01', editions: item.editions.map((e) => ({ ...e, name: 'X', priceTaxIncluded: 1 })) })));
    const [original] = getMusic(t.ctx);
    const [release] = getMusic(inLang(t.ctx, 'en'));
    expect(release).toMatchObject({ releaseDate: original!.releaseDate, editions: original!.editions.map((e) => ({ ...e, name: 'X' })) });
  });

  it('matches releases by id, not by place', () => {
    withTranslation(t, (items) => [english(items[1]!)]);
    expect(getMusic(inLang(t.ctx, 'en')).map((r) => [r.id, r.title])).toEqual([['ed', 'Theme']]);
  });

  it('shows no Japanese description as English, and names credits in English', () => {
    withTranslation(t, (items) => items.map((item) => ({ ...item, title: 'Theme', credits: { lyrics: 'A' }, description: undefined })).map((item) => JSON.parse(JSON.stringify(item)) as Item));
    t.setYaml('music.yaml', ['music', 0, 'description'], '日本語の紹介');
    t.setYaml('music.yaml', ['music', 0, 'credits'], { lyrics: '作詞家' });
    const [release] = getMusic(inLang(t.ctx, 'en'));
    expect(release!.description).toBeUndefined();
    expect(release!.credits).toEqual([{ role: en.music.credits.lyrics, name: '作詞家' }]);
  });

  it('takes each link’s label by its URL, and marks one the translation leaves out as the original’s', () => {
    const links = { streaming: [{ label: 'うみねこ配信', url: 'https://example.com/a' }, { label: 'なみ配信', url: 'https://example.com/b' }], purchase: [{ label: '店舗', url: 'https://example.com/c' }] };
    t.setYaml('music.yaml', ['music', 0, 'links'], links);
    // In another order, one left out, the other list not given.
    withTranslation(t, (items) => items.map((item) => ({ ...english(item), links: { streaming: [{ label: 'Wave', url: 'https://example.com/b' }] } })));
    const [release] = getMusic(inLang(t.ctx, 'en'));
    expect(release!.links).toEqual({
      streaming: [{ label: 'うみねこ配信', url: 'https://example.com/a', lang: 'ja' }, { label: 'Wave', url: 'https://example.com/b' }],
      purchase: [{ label: '店舗', url: 'https://example.com/c', lang: 'ja' }],
    });
    expect(getMusic(t.ctx)[0]!.links).toEqual(links);
  });

  it('leaves the Japanese releases as they are', () => {
    const before = getMusic(t.ctx);
    t.write('music.en.yaml', stringify({ music: before.map((r) => ({ ...r, title: 'X' })) }));
    expect(getMusic(t.ctx).map((r) => r.title)).toEqual(before.map((r) => r.title));
  });

  it('refuses a field the schema does not know, naming the translation', () => {
    withTranslation(t, (items) => items.map((item) => ({ ...english(item), subtitle: 'x' })));
    let error: unknown;
    try {
      getMusic(inLang(t.ctx, 'en'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues.map(formatIssue).join('\n')).toMatch(/music\.en\.yaml.*subtitle/);
  });
});
