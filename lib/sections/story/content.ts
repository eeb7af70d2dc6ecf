/**
 * Story: the introduction and one synopsis per episode. Before an episode's `revealAt` (by default its first
 * broadcast), the pages get its number, title, air time and credits only ({@link getEpisodeRevealTimes} excepted, for
 * the schedule).
 */
import { type CreditLine, creditLines, episodeRevealAt, episodeSlug } from './episode';
import { toBroadcastInstant } from '../../format';
import { type ContentContext, cached, cachedAsOf } from '../../content/context';
import { ContentError, type ContentIssue, describeValue, loadDependency } from '../../content/errors';
import { excerpt, renderMarkdown } from '../../content/markdown';
import { type ParsedFile, type ParsedMarkdownFile, checkBodyImages, checkImages, issueAt, listFiles, readMarkdownFile, valuesAt } from '../../content/read';
import { isPublished } from '../../content/context';
import { type EpisodeFrontMatter, EpisodeFrontMatterSchema, StoryIntroFrontMatterSchema } from './schema';
import { getOnAir } from '../onair/content';
import { DEFAULT_LANG } from '../../i18n/languages';
import { langOf } from '../../content/context';
import { readTranslation } from '../../content/translations';

/** What a translation of an episode may give (`story/episodes/03.en.md`): its stills with their `alt` in the original's order. */
export const EPISODE_TRANSLATED = ['title', 'stills', 'body'] as const;
/** What a translation of the introduction may give (`story/intro.en.md`). */
export const STORY_INTRO_TRANSLATED = ['title', 'lead', 'body'] as const;

export type { CreditLine } from './episode';

/** An episode as listed (no synopsis body). */
export interface EpisodeSummary extends Pick<EpisodeFrontMatter, 'number' | 'title' | 'airDate' | 'stills'> {
  slug: string;
  airsAt: string;
  revealAt: string;
  /** When false, `stills` is empty and `summary` ''. */
  revealed: boolean;
  /**
   * In another language than the default: the synopsis is written in the default language only, so the page says so
   * and links to it (its stills, whose alt texts are not translated, are left out too).
   */
  inDefaultLang?: boolean;
  credits: CreditLine[];
  summary: string;
}

/** Number and title of a neighbouring episode. */
export interface EpisodeLink {
  number: number;
  slug: string;
  title: string;
}

/** A full episode page. */
export interface Episode extends EpisodeSummary {
  bodyHtml: string;
  prev: EpisodeLink | null;
  next: EpisodeLink | null;
}

/** The series introduction. */
export interface StoryIntro {
  title: string;
  lead: string | null;
  bodyHtml: string;
}

/**
 * Of the files giving one episode number, the one kept: the file named for the number (`03.md` for 3), else the first
 * by name, so a copy (`03-2.md`) is the one reported as the duplicate whichever sorts first.
 */
function keptFileOf<T extends { parsed: ParsedFile<unknown>; number: number | undefined }>(number: number, read: readonly T[]): ParsedFile<unknown> {
  const same = read.filter((r) => r.number === number);
  return (same.find((r) => r.parsed.file.endsWith(`/${episodeSlug(number)}.md`)) ?? same[0]).parsed;
}

interface DatedEpisode {
  number: number;
  airDate: string;
  parsed: ParsedFile<unknown>;
}

/**
 * Air dates rise with the episode number within a work (two episodes may share a day). The episodes kept are the
 * most that are in order; each other one is reported with the dates its neighbours allow, so one episode saved with
 * another work's date is one message on that file.
 */
function checkAirDateOrder(dated: readonly DatedEpisode[], issues: ContentIssue[]): void {
  const byNumber = [...dated].sort((a, b) => a.number - b.number);
  const length = byNumber.map(() => 1);
  const previous = byNumber.map(() => -1);
  byNumber.forEach((episode, i) => {
    for (let j = 0; j < i; j++) {
      if (byNumber[j].airDate <= episode.airDate && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    }
  });
  const inOrder = new Set<number>();
  // Of equally long runs, the one reaching the last episode: with two episodes, the first is the one reported.
  for (let i = length.lastIndexOf(Math.max(0, ...length)); i >= 0; i = previous[i]) inOrder.add(i);
  const lastKept = byNumber.filter((_, i) => inOrder.has(i)).reduce((latest, e) => (e.airDate > latest ? e.airDate : latest), '');
  byNumber.forEach((episode, i) => {
    if (inOrder.has(i)) return;
    const before = byNumber.findLast((_, j) => j < i && inOrder.has(j));
    const after = byNumber.find((_, j) => j > i && inOrder.has(j));
    const named = (e: DatedEpisode): string => `第${e.number}話の ${e.airDate}`;
    const expected = before && after
      ? `${named(before)} から${named(after)} までの日付`
      : before
        ? `${named(before)} 以降の日付`
        : `${after ? named(after) : ''} 以前の日付`;
    // A date after every other is most likely an episode of a later work saved in this work's folder.
    const latest = episode.airDate > lastKept;
    issues.push(
      issueAt(episode.parsed, ['airDate'], {
        expected: `放送日は話数の順に並ぶので、${expected}`,
        found: describeValue(episode.airDate),
        ...(latest ? { hint: 'ほかの作品（第2期など）の話なら、content/works/<作品の id>/story/episodes/ に置きます' } : {}),
      }),
    );
  });
}

/**
 * An episode in the language of `ctx`: the original's in the default language; in another, what its translation gives
 * (`EPISODE_TRANSLATED`): its title (none: '', the page says 「Episode 5」), its synopsis (none: '', and
 * `inDefaultLang` when the original has one), and the stills whose `alt` it translates, by position (the image is the
 * original's, as an editor changes it there), never a Japanese alt text on an English page.
 */
function inLanguage(
  ctx: ContentContext,
  file: string,
  fm: EpisodeFrontMatter,
  originalBody: string,
  body: ReturnType<typeof renderMarkdown>,
  issues: ContentIssue[],
): { title: string; stills: EpisodeFrontMatter['stills']; body: { text: string; html: string }; inDefaultLang: boolean } {
  if (langOf(ctx) === DEFAULT_LANG) return { title: fm.title, stills: fm.stills, body, inDefaultLang: false };
  const rel = file.slice(file.indexOf('story/episodes/'));
  const t = readTranslation(ctx, rel, EpisodeFrontMatterSchema, EPISODE_TRANSLATED, issues);
  const translatedBody = t?.body === undefined ? null : renderMarkdown(t.body);
  const alts = t?.data.stills ?? [];
  return {
    title: t?.data.title ?? '',
    stills: fm.stills.flatMap((still, i) => (alts[i] ? [{ src: still.src, alt: alts[i].alt }] : [])),
    body: translatedBody ?? { text: '', html: '' },
    inDefaultLang: translatedBody === null && originalBody.trim() !== '',
  };
}

function readEpisodes(ctx: ContentContext): (Episode & { images: string[] })[] {
  return cached(ctx, 'episode-files', () => {
    const issues: ContentIssue[] = [];
    const fastest = loadDependency(() => getOnAir(ctx).fastest, issues);
    const episodes: (Omit<Episode, 'prev' | 'next'> & { images: string[] })[] = [];
    const dated: DatedEpisode[] = [];

    const numbers: Array<{ value: number; path: PropertyKey[]; file: ParsedFile<unknown> }> = [];
    const read: Array<{ parsed: ParsedMarkdownFile<EpisodeFrontMatter>; number: number | undefined }> = [];
    let everyNumberRead = true;
    for (const name of listFiles(ctx, 'story/episodes', '.md')) {
      const parsed = readMarkdownFile(ctx, `story/episodes/${name}`, EpisodeFrontMatterSchema, issues);
      if (!parsed) continue;
      const number = valuesAt(parsed, ['number'], EpisodeFrontMatterSchema.shape.number)[0];
      if (!number) everyNumberRead = false;
      read.push({ parsed, number: number?.value });
    }
    for (const { parsed, number } of read) {
      checkImages(ctx, parsed, issues);
      const body = renderMarkdown(parsed.body);
      checkBodyImages(ctx, parsed, body.images, issues);
      if (number !== undefined) {
        const kept = keptFileOf(number, read);
        if (kept !== parsed) {
          issues.push(
            issueAt(parsed, ['number'], {
              expected: 'ほかの話と重ならない話数',
              found: `${number}（${kept.file} と同じです）`,
            }),
          );
          continue;
        }
        numbers.push({ value: number, path: ['number'], file: parsed });
      }
      const fm = parsed.value;
      if (!fm) continue;
      const airsAt = fastest ? toBroadcastInstant(fm.airDate, fastest.time) : '';
      const shown = inLanguage(ctx, parsed.file, fm, parsed.body, body, issues);
      episodes.push({
        number: fm.number,
        slug: episodeSlug(fm.number),
        title: shown.title,
        airDate: fm.airDate,
        airsAt,
        revealAt: episodeRevealAt(fm.revealAt, airsAt),
        revealed: true,
        stills: shown.stills,
        credits: creditLines(fm.credits),
        summary: excerpt(shown.body.text),
        bodyHtml: shown.body.html,
        ...(shown.inDefaultLang ? { inDefaultLang: true } : {}),
        images: [...fm.stills.map((s) => s.src), ...body.images.map((i) => i.src)],
      });
      dated.push({ number: fm.number, airDate: fm.airDate, parsed });
    }
    checkAirDateOrder(dated, issues);

    // A gap is reported only when every number could be read, since a broken number would otherwise show up as a gap
    // too.
    numbers.sort((a, b) => a.value - b.value);
    const gap = everyNumberRead ? numbers.findIndex((n, i) => n.value !== i + 1) : -1;
    if (gap !== -1) {
      const after = numbers[gap];
      issues.push(
        issueAt(after.file, after.path, {
          expected: '1, 2, 3 … と抜けのない話数',
          found: `${after.value}（第${gap + 1}話のファイルがありません）`,
        }),
      );
    }

    if (issues.length > 0) throw new ContentError(issues);
    const link = (e: Omit<Episode, 'prev' | 'next'> | undefined): EpisodeLink | null =>
      e ? { number: e.number, slug: e.slug, title: e.title } : null;
    return episodes.map((e, i) => ({ ...e, prev: link(episodes[i - 1]), next: link(episodes[i + 1]) }));
  });
}

function loadEpisodes(ctx: ContentContext): Episode[] {
  return cachedAsOf(ctx, 'episodes', () => {
    return readEpisodes(ctx).map(({ images, ...e }) => {
      void images; // pages get the stills
      if (isPublished(ctx, e.revealAt)) return e;
      const { inDefaultLang, ...unrevealed } = e;
      void inDefaultLang; // nothing is out yet, in any language
      return { ...unrevealed, revealed: false, stills: [], summary: '', bodyHtml: '' };
    });
  });
}

/** When an episode's synopsis and stills are published, and when it first airs. */
export interface EpisodeRevealTime {
  number: number;
  title: string;
  airsAt: string;
  revealAt: string;
  images: string[];
}

/**
 * Every episode's reveal and first broadcast, revealed yet or not, for the schedule of the site's changes; never handed
 * to a page.
 */
export function getEpisodeRevealTimes(ctx: ContentContext): EpisodeRevealTime[] {
  return readEpisodes(ctx).map(({ number, title, airsAt, revealAt, images }) => ({ number, title, airsAt, revealAt, images }));
}

/**
 * Every episode in number order, without synopsis bodies.
 * @throws ContentError when an episode file (or `content/onair.yaml`) is invalid
 */
export function getEpisodes(ctx: ContentContext): EpisodeSummary[] {
  return loadEpisodes(ctx).map((e) => ({
    number: e.number,
    slug: e.slug,
    title: e.title,
    airDate: e.airDate,
    airsAt: e.airsAt,
    revealAt: e.revealAt,
    revealed: e.revealed,
    stills: e.stills,
    credits: e.credits,
    summary: e.summary,
    ...(e.inDefaultLang ? { inDefaultLang: true } : {}),
  }));
}

/** One episode with its synopsis and neighbours, or null; `Number('03')` works for a two-digit URL segment. */
export function getEpisode(number: number, ctx: ContentContext): Episode | null {
  return loadEpisodes(ctx).find((e) => e.number === number) ?? null;
}

/** An episode as a card of the STORY list shows it: the first still only, as the list does not carry the others. */
export type EpisodeCard = Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt' | 'revealAt' | 'stills' | 'inDefaultLang'>;

/** The episodes of the context's work as cards of the STORY list. */
export function getEpisodeCards(ctx: ContentContext): EpisodeCard[] {
  return getEpisodes(ctx).map(({ number, slug, title, airsAt, revealAt, stills, inDefaultLang }) => ({
    number,
    slug,
    title,
    airsAt,
    revealAt,
    stills: stills.slice(0, 1),
    ...(inDefaultLang ? { inDefaultLang } : {}),
  }));
}

/**
 * The series introduction.
 * @throws ContentError when the file is missing or invalid
 */
export function getStoryIntro(ctx: ContentContext): StoryIntro {
  return readStoryIntro(ctx).intro;
}

/** The images the introduction shows, withheld with a work not yet announced. @throws ContentError as {@link getStoryIntro} */
export function getStoryIntroImages(ctx: ContentContext): readonly string[] {
  return readStoryIntro(ctx).images;
}

function readStoryIntro(ctx: ContentContext): { intro: StoryIntro; images: string[] } {
  return cached(ctx, 'story-intro', () => {
    const issues: ContentIssue[] = [];
    const parsed = readMarkdownFile(ctx, 'story/intro.md', StoryIntroFrontMatterSchema, issues);
    if (!parsed) throw new ContentError(issues);
    const body = renderMarkdown(parsed.body);
    checkBodyImages(ctx, parsed, body.images, issues);
    // In another language, what the translation gives over the original (the images stay the original's to withhold).
    const t = readTranslation(ctx, 'story/intro.md', StoryIntroFrontMatterSchema, STORY_INTRO_TRANSLATED, issues);
    if (!parsed.value || issues.length > 0) throw new ContentError(issues);
    const images = body.images.map((i) => i.src);
    if (langOf(ctx) === DEFAULT_LANG) return { intro: { title: parsed.value.title, lead: parsed.value.lead ?? null, bodyHtml: body.html }, images };
    // Another language shows only what is translated: without a translation, no introduction (an empty title).
    return { intro: { title: t?.data.title ?? '', lead: t?.data.lead ?? null, bodyHtml: t?.body === undefined ? '' : renderMarkdown(t.body).html }, images };
  });
}
