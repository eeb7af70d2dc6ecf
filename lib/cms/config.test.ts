/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { Field as CmsField } from '@sveltia/cms';
import type { EntryCollection, FileCollection } from '@sveltia/cms';
import { createContentContext } from '../content/context';
import { StoryIntroFrontMatterSchema } from '../sections/story/schema';
import { WorksFileSchema } from '../content/schema';
import { editorOptions as referenceOptions, editorCollections } from '../sections/registry';
import { cmsBackendSettings, cmsConfig } from './config';
import { contentFiles } from '../content/check';
import { schemaAt } from '../content/fields';
import { translationSchema } from '../content/translations';

/**
 * What the English side of a form writes: each field it holds, as a dotted path with `*` for a list's item, and how
 * (`true` typed in English, `duplicate` copied from the Japanese). A field that is not the English side's holds none
 * of what is inside it.
 */
function englishLeaves(fields: readonly CmsField[], at: readonly string[] = []): [string, unknown][] {
  return fields.flatMap((field): [string, unknown][] => {
    if (!field.i18n) return [];
    const path = [...at, field.name];
    if ('fields' in field && Array.isArray(field.fields)) return englishLeaves(field.fields, field.widget === 'list' ? [...path, '*'] : path);
    return [[path.join('.'), field.i18n]];
  });
}

/** A collection of either kind, its kind's properties looked up without narrowing first. */
type CmsCollection = Partial<EntryCollection> & Partial<FileCollection> & { name: string };

describe('cmsBackendSettings', () => {
  it.each([
    ['nothing set: GitHub, main, no repository yet', {}, { name: 'github', branch: 'main' }, null],
    ['CMS_REPO and CMS_BRANCH', { CMS_REPO: 'fans/site', CMS_BRANCH: 'content' }, { repo: 'fans/site', branch: 'content' }, 'fans/site'],
    ['GitHub Actions’ GITHUB_REPOSITORY', { GITHUB_REPOSITORY: 'fans/site' }, { repo: 'fans/site' }, 'fans/site'],
    ['Netlify’s REPOSITORY_URL', { REPOSITORY_URL: 'https://github.com/fans/site.git' }, { repo: 'fans/site' }, 'fans/site'],
    ['Netlify’s REPOSITORY_URL over SSH', { REPOSITORY_URL: 'git@github.com:fans/site' }, { repo: 'fans/site' }, 'fans/site'],
    ['CMS_REPO before the host’s', { CMS_REPO: 'fans/a', GITHUB_REPOSITORY: 'fans/b' }, { repo: 'fans/a' }, 'fans/a'],
    ['an OAuth provider of its own', { CMS_BASE_URL: 'https://oauth.example.com/', CMS_AUTH_ENDPOINT: 'auth' }, { base_url: 'https://oauth.example.com', auth_endpoint: 'auth' }, null],
  ])('%s', (_what, env, backend, repo) => {
    const settings = cmsBackendSettings(env);
    expect(settings.backend).toMatchObject(backend);
    expect(settings.repo).toBe(repo);
  });

  it('talks to GitHub’s API and status page and to the CDNs the editor loads its strings and fonts from', () => {
    expect(cmsBackendSettings({}).connectOrigins).toEqual(['https://api.github.com', 'https://www.githubstatus.com', 'https://unpkg.com']);
    expect(cmsBackendSettings({}).fontOrigins).toEqual(['https://cdn.jsdelivr.net']);
  });

  it.each([
    [{ CMS_BACKEND: 'gitlab' }, /CMS_BACKEND は github に/],
    [{ CMS_BACKEND: 'git-gateway' }, /git-gateway は使えません/],
    [{ CMS_REPO: 'just-a-name' }, /CMS_REPO はリポジトリを owner\/name の形で/],
    [{ CMS_BASE_URL: 'http://oauth.example.com' }, /CMS_BASE_URL は https:\/\/ で始まる URL/],
    [{ CMS_BASE_URL: 'oauth.example.com' }, /CMS_BASE_URL が URL ではありません/],
  ])('stops the build, in Japanese, on a value it cannot use: %j', (env, message) => {
    expect(() => cmsBackendSettings(env)).toThrow(message);
  });
});

describe('cmsConfig', () => {
  const config = cmsConfig(referenceOptions(createContentContext()), { CMS_REPO: 'fans/site', CMS_EDITORIAL_WORKFLOW: 'true' });
  const collections = (config.collections ?? []) as CmsCollection[];

  it('leaves empty optional fields out of the files, and takes the workflow asked for', () => {
    expect(config).toMatchObject({
      load_config_file: false,
      output: { omit_empty_optional_fields: true },
      publish_mode: 'editorial_workflow',
      backend: { name: 'github', repo: 'fans/site' },
    });
    expect(cmsConfig(referenceOptions(createContentContext()), {})).not.toHaveProperty('publish_mode');
  });

  it('edits files and folders that exist in the repository', () => {
    const root = path.join(__dirname, '../..');
    for (const c of collections) {
      for (const where of [c.folder, ...(c.files ?? []).map((f) => f.file)]) {
        if (where) expect(fs.existsSync(path.join(root, where))).toBe(true);
      }
    }
  });

  it('names a new article after its date and category, which the news file-name rule allows', () => {
    const news = collections.find((c) => c.folder === 'content/news');
    expect(news?.slug).toMatch(/fields\.date.*fields\.category/);
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
  });

  it('offers the categories of settings.yaml by their names', () => {
    const news = collections.find((c) => c.folder === 'content/news');
    const category = news?.fields?.find((f) => f.name === 'category');
    expect(category).toMatchObject({ widget: 'select', options: referenceOptions(createContentContext()).newsCategories });
    expect(referenceOptions(createContentContext()).newsCategories.length).toBeGreaterThan(0);
  });

  it('is plain data a page prop can carry', () => {
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });
});

describe('cmsConfig: lists and forms that make a file', () => {
  const config = cmsConfig(referenceOptions(createContentContext()), {}, editorCollections(createContentContext()));
  const collections = (config.collections ?? []) as CmsCollection[];
  const lists = (fields: readonly CmsField[] | undefined): CmsField[] =>
    (fields ?? []).flatMap((f) => [...(f.widget === 'list' ? [f] : []), ...lists('fields' in f ? f.fields : undefined)]);

  it('names every list’s item in Japanese (the add button reads 「場面写真 を追加」, never English)', () => {
    const all = collections.flatMap((c) => [...lists(c.fields), ...(c.files ?? []).flatMap((f) => lists(f.fields))]);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((f) => !('label_singular' in f) || typeof f.label_singular !== 'string' || /[A-Za-z]/.test(f.label_singular)).map((f) => f.name)).toEqual([]);
  });

  it('makes a single file from an empty form, YAML or Markdown, in its folder under its own name, listing none of the folder’s others', () => {
    const made = cmsConfig(referenceOptions(createContentContext()), {}, {
      folders: [
        { name: 'make-works', label: '作る', labelSingular: '一覧', folder: '', slug: 'works', summary: '一覧', sortBy: '', single: 'hidden', schema: WorksFileSchema, markdown: false },
      ],
      files: [],
    }).collections?.[0];
    expect(made).toMatchObject({ folder: 'content', slug: 'works', extension: 'yaml', format: 'yaml', create: true, identifier_field: 'works', filter: { field: 'works', value: true } });
    expect(made).not.toHaveProperty('sortable_fields');
    const listed = cmsConfig(referenceOptions(createContentContext()), {}, { folders: [{ name: 'make-intro', label: '作る', labelSingular: 'イントロダクション', folder: 'works/tv2/story', slug: 'intro', summary: '', sortBy: '', single: 'listed', schema: StoryIntroFrontMatterSchema, markdown: true }], files: [] }).collections?.[0];
    expect(listed).toMatchObject({ folder: 'content/works/tv2/story', slug: 'intro', extension: 'md', format: 'frontmatter' });
    expect(listed).not.toHaveProperty('filter');
  });
});

describe('CMS_UNANNOUNCED_WORKS', () => {
  it.each([
    [{}, false],
    [{ CMS_UNANNOUNCED_WORKS: 'false' }, false],
    [{ CMS_UNANNOUNCED_WORKS: 'true' }, true],
  ])('%j: works not yet announced in the exported editor: %s', (env, shown) => {
    expect(cmsBackendSettings(env).unannouncedWorks).toBe(shown);
  });

  it('stops the build, in Japanese, on another value', () => {
    expect(() => cmsBackendSettings({ CMS_UNANNOUNCED_WORKS: 'yes' })).toThrow(/CMS_UNANNOUNCED_WORKS は true か false/);
  });
});

describe('cmsConfig: languages', () => {
  const ctx = createContentContext();
  const collections = editorCollections(ctx);
  const fieldsOf = (c: CmsCollection): CmsField[] => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields ?? [])];

  it('leaves a one-language site’s configuration as it was: no i18n anywhere', () => {
    const one = cmsConfig(referenceOptions(ctx), {}, collections, ['ja']);
    expect(one).toEqual(cmsConfig(referenceOptions(ctx), {}, collections));
    expect(one).not.toHaveProperty('i18n');
    expect(JSON.stringify(one)).not.toMatch(/"i18n"|\{\{locale\}\}/);
  });

  describe('with English', () => {
    const config = cmsConfig(referenceOptions(ctx), {}, collections, ['ja', 'en']);
    const all = (config.collections ?? []) as CmsCollection[];
    // Which kind of file translates which fields is each section's `files[].translated`.
    const kinds = contentFiles(ctx).filter((k) => (k.translated?.length ?? 0) > 0);
    const translatedOf = (schema: unknown) => kinds.find((k) => k.schema === schema)?.translated;

    it('keeps translations beside their originals, the Japanese file’s name unchanged, a new entry in Japanese alone', () => {
      expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['ja', 'en'], default_locale: 'ja', initial_locales: 'default', omit_default_locale_from_file_path: true });
    });

    it('edits in English exactly the fields a translation may give, in the collections and files that have one', () => {
      const folders = collections.folders.map((c) => ({ c, cms: all.find((x) => x.name === c.name)! }));
      const files = collections.files.flatMap((group) => group.files.map((f) => ({ f, group: all.find((x) => x.name === group.name)! })));
      const translatedFolders = folders.filter(({ c }) => translatedOf(c.schema));
      const translatedFiles = files.filter(({ f }) => translatedOf(f.schema));
      // The sample translates site.json at least, whatever else the sections translate.
      expect(translatedFiles.map(({ f }) => f.file)).toContain('site.json');
      type Form = CmsCollection & { file?: string };
      const forms = [
        ...folders.map(({ c, cms }) => ({ name: c.name, schema: c.schema, cms: cms as Form | undefined, file: undefined as string | undefined, group: undefined as CmsCollection | undefined })),
        ...files.map(({ f, group }) => ({ name: f.name, schema: f.schema, cms: group.files?.find((x) => x.name === f.name) as Form | undefined, file: f.file, group })),
      ];
      for (const { name, schema, cms, file, group } of forms) {
        const translated = translatedOf(schema);
        if (!translated) {
          if (file === undefined) expect(JSON.stringify(cms)).not.toMatch(/"i18n"/);
          else {
            expect(cms?.file).toBe(`content/${file}`);
            expect(cms).not.toHaveProperty('i18n');
          }
          continue;
        }
        expect(cms?.i18n).toBe(true);
        if (file !== undefined) {
          expect(group?.i18n).toBe(true);
          expect(cms?.file).toBe(`content/${file.replace(/(\.[^.]+)$/, '.{{locale}}$1')}`);
        }
        const leaves = englishLeaves(cms?.fields ?? []);
        const within = (leaf: string) => translated.some((p) => leaf === p || leaf.startsWith(`${p}.`) || p.startsWith(`${leaf}.`));
        // Every field a translation gives is typed in English (a whole field or the fields inside it)…
        for (const p of translated) if (p !== 'body' || (cms?.fields ?? []).some((f) => f.name === 'body')) expect([name, leaves.some(([leaf, how]) => how === true && within(leaf) && (leaf === p || leaf.startsWith(`${p}.`)))]).toEqual([name, true]);
        // An item's id, by which its translation finds it, is the original's: copied, never typed again (nor emptied).
        for (const [leaf, how] of leaves) if (leaf.endsWith('.*.id')) expect([name, leaf, how]).toEqual([name, leaf, 'duplicate']);
        // …and nothing else is: what English copies is a field the translation's schema lets an item repeat.
        const tSchema = translationSchema(schema, translated);
        for (const [leaf, how] of leaves) {
          if (how === true) expect([name, leaf, translated.some((p) => leaf === p || leaf.startsWith(`${p}.`))]).toEqual([name, leaf, true]);
          else expect([name, leaf, how, schemaAt(tSchema, leaf.split('.').map((k) => (k === '*' ? 0 : k))) !== undefined]).toEqual([name, leaf, 'duplicate', true]);
        }
      }
      expect(translatedFolders.length + translatedFiles.length).toBeGreaterThan(0);
      expect(all.flatMap(fieldsOf).length).toBeGreaterThan(0);
    });

    it('is plain data a page prop can carry', () => {
      expect(JSON.parse(JSON.stringify(config))).toEqual(config);
    });
  });
});
