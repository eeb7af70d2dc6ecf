import type { ReactNode } from 'react';
import type { StationSlot } from '../../lib/sections/onair/content';
import { useDateStyle } from '../../hooks/useDateStyle';
import { useWords } from '../../hooks/useLanguage';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
import SlotTime from './SlotTime';
import styles from './OnAirTables.module.scss';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';

export type StationTableProps = {
  stations: StationSlot[];
  /**
   * Slot for per-station calendar links (「カレンダーに追加」 .ics / Google Calendar). When given, the table gets
   * a 「カレンダー」 column whose cell is what this returns for each station. Not used yet.
   */
  calendarLinks?: (station: StationSlot) => ReactNode;
};

/** TV stations: name with 最速 / リピート marks, area, first date, weekly slot (30-hour notation) and notes. */
export default function StationTable({ stations, calendarLinks }: StationTableProps) {
  const dates = useDateStyle();
  const words = useWords('onair', jaOnair);
  const columns: ScheduleColumn<StationSlot>[] = [
    {
      key: 'name',
      header: words.station,
      rowHeader: true,
      cell: (s) => (
        <span className={styles.name}>
          {s.name}
          {s.fastest && <span className={`${styles.mark} ${styles.fastest}`}>{words.fastest}</span>}
          {s.repeat && <span className={`${styles.mark} ${styles.repeat}`}>{words.repeat}</span>}
        </span>
      ),
    },
    { key: 'area', header: words.area, cell: (s) => <span className={styles.nowrap}>{s.area}</span> },
    {
      key: 'start',
      header: words.start,
      cell: (s) => (
        <time dateTime={s.firstAirDate} className={styles.date}>
          {dates.date(s.firstAirDate)}
        </time>
      ),
    },
    { key: 'slot', header: words.slot, cell: (s) => <SlotTime weekday={s.weekday} time={s.time} firstAt={s.firstAirAt} /> },
    { key: 'note', header: words.note, cell: (s) => s.note ?? null },
  ];
  if (calendarLinks) columns.push({ key: 'calendar', header: words.calendar, cell: calendarLinks });

  return <ScheduleTable caption={words.stationsCaption} columns={columns} rows={stations} rowKey={(s) => s.id} />;
}
