/** @jest-environment node */
import { z } from 'zod';
import { overlayTranslation, translationSchema } from './translations';

const Item = z.strictObject({ id: z.string(), name: z.string(), text: z.string(), tags: z.array(z.strictObject({ label: z.string(), src: z.string() })).default([]) });
const File = z.strictObject({ lead: z.string().optional(), items: z.array(Item), credits: z.array(z.strictObject({ role: z.string(), names: z.array(z.string()) })) });
const FIELDS = ['lead', 'items.*.text', 'items.*.tags.*.label', 'credits.*.role'];

describe('translationSchema with fields inside lists', () => {
  const schema = translationSchema(File, FIELDS);

  it.each([
    ['the words only', { items: [{ id: 'a', text: 'A' }] }],
    ['an item as the editor writes it, its other fields copied', { items: [{ id: 'a', name: 'あ', text: 'A', tags: [{ label: 'L', src: '/x.png' }] }] }],
    ['nothing', {}],
  ])('accepts %s', (_, data) => {
    expect(schema.safeParse(data).success).toBe(true);
  });

  it.each([
    ['a field the original does not have', { items: [{ id: 'a', note: 'x' }] }],
    ['an item without its id', { items: [{ text: 'A' }] }],
    ['a top-level field no translation gives', { extra: 'x' }],
    ['a copied field of the wrong kind', { items: [{ id: 'a', tags: 'x' }] }],
  ])('refuses %s', (_, data) => {
    expect(schema.safeParse(data).success).toBe(false);
  });
});

describe('overlayTranslation', () => {
  const original = {
    lead: '紹介',
    items: [
      { id: 'a', name: 'あ', text: '本文あ', tags: [{ label: '札', src: '/a.png' }] },
      { id: 'b', name: 'い', text: '本文い', tags: [] },
    ],
    credits: [
      { role: '監督', names: ['甲'] },
      { role: '音楽', names: ['乙'] },
    ],
  };

  it('matches items by id (by position without one), takes only the words, and lists what is left', () => {
    const untranslated: string[] = [];
    const data = { items: [{ id: 'b', name: 'ignored', text: 'Text B' }], credits: [{ role: 'Director' }] };
    expect(overlayTranslation(original, data, FIELDS, untranslated)).toEqual({
      lead: '紹介',
      items: [original.items[0], { ...original.items[1], text: 'Text B' }],
      credits: [{ role: 'Director', names: ['甲'] }, original.credits[1]],
    });
    expect(untranslated).toEqual(['lead', 'items.0.text', 'items.0.tags.0.label', 'credits.1.role']);
  });
});
