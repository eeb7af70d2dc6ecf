import type { StationSlot } from '../../lib/sections/onair/content';
import { googleCalendarUrl, webcalUrl } from '../../lib/calendarLinks';
import { calendarPath, stationCalendarPath } from '../../lib/feedLinks';
import type { WorkRef } from '../../lib/works';
import { SITE_URL } from '../../lib/url';
import { withBasePath } from '../../lib/url';
import styles from './CalendarLinks.module.scss';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { templateParts } from '../../lib/i18n/template';
import { pathInLang } from '../../lib/i18n/languages';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';
import { useDateStyle } from '../../hooks/useDateStyle';

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
  const { lang } = useLanguage();
  const words = useWords('onair', jaOnair);
  // A page in another language links the calendar with its event titles in that language.
  const path = pathInLang(lang, calendarPath(work));
  return (
    <aside className={styles.box} aria-labelledby="onair-calendar">
      <h3 id="onair-calendar" className={styles.title}>
        {words.calendarHeading}
      </h3>
      <p className={styles.text}>
        {templateParts(words.calendarText, { n: episodeCount })}
        {''}
        {words.calendarStationText}
      </p>
      <ul className={styles.actions}>
        <li>
          <a href={withBasePath(path)} className={styles.primary} type="text/calendar">
            {words.calendarAdd}
            <span className={styles.format}>{words.calendarFormat}</span>
          </a>
        </li>
        <li>
          <a href={webcalUrl(path)} className={styles.secondary}>
            {words.calendarSubscribe}
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
  const { lang, site } = useLanguage();
  const words = useWords('onair', jaOnair);
  const dates = useDateStyle();
  const before = <span className={styles.hidden}>{templateParts(words.calendarStationBefore, { station: station.name })}</span>;
  return (
    <span className={styles.station}>
      <a href={withBasePath(pathInLang(lang, stationCalendarPath(station.id, work)))} type="text/calendar" className={styles.stationLink}>
        {before}
        {words.calendarAdd}
        <span className={styles.hidden}>{words.calendarFormat}</span>
      </a>
      <a
        href={googleCalendarUrl(station, episodeCount, SITE_URL, work, { lang, title: site.title, weekly: dates.weeklyText })}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.stationLink}
      >
        {before}
        {words.calendarGoogle}
        <span className={styles.hidden}>{words.calendarGoogleAfter}</span>
      </a>
    </span>
  );
}
