/**
 * The browser editor's (Sveltia CMS) configuration, generated at build time from the content schemas and the
 * deployment's environment (the `CMS_*` variables, docs/deploy.md). On `localhost` the editor also offers to work on
 * a folder of this computer (`npm run cms`), which needs nothing here.
 */
import type { CmsConfig, Collection, Field, GitHubBackend, I18nOptions } from '@sveltia/cms';
import type { z } from 'zod';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { LOGO_IMAGE } from '../siteImages';
import { SITE_URL, withBasePath } from '../url';
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS, SECTION_FILES, SECTION_WORK_FILES } from '../sections/registry';
import type { FileCollection, FolderCollection, ReferenceOptions, SingleFile } from './collections';
import { editorFields } from './fields';

/** The variables this module reads. */
export type CmsEnvironment = Readonly<Record<string, string | undefined>>;

/** Where the editor commits, and what it talks to. */
export interface CmsBackendSettings {
  backend: GitHubBackend;
  repo: string | null;
  editorialWorkflow: boolean;
  /**
   * `CMS_UNANNOUNCED_WORKS=true`: the exported editor offers works not yet announced too, so a group prepares a season
   * from its phone. Their ids and names are then on the public /admin/ page before the announcement.
   */
  unannouncedWorks: boolean;
  connectOrigins: string[];
  scriptOrigins: string[];
  imageOrigins: string[];
  fontOrigins: string[];
}

const REPO_RE = /^[\w.-]+\/[\w.-]+$/;

function repoOfUrl(url: string | undefined): string | null {
  const m = url ? /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url) : null;
  return m ? m[1] : null;
}

function httpsOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} が URL ではありません: ${JSON.stringify(value)}（例: https://oauth.example.com）`);
  }
  if (url.protocol !== 'https:') throw new Error(`${name} は https:// で始まる URL にしてください: ${JSON.stringify(value)}`);
  return url.origin;
}

/**
 * The editor's backend from the environment.
 * @throws Error in Japanese, naming the variable, so the build stops instead of publishing an editor that cannot sign in
 */
export function cmsBackendSettings(env: CmsEnvironment = process.env): CmsBackendSettings {
  const name = env.CMS_BACKEND || 'github';
  // Sveltia CMS has no Git Gateway (Netlify Identity) backend; a member signs in to GitHub instead.
  if (name !== 'github') {
    throw new Error(`CMS_BACKEND は github にしてください（編集画面は GitHub にログインして保存します。Netlify Identity の git-gateway は使えません）: ${JSON.stringify(name)}`);
  }
  const repo = env.CMS_REPO || env.GITHUB_REPOSITORY || repoOfUrl(env.REPOSITORY_URL) || null;
  if (repo !== null && !REPO_RE.test(repo)) {
    throw new Error(`CMS_REPO はリポジトリを owner/name の形で書いてください（例: fan-group/sorairo-site）: ${JSON.stringify(repo)}`);
  }
  const baseUrl = env.CMS_BASE_URL ? httpsOrigin('CMS_BASE_URL', env.CMS_BASE_URL) : undefined;
  const unannounced = env.CMS_UNANNOUNCED_WORKS || 'false';
  if (unannounced !== 'true' && unannounced !== 'false') {
    throw new Error(`CMS_UNANNOUNCED_WORKS は true か false にしてください: ${JSON.stringify(env.CMS_UNANNOUNCED_WORKS)}`);
  }
  // A build may name no repository yet: the editor then says what to set (components/Admin/AdminApp.tsx).
  const backend = {
    name,
    branch: env.CMS_BRANCH || 'main',
    ...(repo ? { repo } : {}),
    ...(baseUrl ? { base_url: baseUrl } : {}),
    ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
    commit_messages: {
      create: '{{collection}}「{{slug}}」を追加（編集画面から）',
      update: '{{collection}}「{{slug}}」を更新（編集画面から）',
      delete: '{{collection}}「{{slug}}」を削除（編集画面から）',
      uploadMedia: '画像 {{path}} を追加（編集画面から）',
      deleteMedia: '画像 {{path}} を削除（編集画面から）',
    },
  } as GitHubBackend;
  return {
    backend,
    repo,
    editorialWorkflow: env.CMS_EDITORIAL_WORKFLOW === 'true',
    unannouncedWorks: unannounced === 'true',
    // Sveltia CMS runs from its package on unpkg (lib/content/editorScript.ts), loads its Japanese strings from there and
    // its fonts from jsdelivr, the addresses its own code names; the git host's API is where it reads and commits, and
    // GitHub's status page where it looks for an outage to tell the member about.
    scriptOrigins: ['https://unpkg.com'],
    connectOrigins: ['https://api.github.com', 'https://www.githubstatus.com', 'https://unpkg.com'],
    imageOrigins: ['https://avatars.githubusercontent.com'],
    fontOrigins: ['https://cdn.jsdelivr.net'],
  };
}

const BODY_FIELD: Field = {
  name: 'body',
  label: '本文',
  widget: 'markdown',
  required: false,
  // A rich-text mode writes Markdown back its own way (escaping footnotes, tables), so an article saved once would change.
  modes: ['raw'],
  hint: 'Markdown で書きます（見出しは `##`、太字は `**文字**`、リンクは `[文字](URL)`。書き方は content/README.md）。右のプレビューがサイトでの見え方です。',
};

const mediaFolders = (section: string | undefined) =>
  section ? { media_folder: `/public/images/${section}`, public_folder: `/images/${section}` } : {};

/**
 * The fields a translation of a file checked by `schema` gives (its kind's `translated`, the sections' `files`): the
 * editor finds a collection's kind by its schema, so a section declares what it translates once.
 */
export function translatedFieldsOf(schema: z.ZodType): readonly string[] {
  return [...SECTION_FILES, ...SECTION_WORK_FILES].find((kind) => kind.schema === schema && (kind.translated?.length ?? 0) > 0)?.translated ?? [];
}

/** Fields a translation gives, as paths split at dots (`members.*.profile` → `['members', '*', 'profile']`). */
type FieldPaths = readonly (readonly string[])[];

/** Whether a field holds words a translation gives, rather than a value every language shares (an id, a time, a URL, a date, an image). */
const holdsWords = (field: Field): boolean => (field.widget === 'string' || field.widget === 'text' || field.widget === 'markdown') && !('pattern' in field && field.pattern);

/**
 * The field of an item that finds its original when a translation gives only some of the item's fields: its `id`, or,
 * in a list whose items have none and are matched by position, the first field the item requires when none of those
 * it translates is required (CAST's `character`), so that an item with nothing translated yet still holds its place.
 */
function itemKey(fields: readonly Field[], paths: FieldPaths): string | undefined {
  if (fields.some((f) => f.name === 'id')) return 'id';
  const translated = (f: Field) => paths.some((p) => p[0] === f.name);
  const required = (f: Field) => !('required' in f) || f.required !== false;
  if (fields.some((f) => translated(f) && required(f))) return undefined;
  return fields.find((f) => !translated(f) && required(f))?.name;
}

/** `field`'s subfields (a list's item, an object) localized for `paths` within it. */
function nestedOf(field: Field, paths: FieldPaths | 'all', inItem: boolean): Partial<Field> {
  if ('fields' in field && Array.isArray(field.fields)) return { fields: localized(field.fields, paths, inItem) } as Partial<Field>;
  if ('field' in field && field.field) return { field: localized([field.field], paths, inItem)[0] } as Partial<Field>;
  return {};
}

/**
 * With a second language, a field a translation gives is edited in each language (`i18n: true`, with what it holds),
 * and so is a list or an object of which it gives some fields (`members.*.profile`): within it only those are, so a
 * translation's file holds what the content check lets it hold and the build reads. Any other field is the default
 * language's only (`false`), except what an item shares with its original in every language, which the editor copies
 * into the translation and shows read-only there (`duplicate`): the field that finds the item's original (`itemKey`),
 * and in a list given whole the values that are not words (its ids, times, URLs, dates and images), so a new
 * translation starts from the original's instead of empty.
 */
function localized(fields: readonly Field[], paths: FieldPaths | 'all', inItem = false): Field[] {
  const key = inItem ? (paths === 'all' ? 'id' : itemKey(fields, paths)) : undefined;
  return fields.map((field): Field => {
    const own = paths === 'all' ? 'all' : paths.filter((p) => p[0] === field.name).map((p) => p.slice(1));
    const isList = field.widget === 'list';
    if (own === 'all' || own.some((p) => p.length === 0)) {
      const words = isList || field.widget === 'object' ? true : holdsWords(field);
      const shared = field.name === key || (inItem && !words);
      const single = 'field' in field && field.field ? holdsWords(field.field) : true;
      // An object inside an item is part of the item.
      return { ...field, ...nestedOf(field, 'all', isList || (inItem && field.widget === 'object')), i18n: shared || !single ? 'duplicate' : true } as Field;
    }
    if (own.length === 0) return { ...field, ...nestedOf(field, [], false), i18n: field.name === key ? 'duplicate' : false } as Field;
    // A list's item is reached through `*`.
    const inner = isList ? own.filter((p) => p[0] === '*').map((p) => p.slice(1)) : own;
    return { ...field, ...nestedOf(field, inner, isList || inItem), i18n: true } as Field;
  });
}

/**
 * The editor's languages (Sveltia CMS's `i18n`): translations beside their originals (`multiple_files`, the Japanese
 * file's name unchanged), Japanese first. A new entry starts in Japanese alone and an entry gets a translation when a
 * member turns its language on (`initial_locales`): saving a Japanese article never asks for an English title.
 */
function i18nOptions(languages: readonly Lang[]): I18nOptions {
  return {
    structure: 'multiple_files',
    locales: [...languages],
    default_locale: DEFAULT_LANG,
    initial_locales: 'default',
    omit_default_locale_from_file_path: true,
  };
}

/** A file's path with the language before its extension (`site.{{locale}}.json`), as the editor writes a translation. */
const localePath = (file: string): string => file.replace(/(\.[^./]+)$/, '.{{locale}}$1');

/**
 * The whole configuration, for `CMS.init({ config })`; `collections` are the sections' unless given (with several works,
 * `editorCollections` in lib/sections/registry.ts adds each work's).
 */
export function cmsConfig(
  references: ReferenceOptions,
  env: CmsEnvironment = process.env,
  collections: { folders: readonly FolderCollection[]; files: readonly FileCollection[] } = { folders: FOLDER_COLLECTIONS, files: FILE_COLLECTIONS },
  languages: readonly Lang[] = [DEFAULT_LANG],
): CmsConfig {
  const settings = cmsBackendSettings(env);
  // One language: the configuration has no i18n at all, as before there were languages.
  const multilingual = languages.length > 1;
  /** A collection's or file's fields, and its i18n when it has a translation. */
  const formOf = (c: FolderCollection | SingleFile): { fields: Field[]; i18n?: true } => {
    const fields = [
      ...editorFields(c.schema, { references: c.references?.(references), imageSection: c.imageSection, defaults: c.defaults, summaries: c.summaries }),
      ...(c.markdown ? [BODY_FIELD] : []),
    ];
    const translated = multilingual ? translatedFieldsOf(c.schema) : [];
    return translated.length > 0 ? { fields: localized(fields, translated.map((path) => path.split('.'))), i18n: true } : { fields };
  };
  const folders: Collection[] = collections.folders.map((c): Collection => {
    const { fields, ...i18n } = formOf(c);
    const identifier = fields.some((f) => f.name === 'title') ? 'title' : fields[0].name;
    return {
      name: c.name,
      label: c.label,
      label_singular: c.labelSingular,
      folder: c.folder ? `content/${c.folder}` : 'content',
      extension: c.markdown ? 'md' : 'yaml',
      format: c.markdown ? 'frontmatter' : 'yaml',
      create: true,
      slug: c.slug,
      summary: c.summary,
      ...(c.description ? { description: c.description } : {}),
      identifier_field: identifier,
      // A form that makes one file in a folder of other kinds lists nothing: no value of that field is ever `true` (a
      // text, a list), so those files stay out of it.
      ...(c.single === 'hidden' ? { filter: { field: identifier, value: true } } : {}),
      ...(c.single ? {} : { sortable_fields: { fields: [c.sortBy, 'title'], default: { field: c.sortBy, direction: 'descending' } } }),
      ...mediaFolders(c.imageSection),
      ...i18n,
      fields,
    };
  });
  const files: Collection[] = collections.files.map((c) => {
    const forms = c.files.map((f) => ({ f, form: formOf(f) }));
    return {
      name: c.name,
      label: c.label,
      // A file's own i18n works only under a collection that has it.
      ...(forms.some(({ form }) => form.i18n) ? { i18n: true } : {}),
      files: forms.map(({ f, form: { fields, ...i18n } }) => ({
        name: f.name,
        label: f.label,
        file: `content/${i18n.i18n ? localePath(f.file) : f.file}`,
        ...(f.description ? { description: f.description } : {}),
        ...mediaFolders(f.imageSection),
        ...i18n,
        fields,
      })),
    };
  });
  return {
    load_config_file: false,
    backend: settings.backend,
    ...(settings.editorialWorkflow ? { publish_mode: 'editorial_workflow' as const } : {}),
    site_url: SITE_URL,
    display_url: SITE_URL,
    logo: { src: withBasePath(LOGO_IMAGE), show_in_header: false },
    media_folder: 'public/images',
    public_folder: '/images',
    // File names of new entries in ASCII only: they become URLs, and the content check allows no other letters.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // An optional field left empty is left out of the file, as a file written by hand leaves it out.
    output: { omit_empty_optional_fields: true },
    ...(multilingual ? { i18n: i18nOptions(languages) } : {}),
    collections: [...folders, ...files],
  };
}
