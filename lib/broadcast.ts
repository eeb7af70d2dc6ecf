/** Where the broadcast schedule stands at an instant; pure over instants, so the result is the same in any time zone. */
import { type InstantInput, toEpochMs } from './format';

/** Length of a broadcast slot: a TV anime episode fills a 30-minute slot. */
export const EPISODE_SLOT_MINUTES = 30;

const MINUTE_MS = 60 * 1000;

/** The minimum an episode needs: when its first broadcast starts. */
export interface ScheduledEpisode {
  airsAt: string;
}

/** Where the schedule stands. */
export type BroadcastStatus<E extends ScheduledEpisode> =
  | { kind: 'upcoming'; episode: E; remainingMs: number }
  | { kind: 'onAir'; episode: E; remainingMs: number }
  | { kind: 'finished' };

/** The state of the schedule at `now`; episodes may come in any order, and a skipped week is a longer countdown. */
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
  const started = sorted.filter((e) => e.start <= t).at(-1);
  if (started && t < started.start + slotMs) {
    return { kind: 'onAir', episode: started.episode, remainingMs: started.start + slotMs - t };
  }
  const next = sorted.find((e) => e.start > t);
  if (next) return { kind: 'upcoming', episode: next.episode, remainingMs: next.start - t };
  return { kind: 'finished' };
}

/** Every state from `now` on, so a panel following the visitor's clock can hold the room of the largest from the first paint. */
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

/** Splits a duration for a countdown, rounding seconds up so it reads 0 only when the moment has come. */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A countdown as one line of Japanese text, leading zero units left out. */
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

/** The status of each episode at `now`, parallel to `episodes`. */
export function airStatuses(episodes: readonly ScheduledEpisode[], now: InstantInput): AirStatus[] {
  const t = toEpochMs(now);
  const starts = episodes.map((e) => toEpochMs(e.airsAt));
  const aired = starts.filter((s) => s <= t);
  const latest = aired.length > 0 ? Math.max(...aired) : null;
  return starts.map((s) => (s > t ? 'upcoming' : s === latest ? 'latest' : 'aired'));
}

/** When a slot ends, in 30-hour notation relative to the slot's day. */
export function slotEndTime(time: string, slotMinutes: number = EPISODE_SLOT_MINUTES): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) throw new RangeError(`expected HH:MM, got ${JSON.stringify(time)}`);
  const total = Number(m[1]) * 60 + Number(m[2]) + slotMinutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
