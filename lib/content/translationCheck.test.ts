/** @jest-environment node */
// The content check of translations, on a copy of the minimal valid content (no particular series): each mistake an
// editor can make with a translation's file, and the message that names the file, its line, the field and what is allowed.
import fs from 'node:fs';
import { checkContent, contentFiles, contentSummary, listContentFiles } from './check';
import { translationPath } from './translationFiles';
import { type ContentIssue, formatIssue } from './errors';
import { readTranslation } from './translations';
import { SiteSchema } from './schema';
import { type TempContent, makeTempContent } from './__fixtures__/tempContent';
import { siteTextOf } from './siteText';
import { inLang } from './context';
import { site } from '../site';
import { TRANSLATED_SITE_FIELDS } from './siteText';

function withContent<T>(change: (t: TempContent) => void, test: (t: TempContent) => T): T {
  const t = makeTempContent();
  try {
    change(t);
    return test(t);
  } finally {
    t.cleanup();
  }
}

const english = (t: TempContent): void => t.edit('site.json', (text) => JSON.stringify({ ...JSON.parse(text), languages: ['ja', 'en'] }, null, 2));
const messages = (t: TempContent): string[] => checkContent(t.ctx).map(formatIssue);

describe('translations in the content check', () => {
  it('accepts a site whose site.en.json gives words the site translates', () => {
    withContent((t) => {
      english(t);
      t.write('site.en.json', JSON.stringify({ title: 'TEST', description: 'A small series for tests.' }, null, 2));
    }, (t) => {
      expect(messages(t)).toEqual([]);
      // The pages read it through the same check.
      expect(siteTextOf(inLang(t.ctx, 'en')).description).toBe('A small series for tests.');
    });
  });

  it('refuses a translation in a language site.json does not list, saying how to add it or to remove the file', () => {
    withContent((t) => t.write('site.en.json', '{ "title": "TEST" }\n'), (t) => {
      expect(messages(t)).toEqual([
        'content/site.en.json: 英語（en）の訳のファイルですが、site.json の languages に "en" がありません。英語版を出すなら site.json に "languages": ["ja","en"] と書いてください。出さないならこのファイルを消してください。',
      ]);
    });
  });

  it('names the missing original of an orphan translation and how a translation is named', () => {
    withContent((t) => {
      english(t);
      t.write('news/2000-01-01-frist.en.md', '---\ntitle: First\n---\n\nText.\n');
    }, (t) => {
      expect(messages(t)).toEqual([
        'content/news/2000-01-01-frist.en.md: この英語の訳の元になる日本語のファイル content/news/2000-01-01-frist.md がありません。訳は元のファイルと同じ名前で、拡張子の前に .en を付けます（2000-01-01-frist.md の英語版は 2000-01-01-frist.en.md）。2000-01-01-first.md の訳ならファイル名を 2000-01-01-first.en.md にしてください。',
      ]);
    });
  });

  it('names the missing original of a translation with no original near its name', () => {
    withContent((t) => {
      english(t);
      t.write('news/2000-02-02-other.en.md', '---\ntitle: Other\n---\n\nText.\n');
    }, (t) => {
      expect(messages(t)).toEqual([expect.stringMatching(/2000-02-02-other\.md がありません。.*元のファイルの名前に合わせるか、元のファイルを先に作ってください。$/)]);
    });
  });

  it('refuses a field the site does not translate, naming its line and the fields a translation may give', () => {
    withContent((t) => {
      english(t);
      t.write('site.en.json', '{\n  "title": "TEST",\n  "xAccountUrl": "https://example.com/en"\n}\n');
    }, (t) => {
      const [only, ...rest] = messages(t);
      expect(rest).toEqual([]);
      expect(only).toMatch(/^content\/site\.en\.json 3行目「XアカウントのURL（xAccountUrl）」: 訳さない項目です。英語版も日本語のファイルの値を使うので、この行を消してください（訳のファイルに書ける項目: /);
      for (const field of TRANSLATED_SITE_FIELDS) expect(only).toContain(field);
      // A loader reading it for an English page reports it in the same words, so the check says it once.
      const loaderIssues: ContentIssue[] = [];
      expect(readTranslation(inLang(t.ctx, 'en'), 'site.json', SiteSchema, TRANSLATED_SITE_FIELDS, loaderIssues)).toBeUndefined();
      expect(loaderIssues.map(formatIssue)).toEqual([only]);
      expect(only).not.toMatch(/書ける項目: [^）]*xAccountName/);
    });
  });

  it('suggests the field meant by a misspelt one, among those a translation may give', () => {
    withContent((t) => {
      english(t);
      t.write('site.en.json', '{\n  "titel": "TEST"\n}\n');
    }, (t) => {
      expect(messages(t)).toEqual([
        expect.stringMatching(/^content\/site\.en\.json 2行目「titel」: この項目名は英語の訳に使えません。title の書き間違いではありませんか。訳のファイルに書ける項目: title（作品名）、/),
      ]);
    });
  });

  it('takes a translated field the original leaves out, refuses a bad value, and the pages fall back to the defaults', () => {
    withContent((t) => {
      english(t);
      t.write('site.en.json', '{\n  "title": "TEST",\n  "footerNote": "A note."\n}\n');
    }, (t) => {
      expect(messages(t)).toEqual([]);
      expect(siteTextOf(inLang(t.ctx, 'en')).footerNote).toBe('A note.');
    });
    withContent((t) => {
      english(t);
      t.write('site.en.json', '{\n  "title": 3\n}\n');
    }, (t) => {
      expect(messages(t)).toEqual([expect.stringMatching(/^content\/site\.en\.json 2行目「作品名（title）」: /)]);
      // Not the broken value, and never Japanese: the site's title in Latin letters (lib/site.ts).
      expect(siteTextOf(inLang(t.ctx, 'en')).title).toBe(site.titleEn);
    });
  });

  it('refuses the translation of a kind of file that has none', () => {
    withContent(english, (t) => {
      // Whichever kind of file of the content has no translated fields (which ones do is each section's choice).
      const original = listContentFiles(t.ctx).find((rel) => contentFiles(t.ctx).some((k) => k.schema !== null && !k.translated && k.pattern.test(rel)));
      if (original === undefined) return;
      const base = original.replace(/^.*\//, '');
      t.write(translationPath(original, 'en'), fs.readFileSync(`${t.ctx.contentDir}/${original}`, 'utf8'));
      expect(messages(t)).toEqual([
        `content/${translationPath(original, 'en')}: ${base} の種類のファイルには訳を置けません（日付・値段・id などはどの言語でも同じなので、英語版も日本語のファイルの値を使います）。このファイルを消してください。`,
      ]);
    });
  });

  it('says per language how many of the files it may translate have a translation', () => {
    withContent((t) => {
      english(t);
      t.write('site.en.json', '{ "title": "TEST" }\n');
    }, (t) => {
      const line = contentSummary(t.ctx).find((l) => l.startsWith('英語: '));
      expect(line).toMatch(/^英語: .*サイトの設定 1\/\d+ 件/);
      // Every part of it counts translations out of originals.
      expect(line?.replace(/（.*$/, '').slice('英語: '.length).split('、').every((part) => / \d+\/\d+ 件$/.test(part))).toBe(true);
    });
    withContent(() => {}, (t) => expect(contentSummary(t.ctx).some((l) => l.startsWith('英語'))).toBe(false));
  });
});
