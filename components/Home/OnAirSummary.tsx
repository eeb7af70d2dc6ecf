import Link from '../Common/Link';
import LocalTime from '../Common/LocalTime';
import { useLiveInstant } from '../../hooks/useLiveInstant';
import { type BroadcastStatus, broadcastStatus, slotEndTime } from '../../lib/broadcast';
import type { StationSlot, StreamingSlot } from '../../lib/sections/onair/content';
import { toThirtyHour } from '../../lib/format';
import { useDateStyle } from '../../hooks/useDateStyle';
import { sectionLabels } from '../../lib/sections/shape';
import SectionHeading from './SectionHeading';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import type { Messages } from '../../lib/i18n/ja';
import { fillTemplate } from '../../lib/i18n/template';
import homeStyles from './Home.module.scss';
import styles from './OnAirSummary.module.scss';
import { home as jaHome } from '../../lib/i18n/ja/home';

/** What the next-broadcast line needs of an episode. */
export type OnAirSummaryEpisode = {
  number: number;
  title: string;
  /** First broadcast instant (fastest station), ISO with +09:00. */
  airsAt: string;
};

export type OnAirSummaryProps = {
  stations: StationSlot[];
  streaming: StreamingSlot[];
  /** Notes from content/onair.yaml; the first is printed under the tables. */
  notes: string[];
  /** Every episode, for the line on the next broadcast. */
  episodes: OnAirSummaryEpisode[];
  /** The site instant (ISO, lib/clock.ts); after hydration the line follows the visitor's clock. */
  siteInstant: string;
  /** The on-air page in the page's language (or the Japanese one while it has none). */
  href?: string;
};

/**
 * The broadcast and streaming schedule in brief: the next broadcast (or the one on air, or the end of the run), then
 * where, which weekday, what time, from when.
 */
export default function OnAirSummary({ stations, streaming, notes, episodes, siteInstant, href = '/onair/' }: OnAirSummaryProps) {
  const { lang } = useLanguage();
  const words = useWords('home', jaHome);
  const dates = useDateStyle();
  const firstRun = stations.filter((s) => !s.repeat);
  // The service that starts first is the fastest stream (as `fastest` marks the first station).
  const firstStream = Math.min(...streaming.map((s) => Date.parse(s.startAt)));
  const fastest = stations.find((s) => s.fastest) ?? stations[0];
  const status = broadcastStatus(episodes, useLiveInstant(siteInstant));
  const { label, labelJa } = sectionLabels('onair', { label: 'ON AIR' });
  return (
    <section className={`${homeStyles.section} ${styles.band}`} aria-labelledby="home-onair">
      <SectionHeading en={label} title={lang === DEFAULT_LANG ? labelJa : words.headings.onair} id="home-onair" />
      {episodes.length > 0 && <NextBroadcast status={status} stationName={fastest?.name ?? ''} total={episodes.length} words={words} />}
      <div className={styles.grid}>
        {/* A work may have no station or streaming service announced yet: no empty card. */}
        {firstRun.length > 0 && (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{words.tv}</h3>
            <ul className={styles.list}>
              {firstRun.map((s) => (
                <li key={s.id} className={styles.row}>
                  <span className={styles.name}>
                    {s.name}
                    {s.fastest && <span className={styles.badge}>{words.fastest}</span>}
                  </span>
                  <span className={styles.area}>{s.area}</span>
                  <span className={styles.slot}>
                    {words.fromBefore}
                    <time dateTime={s.firstAirAt}>{dates.date(s.firstAirDate)}</time>
                    {words.fromAfter}
                    {dates.weeklyText(s.weekday, s.time)}
                    <LocalTime at={s.firstAirAt} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {streaming.length > 0 && (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{words.streaming}</h3>
            <ul className={styles.list}>
              {streaming.map((s) => (
                <li key={s.id} className={styles.row}>
                  <span className={styles.name}>
                    {s.name}
                    {Date.parse(s.startAt) === firstStream && <span className={styles.badge}>{words.fastest}</span>}
                  </span>
                  <span className={styles.area}>{words.serviceTypes[s.type]}</span>
                  <span className={styles.slot}>
                    {words.fromBefore}
                    <time dateTime={s.startAt}>{dates.date(s.startDate)}</time>
                    {words.fromAfter}
                    {dates.weeklyText(s.weekday, s.time)}
                    <LocalTime at={s.startAt} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {notes.length > 0 && <p className={styles.note}>{notes[0]}</p>}
      <p className={homeStyles.more}>
        <Link href={href} className={homeStyles.moreLink}>
          {words.onAirMore}
        </Link>
      </p>
    </section>
  );
}

/**
 * Three lines of fixed height whatever the state (long titles are cut with an ellipsis), so the line can change with
 * the visitor's clock after hydration without moving anything below it.
 */
function NextBroadcast({ status, stationName, total, words }: { status: BroadcastStatus<OnAirSummaryEpisode>; stationName: string; total: number; words: Messages['home'] }) {
  const dates = useDateStyle();
  if (status.kind === 'finished') {
    return (
      <p className={styles.next}>
        <span className={styles.nextLabel}>{words.thankYou}</span>
        <span className={styles.nextEpisode}>
          {words.finishedBefore}
          {total}
          {words.finishedAfter}
        </span>
        <span className={styles.nextWhen}>{words.thanks}</span>
        {/* Held in every state, so the line's room does not come and go with the visitor's clock. */}
        <LocalTime />
      </p>
    );
  }
  const { number, title } = status.episode;
  const episode = fillTemplate(title ? words.episode : words.episodeUntitled, { number, title });
  const slot = toThirtyHour(status.episode.airsAt);
  return (
    <p className={styles.next}>
      <span className={styles.nextLabel}>{status.kind === 'onAir' ? words.nowOnAir : words.nextOnAir}</span>
      <span className={styles.nextEpisode}>
        {status.kind === 'onAir' ? words.onAirNow : words.next} {episode}
      </span>
      <span className={styles.nextWhen}>
        {status.kind === 'onAir' ? (
          <>
            {words.onStationBefore}
            {stationName}
            {words.onStationAfter}
            <time dateTime={status.episode.airsAt}>{fillTemplate(words.timeRange, { start: dates.clockTime(slot.time), end: dates.clockTime(slotEndTime(slot.time)) })}</time>
          </>
        ) : (
          <>
            <time dateTime={status.episode.airsAt}>{dates.slotDate(slot.date, slot.time)}</time> {stationName}
          </>
        )}
      </span>
      <LocalTime at={status.episode.airsAt} />
    </p>
  );
}
