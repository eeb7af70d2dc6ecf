/**
 * content/FIELDS.md: every field of every kind of content file, written from the schemas the content check uses, for
 * members who write the files by hand (the editor shows the same descriptions beside each field).
 */
import type { z } from 'zod';
import { fieldRows } from '../lib/content/fields';
import { SECTION_FILES, SECTION_WORK_FILES } from '../lib/sections/registry';

/** Where the reference lives, beside the members' guide. */
export const FIELDS_REFERENCE = 'content/FIELDS.md';

/** A file pattern as a member reads it: `^story\/episodes\/[^/]+\.md$` → `story/episodes/<名前>.md`. */
function patternPath(pattern: RegExp): string {
  return pattern.source
    .replace(/^\^|\$$/g, '')
    .replace(/\\\//g, '/')
    .replace(/^works\/\[\^\/\]\+/, 'works/<id>')
    .replace(/\[\^\/\]\+/g, '<名前>')
    .replace(/\\(.)/g, '$1');
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

function section(file: string, schema: z.ZodType, also: string | null): string {
  const rows = fieldRows(schema).map((row) => `| \`${row.path}\` | ${cell(row.title ?? row.path)} | ${row.required ? '必須' : ''} | ${cell(row.description)} |`);
  const notes = [also, file.endsWith('.md') ? '先頭の `---` と `---` のあいだに書く項目です（その下が本文）。' : null].filter((n) => n !== null);
  return [`## content/${file}`, '', ...notes.flatMap((n) => [n, '']), '| 項目 | 名前 | 必須 | 説明 |', '|---|---|---|---|', ...rows, ''].join('\n');
}

/** The whole reference, in the registry's order: each top-level file (and its copy in a work's folder), then what only a work's folder has. */
export function fieldsReference(): string {
  const topLevel = SECTION_FILES.filter((f) => f.schema !== null);
  const workFiles = SECTION_WORK_FILES.filter((f) => f.schema !== null).map((f) => ({ ...f, path: patternPath(f.pattern) }));
  const inWorks = (file: string) => workFiles.find((w) => w.path === `works/<id>/${file}`);
  const parts = topLevel.map((f) => {
    const file = patternPath(f.pattern);
    const work = inWorks(file);
    return section(file, f.schema as z.ZodType, work ? `2つ目からの作品は \`content/${work.path}\` に同じ項目で書きます。` : null);
  });
  const onlyInWorks = workFiles.filter((w) => !topLevel.some((f) => `works/<id>/${patternPath(f.pattern)}` === w.path));
  return [
    '# content/ のファイルと項目',
    '',
    'このファイルは `npm run content:fields` が、内容チェックの定義から書きます。手で直さないでください（直すと単体テストが止まります）。',
    '編集画面では、同じ説明が各項目の下に出ます。「必須」はその項目を書くとき（リストなら各項目、まとまりなら書いたまとまり）に要るものです。',
    'リストの中の項目は `stations[].name` のように書いています。',
    '',
    ...parts,
    ...onlyInWorks.map((w) => section(w.path, w.schema as z.ZodType, '2つ目からの作品のフォルダにだけ置くファイルです。')),
  ].join('\n');
}
