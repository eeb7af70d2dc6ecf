/**
 * On-air information from `content/onair.yaml`: TV stations, streaming services and the notes under them.
 * Times are in 30-hour notation ("25:30"); each slot also gets its first instant as an ISO string (+09:00).
 *
 * Cross-checks: ids are unique, exactly one station is `fastest`, and each weekday matches its first date.
 */
import { toBroadcastInstant, weekdayOfDate } from '../format';
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue } from './errors';
import { type ParsedFile, checkUnique, readYamlFile } from './read';
import { type OnAirFile, OnAirFileSchema, type Station, type StreamingService } from './schema';

export type { Station, StreamingService, Weekday } from './schema';

/** A station with its first broadcast instant. */
export interface StationSlot extends Station {
  /** First broadcast as an instant, e.g. `2026-10-04T01:30:00+09:00` for 2026-10-03 (土) 25:30. */
  firstAirAt: string;
}

/** A streaming service with its first availability instant. */
export interface StreamingSlot extends StreamingService {
  /** Start of streaming as an instant with +09:00. */
  startAt: string;
}

/** Everything on the on-air page. */
export interface OnAir {
  /** Notes printed under the tables, one per line. */
  notes: string[];
  /** Stations in file order. */
  stations: StationSlot[];
  /** Streaming services in file order. */
  streaming: StreamingSlot[];
  /** The station flagged `fastest: true`: the first broadcast of every episode. */
  fastest: StationSlot;
}

function checkOnAir(parsed: ParsedFile<OnAirFile>, issues: ContentIssue[]): void {
  const { file, value, locate } = parsed;
  checkUnique(
    file,
    [
      ...value.stations.map((s, i) => ({ value: s.id, path: ['stations', i, 'id'] })),
      ...value.streaming.map((s, i) => ({ value: s.id, path: ['streaming', i, 'id'] })),
    ],
    'id',
    locate,
    issues,
  );
  const fastest = value.stations.flatMap((s, i) => (s.fastest ? [i] : []));
  if (fastest.length !== 1) {
    issues.push({
      file,
      field: fastest.length === 0 ? 'stations' : `stations.${fastest[1]}.fastest`,
      message: `expected exactly one station with fastest: true, got ${fastest.length}`,
      line: locate(fastest.length === 0 ? ['stations'] : ['stations', fastest[1], 'fastest']),
    });
  }
  const checkWeekday = (section: 'stations' | 'streaming', i: number, dateKey: string, date: string, weekday: string) => {
    const actual = weekdayOfDate(date);
    if (actual !== weekday) {
      issues.push({
        file,
        field: `${section}.${i}.weekday`,
        message: `expected ${actual} (the weekday of ${dateKey} ${date}), got ${JSON.stringify(weekday)}`,
        line: locate([section, i, 'weekday']),
      });
    }
  };
  value.stations.forEach((s, i) => checkWeekday('stations', i, 'firstAirDate', s.firstAirDate, s.weekday));
  value.streaming.forEach((s, i) => checkWeekday('streaming', i, 'startDate', s.startDate, s.weekday));
}

/**
 * Stations, streaming services and notes, with each first instant as an ISO string.
 * @throws ContentError naming the file and field when `content/onair.yaml` is invalid
 */
export function getOnAir(ctx: ContentContext = createContentContext()): OnAir {
  return cached(ctx, 'onair', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'onair.yaml', OnAirFileSchema, issues);
    if (parsed) checkOnAir(parsed, issues);
    if (!parsed || issues.length > 0) throw new ContentError(issues);
    const stations = parsed.value.stations.map((s) => ({ ...s, firstAirAt: toBroadcastInstant(s.firstAirDate, s.time) }));
    const streaming = parsed.value.streaming.map((s) => ({ ...s, startAt: toBroadcastInstant(s.startDate, s.time) }));
    const fastest = stations.find((s) => s.fastest === true);
    if (!fastest) throw new ContentError([{ file: parsed.file, field: 'stations', message: 'expected a fastest station' }]);
    return { notes: parsed.value.notes, stations, streaming, fastest };
  });
}
