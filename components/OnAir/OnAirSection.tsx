import type { StationSlot, StreamingSlot } from '../../lib/sections/onair/content';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { useDateStyle } from '../../hooks/useDateStyle';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import { templateParts } from '../../lib/i18n/template';
import CalendarLinks, { StationCalendarLinks } from './CalendarLinks';
import Countdown, { type CountdownEpisode } from './Countdown';
import Notice from './Notice';
import StationTable from './StationTable';
import StreamingTable from './StreamingTable';
import LocalTime from '../Common/LocalTime';
import type { WorkPage } from '../../lib/works';
import styles from './OnAirSection.module.scss';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';

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
  const { lang } = useLanguage();
  const words = useWords('onair', jaOnair);
  const dates = useDateStyle();
  const slot = dates.weekly(fastest.weekday, fastest.time, fastest.firstAirAt);
  return (
    <div className={styles.wrap}>

      <section className={styles.hero} aria-labelledby="onair-schedule">
        <h2 id="onair-schedule" className={styles.heroTitle}>
          <span className={styles.heroDate}>
            {work && `${work.label} `}
            {templateParts(words.heroFrom, { date: dates.dateLong(fastest.firstAirDate) })}
          </span>
          <span className={styles.heroSlot}>
            <time dateTime={fastest.firstAirAt}>
              {slot.slot}
              {/* In another language the clock reading goes under the station's notation (「(Sundays 1:30 AM JST)」). */}
              {lang !== DEFAULT_LANG && slot.clock && <span className={styles.heroClock}>{slot.clock.trim()}</span>}
            </time>
          </span>
          <span className={styles.heroStation}>{templateParts(words.heroStation, { station: fastest.name })}</span>
        </h2>
        <LocalTime at={fastest.firstAirAt} />
        <p className={styles.heroNote}>
          {templateParts(words.heroNote, { n: episodes.length, station: fastest.name, area: fastest.area })}
        </p>
        <Countdown episodes={episodes} stationName={fastest.name} siteInstant={siteInstant} />
      </section>

      <section className={styles.block} aria-labelledby="onair-tv">
        <h2 id="onair-tv" className={styles.heading}>
          <span className={styles.headingEn} aria-hidden="true">
            TV
          </span>
          {words.tvHeading}
        </h2>
        <StationTable
          stations={stations}
          calendarLinks={(station) => <StationCalendarLinks station={station} episodeCount={episodes.length} work={work} />}
        />
        <p className={styles.hint}>
          {words.thirtyHourHint}
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
            {words.streamingHeading}
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
