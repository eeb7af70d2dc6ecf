/** Reads content files as YAML 1.2, so `2026-10-03` stays a string; problems are collected rather than thrown, so one run reports everything. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { type Document, LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { z } from 'zod';
import { renderMarkdown } from './markdown';
import { type ContentContext, contentFileLabel, fileLabel } from './context';
import {
  type ContentIssue,
  type Locator,
  contentErrorMap,
  describeValue,
  fieldPath,
  labelled,
  valueAt,
  zodIssuesToContentIssues,
} from './errors';
import { fieldName, withoutEmptyOptional } from './fields';
import { SOURCE_FORMATS } from '../imageFormats';
import { yamlSyntaxIssues } from './yamlSyntax';
import { translationLangOf } from './translationFiles';

/** A content file as read: what it holds, and the whole value when it passed its schema. */
export interface ParsedFile<T> {
  file: string;
  schema: z.ZodType;
  data: unknown;
  value: T | undefined;
  locate: Locator;
  /** False inside a part the YAML parser could not read, and for a field already reported, so each problem is reported once. */
  readable: (path: readonly PropertyKey[]) => boolean;
}

/** A parsed Markdown file. */
export interface ParsedMarkdownFile<T> extends ParsedFile<T> {
  body: string;
  bodyLine: number;
}

interface Place {
  exact: boolean;
  start: number;
  end: number;
}

function placeOf(doc: Document, text: string, fullPath: readonly PropertyKey[]): Place {
  let node: unknown = doc.contents;
  let place: Place = { exact: true, start: 0, end: text.length };
  for (const key of fullPath) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
      const keyRange = isScalar(pair?.key) ? pair.key.range : undefined;
      if (!pair || !keyRange) return { ...place, exact: false };
      const valueRange = isScalar(pair.value) || isMap(pair.value) || isSeq(pair.value) ? pair.value.range : undefined;
      place = { exact: true, start: keyRange[0], end: valueRange?.[2] ?? keyRange[2] };
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item: unknown = node.items[key];
      const range = isScalar(item) || isMap(item) || isSeq(item) ? item.range : undefined;
      if (!range) return { ...place, exact: false };
      place = { exact: true, start: range[0], end: range[2] };
      node = item;
    } else {
      return { ...place, exact: false };
    }
  }
  return place;
}

interface YamlText {
  data: unknown;
  locate: Locator;
  clear: (path: readonly PropertyKey[]) => boolean;
}

function parseYamlText(text: string, file: string, issues: ContentIssue[]): YamlText {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const syntax = yamlSyntaxIssues(file, text, doc.errors);
  issues.push(...syntax.issues);
  // Also where the slip that made the parser stop is, e.g. a full-width colon lines before.
  const errorAt = [...doc.errors.map((e) => e.pos[0]), ...syntax.offsets];
  // A missing field points at the key it belongs under, never at the next field.
  const locate: Locator = (fullPath) => lineCounter.linePos(placeOf(doc, text, fullPath).start).line;
  const clear = (fullPath: readonly PropertyKey[]): boolean => {
    const { start, end } = placeOf(doc, text, fullPath);
    return !errorAt.some((at) => start <= at && at <= end);
  };
  let data: unknown;
  try {
    data = doc.toJS();
  } catch {
    data = undefined; // Too broken to turn into values: the syntax errors above say why.
  }
  return { data, locate, clear };
}

/** An optional field left empty counts as absent for every later check. */
function cleared(parsed: YamlText, schema: z.ZodType): YamlText {
  return { ...parsed, data: withoutEmptyOptional(parsed.data, schema) };
}

function validate<S extends z.ZodType>(
  file: string,
  schema: S,
  parsed: YamlText,
  issues: ContentIssue[],
): Pick<ParsedFile<z.output<S>>, 'value' | 'readable'> {
  const result = schema.safeParse(parsed.data, { error: contentErrorMap });
  const reported = new Set<string>();
  if (!result.success) {
    // Inside a part the parser could not read the values are guesses: the syntax error is the message.
    const found = result.error.issues.filter((i) => parsed.clear(i.path));
    for (const i of found) reported.add(fieldPath(i.path));
    issues.push(...zodIssuesToContentIssues(file, schema, found, parsed.data, parsed.locate));
  }
  const syntaxOk = parsed.clear([]);
  return {
    value: result.success && syntaxOk ? result.data : undefined,
    readable: (at) => parsed.clear(at) && !reported.has(fieldPath(at)),
  };
}

function readText(ctx: ContentContext, relPath: string, issues: ContentIssue[]): string | undefined {
  const absolute = path.join(ctx.contentDir, relPath);
  try {
    return fs.readFileSync(absolute, 'utf8');
  } catch {
    issues.push({ file: fileLabel(ctx, absolute), field: '', fieldName: '', message: 'このファイルがありません。作ってください' });
    return undefined;
  }
}

/** Reads and validates a YAML file under `content/`; undefined when it cannot be read. */
export function readYamlFile<S extends z.ZodType>(
  ctx: ContentContext,
  relPath: string,
  schema: S,
  issues: ContentIssue[],
): ParsedFile<z.output<S>> | undefined {
  const file = contentFileLabel(ctx, relPath);
  const text = readText(ctx, relPath, issues);
  if (text === undefined) return undefined;
  const parsed = cleared(parseYamlText(text, file, issues), schema);
  return { file, schema, data: parsed.data, locate: parsed.locate, ...validate(file, schema, parsed, issues) };
}

/** Reads a Markdown file under `content/`, validating its front matter. */
export function readMarkdownFile<S extends z.ZodType>(
  ctx: ContentContext,
  relPath: string,
  schema: S,
  issues: ContentIssue[],
): ParsedMarkdownFile<z.output<S>> | undefined {
  const file = contentFileLabel(ctx, relPath);
  const text = readText(ctx, relPath, issues);
  if (text === undefined) return undefined;
  if (!/^(?:\uFEFF)?---\r?\n/.test(text)) {
    issues.push({
      file,
      field: '',
      fieldName: '',
      line: 1,
      message: 'ファイルの先頭に --- で囲んだ項目（タイトルや日付など）がありません。ほかの記事をコピーして書き換えてください',
    });
    return undefined;
  }
  // Empty front matter validates as {}, so the missing fields are reported.
  let parsed: YamlText = { data: {}, locate: () => 1, clear: () => true };
  const fm = matter(text, {
    engines: {
      yaml: (source: string) => {
        parsed = parseYamlText(source, file, issues);
        return {};
      },
    },
  });
  const bodyStart = text.endsWith(fm.content) ? text.length - fm.content.length : 0;
  const frontMatter = cleared({ ...parsed, data: parsed.data ?? {} }, schema);
  return {
    file,
    schema,
    data: frontMatter.data,
    locate: frontMatter.locate,
    ...validate(file, schema, frontMatter, issues),
    body: fm.content,
    bodyLine: text.slice(0, bodyStart).split('\n').length,
  };
}

/** A problem at `path` of a file, named the way every message names a field. */
export function issueAt(
  parsed: Pick<ParsedFile<unknown>, 'file' | 'schema' | 'locate'>,
  at: readonly PropertyKey[],
  details: Omit<ContentIssue, 'file' | 'field' | 'fieldName' | 'line'>,
): ContentIssue {
  return { file: parsed.file, field: fieldPath(at), fieldName: fieldName(parsed.schema, at), line: parsed.locate(at), ...details };
}

/** The list items a dependent file can be checked against while this one still has a problem elsewhere. */
export function validItems<S extends z.ZodType>(
  parsed: ParsedFile<unknown> | undefined,
  list: readonly PropertyKey[],
  schema: S,
): Array<z.output<S>> {
  const items = parsed && valueAt(parsed.data, list);
  if (!parsed || !Array.isArray(items)) return [];
  return items.flatMap((item: unknown, i) => {
    const result = schema.safeParse(item);
    return result.success && parsed.readable([...list, i]) ? [result.data] : [];
  });
}

/** The readable values at a path where `'*'` stands for every list item; missing or invalid ones are already reported. */
export function valuesAt<S extends z.ZodType>(
  parsed: ParsedFile<unknown>,
  pattern: readonly PropertyKey[],
  schema: S,
): Array<{ value: z.output<S>; path: PropertyKey[] }> {
  const expand = (at: PropertyKey[], rest: readonly PropertyKey[]): PropertyKey[][] => {
    if (rest.length === 0) return [at];
    const [head, ...tail] = rest;
    if (head !== '*') return expand([...at, head], tail);
    const items = valueAt(parsed.data, at);
    return Array.isArray(items) ? items.flatMap((_, i) => expand([...at, i], tail)) : [];
  };
  return expand([], pattern).flatMap((at) => {
    const result = schema.safeParse(valueAt(parsed.data, at));
    return result.success && parsed.readable(at) ? [{ value: result.data, path: at }] : [];
  });
}

/** Every string of a parsed file that is an image path (`/images/…`). */
function imagePathsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/images/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePathsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(imagePathsIn);
  return [];
}

/** Every image path a content file names (a YAML file's values, a Markdown file's front matter and body); none when it cannot be read. */
export function fileImages(ctx: ContentContext, rel: string): string[] {
  if (!rel.endsWith('.md')) return imagePathsIn(readYamlFile(ctx, rel, z.unknown(), [])?.data);
  const parsed = readMarkdownFile(ctx, rel, z.unknown(), []);
  return parsed ? [...imagePathsIn(parsed.data), ...renderMarkdown(parsed.body).images.map((image) => image.src)] : [];
}

/** File names in a directory under `content/` with the given extension, sorted: originals only (translations sit beside them, `./translations.ts`). */
export function listFiles(ctx: ContentContext, relDir: string, extension: string): string[] {
  const dir = path.join(ctx.contentDir, relDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension) && translationLangOf(entry.name) === undefined)
    .map((entry) => entry.name)
    .sort();
}

/**
 * True when `/images/…` is a file under `public/` by exactly that name: the build finds its originals by listing
 * folders, so a name that differs in case only (which macOS and Windows would open all the same) is not there.
 */
export function imageExists(ctx: ContentContext, src: string): boolean {
  const names = src.split('/').filter(Boolean);
  let dir = ctx.publicDir;
  for (const [i, name] of names.entries()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    // `..` is never listed, so a path that slipped past the schema stays inside public/.
    const entry = entries.find((e) => e.name === name);
    if (!entry || !(i === names.length - 1 ? entry.isFile() : entry.isDirectory())) return false;
    dir = path.join(dir, name);
  }
  return names.length > 0;
}

/** The formats the build encodes from (`lib/imageFormats.js`), then others an editor may have saved, named in messages. */
const IMAGE_FORMATS: ReadonlyArray<{ name: string; extensions: readonly string[]; matches: (head: Uint8Array) => boolean }> = [
  ...SOURCE_FORMATS,
  { name: 'GIF', extensions: ['.gif'], matches: (h) => Buffer.from(h.subarray(0, 4)).toString('latin1') === 'GIF8' },
  { name: 'AVIF', extensions: ['.avif'], matches: (h) => /^ftypavi[fs]/.test(Buffer.from(h.subarray(4, 12)).toString('latin1')) },
  { name: 'HEIC（iPhone の写真の形式）', extensions: ['.heic'], matches: (h) => /^ftyp(?:heic|heix|mif1)/.test(Buffer.from(h.subarray(4, 12)).toString('latin1')) },
  { name: 'SVG', extensions: ['.svg'], matches: (h) => /^\uFEFF?\s*</.test(Buffer.from(h).toString('utf8')) && /<svg[\s>]/.test(Buffer.from(h).toString('utf8')) },
];

type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The image format of a file's first bytes (its first 512 are enough), by name; undefined when it is none of them. */
export function imageFormatOf(head: Uint8Array): ImageFormat | undefined {
  return IMAGE_FORMATS.find((f) => f.matches(head.subarray(0, 512)));
}

function formatOf(absolute: string): ImageFormat | undefined {
  const head = Buffer.alloc(512);
  const fd = fs.openSync(absolute, 'r');
  try {
    return imageFormatOf(head.subarray(0, fs.readSync(fd, head, 0, head.length, 0)));
  } finally {
    fs.closeSync(fd);
  }
}

/** What is wrong with the file behind an image path, in words a message puts together. */
export interface ImageFileProblem {
  missing: boolean;
  note: string;
  expectedFormat: string | undefined;
  actual?: { format: string; file: string };
}

/** Checks that an image exists and is in the format its extension names, and says so when it was saved in another. */
export function imageFileProblem(ctx: ContentContext, src: string): ImageFileProblem | undefined {
  const publicName = path.basename(ctx.publicDir);
  const label = `${publicName}${src}`;
  const extension = path.extname(src).toLowerCase();
  const expectedFormat = IMAGE_FORMATS.find((f) => f.extensions.includes(extension))?.name;
  if (imageExists(ctx, src)) {
    const format = formatOf(path.join(ctx.publicDir, ...src.split('/').filter(Boolean)));
    if (!format || format.extensions.includes(extension)) return undefined;
    return {
      missing: false,
      note: `${label} の中身は ${format.name} の画像で、拡張子 ${extension} と合っていません`,
      expectedFormat,
      actual: { format: format.name, file: `${src.slice(0, -extension.length)}${format.extensions[0]}` },
    };
  }
  const stem = src.slice(0, src.length - extension.length);
  const sibling = IMAGE_FORMATS.flatMap((f) => f.extensions)
    .flatMap((ext) => [ext, ext.toUpperCase()])
    .map((ext) => `${stem}${ext}`)
    .find((other) => other !== src && imageExists(ctx, other));
  const format = sibling && formatOf(path.join(ctx.publicDir, ...sibling.split('/').filter(Boolean)));
  return {
    missing: true,
    note: `${label} というファイルがありません${sibling ? `。${publicName}${sibling} はあります${format ? `が ${format.name} の画像です` : ''}` : ''}`,
    expectedFormat,
    ...(sibling && format ? { actual: { format: format.name, file: sibling } } : {}),
  };
}

function imageIssue(ctx: ContentContext, problem: ImageFileProblem, src: string): Pick<ContentIssue, 'expected' | 'found' | 'hint'> {
  const { actual, expectedFormat } = problem;
  const reexport = `画像を ${expectedFormat ?? ''} で書き出して ${path.basename(src)} として置いてください（拡張子だけ変えても形式は変わりません）`;
  let hint: string | undefined;
  if (actual && expectedFormat) {
    hint = problem.missing
      ? `パスを "${actual.file}" に書き換えるか、${reexport}`
      : `ファイル名を ${path.basename(actual.file)} に変えてパスも "${actual.file}" に書き換えるか、${reexport}`;
  }
  return {
    expected: problem.missing ? `${path.basename(ctx.publicDir)}/ に置いた画像のパス` : '拡張子と中身の形式がそろった画像',
    found: `${describeValue(src)}（${problem.note}）`,
    ...(hint ? { hint } : {}),
  };
}

/** Checks every string that is an image path, so no schema has to list its image fields. */
export function checkImages(ctx: ContentContext, parsed: ParsedFile<unknown>, issues: ContentIssue[]): void {
  const walk = (value: unknown, at: PropertyKey[]): void => {
    if (typeof value === 'string') {
      const problem = value.startsWith('/images/') && parsed.readable(at) ? imageFileProblem(ctx, value) : undefined;
      if (problem) issues.push(issueAt(parsed, at, imageIssue(ctx, problem, value)));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...at, i]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
    }
  };
  walk(parsed.data, []);
}

/** Checks the images of a Markdown body, at their lines in the body. */
export function checkBodyImages(
  ctx: ContentContext,
  parsed: Pick<ParsedMarkdownFile<unknown>, 'file' | 'bodyLine'>,
  images: ReadonlyArray<{ src: string; line: number }>,
  issues: ContentIssue[],
): void {
  for (const { src, line } of images) {
    const at = { file: parsed.file, field: 'body', fieldName: '本文の画像', line: parsed.bodyLine + line - 1 };
    if (/^(?:https?:)?\/\//i.test(src)) {
      issues.push({
        ...at,
        expected: `${path.basename(ctx.publicDir)}/images/ に置いた画像のパス（/images/… の形）`,
        found: `${describeValue(src)}（ほかのサイトの画像は、サイトの安全のための設定でページに表示されません）`,
        hint: `画像を ${path.basename(ctx.publicDir)}/images/ に置いて ![画像の説明](/images/…) と書いてください`,
      });
      continue;
    }
    const problem = src.startsWith('/') ? imageFileProblem(ctx, src) : undefined;
    if (problem) issues.push({ ...at, ...imageIssue(ctx, problem, src) });
  }
}

/** Reports values that occur more than once, such as duplicate ids. */
export function checkUnique(
  parsed: ParsedFile<unknown>,
  items: ReadonlyArray<{ value: string | number; path: PropertyKey[] }>,
  what: string,
  issues: ContentIssue[],
): void {
  const first = new Map<string | number, PropertyKey[]>();
  for (const item of items) {
    const earlier = first.get(item.value);
    if (earlier) {
      issues.push(
        issueAt(parsed, item.path, {
          expected: what,
          found: `${describeValue(item.value)}（${parsed.locate(earlier)}行目の「${fieldName(parsed.schema, earlier)}」と同じです）`,
        }),
      );
    } else {
      first.set(item.value, item.path);
    }
  }
}

/** Reports a reference that names nothing in its list; silent when no option could be read, as that file reports its own problem. */
export function checkReference(
  parsed: ParsedFile<unknown>,
  refs: ReadonlyArray<{ value: string | number; path: PropertyKey[] }>,
  options: ReadonlyArray<{ id: string | number; label?: string }>,
  what: string,
  issues: ContentIssue[],
): void {
  if (options.length === 0) return;
  for (const ref of refs) {
    if (options.some((o) => o.id === ref.value)) continue;
    const byLabel = options.find((o) => o.label !== undefined && o.label === ref.value);
    const found = `${describeValue(ref.value)}${byLabel ? `（${byLabel.id} の表示名です）` : ''}`;
    issues.push(issueAt(parsed, ref.path, { expected: what, found, allowed: labelled(options) }));
  }
}
