/** The Japanese names of content fields, read from the schemas' `.meta({ title })`, so messages name them as editors know them. */
import { z } from 'zod';

/** The Japanese name given to a field's schema with `.meta({ title })`, looking through `.optional()`. */
export function fieldTitle(schema: z.ZodType | undefined): string | undefined {
  if (!schema) return undefined;
  const title = schema.meta()?.title;
  if (typeof title === 'string') return title;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fieldTitle(schema.unwrap() as z.ZodType);
  }
  return undefined;
}

/** Up to the first 「。」 outside brackets: （深夜は30時間表記。例 …） belongs to its sentence. */
function firstSentence(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if ('（「『'.includes(text[i])) depth += 1;
    else if ('）」』'.includes(text[i])) depth = Math.max(0, depth - 1);
    else if (text[i] === '。' && depth === 0) return text.slice(0, i + 1);
  }
  return text;
}

/** The description given to a field's schema with `.meta({ description })`, looking through `.optional()`. */
function fieldDescription(schema: z.ZodType | undefined): string | undefined {
  if (!schema) return undefined;
  const description = schema.meta()?.description;
  if (typeof description === 'string') return description.trim();
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fieldDescription(schema.unwrap() as z.ZodType);
  }
  return undefined;
}

/**
 * What a field is, for a message: the first sentence of its description (the editor shows the whole of it beside the
 * field), looking through `.optional()`.
 */
export function fieldSummary(schema: z.ZodType | undefined): string | undefined {
  const description = fieldDescription(schema);
  return description === undefined ? undefined : firstSentence(description) || undefined;
}

function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapped(schema.unwrap() as z.ZodType);
  }
  return schema;
}

function findSchema<T extends z.ZodType>(schema: z.ZodType, is: (s: z.ZodType) => s is T): T | undefined {
  const inner = unwrapped(schema);
  if (is(inner)) return inner;
  if (inner instanceof z.ZodUnion) {
    for (const option of inner.options) {
      const found = findSchema(option as z.ZodType, is);
      if (found) return found;
    }
  }
  return undefined;
}

const objectOf = (schema: z.ZodType) => findSchema(schema, (s): s is z.ZodObject => s instanceof z.ZodObject);
const arrayOf = (schema: z.ZodType) => findSchema(schema, (s): s is z.ZodArray => s instanceof z.ZodArray);

/** The schema of the field at `path`, or undefined for a misspelt key. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    if (typeof key === 'number') {
      current = arrayOf(current)?.element as z.ZodType | undefined;
    } else {
      const shape: Record<string, z.ZodType> | undefined = objectOf(current)?.shape;
      current = shape && Object.hasOwn(shape, String(key)) ? shape[String(key)] : undefined;
    }
  }
  return current;
}

function keyName(schema: z.ZodType | undefined, key: string): string {
  const title = fieldTitle(schema);
  return title ? `${title}（${key}）` : key;
}

/** How a message names the field at `path`, counting list items from 1 as an editor does. */
export function fieldName(schema: z.ZodType, path: readonly PropertyKey[]): string {
  let name = '';
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    if (typeof key === 'number') {
      name += `${key + 1}番目`;
    } else {
      name += `${name === '' ? '' : 'の'}${keyName(schemaAt(schema, path.slice(0, i + 1)), String(key))}`;
    }
  }
  return name;
}

/** The fields an object may have, for the message after a misspelt key. */
export function allowedKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const at = schemaAt(schema, path);
  const object = at && objectOf(at);
  if (!object) return [];
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([key, field]) => {
    const title = fieldTitle(field);
    return title && title !== key ? `${key}（${title}）` : key;
  });
}

/** Every object field below `schema` that has no Japanese name. */
export function untitledFields(schema: z.ZodType): string[] {
  return fieldRows(schema).filter((row) => row.title === undefined).map((row) => row.path);
}

/** Leaves out empty values where the field may be absent: the browser editor saves a cleared optional field as `''`. */
export function withoutEmptyOptional(value: unknown, schema: z.ZodType | undefined): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const element = arrayOf(schema)?.element as z.ZodType | undefined;
    return value.map((item) => withoutEmptyOptional(item, element));
  }
  const shape: Record<string, z.ZodType> | undefined = objectOf(schema)?.shape;
  if (!shape) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
      const empty = (typeof item === 'string' && item.trim() === '') || (item === null && !field?.safeParse(null).success);
      if (field && empty && field.safeParse(undefined).success) return [];
      return [[key, withoutEmptyOptional(item, field)]];
    }),
  );
}

/** One field of a content file, as the field reference lists it. */
export interface FieldRow {
  /** Its key, nested with `.` and a list's items with `[]`: `stations[].name`. */
  path: string;
  /** Its Japanese name; none when the schema gives it none (`untitledFields`). */
  title?: string;
  description: string;
  required: boolean;
}

/**
 * Every field below `schema` in the order the schema declares them, a list's item fields under the list; `required` is
 * within its parent (an optional block's required field is needed only when the block is written).
 */
export function fieldRows(schema: z.ZodType, at = ''): FieldRow[] {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodArray) return fieldRows(inner.element as z.ZodType, `${at}[]`);
  if (inner instanceof z.ZodUnion) {
    const rows = inner.options.flatMap((option) => fieldRows(option as z.ZodType, at));
    return rows.filter((row, i) => rows.findIndex((r) => r.path === row.path) === i);
  }
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const path = at === '' ? key : `${at}.${key}`;
    const required = !(field instanceof z.ZodOptional || field instanceof z.ZodDefault);
    return [{ path, title: fieldTitle(field), description: fieldDescription(field) ?? '', required }, ...fieldRows(field, path)];
  });
}
