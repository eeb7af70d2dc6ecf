/** @jest-environment node */
import { z } from 'zod';
import {
  BroadcastTimeSchema,
  ColorTokenSchema,
  DateStringSchema,
  HexColorSchema,
  ImageSchema,
  PublishDateSchema,
  ReadingSchema,
  ReferenceSchema,
  RevealTimeSchema,
  SiteSectionsSchema,
  SlugSchema,
  TextSchema,
  UrlSchema,
} from '../content/schema';
import { MENU_SECTION_NAMES } from '../sections';
import { PUBLISH_DATE_FORMAT, editorFields } from './fields';

/** A field of any type, its type's options looked up without narrowing first. */
type AnyField = { name: string; widget?: string; label?: string; pattern?: [string | RegExp, string]; hint?: string; fields?: AnyField[] } & Record<string, unknown>;

/** The editor field of a one-field object schema. */
function fieldOf(schema: z.ZodType, options: Parameters<typeof editorFields>[1] = {}): AnyField {
  const [field] = editorFields(z.strictObject({ value: schema.meta({ title: '項目' }) }), options);
  return field as AnyField;
}

/** A field's pattern as the editor applies it (`new RegExp(pattern)`, no flags). */
function accepts(field: ReturnType<typeof fieldOf>, value: string): boolean {
  const pattern = field.pattern?.[0];
  if (pattern === undefined) throw new Error(`${field.name} has no pattern`);
  return new RegExp(pattern).test(value);
}

describe('editorFields', () => {
  it.each([
    ['text', TextSchema, { widget: 'string', required: true }],
    ['an optional field', TextSchema.optional(), { widget: 'string', required: false }],
    ['a date', DateStringSchema, { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false }],
    ['a date with an optional time', PublishDateSchema, { widget: 'datetime', ...PUBLISH_DATE_FORMAT }],
    ['a closed set', ColorTokenSchema, { widget: 'select', options: ColorTokenSchema.options }],
    ['a closed set that may be left empty', ColorTokenSchema.nullable().default(null), { widget: 'select', required: false, options: ColorTokenSchema.options }],
    ['a whole number', z.int().min(100).max(220), { widget: 'number', value_type: 'int', min: 100, max: 220 }],
    ['a positive whole number', z.int().positive(), { widget: 'number', value_type: 'int', min: 1 }],
    ['a flag', z.boolean().optional(), { widget: 'boolean', required: false }],
    ['a list of text', z.array(TextSchema).min(1), { widget: 'list', required: true, min: 1, field: expect.objectContaining({ widget: 'string' }) }],
    ['a list that may be empty', z.array(TextSchema), { widget: 'list', required: false, default: [] }],
  ])('%s', (_what, schema, expected) => {
    expect(fieldOf(schema)).toMatchObject({ name: 'value', label: '項目', ...expected });
  });

  it('leaves an optional list unwritten: site.json without sections has every section, with an empty one none', () => {
    const field = fieldOf(SiteSectionsSchema.optional());
    expect(field).toMatchObject({ widget: 'list', required: false });
    expect(field).not.toHaveProperty('default');
  });

  it('offers the menu\'s sections as a select in each entry of sections, named by its section', () => {
    const field = fieldOf(SiteSectionsSchema.optional());
    expect(field).toMatchObject({ summary: '{{fields.section}}' });
    expect('fields' in field && field.fields?.map((f) => [f.name, f.widget])).toEqual([
      ['section', 'select'],
      ['page', 'string'],
      ['label', 'string'],
      ['labelJa', 'string'],
      ['image', 'image'],
    ]);
    expect('fields' in field && field.fields?.[0]).toMatchObject({ required: false, options: [...MENU_SECTION_NAMES] });
  });

  it('labels every field with the Japanese name the schema gives it, in the schema’s order', () => {
    const fields = editorFields(z.strictObject({ title: TextSchema.meta({ title: 'タイトル' }), date: DateStringSchema.meta({ title: '日付' }) }));
    expect(fields.map((f) => [f.name, f.label])).toEqual([
      ['title', 'タイトル'],
      ['date', '日付'],
    ]);
  });

  it('nests objects and lists of objects as the schema does', () => {
    const [field] = <AnyField[]>editorFields(z.strictObject({ stills: z.array(ImageSchema).min(1).meta({ title: '場面写真' }) }), { imageSection: 'story' });
    expect(field).toMatchObject({ widget: 'list', label: '場面写真', min: 1, summary: '{{fields.alt}}' });
    expect('fields' in field && field.fields?.map((f) => [f.name, f.label, f.widget])).toEqual([
      ['src', '画像ファイル', 'image'],
      ['alt', '画像の説明', 'string'],
    ]);
  });

  it('puts an image in its section’s folder under public/images/, as the site path it is written as', () => {
    const [, , image] = <AnyField[]>editorFields(z.strictObject({ a: TextSchema, b: TextSchema, image: ImageSchema.shape.src }), { imageSection: 'news' });
    expect(image).toMatchObject({ widget: 'image', media_folder: '/public/images/news', public_folder: '/images/news' });
    // The editor checks a file field's pattern against the chosen file's name: the path's rule would refuse every image.
    expect(image).not.toHaveProperty('pattern');
    expect(image.hint).toMatch(/PNG/);
  });

  it('checks the schema’s rule with a pattern, and says it with the schema’s own words', () => {
    const time = fieldOf(BroadcastTimeSchema);
    expect(accepts(time, '25:30')).toBe(true);
    expect(accepts(time, '25:70')).toBe(false);
    expect(accepts(time, '30:00')).toBe(BroadcastTimeSchema.safeParse('30:00').success);
    expect(time.pattern?.[1]).toBe(`${BroadcastTimeSchema.safeParse('').error?.issues[0].message}を書いてください。`);
    expect(accepts(fieldOf(SlugSchema), 'onair')).toBe(true);
    expect(accepts(fieldOf(SlugSchema), 'On Air')).toBe(false);
  });

  it('writes a publication date in a form the schema reads, and reads a date without a time', () => {
    // dayjs's tokens, as the editor's datetime field formats a picked date and time: 2000-01-02 03:04.
    const sample = { YYYY: '2000', MM: '01', DD: '02', HH: '03', mm: '04' };
    const write = (format: string) => format.replace(/YYYY|MM|DD|HH|mm/g, (token) => sample[token as keyof typeof sample]);
    expect(PublishDateSchema.safeParse(write(PUBLISH_DATE_FORMAT.format)).success).toBe(true);
    expect(PublishDateSchema.safeParse(write(PUBLISH_DATE_FORMAT.date_format)).success).toBe(true);
    expect(write(PUBLISH_DATE_FORMAT.format)).toBe(`${write(PUBLISH_DATE_FORMAT.date_format)} ${write(PUBLISH_DATE_FORMAT.time_format)}`);
    expect(fieldOf(PublishDateSchema).hint).toMatch(/日本時間/);
  });

  it('checks a reveal time, 30-hour notation and all, with the schema’s pattern, and says the rule beforehand', () => {
    const reveal = fieldOf(RevealTimeSchema.optional());
    expect(reveal).toMatchObject({ widget: 'string', required: false });
    for (const value of ['2000-01-02 25:30', '2000-01-02', '2000-01-02 09:00', '2000-01-02 30:00', '2000-01-02 9:00', '2000/01/02']) {
      expect(accepts(reveal, value)).toBe(RevealTimeSchema.safeParse(value).success);
    }
    expect(reveal.pattern?.[1]).toBe(`${RevealTimeSchema.safeParse('').error?.issues[0].message}を書いてください。`);
    expect(reveal.hint).toBe(RevealTimeSchema.safeParse('').error?.issues[0].message);
  });

  it('gives a hex colour the colour picker, which may be left empty when the schema allows it, with the schema’s description as its hint', () => {
    const field = fieldOf(HexColorSchema.optional().meta({ description: '見出しの色。' }));
    expect(field).toMatchObject({ widget: 'color', allowInput: true, required: false, hint: '見出しの色。' });
    expect(accepts(field, '#b5452e')).toBe(true);
    expect(accepts(field, 'red')).toBe(false);
  });

  it('allows https URLs only, written as the schema wants them', () => {
    const url = fieldOf(UrlSchema);
    expect(accepts(url, 'https://example.com/a')).toBe(true);
    expect(accepts(url, 'http://example.com/a')).toBe(false);
    expect(accepts(url, 'javascript:alert(1)')).toBe(false);
    expect(accepts(url, 'https:evil.example')).toBe(false);
    expect(accepts(url, 'https://example.com/"x')).toBe(false);
  });

  it('leaves out a rule a browser pattern without flags cannot express (Unicode script classes)', () => {
    expect(fieldOf(ReadingSchema).pattern).toBeUndefined();
  });

  it('offers the options given for a reference, and the constants of a union with a list of them', () => {
    const options = [{ value: 'vol1', label: '第1巻' }];
    expect(fieldOf(ReferenceSchema, { references: { value: options } })).toMatchObject({ widget: 'select', options });
    const volumes = z.union([z.literal('all'), z.array(ReferenceSchema).min(1)]);
    expect(fieldOf(volumes, { references: { value: options } })).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      options: [{ value: 'all', label: 'all' }, ...options],
    });
  });

  it('finds a reference inside a list by its keys', () => {
    const [list] = editorFields(z.strictObject({ cast: z.array(z.strictObject({ character: ReferenceSchema })) }), {
      references: { 'cast.character': [{ value: 'a', label: 'A' }] },
    });
    expect('fields' in list && list.fields?.[0]).toMatchObject({ widget: 'select', options: [{ value: 'a', label: 'A' }] });
  });

  it('shows the schema’s description as the hint, before the rule it already states', () => {
    const about = '放送が始まる時刻。例: 25:30';
    const time = fieldOf(BroadcastTimeSchema.meta({ description: about }));
    expect(time.hint).toBe(`${about}。書き方: ${BroadcastTimeSchema.safeParse('').error?.issues[0].message}`);
    expect(fieldOf(PublishDateSchema.meta({ description: '記事が載る日時。' })).hint).toMatch(/^記事が載る日時。日本時間/);
    const [image] = <AnyField[]>editorFields(z.strictObject({ image: ImageSchema.shape.src.meta({ description: '記事の画像。' }) }), { imageSection: 'news' });
    expect(image.hint).toMatch(/^記事の画像。.*PNG/);
    // A closed set, a flag, a list of text's items and a value that may be left empty carry it too.
    expect(fieldOf(ColorTokenSchema.nullable().default(null).meta({ description: '点の色。' })).hint).toBe('点の色。');
    expect(fieldOf(z.boolean().optional().meta({ description: '最速の局。' })).hint).toBe('最速の局。');
    const list = fieldOf(z.array(TextSchema).meta({ description: '注意書きの一行。' }));
    expect((list.field as AnyField | undefined)?.hint).toBe('注意書きの一行。');
  });

  it('writes nothing a page prop cannot carry (no undefined)', () => {
    const fields = editorFields(z.strictObject({ list: z.array(TextSchema), stills: z.array(ImageSchema).optional() }));
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields);
  });
});
