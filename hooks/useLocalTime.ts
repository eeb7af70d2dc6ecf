import { useSyncExternalStore } from 'react';
import { ABROAD_CLASS } from '../lib/visitorTimeZone';

/** An instant in the visitor's own time zone and language. */
export type LocalTime = {
  /** 「Sat, Oct 3, 12:30 PM EDT」, as the visitor's language writes it. */
  text: string;
  /** The language it is written in (BCP 47), for `lang`. */
  locale: string;
};

const subscribe = () => () => {};

let cached: { abroad: boolean; locale: string | undefined; format: Intl.DateTimeFormat | null } | null = null;

/** One formatter per page view, made the first time a local time is asked for after hydration. */
function visitorFormat(locale: string | undefined): Intl.DateTimeFormat | null {
  const abroad = document.documentElement.classList.contains(ABROAD_CLASS);
  if (cached?.abroad !== abroad || cached.locale !== locale) {
    cached = {
      abroad,
      locale,
      // After hydration only (the server snapshot is null), so the zone data never loads while the page hydrates.
      // eslint-disable-next-line no-restricted-properties -- the one place that formats in the visitor's zone
      format: abroad ? new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }) : null,
    };
  }
  return cached.format;
}

/**
 * An instant in the visitor's time zone, for a visitor whose clock is not on Japan time (lib/visitorTimeZone.ts);
 * null in the static HTML, during hydration, and for a visitor in Japan's time.
 * @param at ISO with an offset; none: null
 * @param locale the language to write it in (an English page's `en-US`); none: the visitor's
 */
export function useLocalTime(at: string | undefined, locale?: string): LocalTime | null {
  const format = useSyncExternalStore(subscribe, () => visitorFormat(locale), () => null);
  if (!format || at === undefined) return null;
  return { text: format.format(new Date(Date.parse(at))), locale: format.resolvedOptions().locale };
}
