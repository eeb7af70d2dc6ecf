/** @jest-environment node */
// The editor edits every content file, field for field: a schema field with no editor field, or an editor field
// that is no schema field, fails here, whatever the series and whatever fields the schemas gain.
import type { EntryCollection, Field as CmsField, FileCollection } from '@sveltia/cms';
import { z } from 'zod';
import { contentFiles, listContentFiles } from '../content/check';
import { createContentContext } from '../content/context';
import { editorOptions as referenceOptions, FILE_COLLECTIONS, FOLDER_COLLECTIONS, WORKS_COLLECTION, editorCollections, workEditorCollections } from '../sections/registry';
import { cmsConfig } from './config';
import { PUBLISH_DATE_FORMAT } from './fields';
import { RevealTimeSchema } from '../content/schema';

type JsonSchema = z.core.JSONSchema.JSONSchema;
const node = (schema: z.core.JSONSchema._JSONSchema | undefined): JsonSchema => (typeof schema === 'object' ? schema : {});

/** Every field of a JSON Schema as a dotted path, `[]` for the items of a list. */
function schemaPaths(schema: JsonSchema, at = ''): string[] {
  if (schema.anyOf) return [...new Set(schema.anyOf.flatMap((option) => schemaPaths(option, at)))];
  if (schema.type === 'array') return schemaPaths(node(schema.items as z.core.JSONSchema._JSONSchema), `${at}[]`);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const path = at === '' ? key : `${at}.${key}`;
    return [path, ...schemaPaths(node(property), path)];
  });
}

/** Every editor field as a dotted path, `[]` for the items of a list. */
function fieldPaths(fields: readonly CmsField[], at = ''): string[] {
  return fields.flatMap((field) => {
    const path = at === '' ? field.name : `${at}.${field.name}`;
    const nested = 'fields' in field && field.fields ? fieldPaths(field.fields, field.widget === 'list' ? `${path}[]` : path) : [];
    return [path, ...nested];
  });
}

/** The editor's fields for a file, without the Markdown body (which is not front matter). */
/** A collection of either kind, its kind's properties looked up without narrowing first. */
type CmsCollection = Partial<EntryCollection> & Partial<FileCollection> & { name: string };

function editedFields(collection: CmsCollection, file?: string): CmsField[] {
  const fields = file ? collection.files?.find((f) => f.file === file)?.fields : collection.fields;
  return (fields ?? []).filter((f) => f.widget !== 'markdown');
}

const config = cmsConfig(referenceOptions(createContentContext()), {}, editorCollections(createContentContext()));
/** A configuration's collections, each of either kind. */
const collectionsOf = (c: ReturnType<typeof cmsConfig>): CmsCollection[] => (c.collections ?? []) as CmsCollection[];
const collectionOf = (name: string) => {
  const found = (config.collections as CmsCollection[] | undefined)?.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

describe('what the editor edits', () => {
  const ctx = createContentContext();
  // The kinds of file of the sections this series has on: the editor has no collection for an off section's.
  const kinds = contentFiles(ctx);
  const files = listContentFiles(ctx).filter((rel) => kinds.some((f) => f.schema && f.pattern.test(rel)));

  it('finds content to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('content/%s has one collection, checked by the same schema as the content check', (rel) => {
    const schema = kinds.find((f) => f.pattern.test(rel))?.schema;
    const { folders, files: groups } = editorCollections(ctx);
    const editors = [
      ...folders.filter((c) => rel.startsWith(`${c.folder}/`) && rel.endsWith('.md')),
      ...groups.flatMap((c) => c.files).filter((f) => f.file === rel),
    ];
    expect(editors).toHaveLength(1);
    expect(editors[0].schema).toBe(schema);
  });

  // A season and a film after the first work, whether or not this series has any (lib/content/works.ts).
  const exampleWorks = [
    workEditorCollections({ id: 'example', label: '第2期', kind: 'tv', first: false, dir: 'works/example' }),
    workEditorCollections({ id: 'example-film', label: '劇場版', kind: 'film', first: false, dir: 'works/example-film' }),
  ];

  it.each(kinds.filter((f) => f.schema).map((f) => [String(f.pattern), f] as const))(
    'every kind of content file, %s, has a collection',
    (_pattern, { pattern }) => {
      const folders = [...FOLDER_COLLECTIONS, ...exampleWorks.flatMap((w) => w.folders)];
      const groups = [...FILE_COLLECTIONS, WORKS_COLLECTION, ...exampleWorks.flatMap((w) => w.files)];
      const covered = [...folders.map((c) => `${c.folder}/example.md`), ...groups.flatMap((c) => c.files.map((f) => f.file))];
      expect(covered.some((rel) => pattern.test(rel))).toBe(true);
    },
  );
});

describe('editor fields and schema fields', () => {
  const cases = [
    ...FOLDER_COLLECTIONS.map((c) => [c.folder, c.schema, editedFields(collectionOf(c.name))] as const),
    ...FILE_COLLECTIONS.flatMap((c) => c.files.map((f) => [f.file, f.schema, editedFields(collectionOf(c.name), `content/${f.file}`)] as const)),
  ];

  it.each(cases)('%s: one editor field for every schema field, and no other', (_file, schema, fields) => {
    expect(fieldPaths(fields).sort()).toEqual(schemaPaths(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).sort());
  });

  it.each(cases)('%s: every field has its Japanese name as its label', (_file, _schema, fields) => {
    const unnamed = (list: readonly CmsField[]): string[] =>
      list.flatMap((f) => [...(f.label && f.label !== f.name ? [] : [f.name]), ...('fields' in f && f.fields ? unnamed(f.fields) : [])]);
    expect(unnamed(fields)).toEqual([]);
  });

  it('Markdown files are edited with their body, the others without one', () => {
    for (const c of FOLDER_COLLECTIONS) expect(collectionOf(c.name).fields?.some((f) => f.name === 'body' && f.widget === 'markdown')).toBe(c.markdown);
    for (const c of FILE_COLLECTIONS) {
      for (const f of c.files) {
        const body = collectionOf(c.name).files?.find((file) => file.file === `content/${f.file}`)?.fields.some((field) => field.widget === 'markdown');
        expect(body).toBe(f.file.endsWith('.md'));
      }
    }
  });
});

describe('help beside each field', () => {
  // Every collection the editor can show, whatever works this series has: the sections', works.yaml and a later
  // season's and film's.
  const works = [
    workEditorCollections({ id: 'example', label: '第2期', kind: 'tv', first: false, dir: 'works/example' }),
    workEditorCollections({ id: 'example-film', label: '劇場版', kind: 'film', first: false, dir: 'works/example-film' }),
  ];
  const all = cmsConfig(referenceOptions(createContentContext()), {}, {
    folders: [...FOLDER_COLLECTIONS, ...works.flatMap((w) => w.folders)],
    files: [...FILE_COLLECTIONS, WORKS_COLLECTION, ...works.flatMap((w) => w.files)],
  });

  /** The fields a person fills in, by their path: a list's or an object's own fields, not the list or object. */
  function leaves(fields: readonly CmsField[], at: string): Array<{ path: string; field: CmsField }> {
    return fields.flatMap((field) => {
      const path = `${at}.${field.name}`;
      if ('fields' in field && field.fields) return leaves(field.fields, path);
      if ('field' in field && field.field) return leaves([field.field], `${path}[]`);
      return [{ path, field }];
    });
  }
  const filled = collectionsOf(all).flatMap((c) => [
    ...leaves(c.fields ?? [], c.name),
    ...(c.files ?? []).flatMap((f) => leaves(f.fields, `${c.name}/${f.name}`)),
  ]);
  const bare = filled.filter(({ field }) => !('hint' in field) || !field.hint?.trim());

  it('at least 90 % of the fields a person fills in show help (a hint)', () => {
    const share = (filled.length - bare.length) / filled.length;
    // The figure, for the pull request's note.
    console.log(`help beside ${filled.length - bare.length} of ${filled.length} fields (${(share * 100).toFixed(1)} %); without: ${bare.map((b) => b.path).join(', ')}`);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});

describe('予約 in the lists: each entry’s line shows when it goes public', () => {
  const revealPattern = z.toJSONSchema(RevealTimeSchema).pattern;
  /** A field that says when its entry (or list item) goes public: a time to the minute, or a synopsis' reveal. */
  const isPublicTime = (f: CmsField): boolean =>
    (f.widget === 'datetime' && 'format' in f && f.format === PUBLISH_DATE_FORMAT.format) ||
    ('pattern' in f && Array.isArray(f.pattern) && f.pattern[0] === revealPattern);
  const works = collectionsOf(cmsConfig(referenceOptions(createContentContext()), {}, { folders: [], files: [WORKS_COLLECTION] }))[0]?.files?.[0];

  it.each([
    ...collectionsOf(config).filter((c) => c.folder).map((c): [string, string | undefined, CmsField[]] => [c.name, c.summary, editedFields(c)]),
    ...(works?.fields ?? []).filter((f) => f.widget === 'list').map((f): [string, string | undefined, CmsField[]] => [`works.yaml ${f.name}`, 'summary' in f ? f.summary : undefined, 'fields' in f ? (f.fields ?? []) : []]),
  ])('%s', (_name, summary, fields) => {
    const timed = fields.filter(isPublicTime).map((f) => f.name);
    expect(timed.filter((name) => !new RegExp(`{{(fields\\.)?${name}\\b`).test(summary ?? ''))).toEqual([]);
  });

  it('covers every kind of timed entry: articles, synopses, pages and works', () => {
    const timed = collectionsOf(config).flatMap((c) => editedFields(c).filter(isPublicTime).map((f) => `${c.name}.${f.name}`));
    expect(timed).toEqual(expect.arrayContaining(['news.date', 'episodes.revealAt']));
    expect((works?.fields ?? []).flatMap((f) => ('fields' in f ? (f.fields ?? []) : [])).filter(isPublicTime).map((f) => f.name)).toEqual(['announce', 'from']);
  });
});

describe('reference fields', () => {
  // Each section offers the closed sets its files define (its `editorOptions`); a reference field reading a set no
  // section on offers would get no options, and the editor would let any text through.
  const ctx = createContentContext();
  const options = referenceOptions(ctx);
  const edited = [...editorCollections(ctx).folders, ...editorCollections(ctx).files.flatMap((group) => group.files)];

  it.each(edited.filter((file) => file.references).map((file) => [file.name, file] as const))(
    '%s offers a list for each of its reference fields',
    (_name, file) => {
      const lists = Object.entries(file.references?.(options) ?? {});
      expect(lists.length).toBeGreaterThan(0);
      for (const [field, list] of lists) expect([field, Array.isArray(list)]).toEqual([field, true]);
    },
  );
});
