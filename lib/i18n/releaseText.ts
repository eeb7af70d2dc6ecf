/**
 * How MUSIC and DISC print a release date and a price in each language: Japanese as the pages always have
 * (「2026.10.28（水）」, 「2,750円（税込）」), English as a shop abroad would (「Wed, Oct 28, 2026」, 「¥2,750 (tax incl.)」).
 */
import { WEEKDAYS_JA, formatDateJa, formatDateJaLong, formatYen, weekdayOfDate } from '../format';
import type { Messages } from './ja';
import { DEFAULT_LANG, type Lang } from './languages';
import { fillTemplate } from './template';

// Names, not Intl: lib/format.ts alone does calendar arithmetic, and the browser may lack locale data.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function dateParts(date: string): { year: number; month: number; day: number; weekday: number } {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return { year, month, day, weekday: WEEKDAYS_JA.indexOf(weekdayOfDate(date.slice(0, 10))) };
}

/** 「2026.10.28（水）」 or 「Wed, Oct 28, 2026」. */
export function formatReleaseDate(date: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return formatDateJa(date);
  const { year, month, day, weekday } = dateParts(date);
  return `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]!.slice(0, 3)} ${day}, ${year}`;
}

/** 「2026年10月28日（水）」 or 「October 28, 2026」, for running text. */
export function formatReleaseDateLong(date: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return formatDateJaLong(date);
  const { year, month, day } = dateParts(date);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A tax-included price in yen in the catalogue's words (`release.priceTaxIncluded`). */
export function formatPrice(priceTaxIncluded: number, messages: Pick<Messages, 'release'>): string {
  // formatYen checks the amount and groups its digits: its figure, without its Japanese words, fills the blank.
  const figure = formatYen(priceTaxIncluded).replace(/円.*$/, '');
  return fillTemplate(messages.release.priceTaxIncluded, { price: figure });
}
