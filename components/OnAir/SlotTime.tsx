import { useDateStyle } from '../../hooks/useDateStyle';
import type { WeekdayJa } from '../../lib/format';
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
 * midnight also give the ordinary clock reading (「（日曜 1:30）」; in English 「Saturdays 25:30 (Sundays 1:30 AM JST)」)
 * for visitors unused to the notation.
 */
export default function SlotTime({ weekday, time, firstAt }: SlotTimeProps) {
  const { slot, clock } = useDateStyle().weekly(weekday, time, firstAt);
  return (
    <>
      <time dateTime={firstAt} className={styles.slot}>
        {slot}
      </time>
      {clock && <span className={styles.clock}>{clock}</span>}
      <LocalTime at={firstAt} />
    </>
  );
}
