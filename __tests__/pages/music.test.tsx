/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
import YAML from 'yaml';
import MusicPage, { getStaticProps } from '../../pages/music';
import { createContentContext } from '../../lib/content/context';
import { getMusic } from '../../lib/sections/music/content';
import { formatDateJa, formatYen, toDateTimeAttr } from '../../lib/format';
import { type MusicKind, musicKindLabel } from '../../lib/sections/music/kinds';
import { renderStatic } from '../helpers/renderStatic';
import { withContentCopy } from '../helpers/contentCopy';
import { loadProps } from '../helpers/pageProps';

const releases = getMusic(createContentContext());

describe('/music/', () => {
  it('loads every release of content/', async () => {
    expect((await loadProps(getStaticProps)).releases).toEqual(releases);
  });

  it('has an index linking to an article for each release', async () => {
    const { page, document } = renderStatic(<MusicPage {...await loadProps(getStaticProps)} />);
    const index = page.getByRole('navigation', { name: 'リリース一覧' });
    const links = within(index).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(releases.map((r) => `#${r.id}`));
    for (const r of releases) expect(document.querySelector(`article#${r.id}`)).not.toBeNull();
    expect(links.map((a) => a.textContent)).toEqual(releases.map((r) => `${musicKindLabel(r.kind)}${r.title}`));
  });

  it.each(releases.map((r) => [r.id, r] as const))('shows %s with credits, date, editions, tracks and links', async (_, release) => {
    const { page } = renderStatic(<MusicPage {...await loadProps(getStaticProps)} />);
    const article = page.getByRole('article', { name: release.title });
    for (const credit of release.credits) expect(within(article).getByText(credit.role).nextElementSibling?.textContent).toBe(credit.name);
    const time = within(article).getByText(formatDateJa(release.releaseDate));
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(toDateTimeAttr(release.releaseDate));
    const table = within(article).getByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(
      release.editions.map((e) => `${e.name}${e.code}${formatYen(e.priceTaxIncluded)}`),
    );
    const tracks = within(article).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(tracks.map((li) => li.textContent)).toEqual(release.tracks.map((t) => (t.note ? `${t.title} （${t.note}）` : t.title)));
    expect(tracks.map((li) => li.getAttribute('value'))).toEqual(release.tracks.map((t) => String(t.no)));
    const external = within(article).queryAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(external.map((a) => a.getAttribute('href'))).toEqual([...release.links.streaming, ...release.links.purchase].map((l) => l.url));
    for (const a of external) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.textContent).toContain('（新しいタブで開きます）');
    }
  });

  it('prints every price with 税込', async () => {
    const { document } = renderStatic(<MusicPage {...await loadProps(getStaticProps)} />);
    const prices = [...document.querySelectorAll('td')].map((td) => td.textContent ?? '').filter((t) => t.includes('円'));
    expect(prices).toHaveLength(releases.flatMap((r) => r.editions).length);
    for (const price of prices) expect(price).toMatch(/^[\d,]+円（税込）$/);
  });
});

/** The words a lead uses for each kind of release. */
const KIND_WORDS: Record<MusicKind, string> = {
  オープニングテーマ: 'オープニング',
  エンディングテーマ: 'エンディング',
  挿入歌: '挿入歌',
  アルバム: 'アルバム',
};

/** The page's lead, under its heading. */
async function lead(): Promise<string> {
  const { document } = renderStatic(<MusicPage {...await loadProps(getStaticProps)} />);
  return document.querySelector('header h1 + div')?.textContent ?? '';
}

describe('/music/ lead', () => {
  it('names the kinds of release content holds, and no other', async () => {
    const kinds = new Set(releases.map((r) => r.kind));
    const text = await lead();
    expect(text).not.toBe('');
    for (const [kind, word] of Object.entries(KIND_WORDS)) expect([word, text.includes(word)]).toEqual([word, kinds.has(kind as MusicKind)]);
  });

  describe('of a series with one kind of release', () => {
    const only = releases[0]?.kind;
    withContentCopy((dir) => {
      const file = path.join(dir, 'music.yaml');
      const doc = YAML.parse(fs.readFileSync(file, 'utf8'));
      doc.music = doc.music.filter((r: { kind: string }) => r.kind === only);
      fs.writeFileSync(file, YAML.stringify(doc));
    });

    it('names that kind alone', async () => {
      const text = await lead();
      expect(text).not.toBe('');
      for (const [kind, word] of Object.entries(KIND_WORDS)) expect([word, text.includes(word)]).toEqual([word, kind === only]);
    });
  });
});
