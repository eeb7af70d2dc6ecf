/**
 * Whole-content check for `npm run content:check`: every loader, cross-section checks, and files no schema covers.
 * The build fails through the loaders themselves, which `getStaticProps` calls and which throw a {@link ContentError}.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type ContentContext, cached, contentFileLabel, isPublished } from './context';
import { ContentError, type ContentIssue, formatIssue } from './errors';
import { bodyLinkWarnings, linkTargets } from './links';
import { renderMarkdown } from './markdown';
import { formatJstMinute } from '../format';
import { formatBytes } from '../fileSize';
import { menuImages } from '../menu';
import { FRAME_IMAGES } from '../siteImages';
import { fileImages, imageFileProblem, readMarkdownFile } from './read';
import { publicEntries, publicImageIssues } from './publicImages';
import { SHAPE, type ShapeEntry } from '../sections/shape';
import {
  type AllContent, SECTION_FILES, SECTION_WORK_FILES, checkedSections, contentSections, editorCollections, inWorkFolder, loadSections, sectionByName, sectionFiles, sectionWorkFiles, sectionsOff, sitePaths,
} from '../sections/registry';
import { type MenuSectionName, SECTIONS } from '../sections';
import { labelsIn } from '../sections/shape';
import { shapeOf } from './shape';
import type { ContentFile } from '../sections/contentSection';
import { WORK_KIND_NAMES, type WaitingWork, getAllWorks, getCurrentWork, getWaitingWorks, getWorkSwitchTimes, workAnnouncedAt } from './works';
import { formatScheduleTime } from '../clock';
import { CONTENT_GUIDES } from './guides';
import { translationLangOf } from './translationFiles';
import { LANG_NAMES_JA, summaryLanguages, translatedCount, translationIssues } from './translationCheck';

/** The members' guide and the field reference (`pipeline/fieldsReference.ts`): the kit's documents, not content. */
const GUIDES: readonly ContentFile[] = CONTENT_GUIDES.map((name) => ({ pattern: new RegExp(`^${name.replace('.', '\\.')}$`), schema: null }));

/** Every kind of file any series may have under `content/`, with its schema: each names its fields in Japanese (`fields.test.ts`). */
export const CONTENT_FILES: readonly ContentFile[] = [...GUIDES, ...SECTION_FILES, ...SECTION_WORK_FILES];

/** The kinds of file allowed in `ctx` (schema null: not loaded); any other file is reported, so none goes unchecked. */
export function contentFiles(ctx: ContentContext): readonly ContentFile[] {
  return [...GUIDES, ...sectionFiles(ctx), ...sectionWorkFiles(ctx)];
}

export type { AllContent } from '../sections/registry';

/** Paths (inside `content/`, forward slashes) of every file, skipping dot files. */
export function listContentFiles(ctx: ContentContext): string[] {
  const out: string[] = [];
  const walk = (relDir: string): void => {
    for (const entry of fs.readdirSync(path.join(ctx.contentDir, relDir), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

function uncoveredFiles(ctx: ContentContext): ContentIssue[] {
  return listContentFiles(ctx)
    // Translations are checked beside their originals (`./translations.ts`).
    .filter((rel) => translationLangOf(rel) === undefined && !contentFiles(ctx).some((f) => f.pattern.test(rel)))
    .map((rel) => ({
      file: contentFileLabel(ctx, rel),
      field: '',
      fieldName: '',
      message:
        'このファイルはサイトで使われません。置き場所と名前を確認してください（使えるファイルは content/README.md にあります）',
    }));
}

/** The images the frame and menu show whatever the content says, each with the name a message gives it. */
export function frameImages(shape: readonly ShapeEntry[] = SHAPE): Array<{ src: string; name: string }> {
  return [
    ...FRAME_IMAGES,
    ...menuImages(shape).map((item) => ({ src: item.src, name: `メニューの「${item.labelJa}」の画像（横4:縦1）` })),
  ];
}

/**
 * A frame image that is not in `public/` (a series that replaced `public/images/` without it), or whose format is not
 * the one its fixed path names (a key visual saved as JPEG).
 */
function frameImageIssues(ctx: ContentContext): ContentIssue[] {
  return frameImages(shapeOf(ctx)).flatMap(({ src, name }) => {
    const problem = imageFileProblem(ctx, src);
    if (!problem) return [];
    const where = '置き方は content/README.md の「自分たちの作品にする」';
    const format = problem.expectedFormat;
    const fix = problem.actual && format
      ? `。サイトの枠が使う${name}で、この場所には ${format} の画像が要ります。画像を ${format} で${problem.missing ? `書き出して ${path.basename(src)} として置いて` : '書き出し直して'}ください（拡張子だけ変えても形式は変わりません。${where}）`
      : `。サイトの枠が使う${name}です（${where}）`;
    return [{
      file: `${path.basename(ctx.publicDir)}${src}`,
      field: '',
      fieldName: '',
      message: `${problem.missing ? `このファイルがありません${problem.actual ? `。${path.basename(ctx.publicDir)}${problem.actual.file} はありますが ${problem.actual.format} の画像です` : ''}` : `このファイルの中身は ${problem.actual?.format ?? ''} の画像で、拡張子 ${path.extname(src)} と合っていません`}${fix}`,
    }];
  });
}

/** Files in `public/` that must not reach the site ({@link publicImageIssues}), checked once per context. */
function publicFileIssues(ctx: ContentContext): readonly ContentIssue[] {
  return cached(ctx, 'public-image-files', () => publicImageIssues(ctx, new Set(frameImages(shapeOf(ctx)).map(({ src }) => src))));
}

/** Hints for an HTML tag that Markdown writes another way. */
const HTML_HINTS: Record<string, string> = {
  br: '改行したい行の末尾に \\ を書くと改行になります',
  b: '太字は **文字** と書きます',
  strong: '太字は **文字** と書きます',
  a: 'リンクは [文字](URL) と書きます',
  img: '画像は ![画像の説明](/images/…) と書きます',
  script: '中身も表示されません',
  style: '中身も表示されません',
};

/**
 * The most a Markdown body may hold before the check warns (UTF-8 bytes, about 30,000 Japanese characters): every
 * byte of it is in its page, and a share of it in the feeds and the search index.
 */
export const BODY_BUDGET_BYTES = 100 * 1024;

/** Paths (site paths, `/images/…`) of every file under `public/images/`, skipping dot files. */
function publicImages(ctx: ContentContext): string[] {
  return publicEntries(ctx)
    .filter(({ src, entry }) => src.startsWith('/images/') && entry.isFile() && !entry.name.startsWith('.'))
    .map(({ src }) => src);
}

/** The content files `ctx` reads (those of the sections on and of those they need), inside `content/`. */
function readFiles(ctx: ContentContext): string[] {
  return listContentFiles(ctx).filter((rel) => contentFiles(ctx).some((f) => f.schema !== null && f.pattern.test(rel)));
}

/** The images the site may show: the frame's and menu's, and every one a file it reads names. */
function usedImages(ctx: ContentContext): ReadonlySet<string> {
  return cached(ctx, 'used-images', () => new Set([...frameImages(shapeOf(ctx)).map(({ src }) => src), ...readFiles(ctx).flatMap((rel) => fileImages(ctx, rel))]));
}

/**
 * For each section `ctx` has off, the images in `public/` that only it uses (its menu image, those its files name)
 * and nothing the site shows does: the build leaves them out of the export (`pipeline/withheldImages.ts`).
 */
export function offSectionImages(ctx: ContentContext): ReadonlyArray<{ name: MenuSectionName; images: readonly string[] }> {
  return cached(ctx, 'off-section-images', () => {
    const used = usedImages(ctx);
    const all = listContentFiles(ctx);
    return sectionsOff(ctx).map(({ section, files }) => {
      const named = all.filter((rel) => files.some((f) => f.pattern.test(rel))).flatMap((rel) => fileImages(ctx, rel));
      const images = [...new Set([section.menu.image, ...named])].filter((src) => !used.has(src) && fs.existsSync(path.join(ctx.publicDir, src)));
      return { name: section.name, images: images.sort() };
    });
  });
}

/**
 * The site paths an off section's pages (and feeds, calendars) would have, from its `paths` (its root alone when its
 * files are missing or broken: they are not checked while it is off), but those the site has all the same.
 */
function offSectionPaths(ctx: ContentContext, { section, content }: ReturnType<typeof sectionsOff>[number]): string[] {
  let paths: readonly string[];
  try {
    paths = content.paths(ctx);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    paths = [section.path];
  }
  const published = sitePaths(ctx);
  return [...new Set(paths)].filter((p) => !published.has(p));
}

/** What the summary says of the sections off: the URLs that do not exist because of it, and the images not published. */
function sectionsOffSummary(ctx: ContentContext): string[] {
  const off = sectionsOff(ctx);
  if (off.length === 0) return [];
  const images = offSectionImages(ctx);
  const name = ({ section }: (typeof off)[number]) => `${section.menu.label}（${section.menu.labelJa}）`;
  return [
    `表示しないセクション（site.json の sections にないもの）: ${off.map(name).join('、')}`,
    ...off.flatMap((entry) => {
      const paths = offSectionPaths(ctx, entry);
      const own = images.find((i) => i.name === entry.section.name)?.images ?? [];
      return [
        `  ${name(entry)}: site.json の sections に ${entry.section.name} がないため、次の URL（${paths.length} 件）はサイトにありません: ${paths.join('、')}`,
        ...(own.length > 0
          ? [`  ${name(entry)}: このセクションだけが使う画像 ${own.length} 枚は公開しません（public/ のファイルはそのまま）: ${own.join('、')}`]
          : []),
      ];
    }),
  ];
}

/**
 * Warnings, which do not stop the build: every HTML tag written in a Markdown body, which the page leaves out
 * (`renderMarkdown` removes it), with its file and line; its links and images that lead nowhere or elsewhere than
 * they seem (`./links.ts`); a body over {@link BODY_BUDGET_BYTES}; and every file under
 * `public/images/` that no content file and no frame image uses, which the export would copy to the site all the same.
 */
export function checkContentWarnings(ctx: ContentContext): ContentIssue[] {
  const used = usedImages(ctx);
  // An off section's images are not copied to the site: the summary lists them instead.
  const withheld = new Set(offSectionImages(ctx).flatMap((section) => section.images));
  const targets = linkTargets(ctx);
  const warnings = readFiles(ctx)
    .filter((rel) => rel.endsWith('.md'))
    .flatMap((rel): ContentIssue[] => {
      const parsed = readMarkdownFile(ctx, rel, z.unknown(), []);
      if (!parsed) return [];
      const body = renderMarkdown(parsed.body);
      const at = { file: parsed.file, field: 'body', fieldName: '本文' };
      const size = Buffer.byteLength(parsed.body);
      return [
        ...body.removedTags.map(({ tag, line }) => ({
          ...at,
          line: parsed.bodyLine + line - 1,
          message: `HTML のタグ <${tag}> はページに表示されないので取り除きました${HTML_HINTS[tag] ? `（${HTML_HINTS[tag]}）` : ''}`,
        })),
        ...bodyLinkWarnings(parsed, body, targets),
        ...(size > BODY_BUDGET_BYTES
          ? [{
              ...at,
              line: parsed.bodyLine,
              message: `本文が ${formatBytes(size)} あります。ページ・フィード・検索が重くなるので、1つの本文は ${formatBytes(BODY_BUDGET_BYTES)}（日本語でおよそ3万字）までにしてください。長い本文は記事を分けてください`,
            }]
          : []),
      ];
    });
  const refused = new Set(publicFileIssues(ctx).map((issue) => issue.file));
  const unused = publicImages(ctx)
    .filter((src) => !used.has(src) && !withheld.has(src) && !refused.has(`${path.basename(ctx.publicDir)}${src}`))
    .map((src) => ({
      file: `${path.basename(ctx.publicDir)}${src}`,
      field: '',
      fieldName: '',
      message: 'この画像はどのコンテンツからも使われていませんが、公開するサイトにそのままコピーされます。要らない画像なら消してください',
    }));
  return [...warnings, ...unused, ...waitingWorkWarnings(ctx)];
}

/**
 * Each file a work not yet announced still needs (`./works.ts`), with the editor's form that makes it: the build goes
 * on without the work until its announcement, and stops from then on while one is missing.
 */
function waitingWorkWarnings(ctx: ContentContext): ContentIssue[] {
  let waiting: WaitingWork[];
  try {
    waiting = getWaitingWorks(ctx);
  } catch (error) {
    // works.yaml reports its own problems.
    if (error instanceof ContentError) return [];
    throw error;
  }
  return waiting.flatMap(({ work, announcedAt, missing }) => {
    const forms = editorCollections(ctx, { unannounced: true }).folders;
    return missing.map((rel) => {
      const form = forms.find((f) => f.single && `${f.folder}/${f.slug}.${f.markdown ? 'md' : 'yaml'}` === rel);
      return {
        file: contentFileLabel(ctx, rel),
        field: '',
        fieldName: '',
        message: `「${work.label}」（${work.id}）のこのファイルがまだありません。${form ? `編集画面の「${form.label}」で作って保存してください` : 'このファイルを作ってください'}。ファイルがそろうまで、この作品はサイトに出ません。発表の ${formatJstMinute(announcedAt)} までにそろわないと、その時刻からのビルドが止まります`,
      };
    });
  });
}

/** Loads every section. Throws one {@link ContentError} listing the problems of every failing section. */
export function loadAllContent(ctx: ContentContext): AllContent {
  const issues = checkContent(ctx);
  if (issues.length > 0) throw new ContentError(issues);
  return loadSections(ctx);
}

/** What `npm run content:check` prints for valid content: each section's amount, what is timed for later apart. */
export function contentSummary(ctx: ContentContext): string[] {
  const all = loadAllContent(ctx);
  return [...contentSections(ctx).flatMap((section) => section.summary?.(all, ctx) ?? []), ...worksSummary(ctx), ...sectionsOffSummary(ctx), ...languagesSummary(ctx)];
}

/**
 * One line per language besides Japanese: for each section on with files it may translate (its `files[].translated`,
 * in every work's folder too), how many of them have a translation, e.g. 「英語: ニュース 10/28 件、…」.
 */
function languagesSummary(ctx: ContentContext): string[] {
  const files = listContentFiles(ctx);
  const on = contentSections(ctx);
  const parts = (lang: Parameters<typeof translatedCount>[2]): string[] =>
    SECTIONS.filter((s) => on.includes(sectionByName(s.name))).flatMap((s) => {
      const content = sectionByName(s.name);
      const { originals, translated } = translatedCount(files, [...content.files, ...inWorkFolder(content.works?.files ?? [])], lang);
      if (originals === 0) return [];
      const label = 'menu' in s ? labelsIn(shapeOf(ctx), s.name).labelJa : (content.editor.files?.label ?? content.editor.folders?.[0]?.label ?? s.name);
      return [`${label} ${translated}/${originals} 件`];
    });
  return summaryLanguages(ctx).map((lang) => {
    const counted = parts(lang);
    return `${LANG_NAMES_JA[lang]}: ${counted.length > 0 ? counted.join('、') : '訳せるファイルはまだありません'}（content/README.md の「英語版を出す」）`;
  });
}

/** With several works: which is the current one and when the next takes over, then one line per work. */
function worksSummary(ctx: ContentContext): string[] {
  const works = getAllWorks(ctx);
  const waiting = getWaitingWorks(ctx);
  if (works.length + waiting.length < 2) return [];
  const current = getCurrentWork(ctx);
  const next = getWorkSwitchTimes(ctx).find((s) => !isPublished(ctx, s.at));
  return [
    `作品: ${works.length + waiting.length} つ（いまは「${current.label}」${next ? `。${formatScheduleTime(next.at, false)}から「${next.work.label}」` : ''}）`,
    ...works.map((work) => {
      const parts = contentSections(ctx).flatMap((section) => section.works?.summary?.(ctx, work) ?? []);
      const announced = workAnnouncedAt(work, ctx);
      const ahead = announced !== null && !isPublished(ctx, announced) ? `（${formatScheduleTime(announced, false)}に発表。それまでサイトには出ません）` : '';
      return `  「${work.label}」（${work.id}・${WORK_KIND_NAMES[work.kind]}${work.first ? '・content/ の直下' : `・content/${work.dir}/`}）: ${parts.join('、')}${ahead}`;
    }),
    ...waiting.map(
      ({ work, announcedAt, missing }) =>
        `  「${work.label}」（${work.id}・${WORK_KIND_NAMES[work.kind]}・content/${work.dir}/）: ファイル待ち（まだないもの: ${missing.map((rel) => rel.slice(work.dir.length + 1)).join('、')}。${formatScheduleTime(announcedAt, false)}の発表までに作ります）`,
    ),
  ];
}

/**
 * Runs every loader and cross-check and returns all problems (empty when the content is valid). Sections that
 * depend on a broken one (news on settings, cast on members …) repeat its problems; duplicates are removed.
 */
export function checkContent(ctx: ContentContext): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  const add = (list: readonly ContentIssue[]): void => {
    for (const issue of list) {
      const key = formatIssue(issue);
      if (!seen.has(key)) {
        seen.add(key);
        issues.push(issue);
      }
    }
  };
  const run = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (error) {
      if (error instanceof ContentError) {
        add(error.issues);
        return undefined;
      }
      throw error;
    }
  };

  add(uncoveredFiles(ctx));
  add(translationIssues(ctx, listContentFiles(ctx), contentFiles(ctx)));
  add(frameImageIssues(ctx));
  add(publicFileIssues(ctx));
  for (const section of checkedSections(ctx)) for (const load of section.loaders) run(() => load(ctx));
  // Each work after the first, once works.yaml and its folders agree (the first work is the top-level files above).
  for (const work of (run(() => getAllWorks(ctx)) ?? []).filter((w) => !w.first)) {
    for (const section of checkedSections(ctx)) for (const load of section.works?.loaders ?? []) run(() => load(ctx, work));
  }
  // By file, then line, so that an editor can work down each file.
  return issues
    .map((issue, i) => ({ issue, i }))
    .sort((a, b) => a.issue.file.localeCompare(b.issue.file) || (a.issue.line ?? 0) - (b.issue.line ?? 0) || a.i - b.i)
    .map(({ issue }) => issue);
}
