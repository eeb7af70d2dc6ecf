import type { StreamingSlot } from '../../lib/content/onair';
import { formatBroadcastDateTime } from '../../lib/format';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
import SlotTime from './SlotTime';
import styles from './OnAirTables.module.scss';

export type StreamingTableProps = {
  services: StreamingSlot[];
};

/** Streaming services: name (links to the service), 見放題 / レンタル, start, weekly update time and notes. */
export default function StreamingTable({ services }: StreamingTableProps) {
  const columns: ScheduleColumn<StreamingSlot>[] = [
    {
      key: 'name',
      header: '配信サービス',
      rowHeader: true,
      cell: (s) => (
        <a href={s.url} target="_blank" rel="noopener noreferrer" className={styles.external}>
          {s.name}
          <span className={styles.visuallyHidden}>（新しいタブで開きます）</span>
          <svg className={styles.externalIcon} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </a>
      ),
    },
    {
      key: 'type',
      header: '配信形態',
      cell: (s) => <span className={`${styles.mark} ${s.type === '見放題' ? styles.subscription : styles.rental}`}>{s.type}</span>,
    },
    {
      key: 'start',
      header: '配信開始',
      cell: (s) => (
        <time dateTime={s.startAt} className={styles.date}>
          {formatBroadcastDateTime(s.startDate, s.time)}
        </time>
      ),
    },
    { key: 'update', header: '更新日時', cell: (s) => <SlotTime weekday={s.weekday} time={s.time} firstAt={s.startAt} /> },
    { key: 'note', header: '備考', cell: (s) => s.note ?? null },
  ];

  return <ScheduleTable caption="配信サービスと配信日時" columns={columns} rows={services} rowKey={(s) => s.id} />;
}
