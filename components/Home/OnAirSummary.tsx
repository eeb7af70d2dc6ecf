import Link from '../Common/Link';
import type { StationSlot, StreamingSlot } from '../../lib/content/onair';
import { formatDateJa, formatWeeklySlot } from '../../lib/format';
import SectionHeading from './SectionHeading';
import homeStyles from './Home.module.scss';
import styles from './OnAirSummary.module.scss';

export type OnAirSummaryProps = {
  stations: StationSlot[];
  streaming: StreamingSlot[];
  /** Notes from content/onair.yaml; the first is printed under the tables. */
  notes: string[];
};

/** The broadcast and streaming schedule in brief: where, which weekday, what time, from when. */
export default function OnAirSummary({ stations, streaming, notes }: OnAirSummaryProps) {
  const firstRun = stations.filter((s) => !s.repeat);
  // The service that starts first is the fastest stream (as `fastest` marks the first station).
  const firstStream = Math.min(...streaming.map((s) => Date.parse(s.startAt)));
  return (
    <section className={`${homeStyles.section} ${styles.band}`} aria-labelledby="home-onair">
      <SectionHeading en="ON AIR" title="放送・配信情報" id="home-onair" />
      <div className={styles.grid}>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>TV放送</h3>
          <ul className={styles.list}>
            {firstRun.map((s) => (
              <li key={s.id} className={styles.row}>
                <span className={styles.name}>
                  {s.name}
                  {s.fastest && <span className={styles.badge}>最速</span>}
                </span>
                <span className={styles.area}>{s.area}</span>
                <span className={styles.slot}>
                  <time dateTime={s.firstAirAt}>{formatDateJa(s.firstAirDate)}</time>から {formatWeeklySlot(s.weekday, s.time)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>配信</h3>
          <ul className={styles.list}>
            {streaming.map((s) => (
              <li key={s.id} className={styles.row}>
                <span className={styles.name}>
                  {s.name}
                  {Date.parse(s.startAt) === firstStream && <span className={styles.badge}>最速</span>}
                </span>
                <span className={styles.area}>{s.type}</span>
                <span className={styles.slot}>
                  <time dateTime={s.startAt}>{formatDateJa(s.startDate)}</time>から {formatWeeklySlot(s.weekday, s.time)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {notes.length > 0 && <p className={styles.note}>{notes[0]}</p>}
      <p className={homeStyles.more}>
        <Link href="/onair/" className={homeStyles.moreLink}>
          放送・配信情報をくわしく見る
        </Link>
      </p>
    </section>
  );
}
