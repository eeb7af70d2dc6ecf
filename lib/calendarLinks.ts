/**
 * Calendar links for the on-air page: the Google Calendar template link per station, and the helpers it shares
 * with the .ics generator (`pipeline/calendar.ts`). Client-safe and dependency-free, so the page does not ship the
 * iCalendar library.
 */
import type { StationSlot } from './content/onair';
import { formatWeeklySlot } from './format';
import { site } from './site';
import { SITE_URL, absoluteUrl } from './url';

/** The zone every time in the calendars is written in. */
export const TIME_ZONE = 'Asia/Tokyo';

/** Length of a broadcast slot (a TV anime episode). */
export const SLOT_MINUTES = 30;

/** `2026-10-04T01:30:00+09:00` plus minutes, still written in JST. */
export function addMinutesJst(isoJst: string, minutes: number): string {
  const ms = Date.parse(isoJst) + minutes * 60 * 1000 + 9 * 60 * 60 * 1000;
  return `${new Date(ms).toISOString().slice(0, 19)}+09:00`;
}

/** `2026-10-04T01:30:00+09:00` → `20261004T013000` (the JST wall clock, iCalendar form). */
export function icsLocalTime(isoJst: string): string {
  if (!/\+09:00$/.test(isoJst)) throw new RangeError(`expected an instant written in JST (+09:00), got ${JSON.stringify(isoJst)}`);
  return isoJst.slice(0, 19).replace(/[-:]/g, '');
}

/**
 * A link that opens Google Calendar with the station's weekly slot filled in: the first broadcast, repeated
 * weekly for as many weeks as there are episodes, in Japan time.
 * @param station a station from `getOnAir().stations`
 * @param episodeCount number of episodes (the recurrence count)
 */
export function googleCalendarUrl(
  station: Pick<StationSlot, 'name' | 'area' | 'weekday' | 'time' | 'firstAirAt'>,
  episodeCount: number,
  base: string = SITE_URL,
): string {
  const start = station.firstAirAt;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `『${site.title}』（${station.name}）`,
    dates: `${icsLocalTime(start)}/${icsLocalTime(addMinutesJst(start, SLOT_MINUTES))}`,
    ctz: TIME_ZONE,
    details: `${station.name}（${station.area}）${formatWeeklySlot(station.weekday, station.time)}\n${absoluteUrl('/onair/', base)}`,
    location: station.name,
    recur: `RRULE:FREQ=WEEKLY;COUNT=${episodeCount}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * The subscription form of a calendar URL (`webcal://example.com/onair/calendar.ics`): calendar apps subscribe
 * to it and fetch it again, so schedule changes reach them.
 * @param path the calendar's site path
 */
export function webcalUrl(path: string, base: string = SITE_URL): string {
  return absoluteUrl(path, base).replace(/^https?:/, 'webcal:');
}
