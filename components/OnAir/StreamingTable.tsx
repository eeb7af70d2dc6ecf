import type { StreamingSlot } from '../../lib/sections/onair/content';
import { useDateStyle } from '../../hooks/useDateStyle';
import { useWords } from '../../hooks/useLanguage';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
import TableLink from './TableLink';
import SlotTime from './SlotTime';
import styles from './OnAirTables.module.scss';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';

export type StreamingTableProps = {
  services: StreamingSlot[];
};

/** Streaming services: name (links to the service), 見放題 / レンタル, start, weekly update time and notes. */
export default function StreamingTable({ services }: StreamingTableProps) {
  const dates = useDateStyle();
  const words = useWords('onair', jaOnair);
  const columns: ScheduleColumn<StreamingSlot>[] = [
    {
      key: 'name',
      header: words.service,
      rowHeader: true,
      cell: (s) => <TableLink href={s.url}>{s.name}</TableLink>,
    },
    {
      key: 'type',
      header: words.serviceType,
      cell: (s) => <span className={`${styles.mark} ${s.type === '見放題' ? styles.subscription : styles.rental}`}>{words.serviceTypes[s.type]}</span>,
    },
    {
      key: 'start',
      header: words.serviceStart,
      cell: (s) => (
        <time dateTime={s.startAt} className={styles.date}>
          {dates.slotDate(s.startDate, s.time)}
        </time>
      ),
    },
    { key: 'update', header: words.serviceUpdate, cell: (s) => <SlotTime weekday={s.weekday} time={s.time} firstAt={s.startAt} /> },
    { key: 'note', header: words.note, cell: (s) => s.note ?? null },
  ];

  return <ScheduleTable caption={words.streamingCaption} columns={columns} rows={services} rowKey={(s) => s.id} />;
}
