/**
 * Story: the introduction and one synopsis per episode. Before an episode's `revealAt` (by default its first
 * broadcast), the pages get its number, title, air time and credits only ({@link getEpisodeRevealTimes} excepted, for
 * the schedule).
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
  slug: string;
  airsAt: string;
  revealAt: string;
  /** When false, `stills` is empty and `summary` ''. */
  revealed: boolean;
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
  images: string[];
}

/**
 * Every episode's reveal and first broadcast, revealed yet or not, for the schedule of the site's changes; never handed
 * to a page.
 */
export function getEpisodeRevealTimes(ctx: ContentContext = createContentContext()): EpisodeRevealTime[] {
  return readEpisodes(ctx).map(({ number, title, airsAt, revealAt, images }) => ({ number, title, airsAt, revealAt, images }));
}

/**
 * Every episode in number order, without synopsis bodies.
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

/** One episode with its synopsis and neighbours, or null; `Number('03')` works for a two-digit URL segment. */
export function getEpisode(number: number, ctx: ContentContext = createContentContext()): Episode | null {
  return loadEpisodes(ctx).find((e) => e.number === number) ?? null;
}

/** An episode as a card of the STORY list shows it: the first still only, as the list does not carry the others. */
export type EpisodeCard = Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt' | 'revealAt' | 'stills'>;

/** The episodes of the context's work as cards of the STORY list. */
export function getEpisodeCards(ctx: ContentContext = createContentContext()): EpisodeCard[] {
  return getEpisodes(ctx).map(({ number, slug, title, airsAt, revealAt, stills }) => ({
    number,
    slug,
    title,
    airsAt,
    revealAt,
    stills: stills.slice(0, 1),
  }));
}

/**
 * The series introduction.
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
