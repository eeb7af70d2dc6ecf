/**
 * The editor's form fields, generated from a content schema: the browser editor (Decap CMS, `pages/admin/`) shows
 * one field per schema field, with the schema's Japanese name as its label, `required` where the schema requires
 * the field, a closed set as a select, a nested object or list as an object or list of fields, and the schema's
 * format rules as patterns where a browser regular expression can express them. Nothing here is written twice: the
 * structure comes from `z.toJSONSchema`, the message of a pattern from the schema's own check.
 *
 * What the schema cannot say is passed in: the options of a field whose value is the id of something listed in
 * another file (a news category, a character, a store), and the folder a collection's images go to.
 */
import type { CmsField, CmsSelectWidgetOptionObject } from 'decap-cms-core';
import { z } from 'zod';
import { schemaAt } from '../content/fields';
import { DateStringSchema, ImagePathSchema, PublishDateSchema, UrlSchema } from '../content/schema';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** An option of a select: the value written to the file and the label the editor reads. */
export type SelectOption = CmsSelectWidgetOptionObject & { value: string };

/** What a collection adds to its schema's fields. */
export interface FieldOptions {
  /**
   * The options of fields whose values are ids of things listed elsewhere, by the field's path with list items left
   * out (`category`, `cast.character`, `storeBonuses.volumes`).
   */
  references?: Readonly<Record<string, readonly SelectOption[]>>;
  /** The folder under `public/images/` where this collection's images go (`news` → `public/images/news/`). */
  imageSection?: string;
  /** Values a new entry starts with, by path (`{ date: '{{now}}' }`). */
  defaults?: Readonly<Record<string, string>>;
}

/** String fields whose values are paragraphs, edited in a multi-line box (by key, in every file). */
const PARAGRAPH_KEYS = new Set(['description', 'profile', 'summary', 'lead', 'notes', 'broadcastStart']);

/** The field a collapsed list item is shown by, the first of these an item has (else Decap shows its first field). */
const SUMMARY_KEYS = ['title', 'name', 'label', 'role', 'item', 'character', 'alt'];

/** Integers above this are JSON Schema's way of saying "no maximum" (`Number.MAX_SAFE_INTEGER`). */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

const patternOf = (schema: z.ZodType): string | undefined => z.toJSONSchema(schema).pattern;
/** Patterns that mark a kind of value with a widget of its own. */
const DATE_PATTERN = patternOf(DateStringSchema);
const PUBLISH_DATE_PATTERN = patternOf(PublishDateSchema);
const IMAGE_PATTERN = patternOf(ImagePathSchema);
/** zod writes `z.url()` as `format: "uri"`; the schema also allows https only, which a pattern can say. */
const URL_FORMAT = z.toJSONSchema(UrlSchema).format;
const HTTPS_PATTERN = '^https://\\S+$';

/**
 * How the editor writes a publication date (`PublishDateSchema`): the date and the minute, `2026-12-01 12:00`, in the
 * tokens of Decap's datetime widget (dayjs). A file's date without a time (`2026-12-01`) loads as 00:00 of that day,
 * which is what it means, and stays as it is written until the date is changed.
 */
export const PUBLISH_DATE_FORMAT = { format: 'YYYY-MM-DD HH:mm', date_format: 'YYYY-MM-DD', time_format: 'HH:mm' } as const;

/** The hint under a publication date: the time is Japan's, whatever the computer's clock says. */
const PUBLISH_DATE_HINT = '日本時間で書きます。この日時からサイトに載ります（それより前のビルドには出ません）。「現時刻」はこのパソコンの時計の時刻を入れます。';

/** A schema node, never the `true`/`false` shorthand (zod does not write it for the schemas here). */
function node(schema: z.core.JSONSchema._JSONSchema | undefined): JsonSchema {
  return typeof schema === 'object' ? schema : {};
}

/**
 * What the schema says a value must be, as the content check says it: the message of the schema at `path` for a
 * value that breaks its pattern (an empty string breaks every pattern here), or undefined when it has none.
 */
function expectedText(root: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  return schemaAt(root, path)?.safeParse('').error?.issues[0]?.message;
}

/** {@link expectedText} as a sentence for the editor, shown when a value breaks the pattern. */
function patternMessage(expected: string | undefined, title: string): string {
  return expected ? `${expected}${/[A-Za-z0-9]$/.test(expected) ? ' ' : ''}を書いてください。` : `「${title}」の書き方を確かめてください。`;
}

/**
 * A JSON Schema `pattern` as Decap checks it (`new RegExp(pattern)`, no flags), or undefined when the rule needs
 * the `u` flag (Unicode property classes such as a kana reading's `\p{Script=Hiragana}`), which Decap cannot set.
 */
function browserPattern(pattern: string | undefined): string | undefined {
  if (pattern === undefined || /\\[pPu]\{/.test(pattern)) return undefined;
  return pattern;
}

interface Walk {
  root: z.ZodType;
  options: FieldOptions;
}

/** The field for the schema `schema` of the key `name` at `path` (keys, and 0 for an item of a list). */
function fieldFor(walk: Walk, name: string, schema: JsonSchema, path: readonly PropertyKey[], required: boolean): CmsField {
  const label = schema.title ?? name;
  const base = { name, label, required };
  const dotted = path.filter((key) => typeof key === 'string').join('.');
  const defaultValue = walk.options.defaults?.[dotted];
  const reference = walk.options.references?.[dotted];

  // A value that may be `null` (a category without a colour): the field of the other option, which may be left empty.
  const notNull = schema.anyOf?.filter((option) => option.type !== 'null');
  if (notNull?.length === 1 && notNull.length < (schema.anyOf?.length ?? 0)) {
    return fieldFor(walk, name, { ...notNull[0], title: label }, path, false);
  }

  // `'all' | [ids]` (store bonuses): a multiple select of the ids and the constants (the select keeps a list, so the
  // loader reads `[all]` as `all`). A constant the reference options do not label is labelled with itself.
  if (schema.anyOf) {
    const constants = schema.anyOf.flatMap((option) => (typeof option.const === 'string' ? [option.const] : []));
    const list = schema.anyOf.find((option) => option.type === 'array');
    if (list && reference) {
      const unlabelled = constants.filter((value) => !reference.some((option) => option.value === value));
      return {
        ...base,
        widget: 'select',
        multiple: true,
        ...(list.minItems ? { min: list.minItems } : {}),
        options: [...unlabelled.map((value) => ({ value, label: value })), ...reference],
      };
    }
  }
  if (reference) return { ...base, widget: 'select', options: [...reference], ...(defaultValue ? { default: defaultValue } : {}) };

  switch (schema.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: objectFields(walk, schema, path) };
    case 'array': {
      const items = node(schema.items as z.core.JSONSchema._JSONSchema);
      // A list may be empty unless the schema asks for items; a new entry still writes the key, as the schema wants it.
      const min = schema.minItems ?? 0;
      const list = { ...base, widget: 'list' as const, required: required && min > 0, ...(min > 0 ? { min } : {}), default: [] };
      if (items.type === 'object') {
        const summary = SUMMARY_KEYS.find((key) => Object.hasOwn(items.properties ?? {}, key));
        return { ...list, ...(summary ? { summary: `{{fields.${summary}}}` } : {}), fields: objectFields(walk, items, [...path, 0]) };
      }
      return { ...list, field: fieldFor(walk, name, { ...items, title: items.title ?? label }, [...path, 0], true) };
    }
    case 'integer':
    case 'number': {
      const min =
        typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum !== undefined && schema.minimum > -NO_LIMIT ? schema.minimum : undefined;
      const max = schema.maximum !== undefined && schema.maximum < NO_LIMIT ? schema.maximum : undefined;
      return { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    default:
      break;
  }

  if (schema.enum) {
    return { ...base, widget: 'select', options: schema.enum.map((value) => String(value)) };
  }
  if (schema.pattern !== undefined && schema.pattern === DATE_PATTERN) {
    // A native date input that writes `YYYY-MM-DD` as it is, with no time zone.
    return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, ...(defaultValue ? { default: defaultValue } : {}) };
  }
  if (schema.pattern !== undefined && schema.pattern === PUBLISH_DATE_PATTERN) {
    // A native date-and-time input, written with no time zone: the site reads it as Japan's time.
    return { ...base, widget: 'datetime', ...PUBLISH_DATE_FORMAT, hint: PUBLISH_DATE_HINT, ...(defaultValue ? { default: defaultValue } : {}) };
  }
  const pattern = schema.format === URL_FORMAT && schema.format !== undefined ? HTTPS_PATTERN : browserPattern(schema.pattern);
  const expected = pattern === undefined ? undefined : expectedText(walk.root, path);
  const rule = pattern === undefined ? {} : { pattern: [pattern, patternMessage(expected, label)] as [string, string] };
  if (schema.pattern !== undefined && schema.pattern === IMAGE_PATTERN) {
    const section = walk.options.imageSection ?? 'common';
    // Relative to the repository (the leading slash), whatever folder the entry is in.
    return { ...base, ...rule, widget: 'image', choose_url: false, media_folder: `/public/images/${section}`, public_folder: `/images/${section}` };
  }
  // The rule under the box before anything is typed (`2026-10-03 25:30`, an id's letters …), in the schema's words.
  return { ...base, ...rule, ...(expected ? { hint: expected } : {}), widget: PARAGRAPH_KEYS.has(name) ? 'text' : 'string', ...(defaultValue ? { default: defaultValue } : {}) };
}

function objectFields(walk: Walk, schema: JsonSchema, path: readonly PropertyKey[]): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, property]) => fieldFor(walk, key, node(property), [...path, key], required.has(key)));
}

/**
 * The editor fields of an object schema (a YAML file, a Markdown file's front matter), in the schema's order.
 * @param schema the file's zod schema, e.g. `NewsFrontMatterSchema`
 */
export function editorFields(schema: z.ZodType, options: FieldOptions = {}): CmsField[] {
  return objectFields({ root: schema, options }, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), []);
}
