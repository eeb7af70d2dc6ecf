import type { ReactNode } from 'react';
import type { StationSlot } from '../../lib/sections/onair/content';
import { formatDateJa } from '../../lib/format';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
import SlotTime from './SlotTime';
import styles from './OnAirTables.module.scss';

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
  const columns: ScheduleColumn<StationSlot>[] = [
    {
      key: 'name',
      header: '放送局',
      rowHeader: true,
      cell: (s) => (
        <span className={styles.name}>
          {s.name}
          {s.fastest && <span className={`${styles.mark} ${styles.fastest}`}>最速</span>}
          {s.repeat && <span className={`${styles.mark} ${styles.repeat}`}>リピート</span>}
        </span>
      ),
    },
    { key: 'area', header: '放送地域', cell: (s) => <span className={styles.nowrap}>{s.area}</span> },
    {
      key: 'start',
      header: '放送開始',
      cell: (s) => (
        <time dateTime={s.firstAirDate} className={styles.date}>
          {formatDateJa(s.firstAirDate)}
        </time>
      ),
    },
    { key: 'slot', header: '放送日時', cell: (s) => <SlotTime weekday={s.weekday} time={s.time} firstAt={s.firstAirAt} /> },
    { key: 'note', header: '備考', cell: (s) => s.note ?? null },
  ];
  if (calendarLinks) columns.push({ key: 'calendar', header: 'カレンダー', cell: calendarLinks });

  return <ScheduleTable caption="テレビ放送の放送局と放送日時" columns={columns} rows={stations} rowKey={(s) => s.id} />;
}
