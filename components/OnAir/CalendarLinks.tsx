import type { StationSlot } from '../../lib/sections/onair/content';
import { googleCalendarUrl, webcalUrl } from '../../lib/calendarLinks';
import { calendarPath, stationCalendarPath } from '../../lib/feedLinks';
import type { WorkRef } from '../../lib/works';
import { SITE_URL } from '../../lib/url';
import { withBasePath } from '../../lib/url';
import styles from './CalendarLinks.module.scss';

export type CalendarLinksProps = {
  /** Number of episodes (the calendars hold one event per episode per station). */
  episodeCount: number;
  /** The work whose calendar it is (the first work's when absent). */
  work?: WorkRef;
};

/**
 * 「カレンダーに追加」: the whole broadcast schedule as an iCalendar file (every station, one event per episode),
 * and the same file as a subscription, so that calendar apps pick up schedule changes. Plain links: works
 * without JavaScript.
 */
export default function CalendarLinks({ episodeCount, work }: CalendarLinksProps) {
  const path = calendarPath(work);
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
          <a href={withBasePath(path)} className={styles.primary} type="text/calendar">
            カレンダーに追加
            <span className={styles.format}>（iCalendar形式）</span>
          </a>
        </li>
        <li>
          <a href={webcalUrl(path)} className={styles.secondary}>
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
  work?: WorkRef;
};

/** One station row's calendar cell: its own .ics file, and a Google Calendar entry repeating weekly. */
export function StationCalendarLinks({ station, episodeCount, work }: StationCalendarLinksProps) {
  return (
    <span className={styles.station}>
      <a href={withBasePath(stationCalendarPath(station.id, work))} type="text/calendar" className={styles.stationLink}>
        <span className={styles.hidden}>{station.name}の放送予定を</span>カレンダーに追加
        <span className={styles.hidden}>（iCalendar形式）</span>
      </a>
      <a
        href={googleCalendarUrl(station, episodeCount, SITE_URL, work)}
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
