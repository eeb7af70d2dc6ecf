/**
 * How MUSIC and DISC print a release date and a price in each language: Japanese as the pages always have
 * (「2026.10.28（水）」, 「2,750円（税込）」), English as a shop abroad would (「Wed, Oct 28, 2026」, 「¥2,750 (tax incl.)」).
 */
import { formatDateJa, formatDateJaLong, formatYen } from '../format';
import type { Messages } from './ja';
import { DEFAULT_LANG, type Lang } from './languages';
import { fillTemplate } from './template';

// A release date is a calendar date in Japan (YYYY-MM-DD): formatted in UTC it stays the day it names.
const EN_SHORT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const EN_LONG = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const utcDate = (date: string): Date => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** 「2026.10.28（水）」 or 「Wed, Oct 28, 2026」. */
export function formatReleaseDate(date: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? formatDateJa(date) : EN_SHORT.format(utcDate(date));
}

/** 「2026年10月28日（水）」 or 「October 28, 2026」, for running text. */
export function formatReleaseDateLong(date: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? formatDateJaLong(date) : EN_LONG.format(utcDate(date));
}

/** A tax-included price in yen in the catalogue's words (`release.priceTaxIncluded`). */
export function formatPrice(priceTaxIncluded: number, messages: Pick<Messages, 'release'>): string {
  // formatYen checks the amount and groups its digits: its figure, without its Japanese words, fills the blank.
  const figure = formatYen(priceTaxIncluded).replace(/円.*$/, '');
  return fillTemplate(messages.release.priceTaxIncluded, { price: figure });
}
