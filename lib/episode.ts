/**
 * Pure helpers for an episode, shared by the loader (lib/content/story.ts) and the editor's preview of an episode:
 * its URL slug, its credits as printed lines and when its synopsis is published.
 */
import { fieldTitle } from './content/fields';
import { type EpisodeCredits, EpisodeCreditsSchema } from './content/schema';
import { splitDateTime, toJstInstant } from './format';

/** Display labels of the per-episode credits, in print order: the schema's Japanese names (`.meta({ title })`). */
export const EPISODE_CREDIT_LABELS = Object.fromEntries(
  Object.entries(EpisodeCreditsSchema.shape).map(([key, schema]) => [key, fieldTitle(schema) ?? key]),
) as Readonly<Record<keyof EpisodeCredits, string>>;

/** One credit line, ready to print: 「脚本」 → ['朱鷺田 圭']. */
export interface CreditLine {
  role: string;
  names: string[];
}

/**
 * An episode's credits as printed lines, in print order: the episode page and the editor's preview of it.
 * @param credits the front matter's `credits`
 */
export function creditLines(credits: EpisodeCredits): CreditLine[] {
  return [
    { role: EPISODE_CREDIT_LABELS.screenplay, names: [credits.screenplay] },
    { role: EPISODE_CREDIT_LABELS.storyboard, names: [credits.storyboard] },
    { role: EPISODE_CREDIT_LABELS.director, names: [credits.director] },
    { role: EPISODE_CREDIT_LABELS.animationDirectors, names: credits.animationDirectors },
  ];
}

/** The two-digit form of an episode number used in URLs (`/story/03/`): `3` → `'03'`. */
export function episodeSlug(number: number): string {
  return String(number).padStart(2, '0');
}

/**
 * When an episode's synopsis and stills are published (ISO, +09:00): the front matter's `revealAt` (`YYYY-MM-DD HH:MM`
 * in Japan, 30-hour notation allowed; a date alone is 00:00), else the first broadcast.
 * @param revealAt the front matter's `revealAt`, checked by `RevealTimeSchema`, or undefined
 * @param airsAt the first broadcast instant
 */
export function episodeRevealAt(revealAt: string | undefined, airsAt: string): string {
  if (revealAt === undefined) return airsAt;
  const { date, time } = splitDateTime(revealAt);
  return toJstInstant(date, time);
}
