/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContentContext, inLang } from '../lib/content/context';
import { siteLanguagesOf } from '../lib/content/translations';
import { contentSections } from '../lib/sections/registry';
import { toJstIso } from '../lib/format';
import { NEWS_SEARCH_INDEX_PATH, type NewsSearchEntry, SEARCH_TEXT_MAX_CHARS, buildNewsSearchIndex } from '../lib/sections/news/search';
import { buildCalendars, writeCalendars } from './calendar';
import { buildFeeds, writeFeeds } from './feeds';
import { OUTPUT_BUDGETS } from './outputBudget';
import { writeSearchIndex } from './searchIndex';

const entry = (slug: string, text: string): NewsSearchEntry => ({
  slug,
  title: `記事 ${slug}`,
  date: '2026-10-01',
  time: null,
  publishedAt: '2026-10-01T00:00:00+09:00',
  category: { slug: 'info', label: 'お知らせ', color: null },
  text,
});

describe('the news search index', () => {
  it('holds the start of each body, not the whole of a long one, so the index stays within its budget', () => {
    const long = '長い本文。'.repeat(1024 * 1024);
    const content = JSON.stringify(buildNewsSearchIndex([entry('long', long), entry('short', '短い本文')]));
    const [first, second] = JSON.parse(content).entries;
    expect(first.text).toBe(long.slice(0, SEARCH_TEXT_MAX_CHARS));
    expect(second.text).toBe('短い本文');
    const budget = OUTPUT_BUDGETS.find((b) => b.matches('news/search-index.json'))?.maxBytes ?? 0;
    expect(Buffer.byteLength(content)).toBeLessThan(budget / 10);
  });

  it('never splits a character in two', () => {
    const emoji = '🎵'.repeat(SEARCH_TEXT_MAX_CHARS + 1);
    const [first] = buildNewsSearchIndex([entry('emoji', emoji)]).entries;
    expect(Array.from(first.text)).toHaveLength(SEARCH_TEXT_MAX_CHARS);
    expect(first.text).toBe('🎵'.repeat(SEARCH_TEXT_MAX_CHARS));
  });
});

describe('the build steps of the sections', () => {
  // Whatever the series holds: each step writes the files of the sections that declare them, and only those.
  const ctx = createContentContext(process.cwd(), { buildInstant: toJstIso(Date.now()) });
  let dir: string;
  const written = () =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'section-steps-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the search index of every entry the sections declare', () => {
    writeSearchIndex(dir, ctx);
    const declared = contentSections(ctx).flatMap((s) => [s.searchIndex?.(ctx) ?? []].flat());
    expect(declared.length).toBeGreaterThan(0);
    for (const { path: sitePath, index: { entries } } of declared) {
      const index = JSON.parse(fs.readFileSync(path.join(dir, sitePath.slice(1)), 'utf8')) as { entries: unknown[] };
      expect(index.entries).toHaveLength(entries.length);
    }
    const ja = JSON.parse(fs.readFileSync(path.join(dir, NEWS_SEARCH_INDEX_PATH.slice(1)), 'utf8')) as { entries: unknown[] };
    expect(ja.entries.length).toBeGreaterThan(0);
  });

  it('writes the feeds and calendars of the sections that declare them', () => {
    writeFeeds(dir, ctx);
    writeCalendars(dir, ctx);
    const feeds = contentSections(ctx).flatMap((s) => s.feeds?.(ctx) ?? []).flatMap((f) => buildFeeds(f.feeds));
    // A calendar set of each language the site has (another's under its path, `/en/onair/…`).
    const calendars = siteLanguagesOf(ctx).flatMap((lang) =>
      contentSections(inLang(ctx, lang))
        .flatMap((s) => s.calendars?.(inLang(ctx, lang)) ?? [])
        .flatMap((c) => buildCalendars(c.episodes, c.onair, { now: ctx.buildInstant, work: c.work, language: lang === 'ja' ? undefined : { lang, title: '' } })),
    );
    expect(feeds.length).toBeGreaterThan(0);
    expect(calendars.length).toBeGreaterThan(0);
    expect(written()).toEqual([...feeds, ...calendars].map((f) => f.path.slice(1)).sort());
  });
});
