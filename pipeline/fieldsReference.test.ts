/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fieldRows } from '../lib/content/fields';
import { SECTION_FILES, SECTION_WORK_FILES } from '../lib/sections/registry';
import { FIELDS_REFERENCE, fieldsReference } from './fieldsReference';

const root = path.resolve(__dirname, '..');

describe('content/FIELDS.md', () => {
  it('is what the schemas say today (after changing a schema, run npm run content:fields)', () => {
    expect(fs.readFileSync(path.join(root, FIELDS_REFERENCE), 'utf8')).toBe(fieldsReference());
  });

  it('has a table for every kind of content file, a work folder’s own included, with each of its fields', () => {
    const reference = fieldsReference();
    const headings = reference.split('\n').filter((line) => line.startsWith('## content/'));
    const withSchema = [...SECTION_FILES, ...SECTION_WORK_FILES].filter((f) => f.schema !== null);
    // A work folder's copy of a top-level file shares its table; every other kind has its own.
    expect(headings.length).toBeGreaterThanOrEqual(SECTION_FILES.filter((f) => f.schema !== null).length);
    for (const file of withSchema) {
      for (const row of fieldRows(file.schema!)) expect(reference).toContain(`| \`${row.path}\` | ${(row.title ?? row.path).replace(/\|/g, '\\|')} |`);
    }
  });
});

describe('fieldRows', () => {
  it('lists nested and list fields with their names, and which are required', async () => {
    const { z } = await import('zod');
    const schema = z.strictObject({
      title: z.string().meta({ title: '題', description: '説明。' }),
      items: z.array(z.strictObject({ name: z.string().meta({ title: '名前' }) })).default([]).meta({ title: '一覧' }),
      note: z.string().optional().meta({ title: '備考' }),
    });
    expect(fieldRows(schema)).toEqual([
      { path: 'title', title: '題', description: '説明。', required: true },
      { path: 'items', title: '一覧', description: '', required: false },
      { path: 'items[].name', title: '名前', description: '', required: true },
      { path: 'note', title: '備考', description: '', required: false },
    ]);
  });
});
