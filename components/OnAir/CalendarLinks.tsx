import type { StationSlot } from '../../lib/content/onair';
import { googleCalendarUrl, webcalUrl } from '../../lib/calendarLinks';
import { CALENDAR_PATH, stationCalendarPath } from '../../lib/feedLinks';
import { withBasePath } from '../../lib/url';
import styles from './CalendarLinks.module.scss';

export type CalendarLinksProps = {
  /** Number of episodes (the calendars hold one event per episode per station). */
  episodeCount: number;
};

/**
 * 「カレンダーに追加」: the whole broadcast schedule as an iCalendar file (every station, one event per episode),
 * and the same file as a subscription, so that calendar apps pick up schedule changes. Plain links: works
 * without JavaScript.
 */
export default function CalendarLinks({ episodeCount }: CalendarLinksProps) {
  return (
    <aside className={styles.box} aria-labelledby="onair-calendar">
      <h3 id="onair-calendar" className={styles.title}>
        放送予定をカレンダーに
      </h3>
      <p className={styles.text}>
        全{episodeCount}話・全局の放送日時をまとめたカレンダーです。お使いのカレンダーアプリで開くと、各話の放送予定が追加されます。{''}
        放送局ごとのカレンダーは、上の表の「カレンダー」欄から追加できます。
      </p>
      <ul className={styles.actions}>
        <li>
          <a href={withBasePath(CALENDAR_PATH)} className={styles.primary} type="text/calendar">
            カレンダーに追加
            <span className={styles.format}>（iCalendar形式）</span>
          </a>
        </li>
        <li>
          <a href={webcalUrl(CALENDAR_PATH)} className={styles.secondary}>
            カレンダーアプリで購読する
          </a>
        </li>
      </ul>
    </aside>
  );
}

export type StationCalendarLinksProps = {
  station: StationSlot;
  /** Number of episodes: the Google Calendar entry repeats weekly this many times. */
  episodeCount: number;
};

/** One station row's calendar cell: its own .ics file, and a Google Calendar entry repeating weekly. */
export function StationCalendarLinks({ station, episodeCount }: StationCalendarLinksProps) {
  return (
    <span className={styles.station}>
      <a href={withBasePath(stationCalendarPath(station.id))} type="text/calendar" className={styles.stationLink}>
        <span className={styles.hidden}>{station.name}の放送予定を</span>カレンダーに追加
        <span className={styles.hidden}>（iCalendar形式）</span>
      </a>
      <a
        href={googleCalendarUrl(station, episodeCount)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.stationLink}
      >
        <span className={styles.hidden}>{station.name}の放送予定を</span>Googleカレンダー
        <span className={styles.hidden}>に追加（新しいタブで開きます）</span>
      </a>
    </span>
  );
}
