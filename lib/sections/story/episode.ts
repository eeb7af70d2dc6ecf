/** Pure helpers for an episode, shared by the loader and the editor's preview. */
import { fieldTitle } from '../../content/fields';
import { type EpisodeCredits, EpisodeCreditsSchema } from './schema';
import { splitDateTime, toJstInstant } from '../../format';

export const EPISODE_CREDIT_LABELS = Object.fromEntries(
  Object.entries(EpisodeCreditsSchema.shape).map(([key, schema]) => [key, fieldTitle(schema) ?? key]),
) as Readonly<Record<keyof EpisodeCredits, string>>;

/** One credit line, ready to print. */
export interface CreditLine {
  role: string;
  names: string[];
}

/** An episode's credits as printed lines, in print order. */
export function creditLines(credits: EpisodeCredits): CreditLine[] {
  return [
    { role: EPISODE_CREDIT_LABELS.screenplay, names: [credits.screenplay] },
    { role: EPISODE_CREDIT_LABELS.storyboard, names: [credits.storyboard] },
    { role: EPISODE_CREDIT_LABELS.director, names: [credits.director] },
    { role: EPISODE_CREDIT_LABELS.animationDirectors, names: credits.animationDirectors },
  ];
}

/** The two-digit form of an episode number used in URLs (`3` → `'03'`). */
export function episodeSlug(number: number): string {
  return String(number).padStart(2, '0');
}

/** When an episode's synopsis and stills are published (ISO, +09:00): `revealAt`, else the first broadcast. */
export function episodeRevealAt(revealAt: string | undefined, airsAt: string): string {
  if (revealAt === undefined) return airsAt;
  const { date, time } = splitDateTime(revealAt);
  return toJstInstant(date, time);
}
