import type { StreamingSlot } from '../../lib/sections/onair/content';
import { formatBroadcastDateTime } from '../../lib/format';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
import TableLink from './TableLink';
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
      cell: (s) => <TableLink href={s.url}>{s.name}</TableLink>,
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
