/**
 * The Node part of every section, keyed by the registry's names so TypeScript refuses a section without one. Code that
 * visits every section loops over {@link contentSections}, so an off section is neither checked nor exported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MENU_SECTIONS, SECTIONS, type SectionName } from '.';
import { SHAPE, type ShapeEntry, isOn } from './shape';
import type { ContentContext } from '../content/context';
import { shapeOf } from '../content/shape';
import { cast } from './cast/section';
import { disc } from './disc/section';
import { home } from './home/section';
import { member } from './member/section';
import { music } from './music/section';
import { news } from './news/section';
import { onair } from './onair/section';
import { pages } from './pages/section';
import { story } from './story/section';
import type { FileCollection, FolderCollection, ReferenceOptions, SingleFile } from '../cms/collections';
import { formatJstMinute } from '../format';
import { WORKS_DIR, WORKS_FILE, type Work, getAllWorks, getWaitingWorks, getWorks, workAnnouncedAt } from '../content/works';
import { WorksFileSchema } from '../content/schema';
import type { ContentFile, ContentSection } from './contentSection';
import { cachedAsOf, isPublished, langOf } from '../content/context';
import { DEFAULT_LANG } from '../i18n/languages';
import { siteLanguagesOf } from '../content/translations';

const BY_NAME = { news, story, onair, member, cast, music, disc, home, pages } satisfies Record<SectionName, ContentSection<object>>;

/** The Node part of every section a shape has on, in the registry's order (e2e reads another series' content with its own). */
export const contentSectionsOf = (shape: readonly ShapeEntry[]): ReadonlyArray<ContentSection<object>> =>
  SECTIONS.filter((section) => isOn(shape, section.name)).map((section) => BY_NAME[section.name]);

/** The Node part of every section the content of `ctx` has on, in the registry's order. */
export const contentSections = (ctx: ContentContext): ReadonlyArray<ContentSection<object>> => contentSectionsOf(shapeOf(ctx));

/** Every path the export has as of `ctx`: the pages and the files the sections write (feeds, calendars). */
export const sitePaths = (ctx: ContentContext): ReadonlySet<string> => new Set(contentSections(ctx).flatMap((section) => section.paths(ctx)));

/**
 * Every path the export has in the language of `ctx` (the default language's: {@link sitePaths}), when the site
 * publishes that language; nothing otherwise. Kept for the build's instant: every page's shell asks it (its versions).
 */
export const langSitePaths = (ctx: ContentContext): ReadonlySet<string> =>
  cachedAsOf(ctx, 'lang-site-paths', () => {
    if (langOf(ctx) === DEFAULT_LANG) return sitePaths(ctx);
    return siteLanguagesOf(ctx).includes(langOf(ctx)) ? new Set(contentSections(ctx).flatMap((section) => section.langPaths?.(ctx) ?? [])) : new Set<string>();
  });

/** Sections whose files `ctx` must have: those on and those they need (STORY reads ONAIR's stations even if ONAIR is off). */
export function checkedSections(ctx: ContentContext): ReadonlyArray<ContentSection<object>> {
  const on = contentSections(ctx);
  const needed = new Set(on.flatMap((section) => section.needs ?? []));
  return SECTIONS.filter((section) => on.includes(BY_NAME[section.name]) || needed.has(section.name)).map((section) => BY_NAME[section.name]);
}

/** The sections the content of `ctx` has off, each with its Node part and every kind of file it has in `content/` and a work's folder. */
export const sectionsOff = (ctx: ContentContext) =>
  MENU_SECTIONS.filter((section) => !isOn(shapeOf(ctx), section.name)).map((section) => ({
    section,
    content: BY_NAME[section.name] as ContentSection<object>,
    files: [...BY_NAME[section.name].files, ...inWorkFolder(BY_NAME[section.name].works?.files ?? [])],
  }));

/** Every kind of file a section may have, whether a series has it on or not. */
export const SECTION_FILES: readonly ContentFile[] = SECTIONS.flatMap((section) => BY_NAME[section.name].files);

/** The kinds of file `ctx` reads: checked sections' with schemas, others' without (a draft may wait there, unread). */
export function sectionFiles(ctx: ContentContext): readonly ContentFile[] {
  const checked = checkedSections(ctx);
  return SECTIONS.flatMap((section) =>
    BY_NAME[section.name].files.map((file) => (checked.includes(BY_NAME[section.name]) ? file : { pattern: file.pattern, schema: null })));
}

/** A work's folder holds the same kinds of file as content/ for that work (`lib/content/works.ts`): `files` under `works/<id>/`. */
export const inWorkFolder = (files: readonly ContentFile[]): ContentFile[] =>
  files.map((f) => ({ ...f, pattern: new RegExp(`^${WORKS_DIR}/[^/]+/${f.pattern.source.replace(/^\^/, '')}`) }));

/** A section's Node part by its name. */
export const sectionByName = (name: SectionName): ContentSection<object> => BY_NAME[name];

/** Every kind of file a section may have in a work's folder, whether a series has it on or not. */
export const SECTION_WORK_FILES: readonly ContentFile[] = inWorkFolder(SECTIONS.flatMap((section) => BY_NAME[section.name].works?.files ?? []));

/** The kinds of file of a work's folder the content `ctx` reads: like {@link sectionFiles}, an off section's without schema. */
export function sectionWorkFiles(ctx: ContentContext): readonly ContentFile[] {
  const checked = checkedSections(ctx);
  return inWorkFolder(SECTIONS.flatMap((section) =>
    (BY_NAME[section.name].works?.files ?? []).map((file) => (checked.includes(BY_NAME[section.name]) ? file : { pattern: file.pattern, schema: null }))));
}

type Loaded = { [K in SectionName]: ReturnType<(typeof BY_NAME)[K]['load']> }[SectionName];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Everything the site shows, loaded and checked: what each section's `load` returns, together (an off section's share is absent). */
export type AllContent = Partial<Intersection<Loaded>>;

/** Loads every section the content has (call it once the content check passed). */
export const loadSections = (ctx: ContentContext): AllContent =>
  Object.assign({}, ...checkedSections(ctx).map((section) => section.load(ctx))) as AllContent;

// The editor is part of the pages, so it has the sections of the site.json they import (lib/site.ts).
const EDITOR_SECTIONS = contentSectionsOf(SHAPE);

/** The editor's folders of Markdown files (news articles, episodes), in the registry's order. */
export const FOLDER_COLLECTIONS = EDITOR_SECTIONS.flatMap((section) => section.editor.folders ?? []);

/** The editor's groups of single files, one per section, in the registry's order. */
export const FILE_COLLECTIONS = EDITOR_SECTIONS.flatMap((section) => section.editor.files ?? []);

/**
 * The editor's collections of a later work: each section's folders, and one group of the work's single files; `note`
 * follows each label (when the work is announced, while that is ahead).
 */
export function workEditorCollections(
  work: Work,
  sections: ReadonlyArray<ContentSection<object>> = EDITOR_SECTIONS,
  note = '',
): { folders: FolderCollection[]; files: FileCollection[] } {
  const parts = sections.map((section) => section.works?.editor?.(work) ?? {});
  const files = parts.flatMap((part) => part.files ?? []);
  return {
    folders: parts.flatMap((part) => (part.folders ?? []).map((folder) => ({ ...folder, label: `${folder.label}${note}` }))),
    files: files.length > 0 ? [{ name: `work-${work.id}`, label: `作品: ${work.label}${note}`, files }] : [],
  };
}

/** `content/works.yaml` in the editor: the list of works and when each becomes the current one. */
export const WORKS_COLLECTION: FileCollection = {
  name: 'works',
  label: '作品の一覧（第2期・劇場版など）',
  files: [
    {
      name: 'works',
      label: '作品と切り替わる日時',
      file: WORKS_FILE,
      schema: WorksFileSchema,
      markdown: false,
      description:
        '第2期・劇場版を足すときは、作品（works）の最後に足します（1つ目はいまの作品で、ファイルは content/ の直下）。まだ発表しない作品には「発表する日時」を書きます。その時刻まではサイトに出ず、ファイルがそろっていなくてもビルドは止まりません。保存してビルドされると、「作品: ○○（…に発表）：…を作る」の項目が出るので、そこで作品のファイルを1つずつ作ります（公開中の編集画面では、発表前の作品は CMS_UNANNOUNCED_WORKS を設定したときだけ出ます。設定がなければ npm run cms で作ります）。',
      // 予約: when each work is announced, beside its name.
      summaries: {
        works: "{{fields.label}}（{{fields.id}}）　発表: {{fields.announce | default('切り替わる日時（current の from）。なければ最初から')}}",
        current: "{{fields.work}}　切り替わる日時: {{fields.from | default('最初から')}}",
      },
    },
  ],
};

/** The closed sets the content of `ctx` defines for the editor's reference fields: each checked section's share, by name. */
export const editorOptions = (ctx: ContentContext): ReferenceOptions =>
  Object.assign({}, ...checkedSections(ctx).map((section) => section.editorOptions?.(ctx) ?? {})) as ReferenceOptions;

/** Which works the editor offers: those announced (the exported editor), or every one listed (the development server's). */
export interface EditorWorks {
  /** Works not yet announced too, labelled with their announcement: never in an export, which would show them early. */
  unannounced?: boolean;
}

/**
 * The editor's collections for the sections on, works.yaml (or, without it, a form that makes it) and each later work's:
 * its existing files in its group, and a form that makes each file it still needs.
 */
export function editorCollections(ctx: ContentContext, { unannounced = false }: EditorWorks = {}): { folders: FolderCollection[]; files: FileCollection[] } {
  const sections = contentSections(ctx);
  const folders = sections.flatMap((section) => section.editor.folders ?? []);
  const files = sections.flatMap((section) => section.editor.files ?? []);
  const worksFile = onlyExisting({ folders: [], files: [WORKS_COLLECTION] }, ctx, files);
  if (worksFile.files.length === 0) return { folders: [...folders, ...worksFile.folders], files };
  const waiting = new Map(getWaitingWorks(ctx).map((w) => [w.work.id, w.announcedAt]));
  const listed = getAllWorks(ctx);
  const shown = (unannounced ? [...listed, ...getWaitingWorks(ctx).map((w) => w.work)] : getWorks(ctx)).filter((work) => !work.first);
  const works = shown.map((work) => {
    const at = waiting.get(work.id) ?? workAnnouncedAt(work, ctx);
    const ahead = at !== null && !isPublished(ctx, at);
    return onlyExisting(workEditorCollections(work, sections, ahead ? `（${formatJstMinute(at)} に発表）` : ''), ctx);
  });
  return {
    folders: [...folders, ...works.flatMap((w) => w.folders)],
    files: [...files, WORKS_COLLECTION, ...works.flatMap((w) => w.files)],
  };
}

/**
 * Keeps single files that exist in their group; each missing one becomes a form that makes it (the editor does not create
 * a file collection's file, and a missing one breaks its group).
 */
function onlyExisting(collections: { folders: FolderCollection[]; files: FileCollection[] }, ctx: ContentContext, others: readonly FileCollection[] = []) {
  const exists = (f: SingleFile) => fs.existsSync(path.join(ctx.contentDir, f.file));
  const all = [...collections.files, ...others].flatMap((group) => group.files);
  const files = collections.files
    .map((group) => ({ ...group, files: group.files.filter(exists) }))
    .filter((group) => group.files.length > 0);
  const made = collections.files.flatMap((group) =>
    group.files.filter((f) => !exists(f)).map((f) => newFileCollection(group, f, all.some((o) => o !== f && sameFolder(o, f)))));
  return { folders: [...collections.folders, ...made], files };
}

/** Two single files the editor would list together: in one folder, both Markdown or both YAML. */
const sameFolder = (a: SingleFile, b: SingleFile): boolean => path.posix.dirname(a.file) === path.posix.dirname(b.file) && a.markdown === b.markdown;

/**
 * The form that makes a single file still missing, named after its group and file; `shared`: its folder holds other
 * kinds of file the editor would list with it (its list then shows none).
 */
function newFileCollection(group: FileCollection, file: SingleFile, shared: boolean): FolderCollection {
  const { dir, name } = path.posix.parse(file.file);
  return {
    name: `${group.name}-${file.name}-new`,
    label: `${group.label}：${file.label}を作る`,
    labelSingular: file.label,
    folder: dir,
    slug: name,
    summary: file.label,
    sortBy: '',
    single: shared ? 'hidden' : 'listed',
    description: `${file.description ? `${file.description}\n\n` : ''}まだないファイルです。新しく書いて保存すると content/${file.file} ができます（1回だけ作ります）。サイトがビルドされると（npm run cms ではページを再読み込みすると）、このファイルは「${group.label}」の「${file.label}」で編集できるようになり、この項目は消えます${shared ? '（それまで、ここの一覧には出ません）' : ''}。`,
    schema: file.schema,
    markdown: file.markdown,
    ...(file.imageSection ? { imageSection: file.imageSection } : {}),
    ...(file.references ? { references: file.references } : {}),
    ...(file.defaults ? { defaults: file.defaults } : {}),
    ...(file.summaries ? { summaries: file.summaries } : {}),
  };
}
