/** Messages about content for the people who edit it, in Japanese: {@link formatIssue} is the one place that writes them. */
import type { z } from 'zod';
import { allowedKeys, fieldName, fieldSummary, schemaAt } from './fields';

/** One problem in one content file. */
export interface ContentIssue {
  file: string;
  field: string;
  fieldName: string;
  /** Where the field is, or where it belongs when it is missing. */
  line?: number;
  expected?: string;
  message?: string;
  missing?: boolean;
  found?: string;
  allowed?: readonly string[];
  /** What the field is (its description's first sentence), after the rule, to help fix the value. */
  about?: string;
  hint?: string;
}

function sentence(text: string): string {
  return text.endsWith('。') ? text : `${text}。`;
}

/** The one line an editor reads: file, line, field, what is expected, found and allowed. */
export function formatIssue(issue: ContentIssue): string {
  const line = issue.line === undefined ? '' : ` ${issue.line}行目`;
  const field = issue.fieldName === '' ? '' : `「${issue.fieldName}」`;
  const parts: string[] = [];
  if (issue.missing) parts.push('この項目がありません。');
  if (issue.message !== undefined) parts.push(sentence(issue.message));
  // A space between Latin letters and the kana after them, as the rest of the site writes it.
  else if (issue.expected !== undefined) parts.push(`${issue.expected}${/[A-Za-z0-9]$/.test(issue.expected) ? ' ' : ''}を書いてください。`);
  if (issue.found !== undefined) parts.push(`書かれている値: ${sentence(issue.found)}`);
  if (issue.allowed !== undefined) parts.push(`使える値: ${issue.allowed.join('、')}`);
  if (issue.hint !== undefined) parts.push(`${parts.length > 0 && !parts[parts.length - 1].endsWith('。') ? '。' : ''}${sentence(issue.hint)}`);
  if (issue.about !== undefined) parts.push(`${parts.length > 0 && !parts[parts.length - 1].endsWith('。') ? '。' : ''}${sentence(issue.about)}`);
  return `${issue.file}${line}${field}: ${parts.join('')}`;
}

/** Thrown by loaders when content is invalid. `message` holds every problem, one per line. */
export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    super(`コンテンツに ${issues.length} 件の問題があります:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}

/** Formats a path such as `['stills', 1, 'src']` as `stills.1.src`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

const EXPECTED_NAMES: Record<string, string> = {
  string: '文字',
  int: '整数',
  number: '数',
  boolean: 'true か false',
  array: '一覧（「- 」で始まる行）',
  object: '「項目名: 値」の並び',
};

/** Error map for `safeParse`; a message set on a schema takes precedence. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return EXPECTED_NAMES[issue.expected] ?? issue.expected;
    case 'invalid_value':
      return issue.values.length === 1 ? JSON.stringify(issue.values[0]) : '決められた値のどれか';
    case 'too_small':
      if (issue.origin === 'array') return `${String(issue.minimum)}つ以上の項目`;
      if (issue.origin === 'string') return `${String(issue.minimum)}文字以上の文字`;
      return `${String(issue.minimum)}${issue.inclusive ? ' 以上' : ' より大きい'}の数`;
    case 'too_big':
      if (issue.origin === 'array') return `${String(issue.maximum)}つまでの項目`;
      if (issue.origin === 'string') return `${String(issue.maximum)}文字までの文字`;
      return `${String(issue.maximum)}${issue.inclusive ? ' 以下' : ' より小さい'}の数`;
    case 'invalid_format':
      return '決められた形の文字';
    case 'invalid_union':
      return '決められた形のどれか';
    default:
      return undefined;
  }
};

/** How a message shows a value that was found: `"10/1"`, `16500.5`, 「空欄」, 「一覧（3項目）」. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'なし';
  if (value === null) return '空欄';
  if (typeof value === 'string' && value.trim() === '') return '空欄';
  if (Array.isArray(value)) return `一覧（${value.length}項目）`;
  if (typeof value === 'object') return '「項目名: 値」の並び';
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

/** The labels of a closed set for a message: `info（お知らせ）`, or the value alone when it has no label. */
export function labelled(items: ReadonlyArray<{ id: string | number; label?: string }>): string[] {
  return items.map(({ id, label }) => (label === undefined || label === String(id) ? String(id) : `${id}（${label}）`));
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

/** Names an unknown key, suggests the one meant when close, and lists the fields allowed there. */
function unknownKeyIssue(
  file: string,
  schema: z.ZodType,
  path: readonly PropertyKey[],
  locate?: Locator,
): ContentIssue {
  const key = String(path[path.length - 1]);
  const allowed = allowedKeys(schema, path.slice(0, -1));
  const close = allowed.map((a) => a.replace(/（.*$/, '')).find((k) => distance(k.toLowerCase(), key.toLowerCase()) <= 2);
  return {
    file,
    field: fieldPath(path),
    fieldName: fieldName(schema, path),
    line: locate?.(path),
    message: `この項目名は使えません。${close ? `${close} の書き間違いではありませんか。` : 'つづりを確認してください。'}使える項目名: ${allowed.join('、')}`,
  };
}

/** How to write a list empty, read from the schema so exactly the lists that may be empty say it. */
function emptyHint(schema: z.ZodType, issue: z.core.$ZodIssue): Pick<ContentIssue, 'hint'> {
  const key = issue.path[issue.path.length - 1];
  if (issue.code !== 'invalid_type' || issue.expected !== 'array' || typeof key !== 'string') return {};
  return schemaAt(schema, issue.path)?.safeParse([]).success ? { hint: `ない場合は \`${key}: []\` と書きます` } : {};
}

/** Turns zod issues into {@link ContentIssue}s, with the fields' Japanese names from the schema. */
export function zodIssuesToContentIssues(
  file: string,
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  locate?: Locator,
): ContentIssue[] {
  return issues.flatMap((issue): ContentIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => unknownKeyIssue(file, schema, [...issue.path, key], locate));
    }
    const value = valueAt(data, issue.path);
    const about = fieldSummary(schemaAt(schema, issue.path));
    const base = {
      file,
      field: fieldPath(issue.path),
      fieldName: fieldName(schema, issue.path),
      line: locate?.(issue.path),
      expected: issue.message,
      ...(about ? { about } : {}),
      ...emptyHint(schema, issue),
    };
    if (value === undefined) return [{ ...base, missing: true }];
    const allowed =
      issue.code === 'invalid_value' && issue.values.length > 1 ? issue.values.map((v) => String(v)) : undefined;
    return [{ ...base, found: describeValue(value), ...(allowed ? { allowed } : {}) }];
  });
}

/** Runs a loader this section depends on; its problems join `issues` so the caller still checks its own files. */
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
