/** The broadcast calendars (iCalendar per station); times carry `TZID=Asia/Tokyo`, added afterwards since the `ics` library has no time-zone support. */
import { type EventAttributes, createEvents } from 'ics';
import type { OnAir, StationSlot } from '../lib/sections/onair/content';
import { getSiteInstant } from '../lib/content/clock';
import type { ContentContext } from '../lib/content/context';
import { contentSections } from '../lib/sections/registry';
import type { CalendarEpisode } from '../lib/sections/contentSection';
import { SLOT_MINUTES, TIME_ZONE, icsLocalTime } from '../lib/calendarLinks';
import { calendarPath, stationCalendarPath } from '../lib/feedLinks';
import type { WorkRef } from '../lib/works';
import { type Instant, addDays, addMinutes, daysBetween, formatWeeklySlot, toBroadcastInstant, toEpochMs } from '../lib/format';
import { formatWeeklySlotEn } from '../lib/dateStyleEn';
import { DEFAULT_LANG, type Lang, pathInLang } from '../lib/i18n/languages';
import { CATALOGUES } from '../lib/i18n/catalogue';
import { fillTemplate } from '../lib/i18n/template';
import { inLang } from '../lib/content/context';
import { siteLanguagesOf } from '../lib/content/translations';
import { siteTextOf } from '../lib/content/siteText';
import { site } from '../lib/site';
import { SITE_URL, absoluteUrl, siteHost } from '../lib/url';
import { type SiteFile, writeSiteFile } from './siteFile';
import { storyPath } from '../lib/sections/story';

export { googleCalendarUrl, icsLocalTime } from '../lib/calendarLinks';

/** Japan has no daylight saving time: one STANDARD rule describes the zone. */
export const VTIMEZONE_TOKYO = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface Broadcast {
  episode: CalendarEpisode;
  station: StationSlot;
  date: string;
  start: Instant;
  end: Instant;
  /** A work other than the first (its episodes' URLs, UIDs and names carry it). */
  work?: WorkRef;
}

/** Every broadcast of every episode on every station; later stations air it as many days after the fastest as their first broadcast. */
export function broadcasts(
  episodes: readonly CalendarEpisode[],
  onair: Pick<OnAir, 'stations' | 'fastest'>,
  work?: WorkRef,
): Broadcast[] {
  return onair.stations.flatMap((station) => {
    const lag = daysBetween(onair.fastest.firstAirDate, station.firstAirDate);
    return [...episodes]
      .sort((a, b) => a.number - b.number)
      .map((episode) => {
        const date = addDays(episode.airDate, lag);
        const start = toBroadcastInstant(date, station.time);
        return { episode, station, date, start, end: addMinutes(start, SLOT_MINUTES), ...(work && !work.first ? { work } : {}) };
      });
  });
}

/** A stable UID, so apps update an event when the schedule changes instead of adding another. */
export function broadcastUid(broadcast: Pick<Broadcast, 'episode' | 'station' | 'work'>, base: string = SITE_URL): string {
  const work = broadcast.work ? `${broadcast.work.id}-` : '';
  return `${site.shortName}-${work}ep${broadcast.episode.slug}-${broadcast.station.id}@${siteHost(base)}`;
}

export function broadcastSummary(broadcast: Pick<Broadcast, 'episode' | 'station' | 'work'>, language?: CalendarLanguage): string {
  const work = broadcast.work ? `${broadcast.work.label} ` : '';
  if (!language) return `『${site.title}』${work}第${broadcast.episode.number}話「${broadcast.episode.title}」（${broadcast.station.name}）`;
  // An episode without a title in the language is named by its number alone (「Episode 5」).
  const { story } = CATALOGUES[language.lang];
  const { number, title } = broadcast.episode;
  const episode = title ? fillTemplate(story.episodeTitle, { n: number, title }) : fillTemplate(story.episodeUntitled, { n: number });
  return `${language.title} ${work}${episode} (${broadcast.station.name})`;
}

/** A calendar in another language than the default: its site title there (the episodes and stations come translated). */
export interface CalendarLanguage {
  lang: Lang;
  title: string;
}

/** The words of a calendar event's description besides the station's: the caution, in each language. */
const CAUTION: Record<Lang, string> = {
  ja: '※放送日時は変更になる場合があります。最新の情報は公式サイトでご確認ください。',
  en: 'Air times may change. Please check the official site for the latest.',
};

const encoder = new TextEncoder();

/** Folds lines at 75 octets as RFC 5545 asks; the library counts characters, and Japanese ones take 3 octets. */
export function foldLines(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // Continuation lines start with a space, leaving 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

export function addTimeZone(ics: string, extraHeaders: readonly string[] = []): string {
  const withTzid = ics.replace(/^(DTSTART|DTEND):(\d{8}T\d{6})\r$/gm, `$1;TZID=${TIME_ZONE}:$2\r`);
  const header = [...extraHeaders, `X-WR-TIMEZONE:${TIME_ZONE}`, VTIMEZONE_TOKYO].join('\r\n');
  const at = withTzid.search(/^(BEGIN:VEVENT|END:VCALENDAR)\r$/m);
  return `${withTzid.slice(0, at)}${header}\r\n${withTzid.slice(at)}`;
}

/** A calendar of broadcasts, stamped with `now` (DTSTAMP, in UTC) so that the same site instant writes the same file. */
export function buildCalendar(input: { name: string; broadcasts: readonly Broadcast[]; base?: string; now: Instant; language?: CalendarLanguage }): string {
  const { language } = input;
  const lang = language?.lang ?? DEFAULT_LANG;
  const base = input.base ?? SITE_URL;
  const stamp = new Date(toEpochMs(input.now)).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const events: EventAttributes[] = input.broadcasts.map((b) => {
    const url = absoluteUrl(pathInLang(lang, storyPath(b.episode.slug, b.work)), base);
    const lines = [
      language
        ? `${b.station.name} (${b.station.area}), ${formatWeeklySlotEn(b.station.weekday, b.station.time)}`
        : `${b.station.name}（${b.station.area}）${formatWeeklySlot(b.station.weekday, b.station.time)}`,
      ...(b.station.note ? [b.station.note] : []),
      CAUTION[lang],
      url,
    ];
    return {
      // The same UID in every language: one broadcast, whichever calendar a visitor subscribed to.
      uid: broadcastUid(b, base),
      title: broadcastSummary(b, language),
      description: lines.join('\n'),
      location: b.station.name,
      url,
      start: icsLocalTime(b.start),
      end: icsLocalTime(b.end),
      categories: [language ? 'Anime' : 'アニメ'],
      status: 'CONFIRMED',
      transp: 'TRANSPARENT',
      productId: `-//${site.shortName}//fansite//JA`,
      calName: input.name,
      method: 'PUBLISH',
      // Not in the library's types, but it honours it: without it DTSTAMP is the time of this call.
      ...{ timestamp: stamp },
    };
  });
  const { error, value } = createEvents(events, {
    productId: `-//${site.shortName}//fansite//JA`,
    method: 'PUBLISH',
    calName: input.name,
  });
  if (error || value === null) throw error ?? new Error('ics: no output');
  return foldLines(addTimeZone(value, ['REFRESH-INTERVAL;VALUE=DURATION:PT12H']));
}

export interface CalendarFile extends SiteFile {
  events: number;
}

/** One work's calendars: the whole schedule and one per station (another work's under `/onair/<id>/`). */
export function buildCalendars(
  episodes: readonly CalendarEpisode[],
  onair: Pick<OnAir, 'stations' | 'fastest'>,
  options: { base?: string; now: Instant; work?: WorkRef; language?: CalendarLanguage },
): CalendarFile[] {
  const { work, ...calendarOptions } = options;
  const { language } = options;
  const lang = language?.lang ?? DEFAULT_LANG;
  const all = broadcasts(episodes, onair, work);
  const siteTitle = language?.title ?? site.title;
  const title = work && !work.first ? `${siteTitle} ${work.label}` : siteTitle;
  const name = (station?: string) =>
    language ? `${title} broadcast schedule${station ? ` (${station})` : ''}` : `${title} 放送スケジュール${station ? `（${station}）` : ''}`;
  const files: CalendarFile[] = [
    { path: pathInLang(lang, calendarPath(work)), content: buildCalendar({ ...calendarOptions, name: name(), broadcasts: all }), events: all.length },
  ];
  for (const station of onair.stations) {
    const own = all.filter((b) => b.station.id === station.id);
    files.push({
      path: pathInLang(lang, stationCalendarPath(station.id, work)),
      content: buildCalendar({ ...calendarOptions, name: name(station.name), broadcasts: own }),
      events: own.length,
    });
  }
  return files;
}

/**
 * Writes the calendars of every section that has some (`calendars` in each section's `section.ts`), stamped with the site
 * instant so rebuilding an unchanged site gives the same files.
 */
export function writeCalendars(outDir: string, ctx: ContentContext): string {
  const now = getSiteInstant(ctx);
  // Each language the site has: another's under its path (`/en/onair/calendar.ics`), with its episode titles and words.
  return siteLanguagesOf(ctx)
    .flatMap((lang) => {
      const langCtx = inLang(ctx, lang);
      const language = lang === DEFAULT_LANG ? undefined : { lang, title: siteTextOf(langCtx).title };
      return contentSections(langCtx)
        .flatMap((section) => section.calendars?.(langCtx) ?? [])
        .map(({ episodes, onair, work }) => {
          const files = buildCalendars(episodes, onair, { now, work, language });
          for (const file of files) writeSiteFile(outDir, file);
          const where = [...(language ? [lang] : []), ...(work && !work.first ? [work.label] : [])].join(' ');
          return `${where ? `${where}: ` : ''}${files.length} ファイル（全局 ${files[0].events} 件、${files.length - 1} 局）`;
        });
    })
    .join('、');
}
