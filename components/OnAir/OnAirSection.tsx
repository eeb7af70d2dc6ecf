import type { StationSlot, StreamingSlot } from '../../lib/sections/onair/content';
import { formatDateJaLong, formatWeeklySlot } from '../../lib/format';
import CalendarLinks, { StationCalendarLinks } from './CalendarLinks';
import Countdown, { type CountdownEpisode } from './Countdown';
import Notice from './Notice';
import StationTable from './StationTable';
import StreamingTable from './StreamingTable';
import LocalTime from '../Common/LocalTime';
import type { WorkPage } from '../../lib/works';
import styles from './OnAirSection.module.scss';

export type OnAirSectionProps = {
  stations: StationSlot[];
  streaming: StreamingSlot[];
  /** The station every episode airs on first. */
  fastest: StationSlot;
  notes: string[];
  /** Episodes with their broadcast instants, for the countdown. */
  episodes: CountdownEpisode[];
  /** Build time (ISO), the countdown's layout before the visitor's clock is read. */
  siteInstant: string;
  /** With several works: the work shown (its calendars); the page puts the switcher in its header. */
  works?: WorkPage;
};

/**
 * /onair: the first-run schedule in words (complete without JavaScript), the countdown to the next broadcast
 * once the page has loaded, the TV stations, the streaming services and the notice that times may change.
 */
export default function OnAirSection({ stations, streaming, fastest, notes, episodes, siteInstant, works }: OnAirSectionProps) {
  const work = works?.work;
  return (
    <div className={styles.wrap}>

      <section className={styles.hero} aria-labelledby="onair-schedule">
        <h2 id="onair-schedule" className={styles.heroTitle}>
          <span className={styles.heroDate}>
            {work && `${work.label} `}
            {formatDateJaLong(fastest.firstAirDate)}より
          </span>
          <span className={styles.heroSlot}>
            <time dateTime={fastest.firstAirAt}>{formatWeeklySlot(fastest.weekday, fastest.time)}</time>
          </span>
          <span className={styles.heroStation}>{fastest.name}ほかにて放送</span>
        </h2>
        <LocalTime at={fastest.firstAirAt} />
        <p className={styles.heroNote}>
          全{episodes.length}話・最速放送は{fastest.name}（{fastest.area}）
        </p>
        <Countdown episodes={episodes} stationName={fastest.name} siteInstant={siteInstant} />
      </section>

      <section className={styles.block} aria-labelledby="onair-tv">
        <h2 id="onair-tv" className={styles.heading}>
          <span className={styles.headingEn} aria-hidden="true">
            TV
          </span>
          テレビ放送
        </h2>
        <StationTable
          stations={stations}
          calendarLinks={(station) => <StationCalendarLinks station={station} episodeCount={episodes.length} work={work} />}
        />
        <p className={styles.hint}>
          ※時刻は30時間表記です。「土曜 25:30」は日曜の午前1時30分を表します。
        </p>
        <CalendarLinks episodeCount={episodes.length} work={work} />
      </section>

      {/* A work may have no streaming yet (a later season before its services are announced): no empty block. */}
      {streaming.length > 0 && (
        <section className={styles.block} aria-labelledby="onair-streaming">
          <h2 id="onair-streaming" className={styles.heading}>
            <span className={styles.headingEn} aria-hidden="true">
              STREAMING
            </span>
            配信
          </h2>
          <StreamingTable services={streaming} />
        </section>
      )}

      <div className={styles.block}>
        <Notice notes={notes} />
      </div>
    </div>
  );
}
