/** The NEW badge of a news article, by its date in Japan. */
import { type InstantInput, addDays, toEpochMs, toJstInstant } from '../../format';

/** How long a news article shows a NEW badge. */
export const NEWS_NEW_DAYS = 14;

/** The instant a news article stops being NEW: `days` full days after its date in Japan. */
export function newsNewUntil(date: string, days: number = NEWS_NEW_DAYS): string {
  return toJstInstant(addDays(date, days), null);
}

/** True while a news article is NEW. */
export function isNewsNew(date: string, now: InstantInput, days: number = NEWS_NEW_DAYS): boolean {
  return toEpochMs(now) < toEpochMs(newsNewUntil(date, days));
}
