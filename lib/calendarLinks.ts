/** Calendar helpers without dependencies, so the on-air page does not ship the iCalendar library. */
import type { StationSlot } from './sections/onair/content';
import { type WeekdayJa, formatWeeklySlot } from './format';
import { DEFAULT_LANG, type Lang, pathInLang } from './i18n/languages';
import { addMinutes } from './format';
import { site } from './site';
import { SITE_URL, absoluteUrl } from './url';
import { onair, onairWorkPath } from './sections/onair';
import type { WorkRef } from './works';

export const TIME_ZONE = 'Asia/Tokyo';

export const SLOT_MINUTES = 30;

/** `2026-10-04T01:30:00+09:00` → `20261004T013000` (the JST wall clock, iCalendar form). */
export function icsLocalTime(isoJst: string): string {
  if (!/\+09:00$/.test(isoJst)) throw new RangeError(`expected an instant written in JST (+09:00), got ${JSON.stringify(isoJst)}`);
  return isoJst.slice(0, 19).replace(/[-:]/g, '');
}

/**
 * A Google Calendar link for a station's weekly slot, repeated for as many weeks as there are episodes; for a work
 * other than the first, named with the work and linking its own ONAIR page.
 */
export function googleCalendarUrl(
  station: Pick<StationSlot, 'name' | 'area' | 'weekday' | 'time' | 'firstAirAt'>,
  episodeCount: number,
  base: string = SITE_URL,
  work?: WorkRef,
  /**
   * The page's language, the site's title in it and how it writes a weekly slot: an English page's entry is in
   * English, linking its page.
   */
  language: { lang: Lang; title: string; weekly: (weekday: WeekdayJa, time: string) => string } = { lang: DEFAULT_LANG, title: site.title, weekly: formatWeeklySlot },
): string {
  const other = work && !work.first ? work : undefined;
  const en = language.lang !== DEFAULT_LANG;
  const start = station.firstAirAt;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: en ? `${language.title}${other ? ` ${other.label}` : ''} (${station.name})` : `『${site.title}』${other ? ` ${other.label}` : ''}（${station.name}）`,
    dates: `${icsLocalTime(start)}/${icsLocalTime(addMinutes(start, SLOT_MINUTES))}`,
    ctz: TIME_ZONE,
    details: en
      ? `${station.name} (${station.area}), ${language.weekly(station.weekday, station.time)}\n${absoluteUrl(pathInLang(language.lang, other ? onairWorkPath(other.id) : onair.path), base)}`
      : `${station.name}（${station.area}）${language.weekly(station.weekday, station.time)}\n${absoluteUrl(other ? onairWorkPath(other.id) : onair.path, base)}`,
    location: station.name,
    recur: `RRULE:FREQ=WEEKLY;COUNT=${episodeCount}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The `webcal://` form, so calendar apps subscribe and receive schedule changes. */
export function webcalUrl(path: string, base: string = SITE_URL): string {
  return absoluteUrl(path, base).replace(/^https?:/, 'webcal:');
}
