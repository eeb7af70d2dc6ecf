/**
 * On-air information from `content/onair.yaml`; times are in 30-hour notation and each slot also gets its first instant.
 * A film's screening information from `screening.yaml` in its work folder (read through `forWork`): a film's onair.yaml.
 */
import { toBroadcastInstant, toJstInstant, toJstIso, weekdayOfDate } from '../../format';
import { type ContentContext, cached, langOf } from '../../content/context';
import { DEFAULT_LANG } from '../../i18n/languages';
import { readTranslation } from '../../content/translations';
import { z } from 'zod';
import { ContentError, type ContentIssue, describeValue, valueAt } from '../../content/errors';
import { fieldTitle, schemaAt } from '../../content/fields';
import { type ParsedFile, checkUnique, issueAt, readYamlFile, valuesAt } from '../../content/read';
import { DateStringSchema, SlugSchema, WeekdaySchema } from '../../content/schema';
import { type OnAirFile, OnAirFileSchema, type ScreeningFile, ScreeningFileSchema, type Station, type StreamingService, type Theatre, prefectureInLatin } from './schema';

export type { Station, StreamingService, Theatre } from './schema';

/**
 * What a translation of onair.yaml may give (`onair.en.yaml`): the notes, and the stations and services as the editor
 * copies them, of which only the words are read (`name`, `area`, `note`, matched by `id`); times and dates are the
 * original's.
 */
export const ONAIR_TRANSLATED = ['notes', 'stations', 'streaming'] as const;

/** The words of a station or service in another language, by id, over the original's. */
function wordsOf<T extends { id: string; name: string; note?: string; area?: string }>(items: readonly T[], translated: readonly Partial<T>[] | undefined): T[] {
  const byId = new Map((translated ?? []).map((t) => [t.id, t]));
  return items.map((item) => {
    const t = byId.get(item.id);
    if (!t) return item;
    return { ...item, name: t.name ?? item.name, ...('area' in item && t.area ? { area: t.area } : {}), ...(t.note ? { note: t.note } : {}) };
  });
}

/** A station with its first broadcast instant. */
export interface StationSlot extends Station {
  firstAirAt: string;
}

/** A streaming service with its first availability instant. */
export interface StreamingSlot extends StreamingService {
  startAt: string;
}

/** Everything on the on-air page. */
export interface OnAir {
  notes: string[];
  stations: StationSlot[];
  streaming: StreamingSlot[];
  /** The first broadcast of every episode. */
  fastest: StationSlot;
}

const SLOTS = {
  stations: z
    .object({ firstAirDate: DateStringSchema, weekday: WeekdaySchema })
    .transform((v) => ({ dateKey: 'firstAirDate', date: v.firstAirDate, weekday: v.weekday })),
  streaming: z
    .object({ startDate: DateStringSchema, weekday: WeekdaySchema })
    .transform((v) => ({ dateKey: 'startDate', date: v.startDate, weekday: v.weekday })),
};

function checkOnAir(parsed: ParsedFile<OnAirFile>, issues: ContentIssue[]): void {
  checkUnique(
    parsed,
    [...valuesAt(parsed, ['stations', '*', 'id'], SlugSchema), ...valuesAt(parsed, ['streaming', '*', 'id'], SlugSchema)],
    'ほかの放送局・配信サービスと重ならない id',
    issues,
  );
  const fastest = valuesAt(parsed, ['stations', '*', 'fastest'], z.literal(true));
  // None readable in a list the parser could not read: its syntax error is the message.
  if (fastest.length > 1 || (fastest.length === 0 && parsed.readable(['stations']))) {
    const at = fastest.length === 0 ? ['stations'] : fastest[1].path;
    issues.push(
      issueAt(parsed, at, {
        message: `最速放送の放送局（fastest: true）はちょうど1つにしてください。いまは ${fastest.length} つです`,
      }),
    );
  }
  for (const section of ['stations', 'streaming'] as const) {
    const items = valueAt(parsed.data, [section]);
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, i) => {
      const at = [section, i, 'weekday'];
      const found = SLOTS[section].safeParse(item);
      if (!found.success || !parsed.readable(at)) return;
      const { dateKey, date, weekday } = found.data;
      const actual = weekdayOfDate(date);
      if (actual !== weekday) {
        const dateName = fieldTitle(schemaAt(parsed.schema, [section, i, dateKey])) ?? dateKey;
        issues.push(issueAt(parsed, at, { expected: `${actual}（${dateName} ${date} の曜日）`, found: describeValue(weekday) }));
      }
    });
  }
}

/** Stations, streaming services and notes. @throws ContentError naming the file and field. */
export function getOnAir(ctx: ContentContext): OnAir {
  return cached(ctx, 'onair', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'onair.yaml', OnAirFileSchema, issues);
    if (parsed) checkOnAir(parsed, issues);
    const t = readTranslation(ctx, 'onair.yaml', OnAirFileSchema, ONAIR_TRANSLATED, issues);
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    const stations = wordsOf(parsed.value.stations, t?.data.stations).map((s) => ({ ...s, firstAirAt: toBroadcastInstant(s.firstAirDate, s.time) }));
    const streaming = wordsOf(parsed.value.streaming, t?.data.streaming).map((s) => ({ ...s, startAt: toBroadcastInstant(s.startDate, s.time) }));
    const fastest = stations.find((s) => s.fastest === true);
    if (!fastest) throw new ContentError([issueAt(parsed, ['stations'], { message: '最速放送の放送局（fastest: true）がありません' })]);
    // In another language, notes only as translated: never the Japanese ones on its page.
    return { notes: langOf(ctx) === DEFAULT_LANG ? parsed.value.notes : (t?.data.notes ?? []), stations, streaming, fastest };
  });
}

/** Everything a film's ONAIR page shows. */
export interface Screening {
  startDate: string;
  /** 00:00 JST of the release day: what a countdown counts down to. */
  startAt: string;
  endDate: string | null;
  /** 00:00 JST of the day after the last day (`endDate`): when the screening has ended; null while open-ended. */
  endAt: string | null;
  notes: string[];
  theatres: Theatre[];
  ticketUrl: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a film is in its life at an instant: before its release day, in theatres, or after its last day. */
export type ScreeningPhase = 'upcoming' | 'showing' | 'ended';

/** A screening as a page shows it at an instant: its phase, and no ticket link once it has ended. */
export type ScreeningAsOf = Screening & { phase: ScreeningPhase };

/** The phase of a screening at `instant`; each boundary is a change of the site (the ONAIR section's schedule share). */
export function screeningPhase(screening: Pick<Screening, 'startAt' | 'endAt'>, instant: string): ScreeningPhase {
  const now = Date.parse(instant);
  if (now < Date.parse(screening.startAt)) return 'upcoming';
  return screening.endAt !== null && now >= Date.parse(screening.endAt) ? 'ended' : 'showing';
}

/** {@link screeningPhase} with the screening; after the end the ticket link is dropped, so no file of the export has it. */
export function screeningAsOf(screening: Screening, instant: string): ScreeningAsOf {
  const phase = screeningPhase(screening, instant);
  return { ...screening, phase, ticketUrl: phase === 'ended' ? null : screening.ticketUrl };
}

/**
 * What a translation of screening.yaml may give (`screening.en.yaml`): the notes, and each theatre's name and note
 * (the editor copies the list whole; a theatre is matched by its place in it). Dates, addresses and prefectures are
 * the original's, the prefecture written in Latin letters.
 */
export const SCREENING_TRANSLATED = ['notes', 'theatres.*.name', 'theatres.*.note'] as const;

/** The theatres in another language: a name as translated or as it is (a proper name), a note as translated only. */
function theatresInLang(theatres: readonly Theatre[], translated: ReadonlyArray<Partial<Theatre>> | undefined): Theatre[] {
  return theatres.map(({ prefecture, name, url }, i) => {
    const t = translated?.[i];
    return { prefecture: prefectureInLatin(prefecture), name: t?.name ?? name, url, ...(t?.note ? { note: t.note } : {}) };
  });
}

/** The screening file of the context's work. @throws ContentError naming the file and field. */
export function getScreening(ctx: ContentContext): Screening {
  return cached(ctx, 'screening', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'screening.yaml', ScreeningFileSchema, issues);
    if (parsed) {
      const start = valuesAt(parsed, ['startDate'], DateStringSchema)[0];
      const end = valuesAt(parsed, ['endDate'], DateStringSchema)[0];
      if (start && end && end.value < start.value) {
        issues.push(issueAt(parsed, end.path, { expected: `公開日（${start.value}）以降の日付`, found: describeValue(end.value) }));
      }
    }
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    const file: ScreeningFile = parsed.value;
    const t = readTranslation(ctx, 'screening.yaml', ScreeningFileSchema, SCREENING_TRANSLATED, issues);
    if (issues.length > 0) throw new ContentError(issues);
    const inOriginal = langOf(ctx) === DEFAULT_LANG;
    return {
      startDate: file.startDate,
      startAt: toJstInstant(file.startDate, null),
      endDate: file.endDate ?? null,
      endAt: file.endDate === undefined ? null : toJstIso(Date.parse(toJstInstant(file.endDate, null)) + DAY_MS),
      // In another language, notes only as translated: never the Japanese ones on its page.
      notes: inOriginal ? file.notes : (t?.data.notes ?? []),
      theatres: inOriginal ? file.theatres : theatresInLang(file.theatres, t?.data.theatres),
      ticketUrl: file.ticketUrl ?? null,
    };
  });
}
