/**
 * The browser editor's form fields, generated from a content schema via its JSON Schema: labels from the Japanese
 * titles, help from their descriptions, rules and hints as the content check states them.
 */
import type { Field as CmsField } from '@sveltia/cms';
import { z } from 'zod';
import { schemaAt } from '../content/fields';
import { SOURCE_FORMATS_TEXT } from '../imageFormats';
import { DateStringSchema, HTTPS_URL_PATTERN, HexColorSchema, ImagePathSchema, PublishDateSchema, UrlSchema } from '../content/schema';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** An option of a select. */
export type SelectOption = { label: string; value: string };

/** What a collection adds to its schema's fields. */
export interface FieldOptions {
  /** By the field's path with list items left out (`category`, `storeBonuses.volumes`). */
  references?: Readonly<Record<string, readonly SelectOption[]>>;
  imageSection?: string;
  defaults?: Readonly<Record<string, string>>;
  /** By the list's path (`works`): the line a collapsed item shows, a template of its fields. */
  summaries?: Readonly<Record<string, string>>;
}

const PARAGRAPH_KEYS = new Set(['description', 'profile', 'summary', 'lead', 'notes', 'broadcastStart']);

/** The field a collapsed list item is shown by (else the editor shows its first field). */
const SUMMARY_KEYS = ['title', 'name', 'section', 'label', 'role', 'item', 'character', 'alt'];

/** JSON Schema's way of saying "no maximum". */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

const patternOf = (schema: z.ZodType): string | undefined => z.toJSONSchema(schema).pattern;
const DATE_PATTERN = patternOf(DateStringSchema);
const PUBLISH_DATE_PATTERN = patternOf(PublishDateSchema);
const IMAGE_PATTERN = patternOf(ImagePathSchema);
const HEX_COLOR_PATTERN = patternOf(HexColorSchema);
/** zod writes `z.url()` as `format: "uri"`; the schema's own rule for how an https URL is written is a pattern. */
const URL_FORMAT = z.toJSONSchema(UrlSchema).format;

/** A file's date without a time loads as 00:00 of that day. */
export const PUBLISH_DATE_FORMAT = { format: 'YYYY-MM-DD HH:mm', date_format: 'YYYY-MM-DD', time_format: 'HH:mm' } as const;

const PUBLISH_DATE_HINT = '日本時間で書きます。「現時刻」はこのパソコンの時計の時刻を入れます。';

/** Never the `true`/`false` shorthand (zod does not write it for the schemas here). */
function node(schema: z.core.JSONSchema._JSONSchema | undefined): JsonSchema {
  return typeof schema === 'object' ? schema : {};
}

/** The schema's own message for a value breaking its pattern, as the content check says it. */
function expectedText(root: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  return schemaAt(root, path)?.safeParse('').error?.issues[0]?.message;
}

function patternMessage(expected: string | undefined, title: string): string {
  return expected ? `${expected}${/[A-Za-z0-9]$/.test(expected) ? ' ' : ''}を書いてください。` : `「${title}」の書き方を確かめてください。`;
}

/** Undefined when the rule needs the `u` flag, which the editor cannot set (it runs `new RegExp(pattern)`). */
function browserPattern(pattern: string | undefined): string | undefined {
  if (pattern === undefined || /\\[pPu]\{/.test(pattern)) return undefined;
  return pattern;
}

interface Walk {
  root: z.ZodType;
  options: FieldOptions;
}

/** The field's help: its description from the schema, then the rule it must follow. */
function hintOf(description: string | undefined, rule?: string): { hint?: string } {
  const parts = [description, rule].flatMap((part) => (part?.trim() ? [part.trim()] : []));
  const text = parts.map((part, i) => (i < parts.length - 1 && !/[。！？）」]$/.test(part) ? `${part}。` : part)).join('');
  return text ? { hint: text } : {};
}

function fieldFor(walk: Walk, name: string, schema: JsonSchema, path: readonly PropertyKey[], required: boolean): CmsField {
  const label = schema.title ?? name;
  const { description } = schema;
  const base = { name, label, required, ...hintOf(description) };
  const dotted = path.filter((key) => typeof key === 'string').join('.');
  const defaultValue = walk.options.defaults?.[dotted];
  const reference = walk.options.references?.[dotted];

  // A value that may be `null` (a category without a colour): the field of the other option, which may be left empty.
  const notNull = schema.anyOf?.filter((option) => option.type !== 'null');
  if (notNull?.length === 1 && notNull.length < (schema.anyOf?.length ?? 0)) {
    return fieldFor(walk, name, { ...notNull[0], title: label, description: description ?? notNull[0].description }, path, false);
  }

  // `'all' | [ids]`: a multiple select (the loader reads `[all]` as `all`); a constant without a label is labelled with
  // itself.
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
      // A new entry still writes a required list's key, as the schema wants it; an optional list is left unwritten
      // (site.json `sections`: absent means every section, empty none).
      const min = schema.minItems ?? 0;
      // The editor names an item by `label_singular` (「場面写真 を追加」); Japanese has no plural, so the list's own title
      // serves unless its items have one.
      const list = {
        ...base,
        widget: 'list' as const,
        label_singular: items.title ?? label,
        required: required && min > 0,
        ...(min > 0 ? { min } : {}),
        ...(required ? { default: [] } : {}),
      };
      if (items.type === 'object') {
        const key = SUMMARY_KEYS.find((k) => Object.hasOwn(items.properties ?? {}, k));
        const summary = walk.options.summaries?.[dotted] ?? (key ? `{{fields.${key}}}` : undefined);
        return { ...list, ...(summary ? { summary } : {}), fields: objectFields(walk, items, [...path, 0]) };
      }
      return { ...list, field: fieldFor(walk, name, { ...items, title: items.title ?? label, description: items.description ?? description }, [...path, 0], true) };
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
    return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, ...(defaultValue ? { default: defaultValue } : {}) };
  }
  if (schema.pattern !== undefined && schema.pattern === PUBLISH_DATE_PATTERN) {
    // Written with no time zone: the site reads it as Japan's time.
    return { ...base, widget: 'datetime', ...PUBLISH_DATE_FORMAT, ...hintOf(description, PUBLISH_DATE_HINT), ...(defaultValue ? { default: defaultValue } : {}) };
  }
  const pattern = schema.format === URL_FORMAT && schema.format !== undefined ? HTTPS_URL_PATTERN : browserPattern(schema.pattern);
  const expected = pattern === undefined ? undefined : expectedText(walk.root, path);
  const rule = pattern === undefined ? {} : { pattern: [pattern, patternMessage(expected, label)] as [string, string] };
  if (schema.pattern !== undefined && schema.pattern === HEX_COLOR_PATTERN) {
    // The editor's colour picker writes `#rrggbb`; typing the code stays possible, for a colour taken from a style guide.
    return { ...base, ...rule, widget: 'color', allowInput: true };
  }
  if (schema.pattern !== undefined && schema.pattern === IMAGE_PATTERN) {
    const section = walk.options.imageSection ?? 'common';
    // No pattern: the editor checks a file field's pattern against the chosen file's name, not the path it writes, so
    // the path's rule refused every image. The widget writes the path itself; the content check reads the file's bytes.
    // Relative to the repository (the leading slash), whatever folder the entry is in.
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      ...hintOf(description, `${SOURCE_FORMATS_TEXT}の画像を選びます。`),
      media_folder: `/public/images/${section}`,
      public_folder: `/images/${section}`,
    };
  }
  return { ...base, ...rule, ...hintOf(description, expected && description ? `書き方: ${expected}` : expected), widget: PARAGRAPH_KEYS.has(name) ? 'text' : 'string', ...(defaultValue ? { default: defaultValue } : {}) };
}

function objectFields(walk: Walk, schema: JsonSchema, path: readonly PropertyKey[]): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, property]) => fieldFor(walk, key, node(property), [...path, key], required.has(key)));
}

/** The editor fields of an object schema (a YAML file, a Markdown file's front matter), in the schema's order. */
export function editorFields(schema: z.ZodType, options: FieldOptions = {}): CmsField[] {
  return objectFields({ root: schema, options }, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), []);
}
