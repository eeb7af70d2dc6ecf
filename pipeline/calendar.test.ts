/** @jest-environment node */
import ICAL from 'ical.js';
import type { StationSlot } from '../lib/sections/onair/content';
import type { CalendarEpisode } from '../lib/sections/contentSection';
import {
  broadcastUid,
  broadcasts,
  buildCalendars,
  foldLines,
  googleCalendarUrl,
  icsLocalTime,
} from './calendar';
import { jstParts } from '../lib/format';
import { site } from '../lib/site';

const BASE = 'https://sorairo.example';
const NOW = '2026-09-01T00:00:00Z';

const station = (over: Partial<StationSlot> & Pick<StationSlot, 'id' | 'firstAirDate' | 'weekday' | 'time'>): StationSlot => ({
  name: over.id,
  area: '関東',
  firstAirAt: '',
  ...over,
});

const aozora = station({ id: 'aozora-tv', name: 'あおぞらテレビ', firstAirDate: '2026-10-03', weekday: '土', time: '25:30', fastest: true, firstAirAt: '2026-10-04T01:30:00+09:00' });
const bs = station({ id: 'bs-minamo', name: 'BSみなも', area: '全国（BS）', firstAirDate: '2026-10-06', weekday: '火', time: '23:30', firstAirAt: '2026-10-06T23:30:00+09:00' });
const late = station({ id: 'umikaze-tv', name: '関西うみかぜテレビ', firstAirDate: '2026-10-03', weekday: '土', time: '29:59', firstAirAt: '2026-10-04T05:59:00+09:00' });
const onair = { stations: [aozora, bs, late], fastest: aozora };

/** Three weekly episodes; episode 3 is a week late (a break week), which every station follows. */
const episodes: CalendarEpisode[] = [
  { number: 1, slug: '01', title: 'はじまりの音', airDate: '2026-10-03' },
  { number: 2, slug: '02', title: '波音ベースライン', airDate: '2026-10-10' },
  { number: 3, slug: '03', title: '鍵盤とサイダー', airDate: '2026-10-24' },
];

const files = buildCalendars(episodes, onair, { base: BASE, now: NOW });

/** Parses an .ics back with ical.js, registering its VTIMEZONE so TZID times resolve to real instants. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        url: component.getFirstPropertyValue('url'),
      };
    }),
  };
}

/** 「2026-10-04 01:30」 on a clock in Japan. */
const jst = (date: Date) => {
  const p = jstParts(date.getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
};

describe('buildCalendars', () => {
  it('writes the whole schedule and one calendar per station', () => {
    expect(files.map((f) => [f.path, f.events])).toEqual([
      ['/onair/calendar.ics', 9],
      ['/onair/calendar/aozora-tv.ics', 3],
      ['/onair/calendar/bs-minamo.ics', 3],
      ['/onair/calendar/umikaze-tv.ics', 3],
    ]);
    for (const file of files) expect(parse(file.content).events).toHaveLength(file.events);
  });

  it('writes times in Asia/Tokyo and rolls 25:30 over to 01:30 the next day', () => {
    const { events } = parse(files[1].content);
    expect(events.every((e) => e.tzid === 'Asia/Tokyo')).toBe(true);
    expect(events.map((e) => jst(e.start))).toEqual(['2026-10-04 01:30', '2026-10-11 01:30', '2026-10-25 01:30']);
    expect(events.map((e) => jst(e.end))).toEqual(['2026-10-04 02:00', '2026-10-11 02:00', '2026-10-25 02:00']);
    // The instant itself, independent of any zone: 01:30 JST is 16:30 UTC the day before.
    expect(events[0].start.toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(files[1].content).toContain('DTSTART;TZID=Asia/Tokyo:20261004T013000');
  });

  it('gives each station its own lag and time (and 29:59 is 05:59 the next morning)', () => {
    expect(parse(files[2].content).events.map((e) => jst(e.start))).toEqual(['2026-10-06 23:30', '2026-10-13 23:30', '2026-10-27 23:30']);
    expect(parse(files[3].content).events.map((e) => jst(e.start))).toEqual(['2026-10-04 05:59', '2026-10-11 05:59', '2026-10-25 05:59']);
  });

  it('names the episode and the station in the summary, and links the episode page', () => {
    const [first] = parse(files[1].content).events;
    expect(first.summary).toBe(`『${site.title}』第1話「はじまりの音」（あおぞらテレビ）`);
    expect(first.url).toBe(`${BASE}/story/01/`);
  });

  it('gives every event a unique UID that stays the same from build to build', () => {
    const uids = parse(files[0].content).events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(9);
    expect(uids).toContain(`${site.shortName}-ep01-aozora-tv@sorairo.example`);
    const rebuilt = buildCalendars(episodes, onair, { base: BASE, now: '2026-11-01T00:00:00Z' });
    expect(parse(rebuilt[0].content).events.map((e) => e.uid)).toEqual(uids);
    // A schedule change moves the event but keeps its UID, so apps update it in place.
    const moved = buildCalendars([{ ...episodes[0], airDate: '2026-10-04' }], onair, { base: BASE, now: NOW });
    const movedFirst = parse(moved[1].content).events[0];
    expect(movedFirst.uid).toBe(broadcastUid({ episode: episodes[0], station: aozora }, BASE));
    expect(jst(movedFirst.start)).toBe('2026-10-05 01:30');
  });

  it('describes the zone with a VTIMEZONE and names the calendar', () => {
    const { calendar } = parse(files[0].content);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Tokyo');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${site.title} 放送スケジュール`);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    for (const line of files[0].content.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
  });
});

describe('buildCalendars for a work after the first', () => {
  const work = { id: 'season2', label: '第2期', kind: 'tv' as const, first: false };
  const workFiles = buildCalendars(episodes, onair, { base: BASE, now: NOW, work });

  it('writes its calendars beside its own ONAIR page, each one valid', () => {
    expect(workFiles.map((f) => [f.path, f.events])).toEqual([
      ['/onair/season2/calendar.ics', 9],
      ['/onair/season2/calendar/aozora-tv.ics', 3],
      ['/onair/season2/calendar/bs-minamo.ics', 3],
      ['/onair/season2/calendar/umikaze-tv.ics', 3],
    ]);
    for (const file of workFiles) expect(parse(file.content).events).toHaveLength(file.events);
  });

  it('names the work, links its episode pages, and keeps its UIDs apart from the first work’s', () => {
    const [first] = parse(workFiles[1].content).events;
    expect(first.summary).toBe(`『${site.title}』第2期 第1話「はじまりの音」（あおぞらテレビ）`);
    expect(first.url).toBe(`${BASE}/story/season2/01/`);
    expect(parse(workFiles[0].content).calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${site.title} 第2期 放送スケジュール`);
    const firstWorkUids = new Set(parse(files[0].content).events.map((e) => e.uid));
    expect(parse(workFiles[0].content).events.filter((e) => firstWorkUids.has(e.uid))).toEqual([]);
  });

  it('gives a Google Calendar entry the work’s name and its ONAIR page', () => {
    const url = new URL(googleCalendarUrl(aozora, 12, BASE, work));
    expect(url.searchParams.get('text')).toBe(`『${site.title}』 第2期（あおぞらテレビ）`);
    expect(url.searchParams.get('details')).toContain(`${BASE}/onair/season2/`);
  });
});

describe('buildCalendars in another language', () => {
  // The episodes and stations come translated (their loaders); an episode without an English title is named by number.
  const english = [{ ...episodes[0], title: 'The First Sound' }, { ...episodes[1], title: '' }, episodes[2]];
  const enFiles = buildCalendars(english, onair, { base: BASE, now: NOW, language: { lang: 'en', title: 'TEST SERIES' } });

  it('writes its files under the language’s path, beside the default language’s', () => {
    expect(enFiles.map((f) => f.path)).toEqual(files.map((f) => `/en${f.path}`));
  });

  it('titles the events in English, links the English episode pages, and keeps each broadcast’s UID', () => {
    const { calendar, events } = parse(enFiles[0].content);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('TEST SERIES broadcast schedule');
    expect(events[0].summary).toBe(`TEST SERIES Episode 1: The First Sound (${aozora.name})`);
    expect(events[1].summary).toBe(`TEST SERIES Episode 2 (${aozora.name})`);
    expect(events[0].url).toBe(`${BASE}/en/story/01/`);
    expect(events.map((e) => e.uid)).toEqual(parse(files[0].content).events.map((e) => e.uid));
    expect(enFiles[0].content.replace(/\r\n[ \t]/g, '')).toContain('Saturdays 25:30 (Sundays 1:30 AM JST)');
  });
});

describe('broadcasts', () => {
  it.each([
    // station, episode number, expected start
    ['aozora-tv', 1, '2026-10-04T01:30:00+09:00'],
    ['bs-minamo', 1, '2026-10-06T23:30:00+09:00'],
    ['bs-minamo', 3, '2026-10-27T23:30:00+09:00'],
    ['umikaze-tv', 2, '2026-10-11T05:59:00+09:00'],
  ])('%s, episode %i → %s', (id, number, start) => {
    const found = broadcasts(episodes, onair).find((b) => b.station.id === id && b.episode.number === number);
    expect(found?.start).toBe(start);
  });
});

describe('foldLines', () => {
  it('unfolds and refolds, keeping the text', () => {
    const long = `DESCRIPTION:${'あ'.repeat(60)}`;
    const folded = foldLines(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT`);
    expect(folded.split('\r\n').length).toBeGreaterThan(3);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT`);
  });
});

describe('icsLocalTime', () => {
  it.each([
    ['2026-10-04T01:30:00+09:00', '20261004T013000'],
    ['2026-12-31T23:59:00+09:00', '20261231T235900'],
  ])('%s → %s', (iso, expected) => {
    expect(icsLocalTime(iso)).toBe(expected);
  });

  it('refuses an instant that is not written in JST', () => {
    expect(() => icsLocalTime('2026-10-03T16:30:00Z')).toThrow(RangeError);
  });
});

describe('googleCalendarUrl', () => {
  it('fills in the first slot in Japan time, repeated weekly for every episode', () => {
    const url = new URL(googleCalendarUrl(aozora, 12, BASE));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261004T013000/20261004T020000');
    expect(url.searchParams.get('ctz')).toBe('Asia/Tokyo');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;COUNT=12');
    expect(url.searchParams.get('text')).toBe(`『${site.title}』（あおぞらテレビ）`);
    expect(url.searchParams.get('details')).toContain('毎週土曜 25:30〜');
    expect(url.searchParams.get('details')).toContain(`${BASE}/onair/`);
  });
});
