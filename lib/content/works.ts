/**
 * A series' seasons and films (optional `content/works.yaml`): the first work's files are the top-level ones, every
 * other work's are in `content/works/<id>/`, read by the same loaders through {@link forWork}.
 */
import fs from 'node:fs';
import path from 'node:path';
import { splitDateTime, toJstInstant } from '../format';
import { site } from '../site';
import { KEY_VISUAL_IMAGE, KEY_VISUAL_PORTRAIT_IMAGE } from '../siteImages';
import { type ContentContext, cached, cachedAsOf, contentFileLabel, deepFreeze, isPublished, langOf } from './context';
import { z } from 'zod';
import { ContentError, type ContentIssue, describeValue, valueAt } from './errors';
import { type ParsedFile, checkImages, checkReference, checkUnique, fileImages, issueAt, readYamlFile, valuesAt } from './read';
import {
  type Image,
  PublishDateSchema,
  SlugSchema,
  SettingsSchema,
  WorkEntrySchema,
  WorkFileSchema,
  type WorkKind,
  WorkKindSchema,
  type WorksFile,
  WorksFileSchema,
} from './schema';
import { SETTINGS_TRANSLATED, getSettings } from './settings';
import { readTranslatedYaml, readTranslation } from './translations';
import { CATALOGUES } from '../i18n/catalogue';
import { fillTemplate } from '../i18n/template';
import { siteTextOf } from './siteText';
import { DEFAULT_LANG } from '../i18n/languages';
import type { WorkRef } from '../works';

export type { WorkKind } from './schema';

/** The file that lists the works; without it the series is one work. */
export const WORKS_FILE = 'works.yaml';

/** The folder (inside `content/`) holding one folder per work after the first. */
export const WORKS_DIR = 'works';

/** The id of the one work of a series without `works.yaml`; it is never in a URL or a storage key. */
export const SINGLE_WORK_ID = 'main';

/** Ids taken under `/story/` and `/onair/` (the calendars), or that would read as an episode (`/story/01/`). */
export const RESERVED_WORK_IDS: readonly string[] = ['index', 'calendar', 'page'];

/** One work: a TV season, a film or an OVA. */
export interface Work {
  id: string;
  /** As the switcher and headings name it (「第2期」「劇場版」). */
  label: string;
  kind: WorkKind;
  /** The first work reads the top-level files and keeps today's URLs. */
  first: boolean;
  /** Its folder inside `content/`: `''` for the first work, `works/<id>` for the others. */
  dir: string;
}

/** When a work becomes the current one, or is announced (ISO, +09:00), as the schedule lists it. */
export interface WorkSwitchTime {
  work: Work;
  at: string;
}

/** What a work shows on the top page: `settings.yaml` (and `site.json`'s title) for the first, `work.yaml` for another. */
export interface WorkInfo {
  title: string;
  catchCopy: string;
  keyVisual: Image;
  /** The portrait crop for phones held upright (the first work's is a frame image); null: the key visual is cropped. */
  keyVisualSp: string | null;
  /** The broadcast or screening announcement line. */
  broadcastStart: string;
  pvYoutubeId: string | null;
  pvPoster: string | null;
}

/**
 * A later work listed in works.yaml, not yet announced at the context's instant, whose folder lacks a file it needs:
 * it is left out of every build until the files are there (each save in the editor still builds), and the check warns.
 */
export interface WaitingWork {
  work: Work;
  /** When it is announced (ISO, +09:00): a build from then on needs its files. */
  announcedAt: string;
  /** Its missing files, inside `content/` (`works/tv2/work.yaml`). */
  missing: string[];
}

interface WorksData {
  /** Every work listed, waiting or not. */
  works: Work[];
  /** Each later work's missing files (`requiredWorkFiles`), by id. */
  missing: ReadonlyMap<string, string[]>;
  /** The works.yaml line of each later work whose folder is missing, by id: an error unless the work waits. */
  folderIssues: ReadonlyMap<string, ContentIssue>;
  /** The first switch may have no time (from the start); the others have one, in time order. */
  switches: Array<{ work: Work; at: string | null }>;
  /** When each work is announced (by id): its `announce`, else its first `from`; null: from the start. */
  announced: ReadonlyMap<string, string | null>;
}

/** An instant from `from` (`YYYY-MM-DD` or `YYYY-MM-DD HH:MM` in Japan, like a news article's date). */
function instantOf(from: string): string {
  const { date, time } = splitDateTime(from);
  return toJstInstant(date, time);
}

function workFolders(ctx: ContentContext): string[] {
  const dir = path.join(ctx.contentDir, WORKS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

function folderIssue(ctx: ContentContext, relDir: string, message: string): ContentIssue {
  return { file: `${contentFileLabel(ctx, relDir)}/`, field: '', fieldName: '', message };
}

function checkIds(parsed: ParsedFile<WorksFile>, issues: ContentIssue[]): void {
  const ids = valuesAt(parsed, ['works', '*', 'id'], SlugSchema);
  checkUnique(parsed, ids, 'ほかの作品と重ならない id', issues);
  for (const { value, path: at } of ids) {
    if (/^\d+$/.test(value)) {
      issues.push(
        issueAt(parsed, at, {
          expected: '英小文字を1文字以上含む id（例: tv2、movie）',
          found: `${describeValue(value)}（数字だけの id は、1つ目の作品の各話の URL /story/${value}/ と重なります）`,
        }),
      );
    } else if (RESERVED_WORK_IDS.includes(value)) {
      issues.push(
        issueAt(parsed, at, {
          expected: 'サイトが使っていない id（例: tv2、movie）',
          found: `${describeValue(value)}（サイトが URL に使う名前です）`,
          allowed: [`${RESERVED_WORK_IDS.join('、')} 以外`],
        }),
      );
    }
  }
  const first = valuesAt(parsed, ['works', 0, 'kind'], WorkKindSchema)[0];
  if (first && first.value === 'film') {
    issues.push(
      issueAt(parsed, first.path, {
        expected: 'tv か ova（1つ目の作品は content/story/episodes/ と content/onair.yaml を使います）',
        found: `${describeValue(first.value)}（映画は2つ目からの作品にしてください）`,
        allowed: ['tv', 'ova'],
      }),
    );
  }
}

/** Every id written under `works`, valid or not: a reference to an invalid one is the id's mistake, reported there. */
function writtenIds(parsed: ParsedFile<WorksFile>): string[] {
  const list = valueAt(parsed.data, ['works']);
  return Array.isArray(list) ? list.map((item: unknown) => valueAt(item, ['id'])).filter((id) => typeof id === 'string') : [];
}

/** An id a tip may suggest: one the check would accept. */
function isValidWorkId(id: string): boolean {
  return WorkEntrySchema.shape.id.safeParse(id).success && !/^\d+$/.test(id) && !RESERVED_WORK_IDS.includes(id);
}

function checkSwitches(parsed: ParsedFile<WorksFile>, works: readonly Work[], issues: ContentIssue[]): void {
  const written = writtenIds(parsed);
  const refs = valuesAt(parsed, ['current', '*', 'work'], z.string()).filter(
    (ref) => works.some((w) => w.id === ref.value) || !written.includes(ref.value),
  );
  checkReference(parsed, refs, works.map((w) => ({ id: w.id, label: w.label })), 'works に書いた作品の id', issues);
  const switches = valueAt(parsed.data, ['current']);
  if (!Array.isArray(switches)) return;
  let previous: { at: string; from: string; line: number | undefined } | null = null;
  switches.forEach((item: unknown, i) => {
    const fromPath = ['current', i, 'from'];
    if (i > 0 && item !== null && typeof item === 'object' && valueAt(item, ['from']) === undefined && parsed.readable(['current', i])) {
      issues.push(
        issueAt(parsed, ['current', i], {
          message: '2つ目からの切り替えには、切り替わる日時 from: を書いてください（例: from: 2027-01-09 12:00）',
        }),
      );
      return;
    }
    const from = valuesAt(parsed, fromPath, PublishDateSchema)[0];
    if (!from) return;
    const at = instantOf(from.value);
    if (previous && Date.parse(at) <= Date.parse(previous.at)) {
      issues.push(
        issueAt(parsed, fromPath, {
          expected: `前の切り替え（${previous.line ?? '?'}行目の ${previous.from}）より後の日時`,
          found: describeValue(from.value),
          hint: 'current は切り替わる順に上から書きます',
        }),
      );
    }
    previous = { at, from: from.value, line: parsed.locate(fromPath) };
  });
}

/** `announce` after the work's first `from`: it would be the current work before anyone may know of it. */
function checkAnnouncements(parsed: ParsedFile<WorksFile>, issues: ContentIssue[]): void {
  const switches = valueAt(parsed.data, ['current']);
  const list: unknown[] = Array.isArray(switches) ? switches : [];
  valuesAt(parsed, ['works', '*', 'announce'], PublishDateSchema).forEach(({ value, path: at }) => {
    const id = valueAt(parsed.data, ['works', at[1], 'id']);
    const label = valueAt(parsed.data, ['works', at[1], 'label']);
    const name = typeof label === 'string' ? `「${label}」` : 'この作品';
    // Without `current`, the first work is the current one from the start.
    const i = list.length === 0 && at[1] === 0 ? 0 : list.findIndex((s) => valueAt(s, ['work']) === id);
    // A later switch without a readable `from` is that switch's mistake, reported there.
    if (i < 0 || (list.length > 0 && !parsed.readable(['current', i]))) return;
    const from = valueAt(list[i], ['from']);
    if (i > 0 && typeof from !== 'string') return;
    const line = parsed.locate(['current', i, i === 0 ? 'work' : 'from']);
    if (i === 0) {
      const where = list.length === 0 ? '1つ目の作品で、current がないので' : ` current の1つ目（${line ?? '?'}行目）なので`;
      issues.push(
        issueAt(parsed, at, {
          message: `${name}は${where}最初からいまの作品です。発表する日時（announce）は書けないので、この行を消してください`,
        }),
      );
    } else if (typeof from === 'string' && PublishDateSchema.safeParse(from).success && Date.parse(instantOf(value)) > Date.parse(instantOf(from))) {
      issues.push(
        issueAt(parsed, at, {
          expected: `${name}がいまの作品になる日時（${line ?? '?'}行目の from: ${from}）と同じか、それより前の日時`,
          found: describeValue(value),
          hint: '発表より前にいまの作品にはなれません。announce を省くと、from の日時に発表されます',
        }),
      );
    }
  });
}

/**
 * Folders under `works/` that no work reads. A folder named as an id written in works.yaml but refused there is that
 * id's mistake (its message says the folder changes with it); a tip names a folder's name as an id only when valid.
 */
function checkFolders(ctx: ContentContext, works: readonly Work[], written: readonly string[], listed: boolean, issues: ContentIssue[]): void {
  const folders = workFolders(ctx);
  for (const name of folders) {
    if (works.some((w) => !w.first && w.id === name)) continue;
    if (!works.some((w) => w.id === name) && written.includes(name)) continue;
    const first = works.find((w) => w.first && w.id === name);
    const ids = works.map((w) => w.id).join('、');
    const rename = 'フォルダの名前を半角の英小文字・数字・ハイフンだけの id（例: tv2、movie）に変え';
    let message: string;
    if (first) {
      message = `この作品（${name}）は ${WORKS_FILE} の1つ目の作品なので、ファイルは content/ の直下（content/story/ や content/onair.yaml）に置きます。このフォルダは使われません`;
    } else if (listed) {
      message = isValidWorkId(name)
        ? `このフォルダの作品（${name}）は content/${WORKS_FILE} の works にありません。works に「- id: ${name}」を書き足すか、フォルダの名前を作品の id にそろえてください（書かれている id: ${ids}）`
        : `このフォルダの作品（${name}）は content/${WORKS_FILE} の works にありません。フォルダの名前を works に書いた作品の id にそろえるか、${rename}、works にその id を書き足してください（書かれている id: ${ids}）`;
    } else {
      message = isValidWorkId(name)
        ? `このフォルダの作品（${name}）を使うには、content/${WORKS_FILE} を作って works に1つ目の作品と「- id: ${name}」を書いてください（書き方は content/README.md の「第2期・劇場版を足す」）`
        : `このフォルダの作品（${name}）を使うには、${rename}、content/${WORKS_FILE} を作って works に1つ目の作品とその id を書いてください（書き方は content/README.md の「第2期・劇場版を足す」）`;
    }
    issues.push(folderIssue(ctx, `${WORKS_DIR}/${name}`, message));
  }
  for (const work of works) {
    const episodes = path.join(work.dir, 'story', 'episodes');
    if (work.kind === 'film' && fs.existsSync(path.join(ctx.contentDir, episodes))) {
      issues.push(
        folderIssue(
          ctx,
          episodes.split(path.sep).join('/'),
          `「${work.label}」（${work.id}）は映画（kind: film）なので各話はありません。このフォルダを消すか、各話のある作品なら content/${WORKS_FILE} の kind を tv か ova にしてください`,
        ),
      );
    }
    if (work.kind === 'film' && fs.existsSync(path.join(ctx.contentDir, work.dir, 'onair.yaml'))) {
      issues.push({
        file: contentFileLabel(ctx, path.join(work.dir, 'onair.yaml')),
        field: '',
        fieldName: '',
        message: `「${work.label}」（${work.id}）は映画（kind: film）なので、上映の情報は onair.yaml ではなく screening.yaml に書きます`,
      });
    }
    if (work.kind !== 'film' && !work.first && fs.existsSync(path.join(ctx.contentDir, work.dir, 'screening.yaml'))) {
      issues.push({
        file: contentFileLabel(ctx, path.join(work.dir, 'screening.yaml')),
        field: '',
        fieldName: '',
        message: `screening.yaml は映画（kind: film）の上映情報です。「${work.label}」（${work.id}）は ${work.kind} なので、放送・配信は onair.yaml に書きます`,
      });
    }
  }
}

function readWorks(ctx: ContentContext): WorksData {
  return cached(ctx, 'works', () => {
    const issues: ContentIssue[] = [];
    const single: Work = { id: SINGLE_WORK_ID, label: site.title, kind: 'tv', first: true, dir: '' };
    if (!fs.existsSync(path.join(ctx.contentDir, WORKS_FILE))) {
      checkFolders(ctx, [single], [], false, issues);
      if (issues.length > 0) throw new ContentError(issues);
      return { works: [single], missing: new Map(), folderIssues: new Map(), switches: [{ work: single, at: null }], announced: new Map([[single.id, null]]) };
    }
    const parsed = readYamlFile(ctx, WORKS_FILE, WorksFileSchema, issues);
    if (!parsed) throw new ContentError(issues);
    // Each work keeps its place in the file: with the first one's id refused, the second is not taken for the first.
    const entries = valueAt(parsed.data, ['works']);
    const listed: Work[] = (Array.isArray(entries) ? entries : []).flatMap((entry: unknown, i) => {
      const w = WorkEntrySchema.safeParse(entry);
      if (!w.success || !parsed.readable(['works', i])) return [];
      const { id, label, kind } = w.data;
      return [{ id, label, kind, first: i === 0, dir: i === 0 ? '' : `${WORKS_DIR}/${id}` }];
    });
    checkIds(parsed, issues);
    checkSwitches(parsed, listed, issues);
    checkAnnouncements(parsed, issues);
    checkFolders(ctx, listed, writtenIds(parsed), true, issues);
    // The checks' messages name the works as the editor wrote them; the pages in another language, in that language.
    const works = langOf(ctx) === DEFAULT_LANG || !parsed.value ? listed : labelledInLang(ctx, parsed.value, listed, issues);
    const announced = parsed.value && issues.length === 0 ? announcements(parsed.value, works) : null;
    const missing = new Map(works.filter((w) => !w.first).map((w) => [w.id, missingFiles(ctx, w)]));
    const folderIssues = new Map<string, ContentIssue>();
    valuesAt(parsed, ['works', '*', 'id'], SlugSchema).forEach(({ value, path: at }) => {
      const work = works.find((w) => w.id === value && !w.first);
      if (!work || fs.existsSync(path.join(ctx.contentDir, work.dir))) return;
      folderIssues.set(
        value,
        issueAt(parsed, at, {
          message: `この作品のフォルダ content/${WORKS_DIR}/${value}/ がありません。2つ目からの作品は、そのフォルダに work.yaml・story/intro.md と、テレビ・OVA なら onair.yaml と story/episodes/、映画なら screening.yaml を置きます。まだ発表しない作品なら、この作品に announce（発表する日時）を書くと、ファイルがそろうまでサイトに出さずにビルドが続きます（書き方は content/README.md の「第2期・劇場版を足す」）`,
        }),
      );
    });
    // Without the announcements, whether a work may wait is unknown: a missing folder is an error then.
    if (!parsed.value || !announced || issues.length > 0) throw new ContentError([...issues, ...folderIssues.values()]);
    const byId = new Map(works.map((w) => [w.id, w]));
    const switches = (parsed.value.current ?? [{ work: works[0].id }]).map((s) => ({
      work: byId.get(s.work) ?? works[0],
      at: s.from === undefined ? null : instantOf(s.from),
    }));
    return { works, missing, folderIssues, switches, announced };
  });
}

/** What a translation of works.yaml may give (`works.en.yaml`): each work's label, matched by its id. */
export const WORKS_TRANSLATED = ['works.*.label'] as const;

/**
 * `works` named in the language of `ctx`: by their translated labels, else by their kind in that language's words
 * (「劇場版」 without an English label is "Film"), numbered from the second work of a kind on ("TV series 2"): a
 * number that never depends on works not yet announced. A Japanese label is never shown under another language.
 */
function labelledInLang(ctx: ContentContext, file: WorksFile, works: readonly Work[], issues: ContentIssue[]): Work[] {
  const { value, untranslated } = readTranslatedYaml(ctx, WORKS_FILE, WorksFileSchema, WORKS_TRANSLATED, file, [['works']], issues);
  const words = CATALOGUES[langOf(ctx)].workNames;
  return works.map((work) => {
    const i = file.works.findIndex((w) => w.id === work.id);
    if (i >= 0 && !untranslated.includes(`works.${i}.label`)) return { ...work, label: value.works[i]!.label };
    const kind = words.kinds[work.kind];
    const n = works.filter((w) => w.kind === work.kind).indexOf(work) + 1;
    return { ...work, label: n > 1 ? fillTemplate(words.numbered, { kind, n }) : kind };
  });
}

/**
 * The works as of the context's instant: those built, and those waiting for their files (a work waits only until its
 * announcement). Work objects are {@link readWorks}' own, whatever the instant.
 * @throws ContentError when the file and folders disagree, or an announced work has no folder
 */
function worksAsOf(ctx: ContentContext): { works: Work[]; waiting: WaitingWork[] } {
  return cachedAsOf(ctx, 'works-as-of', () => {
    const { works, missing, folderIssues, announced } = readWorks(ctx);
    const waiting = works.flatMap((work): WaitingWork[] => {
      const files = missing.get(work.id) ?? [];
      const at = announced.get(work.id);
      // Nothing of a work is built before its announcement, so until then it may lack files.
      return files.length > 0 && typeof at === 'string' && !isPublished(ctx, at) ? [{ work, announcedAt: at, missing: files }] : [];
    });
    const issues = [...folderIssues].filter(([id]) => !waiting.some((w) => w.work.id === id)).map(([, issue]) => issue);
    if (issues.length > 0) throw new ContentError(issues);
    return { works: works.filter((w) => !waiting.some((x) => x.work === w)), waiting };
  });
}

/** When each work is announced (by id): its `announce`, else its first `from`; null: from the start. */
function announcements(file: WorksFile, works: readonly Work[]): Map<string, string | null> {
  const switches = (file.current ?? [{ work: works[0]?.id ?? '' }]).map((s) => ({ work: s.work, at: s.from === undefined ? null : instantOf(s.from) }));
  return new Map(
    file.works.map((entry): [string, string | null] => {
      if (entry.announce !== undefined) return [entry.id, instantOf(entry.announce)];
      // The first switch's work is current from the start, whatever its `from`; a work never current and not
      // announced is shown from the start too, as every work was before announcements.
      const own = switches.filter((s, i) => s.work === entry.id && i > 0);
      const fromStart = switches[0]?.work === entry.id || own.length === 0;
      return [entry.id, fromStart ? null : own[0].at];
    }),
  );
}

/** The files a later work cannot be built without (inside `content/`); the others (episodes, music …) may come later. */
export function requiredWorkFiles(work: Pick<Work, 'dir' | 'kind'>): string[] {
  return [`${work.dir}/work.yaml`, `${work.dir}/story/intro.md`, `${work.dir}/${work.kind === 'film' ? 'screening.yaml' : 'onair.yaml'}`];
}

function missingFiles(ctx: ContentContext, work: Work): string[] {
  return requiredWorkFiles(work).filter((rel) => !fs.existsSync(path.join(ctx.contentDir, rel)));
}

/**
 * What a waiting work's files already name, withheld until its announcement: its other files are not read yet, so
 * nothing else keeps its key visual or stills out of an export before then.
 */
export function waitingWorkImages(ctx: ContentContext): Array<{ at: string; images: string[] }> {
  return getWaitingWorks(ctx).map(({ work, announcedAt }) => {
    const dir = path.join(ctx.contentDir, work.dir);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
    const rels = files.map((e) => path.relative(ctx.contentDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    return { at: announcedAt, images: [...new Set(rels.filter((rel) => /\.(ya?ml|md)$/.test(rel)).flatMap((rel) => fileImages(ctx, rel)))] };
  });
}

/**
 * The works listed in works.yaml that wait for their files before their announcement ({@link WaitingWork}), for the
 * check's warnings and the editor. @throws ContentError when the file and folders disagree
 */
export function getWaitingWorks(ctx: ContentContext): WaitingWork[] {
  return worksAsOf(ctx).waiting;
}

/**
 * Every work in `works.yaml`'s order, announced or not, for what never reaches the export: the content check and
 * the schedule; but those waiting for their files ({@link getWaitingWorks}), which nothing reads yet.
 * @throws ContentError when the file and folders disagree
 */
export function getAllWorks(ctx: ContentContext): Work[] {
  return worksAsOf(ctx).works;
}

/**
 * The works announced at the context's instant, in `works.yaml`'s order; one for a series without it. Everything a
 * build writes lists works through this, so nothing of a work is in the export before its announcement.
 * @throws ContentError when the file and folders disagree
 */
export function getWorks(ctx: ContentContext): Work[] {
  const { works } = worksAsOf(ctx);
  const { announced } = readWorks(ctx);
  return sharedList(
    works,
    works.filter((w) => isPublished(ctx, announced.get(w.id))),
  );
}

/** When the work is announced (ISO, +09:00), or null when it is part of the site from the start. */
export function workAnnouncedAt(work: Pick<Work, 'id'>, ctx: ContentContext): string | null {
  return readWorks(ctx).announced.get(work.id) ?? null;
}

/** Every timed announcement, for the schedule (`./clock.ts`). */
export function getWorkAnnouncements(ctx: ContentContext): WorkSwitchTime[] {
  // A waiting work's announcement too: the build at that minute is the one that tells if its files are missing.
  return [...getAllWorks(ctx), ...getWaitingWorks(ctx).map((w) => w.work)].flatMap((work) => {
    const at = workAnnouncedAt(work, ctx);
    return at ? [{ work, at }] : [];
  });
}

/** When an item in the works `ids` (absent or empty: every work) is announced: with the first of them; null: from the start. */
export function announcedAtOf(ids: readonly string[] | undefined, ctx: ContentContext): string | null {
  if (!ids?.length) return null;
  const times = ids.map((id) => workAnnouncedAt({ id }, ctx));
  if (times.includes(null)) return null;
  return (times as string[]).reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
}

/** When an item of a work with its own time (`at`, null: none) becomes public: never before its work is announced. */
export function publicAt(at: string | null, work: Pick<Work, 'id'>, ctx: ContentContext): string | null {
  const announced = workAnnouncedAt(work, ctx);
  if (at === null || announced === null) return at ?? announced;
  return Date.parse(at) >= Date.parse(announced) ? at : announced;
}

/**
 * What is in announced works only: an item without `works:` is in every work; one with it shows while one of its
 * works is announced, naming only those.
 */
export function inAnnouncedWorks<T extends { works?: string[] }>(items: readonly T[], ctx: ContentContext): T[] {
  const ids = getWorks(ctx).map((w) => w.id);
  return sharedList(
    items,
    items.flatMap((item) => {
      if (!item.works?.length) return [item];
      const works = item.works.filter((id) => ids.includes(id));
      if (works.length === 0) return [];
      return [works.length === item.works.length ? item : { ...item, works }];
    }),
  );
}

/** The cached (frozen) list itself when nothing was left out, else the new one frozen: no caller sorts either in place. */
function sharedList<T>(all: readonly T[], shown: T[]): T[] {
  return shown.length === all.length && shown.every((item, i) => item === all[i]) ? (all as T[]) : deepFreeze(shown);
}

/** True when more than one work is announced: only then are there switchers and per-work URLs. */
export function hasSeveralWorks(ctx: ContentContext): boolean {
  return getWorks(ctx).length > 1;
}

/** The work with that id, or null. */
export function getWork(id: string, ctx: ContentContext): Work | null {
  return getWorks(ctx).find((w) => w.id === id) ?? null;
}

/** Every timed switch of the current work, for the schedule (`./clock.ts`). */
export function getWorkSwitchTimes(ctx: ContentContext): WorkSwitchTime[] {
  return readWorks(ctx).switches.flatMap((s) => (s.at === null ? [] : [{ work: s.work, at: s.at }]));
}

/** The current work at the context's instant: the one whose `from` most recently passed (the first before any). */
export function getCurrentWork(ctx: ContentContext): Work {
  const { works, switches } = readWorks(ctx);
  let current = switches[0]?.work ?? works[0];
  for (const s of switches) if (isPublished(ctx, s.at)) current = s.work;
  return current;
}

/** A context reading the work's folder as `content/`, so every loader reads that work's files; messages keep the real path. */
export function forWork(ctx: ContentContext, work: Pick<Work, 'dir'>): ContentContext {
  if (work.dir === '') return ctx;
  return { ...ctx, contentDir: path.join(ctx.contentDir, work.dir), rootContentDir: ctx.rootContentDir ?? ctx.contentDir };
}

/**
 * A work's top-page fields: `settings.yaml` for the first, `work.yaml` for another; in another language, with their
 * translation's. @throws ContentError when invalid
 */
export function getWorkInfo(work: Work, ctx: ContentContext): WorkInfo {
  const info = originalWorkInfo(work, ctx);
  if (langOf(ctx) === DEFAULT_LANG) return info;
  return cached(forWork(ctx, work), 'work-info-translated', () => translatedWorkInfo(work, ctx, info));
}

/** The fields of a later work's work.yaml its translation (`work.en.yaml`) may give: its words, and a key visual with its own text. */
export const WORK_TRANSLATED = ['title', 'catchCopy', 'keyVisual', 'broadcastStart'] as const;

/**
 * A work's top-page fields in the language of `ctx`. What the translation leaves out is left out, never shown in
 * Japanese: no catch copy or announcement line, a key visual without a text alternative (the logo above it names the
 * series). The first work's title is the site's in that language; another's stays its own name.
 */
function translatedWorkInfo(work: Work, ctx: ContentContext, info: WorkInfo): WorkInfo {
  const issues: ContentIssue[] = [];
  const t: Partial<Pick<WorkInfo, 'title' | 'catchCopy' | 'keyVisual' | 'broadcastStart'>> & { keyVisualAlt?: string } = work.first
    ? (readTranslation(ctx, 'settings.yaml', SettingsSchema, SETTINGS_TRANSLATED, issues)?.data ?? {})
    : (readTranslation(forWork(ctx, work), 'work.yaml', WorkFileSchema, WORK_TRANSLATED, issues)?.data ?? {});
  if (issues.length > 0) throw new ContentError(issues);
  return {
    ...info,
    title: work.first ? siteTextOf(ctx).title : (t.title ?? info.title),
    catchCopy: t.catchCopy ?? '',
    keyVisual: t.keyVisual ?? { src: info.keyVisual.src, alt: t.keyVisualAlt ?? '' },
    broadcastStart: t.broadcastStart ?? '',
  };
}

function originalWorkInfo(work: Work, ctx: ContentContext): WorkInfo {
  if (work.first) {
    const settings = getSettings(ctx);
    return {
      title: site.title,
      catchCopy: settings.catchCopy,
      keyVisual: { src: KEY_VISUAL_IMAGE, alt: settings.keyVisualAlt },
      keyVisualSp: KEY_VISUAL_PORTRAIT_IMAGE,
      broadcastStart: settings.broadcastStart,
      pvYoutubeId: settings.pvYoutubeId ?? null,
      pvPoster: settings.pvPoster ?? null,
    };
  }
  const workCtx = forWork(ctx, work);
  return cached(workCtx, 'work-info', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(workCtx, 'work.yaml', WorkFileSchema, issues);
    if (parsed) checkImages(workCtx, parsed, issues);
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    const { title, catchCopy, keyVisual, keyVisualSp, broadcastStart, pvYoutubeId, pvPoster } = parsed.value;
    return { title, catchCopy, keyVisual, keyVisualSp: keyVisualSp ?? null, broadcastStart, pvYoutubeId: pvYoutubeId ?? null, pvPoster: pvPoster ?? null };
  });
}

/** The Japanese name of a kind, for messages and the content check's summary. */
export const WORK_KIND_NAMES: Readonly<Record<WorkKind, string>> = { tv: 'テレビシリーズ', film: '映画', ova: 'OVA' };

/** A work as a page gets it. */
export function workRef(work: Work): WorkRef {
  return { id: work.id, label: work.label, kind: work.kind, first: work.first };
}

/** Every work, for a page's `works` prop (MEMBER's and CAST's badges); null for a series of one work (the prop is left out). */
export function allWorkRefs(ctx: ContentContext): WorkRef[] | null {
  const works = getWorks(ctx);
  return works.length > 1 ? works.map(workRef) : null;
}
