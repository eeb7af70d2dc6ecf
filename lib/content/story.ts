/**
 * Story: the introduction (`content/story/intro.md`) and one synopsis per episode
 * (`content/story/episodes/NN.md`, front matter checked by `EpisodeFrontMatterSchema`).
 *
 * Cross-checks: episode numbers are unique and run 1..N without gaps, stills exist in `public/`. Each episode's
 * broadcast instant is its `airDate` at the time of the fastest station in `content/onair.yaml`.
 *
 * Reveals: an episode's synopsis and stills are published at its `revealAt`, by default its first broadcast. Before
 * that instant (the context's `now`, the build's), what the pages get has the episode's number, title, air time and
 * credits only: `stills` is empty and `summary` and `bodyHtml` are '' ({@link getEpisodeRevealTimes} is the one
 * exception, for the schedule).
 */
import { type CreditLine, creditLines, episodeRevealAt, episodeSlug } from '../episode';
import { toBroadcastInstant } from '../format';
import { type ContentContext, cached, cachedAsOf, createContentContext } from './context';
import { ContentError, type ContentIssue, loadDependency } from './errors';
import { excerpt, renderMarkdown } from './markdown';
import { type ParsedFile, checkBodyImages, checkImages, issueAt, listFiles, readMarkdownFile, valuesAt } from './read';
import { type EpisodeFrontMatter, EpisodeFrontMatterSchema, StoryIntroFrontMatterSchema } from './schema';
import { getOnAir } from './onair';

export type { CreditLine } from '../episode';

/** An episode as listed (no synopsis body). */
export interface EpisodeSummary extends Pick<EpisodeFrontMatter, 'number' | 'title' | 'airDate' | 'stills'> {
  /** Two-digit episode number for URLs and file names: `'01'`. */
  slug: string;
  /** First broadcast instant (fastest station), e.g. `2026-10-04T01:30:00+09:00`. */
  airsAt: string;
  /** When the synopsis and stills are published: `revealAt` of the file, else `airsAt` (ISO, +09:00). */
  revealAt: string;
  /** Whether they are published as of the context's instant; when false, `stills` is empty and `summary` ''. */
  revealed: boolean;
  /** 脚本, 絵コンテ, 演出, 作画監督, in that order. */
  credits: CreditLine[];
  /** Start of the synopsis as plain text ('' before the reveal, or while the synopsis is not written). */
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
  /** Sanitised HTML of the synopsis ('' before the reveal, or while the synopsis is not written). */
  bodyHtml: string;
  /** The previous episode, or null for the first. */
  prev: EpisodeLink | null;
  /** The next episode, or null for the last. */
  next: EpisodeLink | null;
}

/** The series introduction. */
export interface StoryIntro {
  title: string;
  /** Short lead, or null. */
  lead: string | null;
  /** Sanitised HTML of the introduction. */
  bodyHtml: string;
}

/** Every episode as its file has it, revealed or not, with the images it shows (stills and body). */
function readEpisodes(ctx: ContentContext): (Episode & { images: string[] })[] {
  return cached(ctx, 'episode-files', () => {
    const issues: ContentIssue[] = [];
    const fastest = loadDependency(() => getOnAir(ctx).fastest, issues);
    const episodes: (Omit<Episode, 'prev' | 'next'> & { images: string[] })[] = [];

    const numbers: Array<{ value: number; path: PropertyKey[]; file: ParsedFile<unknown> }> = [];
    let everyNumberRead = true;
    for (const name of listFiles(ctx, 'story/episodes', '.md')) {
      const parsed = readMarkdownFile(ctx, `story/episodes/${name}`, EpisodeFrontMatterSchema, issues);
      if (!parsed) continue;
      checkImages(ctx, parsed, issues);
      const body = renderMarkdown(parsed.body);
      checkBodyImages(ctx, parsed, body.images, issues);
      const number = valuesAt(parsed, ['number'], EpisodeFrontMatterSchema.shape.number)[0];
      if (!number) everyNumberRead = false;
      if (number) {
        const earlier = numbers.find((n) => n.value === number.value);
        if (earlier) {
          issues.push(
            issueAt(parsed, ['number'], {
              expected: 'ほかの話と重ならない話数',
              found: `${number.value}（${earlier.file.file} と同じです）`,
            }),
          );
          continue;
        }
        numbers.push({ ...number, file: parsed });
      }
      const fm = parsed.value;
      if (!fm) continue;
      const airsAt = fastest ? toBroadcastInstant(fm.airDate, fastest.time) : '';
      episodes.push({
        number: fm.number,
        slug: episodeSlug(fm.number),
        title: fm.title,
        airDate: fm.airDate,
        airsAt,
        revealAt: episodeRevealAt(fm.revealAt, airsAt),
        revealed: true,
        stills: fm.stills,
        credits: creditLines(fm.credits),
        summary: excerpt(body.text),
        bodyHtml: body.html,
        images: [...fm.stills.map((s) => s.src), ...body.images.map((i) => i.src)],
      });
    }

    // A gap is reported at the first episode after it; only when every number could be read, since a file whose
    // number is broken would otherwise show up as a gap too.
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

/** The episodes as of the context's instant: those not revealed yet without their synopsis and stills. */
function loadEpisodes(ctx: ContentContext): Episode[] {
  return cachedAsOf(ctx, 'episodes', () => {
    const now = Date.parse(ctx.buildInstant);
    return readEpisodes(ctx).map(({ images, ...e }) => {
      void images; // pages get the stills
      return Date.parse(e.revealAt) <= now ? e : { ...e, revealed: false, stills: [], summary: '', bodyHtml: '' };
    });
  });
}

/** When an episode's synopsis and stills are published, and when it first airs. */
export interface EpisodeRevealTime {
  number: number;
  title: string;
  airsAt: string;
  revealAt: string;
  /** The images it shows (stills and body, site paths): out of the export until the reveal. */
  images: string[];
}

/**
 * Every episode's reveal and first broadcast, revealed yet or not: what the schedule of the site's changes
 * (lib/content/clock.ts) reads. Never handed to a page.
 */
export function getEpisodeRevealTimes(ctx: ContentContext = createContentContext()): EpisodeRevealTime[] {
  return readEpisodes(ctx).map(({ number, title, airsAt, revealAt, images }) => ({ number, title, airsAt, revealAt, images }));
}

/**
 * Every episode in number order, without synopsis bodies; the stills and summary only of those revealed by `ctx.buildInstant`.
 * @throws ContentError when an episode file (or `content/onair.yaml`) is invalid
 */
export function getEpisodes(ctx: ContentContext = createContentContext()): EpisodeSummary[] {
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
  }));
}

/**
 * One episode with its synopsis HTML and neighbours (no synopsis or stills before its reveal at `ctx.buildInstant`), or null
 * when there is no such episode.
 * @param number episode number (1-based); `Number('03')` works for a two-digit URL segment
 */
export function getEpisode(number: number, ctx: ContentContext = createContentContext()): Episode | null {
  return loadEpisodes(ctx).find((e) => e.number === number) ?? null;
}

/**
 * The series introduction from `content/story/intro.md`.
 * @throws ContentError when the file is missing or invalid
 */
export function getStoryIntro(ctx: ContentContext = createContentContext()): StoryIntro {
  return cached(ctx, 'story-intro', () => {
    const issues: ContentIssue[] = [];
    const parsed = readMarkdownFile(ctx, 'story/intro.md', StoryIntroFrontMatterSchema, issues);
    if (!parsed) throw new ContentError(issues);
    const body = renderMarkdown(parsed.body);
    checkBodyImages(ctx, parsed, body.images, issues);
    if (!parsed.value || issues.length > 0) throw new ContentError(issues);
    return { title: parsed.value.title, lead: parsed.value.lead ?? null, bodyHtml: body.html };
  });
}
