/**
 * Content errors that name the file, the field and what was expected:
 *
 *     content/news/2026-10-01-pv.md: date: expected YYYY-MM-DD, got "10/1" (line 3)
 *
 * Loaders collect every problem of a section and throw one {@link ContentError}; its `message` lists them one
 * per line, so a failing `next build` or `npm run content:check` prints exactly what to fix.
 */
import type { z } from 'zod';

/** One problem in one content file. */
export interface ContentIssue {
  /** Path from the repository root, e.g. `content/news/2026-10-01-pv.md`. */
  file: string;
  /** Dotted field path, e.g. `stills.1.src`; empty for the file as a whole. */
  field: string;
  /** What is wrong, starting with what was expected. */
  message: string;
  /** 1-based line in the file, when known. */
  line?: number;
}

/** `file: field: message (line n)`. */
export function formatIssue(issue: ContentIssue): string {
  const where = issue.field === '' ? '' : `${issue.field}: `;
  const line = issue.line === undefined ? '' : ` (line ${issue.line})`;
  return `${issue.file}: ${where}${issue.message}${line}`;
}

/** Thrown by loaders when content is invalid. `message` holds every problem, one per line. */
export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const lines = issues.map(formatIssue);
    super(
      `Invalid content (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${lines.map((l) => `  ${l}`).join('\n')}`,
    );
    this.name = 'ContentError';
    this.issues = issues;
  }
}

/** Throws a {@link ContentError} when `issues` is not empty. */
export function throwIfIssues(issues: readonly ContentIssue[]): void {
  if (issues.length > 0) throw new ContentError(issues);
}

/** Formats a path such as `['stills', 1, 'src']` as `stills.1.src`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

const EXPECTED_NAMES: Record<string, string> = {
  string: 'text',
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping of fields',
};

function plural(n: number | bigint, word: string): string {
  return `${n} ${word}${Number(n) === 1 ? '' : 's'}`;
}

/**
 * Error map passed to `safeParse`: default zod messages rewritten as "expected …". Messages set on a schema
 * (they already say "expected …") take precedence over it.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `expected ${JSON.stringify(issue.values[0])}`
        : `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${plural(issue.minimum, 'item')}`;
      if (issue.origin === 'string') return `expected at least ${plural(issue.minimum, 'character')}`;
      return `expected ${issue.inclusive ? '≥' : '>'} ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${plural(issue.maximum, 'item')}`;
      if (issue.origin === 'string') return `expected at most ${plural(issue.maximum, 'character')}`;
      return `expected ${issue.inclusive ? '≤' : '<'} ${String(issue.maximum)}`;
    case 'invalid_format':
      return `expected ${issue.format === 'regex' ? 'a value matching ' + String(issue.pattern) : issue.format}`;
    case 'unrecognized_keys':
      return 'unknown field';
    case 'invalid_union':
      return 'expected one of the allowed shapes';
    default:
      return undefined;
  }
};

/** Short, readable rendering of a value that was found. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  if (typeof value === 'object') return 'a mapping of fields';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…${text.slice(-1)}` : text;
}

/** Reads `data` along `path` (undefined when the path does not exist). */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Finds the 1-based line of a field path in the source file, when the parser can tell. */
export type Locator = (path: readonly PropertyKey[]) => number | undefined;

/**
 * Turns zod issues into {@link ContentIssue}s: field path, the "expected …" message and the value found
 * (`got "10/1"`, or `missing` for an absent required field).
 */
export function zodIssuesToContentIssues(
  file: string,
  error: z.ZodError,
  data: unknown,
  locate?: Locator,
): ContentIssue[] {
  return error.issues.flatMap((issue): ContentIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const path = [...issue.path, key];
        return {
          file,
          field: fieldPath(path),
          message: 'unknown field (check the spelling; see lib/content/schema.ts for the allowed fields)',
          line: locate?.(path),
        };
      });
    }
    const value = valueAt(data, issue.path);
    const message =
      value === undefined && issue.code === 'invalid_type'
        ? `missing (${issue.message})`
        : `${issue.message}, got ${describeValue(value)}`;
    return [{ file, field: fieldPath(issue.path), message, line: locate?.(issue.path) }];
  });
}

/**
 * Runs a loader this section depends on. When it fails, its problems are added to `issues` and undefined is
 * returned, so the calling section still checks its own files and reports everything in one go.
 */
export function loadDependency<T>(load: () => T, issues: ContentIssue[]): T | undefined {
  try {
    return load();
  } catch (error) {
    if (error instanceof ContentError) {
      issues.push(...error.issues);
      return undefined;
    }
    throw error;
  }
}
