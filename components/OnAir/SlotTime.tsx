import { formatClockTime, isPastMidnight } from '../../lib/broadcast';
import { type WeekdayJa, formatWeeklySlot, weeklySlotPartsEn } from '../../lib/format';
import { useLanguage } from '../../hooks/useLanguage';
import LocalTime from '../Common/LocalTime';
import styles from './SlotTime.module.scss';

export type SlotTimeProps = {
  weekday: WeekdayJa;
  /** `HH:MM` in 30-hour notation. */
  time: string;
  /** The first broadcast instant (ISO with +09:00): the machine-readable value. */
  firstAt: string;
};

/**
 * A weekly slot in 30-hour notation, 「毎週土曜 25:30〜」, as `<time dateTime>` of its first instant. Slots past
 * midnight also give the ordinary clock reading (「日曜 1:30」) for visitors unused to the notation.
 */
export default function SlotTime({ weekday, time, firstAt }: SlotTimeProps) {
  const { lang } = useLanguage();
  // English: the station's notation with the clock reading in one (「Saturdays 25:30 (Sundays 1:30 AM JST)」).
  if (lang === 'en') {
    const { slot, clock } = weeklySlotPartsEn(weekday, time);
    return (
      <>
        <time dateTime={firstAt} className={styles.slot}>
          {slot}
        </time>
        {clock && <span className={styles.clock}> {clock}</span>}
        <LocalTime at={firstAt} />
      </>
    );
  }
  return (
    <>
      <time dateTime={firstAt} className={styles.slot}>
        {formatWeeklySlot(weekday, time)}
      </time>
      {isPastMidnight(time) && <span className={styles.clock}>（{formatClockTime(firstAt)}）</span>}
      <LocalTime at={firstAt} />
    </>
  );
}
