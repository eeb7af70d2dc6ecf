/**
 * Written pages, `content/pages/<slug>.md` → `/<slug>/`. A page timed with `publishAt` exists only from then, so every
 * function but {@link getWrittenPagePublishTimes} answers from the pages published at `ctx.buildInstant`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { splitDateTime, toJstInstant } from '../../format';
import { ROOTED_SECTIONS } from '..';
import { writtenPagePath } from '.';
import { type ContentContext, cached, cachedAsOf, contentFileLabel, inLang, langOf } from '../../content/context';
import { DEFAULT_LANG, LANGS } from '../../i18n/languages';
import { CATALOGUES } from '../../i18n/catalogue';
import { readTranslation } from '../../content/translations';
import { overlayTranslation } from '../../i18n/overlay';
import { fillTemplate } from '../../i18n/template';
import type { Messages } from '../../i18n/ja';
import type { z } from 'zod';
import { ContentError, type ContentIssue } from '../../content/errors';
import { excerpt, renderMarkdown } from '../../content/markdown';
import { checkBodyImages, checkImages, listFiles, readMarkdownFile } from '../../content/read';
import { type Image } from '../../content/schema';
import { WrittenPageFrontMatterSchema } from './schema';
import { isPublished } from '../../content/context';

/**
 * What `pages/<slug>.en.md` translates: its title, description and body, the hero's text alternative, and of each
 * gallery (by its place in the list) its heading and its images' text alternatives, captions and download labels.
 * A page in another language exists only with its translation; its images, files and PV are the original's.
 */
export const WRITTEN_PAGE_TRANSLATED = [
  'title',
  'description',
  'body',
  'hero.alt',
  'galleries.*.title',
  'galleries.*.images.*.alt',
  'galleries.*.images.*.caption',
  'galleries.*.images.*.downloads.*.label',
] as const;

/** A file offered for download, with what the link says of it. */
export interface WrittenPageDownload {
  label: string;
  src: string;
  /** Its size in bytes, read at build time (null in the editor's preview, before the build). */
  bytes: number | null;
}

/** One image of a gallery. */
export interface WrittenPageImage extends Image {
  caption: string | null;
  downloads: WrittenPageDownload[];
}

export interface WrittenPageGallery {
  title: string;
  images: WrittenPageImage[];
}

/** A written page, as its route gets it. */
export interface WrittenPage {
  slug: string;
  title: string;
  label: string;
  menuImage: string | null;
  /** Null when the file has no `publishAt` (published with the next build). */
  publishedAt: string | null;
  /** Front matter `description`, or the start of the body. */
  description: string;
  hero: Image | null;
  bodyHtml: string;
  galleries: WrittenPageGallery[];
  pv: { youtubeId: string; poster: string } | null;
}

/** A written page's entry in the menu (the shell places it where `content/site.json` says). */
export interface WrittenPageMenuItem {
  slug: string;
  path: string;
  label: string;
  labelJa: string;
  image?: string;
}

const SLUG_RE = /^[a-z0-9-]+$/;
const NAME_EXAMPLE = '例: special.md、event-2026.md';

/** The pages a written page's URL must not take, by the first segment of their path, each with how a message names it. */
function takenPaths(ctx: ContentContext): ReadonlyMap<string, string> {
  const taken = new Map<string, string>([
    // Routes of the frame rather than of a section.
    ['index', 'トップページ'],
    ['404', '「ページが見つかりません」のページ'],
    ['admin', '編集画面（/admin/）'],
    // Each other language's pages live under /<lang>/ (/en/), whether the site publishes it yet or not.
    ...LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang): [string, string] => [lang, `別の言語（${CATALOGUES.ja.shell.langNames[lang]}）のページ`]),
  ]);
  // Every section of the registry, shown or not: its pages live below its root.
  for (const section of ROOTED_SECTIONS) {
    const segment = section.path.split('/')[1];
    if (segment) taken.set(segment, `${'menu' in section ? section.menu.labelJa : section.name}のページ`);
  }
  // The folders and files served as they are (public/images/ …). What the build writes beside the pages is a file
  // with an extension or below a section (feeds, calendars, the sitemap, site-version.json), which no slug can name.
  const publicName = path.basename(ctx.publicDir);
  if (fs.existsSync(ctx.publicDir)) {
    for (const entry of fs.readdirSync(ctx.publicDir, { withFileTypes: true })) {
      taken.set(entry.name, `${publicName}/${entry.name}${entry.isDirectory() ? '/ に置いたファイル' : ''}`);
    }
  }
  return taken;
}

function fileNameIssues(ctx: ContentContext, name: string, slug: string): ContentIssue[] {
  const at = { file: contentFileLabel(ctx, `pages/${name}`), field: '', fieldName: 'ファイル名', found: JSON.stringify(name) };
  if (!SLUG_RE.test(slug)) {
    return [{ ...at, message: `ファイル名はページの URL（/ファイル名/）になるので、半角の英小文字・数字・ハイフンだけで付けてください（${NAME_EXAMPLE}）` }];
  }
  const taken = takenPaths(ctx).get(slug);
  return taken ? [{ ...at, message: `「${slug}」は${taken}と同じ URL（/${slug}/）になるため使えません。ほかのファイル名にしてください（${NAME_EXAMPLE}）` }] : [];
}

type ReadPage = WrittenPage & { images: string[] };
type FrontMatter = z.infer<typeof WrittenPageFrontMatterSchema>;

/**
 * A page's front matter in another language: its translation laid over it. What the translation leaves out is never
 * shown in Japanese: the title falls back to the Latin label, the description to the body's start, the hero's text
 * alternative to the title, a gallery's heading and an image's text alternative and download label to the page
 * language's words (`words`), and a caption is left out.
 */
function translatedFrontMatter(original: FrontMatter, data: Partial<FrontMatter>, words: Messages['page']): FrontMatter {
  const untranslated: string[] = [];
  const fm = overlayTranslation(original, data, WRITTEN_PAGE_TRANSLATED, untranslated);
  const missing = (path: string) => untranslated.includes(path);
  const title = missing('title') ? fm.label : fm.title;
  const { description, ...rest } = fm;
  return {
    ...rest,
    title,
    ...(missing('description') || description === undefined ? {} : { description }),
    ...(fm.hero ? { hero: { ...fm.hero, alt: missing('hero.alt') ? title : fm.hero.alt } } : {}),
    ...(fm.galleries
      ? {
          galleries: fm.galleries.map((gallery, g) => {
            const at = `galleries.${g}`;
            const heading = missing(`${at}.title`) ? fillTemplate(words.gallery, { n: g + 1 }) : gallery.title;
            return {
              title: heading,
              images: gallery.images.map(({ caption, downloads, ...image }, i) => ({
                ...image,
                alt: missing(`${at}.images.${i}.alt`) ? fillTemplate(words.imageOf, { gallery: heading, n: i + 1 }) : image.alt,
                ...(caption === undefined || missing(`${at}.images.${i}.caption`) ? {} : { caption }),
                ...(downloads
                  ? { downloads: downloads.map((d, k) => (missing(`${at}.images.${i}.downloads.${k}.label`) ? { ...d, label: words.download } : d)) }
                  : {}),
              })),
            };
          }),
        }
      : {}),
  };
}

function fileSize(ctx: ContentContext, src: string): number | null {
  const file = path.join(ctx.publicDir, ...src.split('/').filter(Boolean));
  return fs.existsSync(file) ? fs.statSync(file).size : null;
}

function readPages(ctx: ContentContext): ReadPage[] {
  return cached(ctx, 'written-page-files', () => {
    const issues: ContentIssue[] = [];
    const pages: ReadPage[] = [];
    for (const name of listFiles(ctx, 'pages', '.md')) {
      const slug = name.slice(0, -'.md'.length);
      issues.push(...fileNameIssues(ctx, name, slug));
      const parsed = readMarkdownFile(ctx, `pages/${name}`, WrittenPageFrontMatterSchema, issues);
      if (!parsed) continue;
      checkImages(ctx, parsed, issues);
      const translation = readTranslation(ctx, `pages/${name}`, WrittenPageFrontMatterSchema, WRITTEN_PAGE_TRANSLATED, issues);
      // In another language, a page without its translation is not there (never the Japanese page under /en/).
      if (langOf(ctx) !== DEFAULT_LANG && !translation) continue;
      const body = renderMarkdown(translation ? (translation.body ?? '') : parsed.body);
      if (!translation) checkBodyImages(ctx, parsed, body.images, issues);
      const fm = parsed.value && (translation ? translatedFrontMatter(parsed.value, translation.data, CATALOGUES[langOf(ctx)].page) : parsed.value);
      if (!fm) continue;
      const publishAt = fm.publishAt === undefined ? null : splitDateTime(fm.publishAt);
      const galleries = (fm.galleries ?? []).map((gallery) => ({
        title: gallery.title,
        images: gallery.images.map((image) => ({
          src: image.src,
          alt: image.alt,
          caption: image.caption ?? null,
          downloads: (image.downloads ?? []).map((d) => ({ label: d.label, src: d.src, bytes: fileSize(ctx, d.src) })),
        })),
      }));
      pages.push({
        slug,
        title: fm.title,
        label: fm.label,
        menuImage: fm.menuImage ?? null,
        publishedAt: publishAt && toJstInstant(publishAt.date, publishAt.time),
        description: fm.description ?? (excerpt(body.text) || fm.title),
        hero: fm.hero ?? null,
        bodyHtml: body.html,
        galleries,
        pv: fm.pv ?? null,
        images: [
          ...(fm.hero ? [fm.hero.src] : []),
          ...(fm.menuImage !== undefined ? [fm.menuImage] : []),
          ...galleries.flatMap((g) => g.images.flatMap((i) => [i.src, ...i.downloads.map((d) => d.src)])),
          ...(fm.pv ? [fm.pv.poster] : []),
          ...body.images.map((i) => i.src),
        ],
      });
    }
    if (issues.length > 0) throw new ContentError(issues);
    return pages;
  });
}

/** The pages published by the build instant, in file-name order. */
function loadPages(ctx: ContentContext): WrittenPage[] {
  return cachedAsOf(ctx, 'written-pages', () => {
    return readPages(ctx)
      .filter((page) => isPublished(ctx, page.publishedAt))
      .map(({ images, ...page }) => {
        void images; // pages get what they show only
        return page;
      });
  });
}

/** Every published written page (shared and frozen). @throws ContentError when a file under `content/pages/` is invalid */
export function getWrittenPages(ctx: ContentContext): readonly WrittenPage[] {
  return loadPages(ctx);
}

/** One published page, or null when none has that slug (by then). */
export function getWrittenPage(slug: string, ctx: ContentContext): WrittenPage | null {
  return loadPages(ctx).find((page) => page.slug === slug) ?? null;
}

/** The published pages' menu entries (site.json places each with `{ "page": "<slug>" }`); `labelJa` is the title. */
export function getWrittenPageMenuItems(ctx: ContentContext): WrittenPageMenuItem[] {
  // Every page has its menu entry: on a page in another language the shell leads it to the page's translation, or
  // to the Japanese page, marked so, when it has none.
  return loadPages(inLang(ctx, DEFAULT_LANG)).map((page) => ({
    slug: page.slug,
    path: writtenPagePath(page.slug),
    label: page.label,
    labelJa: page.title,
    ...(page.menuImage !== null ? { image: page.menuImage } : {}),
  }));
}

/** A timed page's publication. */
export type WrittenPagePublishTime = Pick<ReadPage, 'slug' | 'title'> & { publishedAt: string };

/** Every timed page's publication instant, published yet or not, for the schedule of the site's changes. */
export function getWrittenPagePublishTimes(ctx: ContentContext): WrittenPagePublishTime[] {
  return readPages(ctx).flatMap(({ slug, title, publishedAt }) => (publishedAt === null ? [] : [{ slug, title, publishedAt }]));
}

/** Each page's images with the instant it shows them from, so a timed page's images stay out of the export until then. */
export function getWrittenPageImages(ctx: ContentContext): Array<{ at: string; images: readonly string[] }> {
  return readPages(ctx).map(({ publishedAt, images }) => ({ at: publishedAt ?? ctx.buildInstant, images }));
}
