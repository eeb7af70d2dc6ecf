/**
 * Where the broadcast schedule stands at a given instant: the next episode and how long until it starts, an
 * episode on air right now, or the end of the run. Pure functions over instants (epoch milliseconds and ISO
 * strings with an offset), so the result is the same whatever the time zone of the build machine or the
 * visitor's browser; display formatting in Japan time is left to `lib/format.ts`.
 */
import { type InstantInput, formatDateJa, jstParts, toEpochMs, toThirtyHour } from './format';

/** Length of a broadcast slot: a TV anime episode fills a 30-minute slot. */
export const EPISODE_SLOT_MINUTES = 30;

const MINUTE_MS = 60 * 1000;

/** The minimum an episode needs: when its first broadcast starts. */
export interface ScheduledEpisode {
  /** First broadcast instant, ISO 8601 with an offset (`2026-10-04T01:30:00+09:00`). */
  airsAt: string;
}

/** Where the schedule stands. */
export type BroadcastStatus<E extends ScheduledEpisode> =
  /** No episode is on air; `episode` is the next one and starts in `remainingMs`. */
  | { kind: 'upcoming'; episode: E; remainingMs: number }
  /** `episode` started and its slot has not ended; it ends in `remainingMs`. */
  | { kind: 'onAir'; episode: E; remainingMs: number }
  /** Every episode has been broadcast (or the list is empty). */
  | { kind: 'finished' };

/**
 * The state of the broadcast schedule at `now`.
 *
 * An episode is on air from its `airsAt` (inclusive) until `slotMinutes` later (exclusive); the next episode is
 * the earliest one that has not started. Episodes may come in any order and need not be weekly (a skipped week
 * simply means a longer countdown).
 * @param episodes episodes with their first broadcast instants (the fastest station's)
 * @param now the current instant
 * @param slotMinutes how long a broadcast lasts
 */
export function broadcastStatus<E extends ScheduledEpisode>(
  episodes: readonly E[],
  now: InstantInput,
  slotMinutes: number = EPISODE_SLOT_MINUTES,
): BroadcastStatus<E> {
  const t = toEpochMs(now);
  const sorted = episodes
    .map((episode) => ({ episode, start: toEpochMs(episode.airsAt) }))
    .sort((a, b) => a.start - b.start);
  const slotMs = slotMinutes * MINUTE_MS;
  // The latest episode that has started; it is on air while its slot lasts.
  const started = sorted.filter((e) => e.start <= t).at(-1);
  if (started && t < started.start + slotMs) {
    return { kind: 'onAir', episode: started.episode, remainingMs: started.start + slotMs - t };
  }
  const next = sorted.find((e) => e.start > t);
  if (next) return { kind: 'upcoming', episode: next.episode, remainingMs: next.start - t };
  return { kind: 'finished' };
}

/**
 * Every state the schedule can be in from `now` on, in order: the one at `now`, then each episode still to come,
 * upcoming and on air, then the end of the run. A panel that follows the visitor's clock holds the room of the
 * largest of them from the first paint, so that moving on from one to the next moves nothing else.
 * @param episodes episodes with their first broadcast instants (the fastest station's)
 * @param now the earliest instant the panel can show
 * @param slotMinutes how long a broadcast lasts
 */
export function statusesFrom<E extends ScheduledEpisode>(
  episodes: readonly E[],
  now: InstantInput,
  slotMinutes: number = EPISODE_SLOT_MINUTES,
): BroadcastStatus<E>[] {
  const t = toEpochMs(now);
  const slotMs = slotMinutes * MINUTE_MS;
  const statuses: BroadcastStatus<E>[] = [];
  for (const { episode, start } of episodes.map((e) => ({ episode: e, start: toEpochMs(e.airsAt) })).sort((a, b) => a.start - b.start)) {
    if (start + slotMs <= t) continue;
    if (start > t) statuses.push({ kind: 'upcoming', episode, remainingMs: start - t });
    statuses.push({ kind: 'onAir', episode, remainingMs: Math.min(slotMs, start + slotMs - t) });
  }
  statuses.push({ kind: 'finished' });
  return statuses;
}

/** A duration split into whole days, hours, minutes and seconds. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits a duration for a countdown. Seconds are rounded up, so a countdown reads 0 only when the moment has
 * come (999 ms left shows as 1 second); negative input counts as zero.
 */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * A countdown as one line of Japanese text, leading zero units left out: 「6日 15時間 4分 12秒」, 「4分 0秒」.
 * @param precision `'minute'` drops the seconds (and rounds up to the next minute)
 */
export function formatDuration(ms: number, precision: 'second' | 'minute' = 'second'): string {
  const rounded = precision === 'minute' ? Math.ceil(Math.max(0, ms) / MINUTE_MS) * MINUTE_MS : ms;
  const { days, hours, minutes, seconds } = splitDuration(rounded);
  const units: [number, string][] = [
    [days, '日'],
    [hours, '時間'],
    [minutes, '分'],
  ];
  if (precision === 'second') units.push([seconds, '秒']);
  const first = units.findIndex(([n]) => n > 0);
  const shown = first === -1 ? units.slice(-1) : units.slice(first);
  return shown.map(([n, unit]) => `${n}${unit}`).join(' ');
}

/** How an episode stands in the schedule: already broadcast, the most recent broadcast, or still to come. */
export type AirStatus = 'aired' | 'latest' | 'upcoming';

/**
 * The status of each episode at `now`, in the order given. An episode counts as aired from the moment its
 * broadcast starts; the aired episode that started last is `latest`.
 * @returns one status per episode, parallel to `episodes`
 */
export function airStatuses(episodes: readonly ScheduledEpisode[], now: InstantInput): AirStatus[] {
  const t = toEpochMs(now);
  const starts = episodes.map((e) => toEpochMs(e.airsAt));
  const aired = starts.filter((s) => s <= t);
  const latest = aired.length > 0 ? Math.max(...aired) : null;
  return starts.map((s) => (s > t ? 'upcoming' : s === latest ? 'latest' : 'aired'));
}

/**
 * The ordinary clock reading of an instant in Japan, to explain a late-night slot written in 30-hour notation:
 * `2026-10-04T01:30:00+09:00` → 「日曜 1:30」 (the slot itself reads 「土曜 25:30」).
 */
export function formatClockTime(instant: InstantInput): string {
  const p = jstParts(toEpochMs(instant));
  return `${p.weekday}曜 ${p.hour}:${String(p.minute).padStart(2, '0')}`;
}

/**
 * True when a time in 30-hour notation is past midnight (24:00–29:59), i.e. falls on the next calendar day.
 * @param time `HH:MM`
 */
export function isPastMidnight(time: string): boolean {
  return Number(time.slice(0, 2)) >= 24;
}

/**
 * When a broadcast slot ends, in 30-hour notation relative to the slot's day: `('25:30', 30)` → `'26:00'`.
 * @param time start, `HH:MM` in 30-hour notation
 * @param slotMinutes length of the slot
 */
export function slotEndTime(time: string, slotMinutes: number = EPISODE_SLOT_MINUTES): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) throw new RangeError(`expected HH:MM, got ${JSON.stringify(time)}`);
  const total = Number(m[1]) * 60 + Number(m[2]) + slotMinutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * When an episode's synopsis and stills come out, for 「あらすじは…に公開します」: 「放送後」 when they come out
 * at the broadcast (the default), else the instant in 30-hour notation, 「2026.10.01（木）18:00」.
 * @param airsAt the first broadcast instant
 * @param revealAt the reveal instant
 */
export function revealWhen(airsAt: InstantInput, revealAt: InstantInput): string {
  if (toEpochMs(revealAt) === toEpochMs(airsAt)) return '放送後';
  const slot = toThirtyHour(revealAt);
  return `${formatDateJa(slot.date)}${slot.time}`;
}
