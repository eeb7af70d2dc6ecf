import { useMemo, useState } from 'react';
import { type BroadcastStatus, broadcastStatus, slotEndTime, splitDuration, statusesFrom } from '../../lib/broadcast';
import { toThirtyHour } from '../../lib/format';
import { useWords } from '../../hooks/useLanguage';
import { useDateStyle } from '../../hooks/useDateStyle';
import { fillTemplate, templateParts } from '../../lib/i18n/template';
import type { Messages } from '../../lib/i18n/ja';
import { useNow } from '../../hooks/useNow';
import LocalTime from '../Common/LocalTime';
import styles from './Countdown.module.scss';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';

/** What the countdown needs to know about an episode. */
export type CountdownEpisode = {
  number: number;
  title: string;
  /** First broadcast instant (fastest station), ISO with +09:00. */
  airsAt: string;
};

export type CountdownProps = {
  /** Every episode, with the fastest station's broadcast instants. */
  episodes: CountdownEpisode[];
  /** The fastest station's name, e.g. 「あおぞらテレビ」. */
  stationName: string;
  /** The site instant (ISO, lib/clock.ts): what the static HTML lays out before the clock is read. */
  siteInstant: string;
};

function statusKey(status: BroadcastStatus<CountdownEpisode> | null): string | null {
  if (!status) return null;
  return status.kind === 'finished' ? 'finished' : `${status.kind}:${status.episode.number}`;
}

type Words = Messages['onair'];

function announcementFor(status: BroadcastStatus<CountdownEpisode>, total: number, words: Words): string {
  switch (status.kind) {
    case 'onAir':
      return fillTemplate(words.countdownOnAir, { n: status.episode.number, title: status.episode.title });
    case 'upcoming':
      return fillTemplate(words.countdownUpcoming, { n: status.episode.number, title: status.episode.title });
    case 'finished':
      return fillTemplate(words.countdownFinished, { n: total });
  }
}

// An episode without a title in the page's language is named by its number alone.
const episodeLabel = (e: CountdownEpisode, words: Words) =>
  fillTemplate(e.title ? words.countdownEpisode : words.countdownEpisodeUntitled, { n: e.number, title: e.title ?? '' });

/**
 * Time left until the next broadcast, computed with the visitor's clock, ticking every second (the static page
 * states the schedule in its tables; this is an extra).
 *
 * The panel's room is held from the first paint for every state it can show from the site instant on (each
 * episode still to come, upcoming and on air, and the end of the run): they are laid out hidden in the same grid cell
 * as the panel shown, so the panel is as tall as the tallest of them, and nothing below moves when the visitor's clock
 * moves it on, at load or later. Until the clock is read the panel shows the build's state, hidden. Without JavaScript
 * none of it takes room (`@media (scripting: none)`).
 *
 * Screen readers: the ticking numbers are a `role="timer"` (not live, so they are not read out every second);
 * a separate polite live region speaks only when the state changes (a broadcast starts, the next episode comes
 * up, the run ends).
 */
export default function Countdown({ episodes, stationName, siteInstant }: CountdownProps) {
  const now = useNow(1000);
  const pending = now === null;
  // Never earlier than the site instant (as hooks/useLiveInstant): the states held in room start there.
  const site = Date.parse(siteInstant);
  const shown = broadcastStatus(episodes, pending ? site : Math.max(now, site));
  const key = statusKey(pending ? null : shown);
  const reserved = useMemo(() => statusesFrom(episodes, siteInstant), [episodes, siteInstant]);
  const words = useWords('onair', jaOnair);

  // Remember the state seen last, and announce only a change after the first one (React's "adjust state
  // while rendering" pattern, no effect needed).
  const [seenKey, setSeenKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (key !== seenKey) {
    setSeenKey(key);
    if (seenKey !== null && !pending) setAnnouncement(announcementFor(shown, episodes.length, words));
  }

  return (
    <div className={styles.root}>
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <div className={styles.stack}>
        {reserved.map((status) => (
          <div key={statusKey(status)} className={styles.reserved} aria-hidden="true">
            <CountdownPanel status={status} stationName={stationName} total={episodes.length} reserved />
          </div>
        ))}
        <div className={pending ? `${styles.current} ${styles.pending}` : styles.current} aria-hidden={pending || undefined}>
          <CountdownPanel status={shown} stationName={stationName} total={episodes.length} />
        </div>
      </div>
    </div>
  );
}

function CountdownPanel({
  status,
  stationName,
  total,
  reserved = false,
}: {
  status: BroadcastStatus<CountdownEpisode>;
  stationName: string;
  total: number;
  /** Only holding room: no timer role. */
  reserved?: boolean;
}) {
  const words = useWords('onair', jaOnair);
  const dates = useDateStyle();
  const label = (e: CountdownEpisode) => episodeLabel(e, words);
  if (status.kind === 'finished') {
    return (
      <div className={`${styles.panel} ${styles.finished}`}>
        <p className={styles.label} aria-hidden="true">
          THANK YOU
        </p>
        <p className={styles.headline}>{templateParts(words.finishedHeadline, { n: total })}</p>
        <p className={styles.sub}>{words.finishedThanks}</p>
      </div>
    );
  }

  const slot = toThirtyHour(status.episode.airsAt);
  if (status.kind === 'onAir') {
    return (
      <div className={`${styles.panel} ${styles.onAir}`}>
        <p className={styles.label} aria-hidden="true">
          <span className={styles.dot} />
          NOW ON AIR
        </p>
        <p className={styles.headline}>
          <span className={styles.episode}>{label(status.episode)}</span>
          <strong className={styles.live}>{words.live}</strong>
        </p>
        <p className={styles.sub}>
          {templateParts(words.liveSlot, { station: stationName, start: dates.clockTime(slot.time), end: dates.clockTime(slotEndTime(slot.time)) })}
        </p>
      </div>
    );
  }

  const { days, hours, minutes, seconds } = splitDuration(status.remainingMs);
  const units: [number, string, string][] = [
    [days, words.units.days, 'days'],
    [hours, words.units.hours, 'hours'],
    [minutes, words.units.minutes, 'minutes'],
    [seconds, words.units.seconds, 'seconds'],
  ];
  return (
    <div className={styles.panel}>
      <p className={styles.label} aria-hidden="true">
        NEXT ON AIR
      </p>
      <p className={styles.headline}>
        <span className={styles.next}>{words.nextLabel}</span>
        <span className={styles.episode}>{label(status.episode)}</span>
      </p>
      <p className={styles.sub}>
        <time dateTime={status.episode.airsAt}>{dates.airDate(status.episode.airsAt)}</time> {stationName}
        <LocalTime at={status.episode.airsAt} />
      </p>
      <div className={styles.timer} role={reserved ? undefined : 'timer'}>
        <span className={styles.timerLabel}>{words.timerLabel}</span>
        <span className={styles.digits}>
          {units.map(([value, unit, key]) => (
            <span key={key} className={styles.unit}>
              <span className={styles.number}>{key === 'days' ? value : String(value).padStart(2, '0')}</span>
              <span className={styles.unitLabel}>{unit}</span>
            </span>
          ))}
        </span>
      </div>
    </div>
  );
}
