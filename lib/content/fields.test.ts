/** @jest-environment node */
import { z } from 'zod';
import { CONTENT_FILES } from './check';
import { allowedKeys, fieldName, fieldSummary, fieldTitle, untitledFields, withoutEmptyOptional } from './fields';
import { MembersFileSchema } from '../sections/member/schema';
import { StoreBonusSchema } from '../sections/disc/schema';
import { NewsFrontMatterSchema } from '../sections/news/schema';

const schemas = CONTENT_FILES.flatMap(({ pattern, schema }) => (schema ? [[String(pattern), schema] as const] : []));

describe('Japanese field names', () => {
  it.each(schemas)('every field of %s has one (.meta({ title }))', (_pattern, schema) => {
    expect(untitledFields(schema)).toEqual([]);
  });

  it('finds a field without one, inside lists and optional objects', () => {
    const schema = z.strictObject({
      named: z.string().meta({ title: '名前あり' }),
      list: z.array(z.strictObject({ inner: z.string() })).meta({ title: '一覧' }),
      bare: z.strictObject({ deep: z.string().optional() }).optional(),
    });
    expect(untitledFields(schema)).toEqual(['list[].inner', 'bare', 'bare.deep']);
  });

  it.each([
    [NewsFrontMatterSchema, ['title'], 'タイトル（title）'],
    [NewsFrontMatterSchema, ['image'], '画像（image）'],
    [NewsFrontMatterSchema, ['imgae'], 'imgae'],
    [MembersFileSchema, ['members', 1, 'color'], 'メンバー（members）2番目のテーマカラー（color）'],
    [MembersFileSchema, ['members', 0, 'images', 'alternates', 2, 'label'], 'メンバー（members）1番目の画像（images）のほかの画像（alternates）3番目のタブの名前（label）'],
    [StoreBonusSchema, ['volumes', 0], '対象の巻（volumes）1番目'],
  ] as const)('names a field the way messages do: %#', (schema, path, name) => {
    expect(fieldName(schema, path)).toBe(name);
  });

  it('reads the title through .optional(), and lists the keys an object allows', () => {
    expect(fieldTitle(NewsFrontMatterSchema.shape.summary)).toBe('概要');
    expect(allowedKeys(NewsFrontMatterSchema, [])).toEqual([
      'title（タイトル）',
      'date（日付）',
      'category（カテゴリ）',
      'image（画像）',
      'imageAlt（画像の説明）',
      'summary（概要）',
    ]);
  });
});

describe('what a field is, for a message', () => {
  it.each([
    ['記事の見出し。一覧に出ます。', '記事の見出し。'],
    ['放送する日（深夜は30時間表記の日付。土曜 25:30 なら土曜）。曜日を確かめます。', '放送する日（深夜は30時間表記の日付。土曜 25:30 なら土曜）。'],
    ['「最速」の局。一つだけ。', '「最速」の局。'],
    ['句点のない説明', '句点のない説明'],
  ])('is the description’s first sentence, brackets and all: %s', (description, summary) => {
    expect(fieldSummary(z.string().optional().meta({ title: '項目', description }))).toBe(summary);
  });

  it('is absent without a description', () => {
    expect(fieldSummary(z.string().meta({ title: '項目' }))).toBeUndefined();
  });
});

describe('withoutEmptyOptional', () => {
  const schema = z.object({
    title: z.string(),
    note: z.string().min(1).optional(),
    items: z.array(z.object({ name: z.string().min(1), note: z.string().min(1).optional() })).optional(),
    unknownToSchema: z.string().optional(),
  });

  it('leaves out an empty optional value, also inside lists, so the file reads as if it were not written', () => {
    const value = { title: 'A', note: null, items: [{ name: 'x', note: '  ' }, { name: 'y', note: 'z' }] };
    expect(withoutEmptyOptional(value, schema)).toEqual({ title: 'A', items: [{ name: 'x' }, { name: 'y', note: 'z' }] });
    expect(schema.safeParse(withoutEmptyOptional(value, schema)).success).toBe(true);
  });

  it('keeps an empty required value, which its schema then refuses, and keys the schema does not know', () => {
    const value = { title: '', items: [{ name: null }], typo: '' };
    expect(withoutEmptyOptional(value, schema)).toEqual(value);
  });

  it('does the same for a real content file: a news article whose image description and summary were cleared', () => {
    const article = { title: 'お知らせ', date: '2026-01-01', category: 'info', image: null, imageAlt: '', summary: '' };
    expect(withoutEmptyOptional(article, NewsFrontMatterSchema)).toEqual({ title: 'お知らせ', date: '2026-01-01', category: 'info' });
  });
});
