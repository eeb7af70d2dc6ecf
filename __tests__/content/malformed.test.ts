/** @jest-environment node */
import { checkContent } from '../../lib/content/check';
import { getDiscs } from '../../lib/content/discs';
import { formatIssue } from '../../lib/content/errors';
import { getAllNews, getNewsBySlug } from '../../lib/content/news';
import { getEpisodes } from '../../lib/content/story';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import site from '../../content/site.json';

type Breakage = (t: TempContent) => void;

/**
 * One row per rule: how to break valid content, then the file and field the problem must be reported for and
 * what the message must say.
 */
const cases: ReadonlyArray<[rule: string, breakIt: Breakage, file: string, field: string, message: RegExp]> = [
  ['bad date format', (t) => t.overlay('bad-date'), 'content/news/2026-10-01-pv.md', 'date', /^expected YYYY-MM-DD, got "10\/1"$/],
  [
    'impossible calendar date',
    (t) => t.setYaml('discs.yaml', ['volumes', 0, 'releaseDate'], '2026-02-30'),
    'content/discs.yaml',
    'volumes.0.releaseDate',
    /expected a real calendar date .*got "2026-02-30"/,
  ],
  [
    'unknown news category',
    (t) => t.overlay('unknown-category'),
    'content/news/2026-11-21-unknown-category.md',
    'category',
    /expected one of the categories in content\/settings\.yaml \(info, onair, event, goods, music\), got "anime"/,
  ],
  [
    'image that does not exist in public/',
    (t) => t.overlay('missing-image'),
    'content/news/2026-11-21-missing-image.md',
    'image',
    /expected an existing image, got "\/images\/news\/no-such-image\.png"/,
  ],
  [
    'still that does not exist in public/',
    (t) => t.setYaml('members.yaml', ['members', 2, 'images', 'main', 'src'], '/images/member/kanade-missing.png'),
    'content/members.yaml',
    'members.2.images.main.src',
    /expected an existing image, got "\/images\/member\/kanade-missing\.png"/,
  ],
  [
    'image used in a Markdown body that does not exist',
    (t) => t.overlay('body-image'),
    'content/news/2026-11-21-body-image.md',
    'body',
    /missing-in-body\.png/,
  ],
  [
    'episode number used twice',
    (t) => t.overlay('duplicate-episode'),
    'content/story/episodes/13.md',
    'number',
    /expected a unique episode number, got 1 which content\/story\/episodes\/01\.md already uses/,
  ],
  [
    'gap in episode numbers',
    (t) => t.remove('story/episodes/05.md'),
    'content/story/episodes/06.md',
    'number',
    /without gaps, got 6 but no episode 5/,
  ],
  [
    'cast entry naming a character that does not exist',
    (t) => t.setYaml('cast.yaml', ['cast', 0, 'character'], 'sakura'),
    'content/cast.yaml',
    'cast.0.character',
    /expected the id of a character in content\/members\.yaml .*got "sakura"/,
  ],
  [
    'duplicate member id (URL slug)',
    (t) => t.setYaml('members.yaml', ['members', 1, 'id'], 'misaki'),
    'content/members.yaml',
    'members.1.id',
    /expected a unique character id, got "misaki" which is already used at members\.0\.id/,
  ],
  [
    'duplicate station id',
    (t) => t.setYaml('onair.yaml', ['streaming', 0, 'id'], 'aozora-tv'),
    'content/onair.yaml',
    'streaming.0.id',
    /expected a unique id, got "aozora-tv"/,
  ],
  [
    'news file name that is not a URL slug',
    (t) => t.overlay('bad-slug'),
    'content/news/2026-11-21_Special.md',
    'slug',
    /lowercase letters, digits and hyphens.*got "2026-11-21_Special"/,
  ],
  [
    'store bonus naming an unknown store',
    (t) => t.setYaml('discs.yaml', ['storeBonuses', 0, 'store'], 'nowhere'),
    'content/discs.yaml',
    'storeBonuses.0.store',
    /expected a store id from stores \(.*uminekodo.*\), got "nowhere"/,
  ],
  [
    'store bonus naming an unknown volume',
    (t) => t.setYaml('discs.yaml', ['storeBonuses', 3, 'volumes', 0], 'vol9'),
    'content/discs.yaml',
    'storeBonuses.3.volumes.0',
    /got "vol9"/,
  ],
  [
    'disc volume with an episode that does not exist',
    (t) => t.setYaml('discs.yaml', ['volumes', 3, 'episodes', 2], 13),
    'content/discs.yaml',
    'volumes.3.episodes.2',
    /got 13/,
  ],
  [
    'non-integer price',
    (t) => t.setYaml('discs.yaml', ['volumes', 0, 'formats', 0, 'priceTaxIncluded'], 16500.5),
    'content/discs.yaml',
    'volumes.0.formats.0.priceTaxIncluded',
    /^expected a whole number of yen, tax included \(e\.g\. 8800\), got 16500\.5$/,
  ],
  [
    'price written as text',
    (t) => t.setYaml('music.yaml', ['music', 0, 'editions', 0, 'priceTaxIncluded'], '2,750円'),
    'content/music.yaml',
    'music.0.editions.0.priceTaxIncluded',
    /expected a whole number of yen.*got "2,750円"/,
  ],
  [
    'missing required field',
    (t) => t.overlay('missing-field'),
    'content/news/2026-11-21-no-title.md',
    'title',
    /^missing \(expected text\)$/,
  ],
  ['misspelt field', (t) => t.overlay('unknown-field'), 'content/news/2026-11-21-typo.md', 'imgae', /unknown field/],
  [
    'image without alt text',
    (t) => t.overlay('missing-alt'),
    'content/news/2026-11-21-no-alt.md',
    'imageAlt',
    /expected alt text because image is set/,
  ],
  [
    'weekday that does not match the first broadcast date',
    (t) => t.setYaml('onair.yaml', ['stations', 1, 'weekday'], '日'),
    'content/onair.yaml',
    'stations.1.weekday',
    /expected 土 \(the weekday of firstAirDate 2026-10-03\), got "日"/,
  ],
  [
    'two fastest stations',
    (t) => t.setYaml('onair.yaml', ['stations', 2, 'fastest'], true),
    'content/onair.yaml',
    'stations.2.fastest',
    /expected exactly one station with fastest: true, got 2/,
  ],
  [
    'time beyond 30-hour notation',
    (t) => t.setYaml('onair.yaml', ['stations', 0, 'time'], '30:15'),
    'content/onair.yaml',
    'stations.0.time',
    /30-hour notation.*got "30:15"/,
  ],
  [
    'member colour written as hex instead of a token',
    (t) => t.setYaml('members.yaml', ['members', 0, 'color'], '#0077C7'),
    'content/members.yaml',
    'members.0.color',
    /expected one of main, secondary, warning, danger, ink, got "#0077C7"/,
  ],
  [
    'javascript: URL',
    (t) => t.setYaml('music.yaml', ['music', 0, 'links', 'streaming', 0, 'url'], 'javascript:alert(1)'),
    'content/music.yaml',
    'music.0.links.streaming.0.url',
    /expected an https:\/\/ URL, got "javascript:alert\(1\)"/,
  ],
  [
    'YAML syntax error',
    (t) => t.write('staff.yaml', 'staff:\n  - role: 監督\n    names: [渚川 透\n'),
    'content/staff.yaml',
    '',
    /YAML syntax error/,
  ],
  [
    'site.json with a short name that is not a slug',
    (t) => t.write('site.json', JSON.stringify({ ...site, shortName: 'Sorairo Ensemble' }, null, 2)),
    'content/site.json',
    'shortName',
    /got "Sorairo Ensemble"/,
  ],
  [
    'file that no schema covers',
    (t) => t.write('trailer.yaml', 'url: https://example.com/\n'),
    'content/trailer.yaml',
    '',
    /no schema covers this one/,
  ],
];

describe('malformed content', () => {
  let baseline: TempContent;
  beforeAll(() => {
    baseline = makeTempContent();
  });
  afterAll(() => baseline.cleanup());

  it('the unbroken copy the fixtures start from is valid', () => {
    expect(checkContent(baseline.ctx).map(formatIssue)).toEqual([]);
  });

  it.each(cases)('%s is reported with its file and field', (_rule, breakIt, file, field, message) => {
    const t = makeTempContent();
    try {
      breakIt(t);
      const issues = checkContent(t.ctx);
      const reported = issues.filter((i) => i.file === file && i.field === field);
      // On failure Jest prints every problem that was reported, which shows what went wrong.
      expect(reported.length > 0 ? reported.map((i) => i.message) : issues.map(formatIssue)).toEqual(
        expect.arrayContaining([expect.stringMatching(message)]),
      );
      const prefix = field === '' ? `${file}: ` : `${file}: ${field}: `;
      expect(reported.map(formatIssue).every((line) => line.startsWith(prefix))).toBe(true);
    } finally {
      t.cleanup();
    }
  });
});

describe('the build fails with the same clear message', () => {
  it('a news loader called from getStaticProps throws naming file, field, expectation and line', () => {
    const t = makeTempContent();
    try {
      t.overlay('bad-date');
      expect(() => getAllNews(t.ctx)).toThrow(
        'content/news/2026-10-01-pv.md: date: expected YYYY-MM-DD, got "10/1" (line 3)',
      );
      expect(() => getNewsBySlug('2026-10-03-onair-start', t.ctx)).toThrow(/Invalid content \(1 problem\)/);
    } finally {
      t.cleanup();
    }
  });

  it('the disc loader throws for an unknown store', () => {
    const t = makeTempContent();
    try {
      t.setYaml('discs.yaml', ['storeBonuses', 0, 'store'], 'nowhere');
      expect(() => getDiscs(t.ctx)).toThrow(/content\/discs\.yaml: storeBonuses\.0\.store: .*got "nowhere" \(line \d+\)/);
    } finally {
      t.cleanup();
    }
  });

  it('a section that depends on a broken one still reports its own problems', () => {
    const t = makeTempContent();
    try {
      t.setYaml('onair.yaml', ['stations', 0, 'time'], '31:00');
      t.overlay('duplicate-episode');
      const message = (() => {
        try {
          getEpisodes(t.ctx);
          return '';
        } catch (error) {
          return error instanceof Error ? error.message : '';
        }
      })();
      expect(message).toContain('content/onair.yaml: stations.0.time:');
      expect(message).toContain('content/story/episodes/13.md: number:');
    } finally {
      t.cleanup();
    }
  });
});

describe('Markdown bodies are sanitised by the loader', () => {
  it('drops script, event handlers and javascript: links, and marks external links', () => {
    const t = makeTempContent();
    try {
      t.overlay('unsafe-body');
      const article = getNewsBySlug('2026-11-21-unsafe', t.ctx);
      expect(article).not.toBeNull();
      const html = article?.bodyHtml ?? '';
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/onerror/i);
      expect(html).not.toMatch(/javascript:/i);
      const external = /<a href="https:\/\/example\.com\/sorairo"[^>]*>/.exec(html)?.[0] ?? '';
      expect(external).toContain('target="_blank"');
      expect(external).toContain('rel="noopener noreferrer"');
      expect(html).toContain('<a href="/news/">内部リンク</a>');
    } finally {
      t.cleanup();
    }
  });
});
