/** @jest-environment node */
// An English list holds translated articles only: the loader overlays `news/<slug>.en.md` on its original, leaves the
// untranslated out (lists, counts, pages, neighbours), and reports a translation that gives what it may not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ContentContext, clearContentCache, createContentContext, inLang } from '../../lib/content/context';
import { ContentError } from '../../lib/content/errors';
import { getSettings } from '../../lib/content/settings';
import { getAllNews, getNewsBySlug, getNewsCategories, getNewsSearchDocuments } from '../../lib/sections/news/content';
import { getNewsListPageProps, getNewsPagePaths } from '../../lib/sections/news/pages';
import { NEWS_PER_PAGE, laterPageNumbers } from '../../lib/sections/news/articles';
import { news } from '../../lib/sections/news/section';

// Late enough that every article of any series is published.
const LATE = '2100-01-01T00:00:00+09:00';

/** A copy of the content without translations, which `edit` then gives its own. */
function contentCopy(edit: (contentDir: string, originals: string[]) => void): { ja: ContentContext; en: ContentContext; done: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-en-'));
  const contentDir = path.join(dir, 'content');
  fs.cpSync(createContentContext().contentDir, contentDir, { recursive: true });
  const newsDir = path.join(contentDir, 'news');
  for (const f of fs.readdirSync(newsDir)) if (/\.en\.md$/.test(f)) fs.rmSync(path.join(newsDir, f));
  // Any series, in two languages: its site.json names English whether or not its own does.
  const siteFile = path.join(contentDir, 'site.json');
  fs.writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(siteFile, 'utf8')), languages: ['ja', 'en'] }, null, 2));
  const originals = fs.readdirSync(newsDir).filter((f) => f.endsWith('.md')).sort().reverse();
  edit(contentDir, originals);
  clearContentCache();
  const ja = createContentContext(undefined, { contentDir, buildInstant: LATE });
  return { ja, en: inLang(ja, 'en'), done: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const translation = (title: string, extra = '', body = 'An English body.') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
const slugOf = (file: string) => file.slice(0, -'.md'.length);
const hasImage = (contentDir: string, file: string) => /^image:/m.test(fs.readFileSync(path.join(contentDir, 'news', file), 'utf8'));

describe('news in English', () => {
  // The newest, the third newest and the oldest article translated; the second newest not.
  let translated: string[] = [];
  let skipped = '';
  const copy = contentCopy((contentDir, originals) => {
    translated = [originals[0]!, originals[2]!, originals[originals.length - 1]!];
    skipped = originals[1]!;
    for (const [i, file] of translated.entries()) {
      const alt = hasImage(contentDir, file) ? 'imageAlt: An English description\n' : '';
      fs.writeFileSync(path.join(contentDir, 'news', `${slugOf(file)}.en.md`), translation(`English title ${i}`, alt, `English body ${i} with **words**.`));
    }
  });
  afterAll(() => copy.done());

  it('lists the translated articles only, with their English words over the original', () => {
    const list = getAllNews(copy.en);
    expect(list.map((a) => a.slug)).toEqual(translated.map(slugOf));
    expect(list.map((a) => a.title)).toEqual(['English title 0', 'English title 1', 'English title 2']);
    // Without a summary of its own, a translation is summed up from its own body, not the original's summary.
    expect(list[0]!.summary).toMatch(/^English body 0/);
    const jaFirst = getAllNews(copy.ja).find((a) => a.slug === list[0]!.slug)!;
    expect(list[0]!.date).toBe(jaFirst.date);
    expect(list[0]!.category.slug).toBe(jaFirst.category.slug);
    // The Japanese lists are as before.
    expect(getAllNews(copy.ja).length).toBeGreaterThan(list.length);
    expect(getAllNews(copy.ja).map((a) => a.slug)).toContain(slugOf(skipped));
  });

  it('gives an untranslated article no English page, and neighbours among the translated only', () => {
    expect(getNewsBySlug(slugOf(skipped), copy.en)).toBeNull();
    const newest = getNewsBySlug(slugOf(translated[0]!), copy.en)!;
    expect(newest.bodyHtml).toContain('<strong>words</strong>');
    expect(newest.prev).toEqual({ slug: slugOf(translated[1]!), title: 'English title 1' });
    expect(getNewsBySlug(slugOf(translated[1]!), copy.en)!.next).toEqual({ slug: slugOf(translated[0]!), title: 'English title 0' });
  });

  it('counts, pages and searches the translated articles only', () => {
    const categories = getNewsCategories(copy.en);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(translated.length);
    const props = getNewsListPageProps(copy.en, 1)!;
    expect(props.total).toBe(translated.length);
    expect(props.totalPages).toBe(1);
    expect(getNewsPagePaths(copy.en)).toEqual(laterPageNumbers(translated.length, NEWS_PER_PAGE).map((page) => ({ params: { page: String(page) } })));
    expect(getNewsSearchDocuments(copy.en).map((d) => d.text)).toEqual(['English body 0 with words.', 'English body 1 with words.', 'English body 2 with words.']);
  });

  it('names the categories in English (labelEn), never handing the field to a page', () => {
    const settings = getSettings(copy.ja).newsCategories;
    for (const [i, c] of getNewsCategories(copy.en).entries()) {
      expect(c.label).toBe(settings[i]!.labelEn ?? settings[i]!.label);
      expect(c).not.toHaveProperty('labelEn');
    }
    for (const c of getNewsCategories(copy.ja)) expect(c).not.toHaveProperty('labelEn');
    expect(getAllNews(copy.ja)[0]!.category).not.toHaveProperty('labelEn');
  });

  it('lists the English pages, feeds and search index as langPaths, and only those of translated articles', () => {
    const paths = news.langPaths!(copy.en);
    expect(paths).toEqual(expect.arrayContaining(['/en/news/', '/en/news/feed.xml', '/en/news/atom.xml', '/en/news/search-index.json', `/en/news/${slugOf(translated[0]!)}/`]));
    expect(paths).not.toContain(`/en/news/${slugOf(skipped)}/`);
    expect(paths.every((p) => p.startsWith('/en/news/'))).toBe(true);
  });

  it('writes English feeds under /en/ of the translated articles, in English', () => {
    const { feeds } = news.feeds!(copy.ja);
    const en = feeds.find((f) => f.paths.rss === '/en/news/feed.xml')!;
    expect(en.language?.lang).toBe('en');
    expect(en.title).toMatch(/^News \| /);
    expect(en.items.map((i) => i.path)).toEqual(translated.map((f) => `/en/news/${slugOf(f)}/`));
    expect(feeds.find((f) => f.paths.rss === '/news/feed.xml')!.language).toBeUndefined();
  });
});

describe('a translation that cannot be read', () => {
  it('names the file and the field a translation may not give (strict: the date is the original\'s)', () => {
    const copy = contentCopy((contentDir, [first]) => {
      fs.writeFileSync(path.join(contentDir, 'news', `${slugOf(first!)}.en.md`), translation('Title', 'date: 2026-01-01\n'));
    });
    try {
      expect(() => getAllNews(copy.en)).toThrow(ContentError);
      const issues = (() => {
        try {
          getAllNews(copy.en);
        } catch (error) {
          return (error as ContentError).issues;
        }
        return [];
      })();
      expect(issues.some((i) => i.file.endsWith('.en.md') && i.field === 'date')).toBe(true);
      // The Japanese pages do not read translations.
      expect(() => getAllNews(copy.ja)).not.toThrow();
    } finally {
      copy.done();
    }
  });

  it('waits for a title and a body before an article is English, so no Japanese is left on the English page', () => {
    const copy = contentCopy((contentDir, [first]) => {
      // As the editor writes a translation it has only begun.
      fs.writeFileSync(path.join(contentDir, 'news', `${slugOf(first!)}.en.md`), '---\nsummary: Only a summary.\n---\n');
    });
    try {
      expect(getAllNews(copy.en).map((a) => a.slug)).not.toContain(slugOf(fs.readdirSync(path.join(copy.ja.contentDir, 'news')).filter((f) => !f.includes('.en.')).sort().reverse()[0]!));
      expect(getAllNews(copy.ja).length).toBeGreaterThan(0);
    } finally {
      copy.done();
    }
  });
});
