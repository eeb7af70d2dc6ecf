import type { Theatre } from '../../lib/sections/onair/content';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
import TableLink from './TableLink';
import styles from './OnAirTables.module.scss';

export type TheatreTableProps = {
  theatres: Theatre[];
};

/** A film's theatres: prefecture, name (links to the theatre's page) and notes, in the order of screening.yaml. */
export default function TheatreTable({ theatres }: TheatreTableProps) {
  const columns: ScheduleColumn<Theatre>[] = [
    { key: 'prefecture', header: '都道府県', cell: (t) => <span className={styles.nowrap}>{t.prefecture}</span> },
    {
      key: 'name',
      header: '劇場',
      rowHeader: true,
      cell: (t) => <TableLink href={t.url}>{t.name}</TableLink>,
    },
    { key: 'note', header: '備考', cell: (t) => t.note ?? null },
  ];
  return <ScheduleTable caption="上映劇場" columns={columns} rows={theatres} rowKey={(t) => `${t.prefecture}:${t.name}`} />;
}
