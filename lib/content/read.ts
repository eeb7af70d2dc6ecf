/**
 * Reading content files: YAML and Markdown front matter parsed as YAML 1.2 (so `2026-10-03` stays a string
 * and `25:30` is not read as a number), validated with a zod schema, with line numbers for messages, and a
 * check that every referenced image exists in `public/`.
 *
 * Functions here append problems to an `issues` array instead of throwing, so one run reports everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCounter, isNode, parseDocument } from 'yaml';
import type { z } from 'zod';
import { type ContentContext, fileLabel } from './context';
import { type ContentIssue, type Locator, contentErrorMap, fieldPath, zodIssuesToContentIssues } from './errors';

/** A parsed, validated file. */
export interface ParsedFile<T> {
  /** Label used in messages, e.g. `content/onair.yaml`. */
  file: string;
  value: T;
  locate: Locator;
}

/** A parsed, validated Markdown file. */
export interface ParsedMarkdownFile<T> extends ParsedFile<T> {
  /** The Markdown after the front matter. */
  body: string;
}

function parseYamlText(
  text: string,
  file: string,
  issues: ContentIssue[],
): { data: unknown; locate: Locator } | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const err of doc.errors) {
      issues.push({
        file,
        field: '',
        message: `YAML syntax error: ${err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
        line: err.linePos?.[0].line,
      });
    }
    return undefined;
  }
  const locate: Locator = (fullPath) => {
    // A missing field has no node: report the line of the closest parent that exists.
    for (let n = fullPath.length; n >= 0; n -= 1) {
      const node: unknown = doc.getIn(fullPath.slice(0, n), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  return { data: doc.toJS() as unknown, locate };
}

function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  locate: Locator,
  issues: ContentIssue[],
): z.output<S> | undefined {
  const result = schema.safeParse(data, { error: contentErrorMap });
  if (result.success) return result.data;
  issues.push(...zodIssuesToContentIssues(file, result.error, data, locate));
  return undefined;
}

function readText(ctx: ContentContext, relPath: string, issues: ContentIssue[]): string | undefined {
  const absolute = path.join(ctx.contentDir, relPath);
  try {
    return fs.readFileSync(absolute, 'utf8');
  } catch {
    issues.push({ file: fileLabel(ctx, absolute), field: '', message: 'expected this file to exist' });
    return undefined;
  }
}

/**
 * Reads and validates a YAML (or JSON) file under `content/`.
 * @param relPath path inside `content/`, e.g. `onair.yaml`
 * @returns the parsed value, or undefined after appending the problems to `issues`
 */
export function readYamlFile<S extends z.ZodType>(
  ctx: ContentContext,
  relPath: string,
  schema: S,
  issues: ContentIssue[],
): ParsedFile<z.output<S>> | undefined {
  const file = fileLabel(ctx, path.join(ctx.contentDir, relPath));
  const text = readText(ctx, relPath, issues);
  if (text === undefined) return undefined;
  const parsed = parseYamlText(text, file, issues);
  if (!parsed) return undefined;
  const value = validate(schema, parsed.data, file, parsed.locate, issues);
  return value === undefined ? undefined : { file, value, locate: parsed.locate };
}

/**
 * Reads a Markdown file under `content/`, validating its front matter.
 * @param relPath path inside `content/`, e.g. `news/2026-10-03-onair-start.md`
 */
export function readMarkdownFile<S extends z.ZodType>(
  ctx: ContentContext,
  relPath: string,
  schema: S,
  issues: ContentIssue[],
): ParsedMarkdownFile<z.output<S>> | undefined {
  const file = fileLabel(ctx, path.join(ctx.contentDir, relPath));
  const text = readText(ctx, relPath, issues);
  if (text === undefined) return undefined;
  if (!/^(?:\uFEFF)?---\r?\n/.test(text)) {
    issues.push({ file, field: '', message: 'expected front matter between --- lines at the top of the file', line: 1 });
    return undefined;
  }
  // Empty front matter never reaches the engine: it then validates as {} and reports the missing fields.
  let parsed: { data: unknown; locate: Locator } = { data: {}, locate: () => 1 };
  let failed = false;
  const fm = matter(text, {
    engines: {
      // The raw front matter starts with the newline after the opening ---, so its lines are the file's lines.
      yaml: (source: string) => {
        const result = parseYamlText(source, file, issues);
        if (result) parsed = result;
        else failed = true;
        return {};
      },
    },
  });
  if (failed) return undefined;
  const value = validate(schema, parsed.data ?? {}, file, parsed.locate, issues);
  return value === undefined ? undefined : { file, value, locate: parsed.locate, body: fm.content };
}

/**
 * File names in a directory under `content/` with the given extension, sorted.
 * @param relDir e.g. `news`
 * @param extension e.g. `.md`
 */
export function listFiles(ctx: ContentContext, relDir: string, extension: string): string[] {
  const dir = path.join(ctx.contentDir, relDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => entry.name)
    .sort();
}

/** True when `/images/…` exists under `public/`. */
export function imageExists(ctx: ContentContext, src: string): boolean {
  const absolute = path.join(ctx.publicDir, ...src.split('/').filter(Boolean));
  // Stay inside public/ even if a path slipped past the schema.
  if (!absolute.startsWith(ctx.publicDir + path.sep)) return false;
  return fs.existsSync(absolute) && fs.statSync(absolute).isFile();
}

function missingImageIssue(ctx: ContentContext, file: string, field: string, src: string, line?: number): ContentIssue {
  const publicName = path.basename(ctx.publicDir);
  return {
    file,
    field,
    message: `expected an existing image, got "${src}" (no file at ${publicName}${src})`,
    line,
  };
}

/**
 * Walks a validated value and checks that every string that is an image path (`/images/…`) names a file in
 * `public/`. Covers every image field of every schema without listing them.
 */
export function checkImages(
  ctx: ContentContext,
  parsed: ParsedFile<unknown>,
  issues: ContentIssue[],
): void {
  const walk = (value: unknown, at: PropertyKey[]): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/images/') && !imageExists(ctx, value)) {
        issues.push(missingImageIssue(ctx, parsed.file, fieldPath(at), value, parsed.locate(at)));
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...at, i]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
    }
  };
  walk(parsed.value, []);
}

/** Checks images used inside a Markdown body (`![alt](/images/…)`). */
export function checkBodyImages(
  ctx: ContentContext,
  file: string,
  imageSrcs: readonly string[],
  issues: ContentIssue[],
): void {
  for (const src of imageSrcs) {
    if (src.startsWith('/') && !imageExists(ctx, src)) issues.push(missingImageIssue(ctx, file, 'body', src));
  }
}

/**
 * Reports values that occur more than once, e.g. duplicate ids.
 * @param items the values with the field path each came from
 * @param what how to name the value in the message, e.g. `member id`
 */
export function checkUnique(
  file: string,
  items: ReadonlyArray<{ value: string | number; path: PropertyKey[] }>,
  what: string,
  locate: Locator | undefined,
  issues: ContentIssue[],
): void {
  const first = new Map<string | number, PropertyKey[]>();
  for (const item of items) {
    const earlier = first.get(item.value);
    if (earlier) {
      issues.push({
        file,
        field: fieldPath(item.path),
        message: `expected a unique ${what}, got ${JSON.stringify(item.value)} which is already used at ${fieldPath(earlier)}`,
        line: locate?.(item.path),
      });
    } else {
      first.set(item.value, item.path);
    }
  }
}
