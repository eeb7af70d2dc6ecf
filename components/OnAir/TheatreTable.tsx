import type { Theatre } from '../../lib/sections/onair/content';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
import TableLink from './TableLink';
import styles from './OnAirTables.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';

export type TheatreTableProps = {
  theatres: Theatre[];
};

/** A film's theatres: prefecture, name (links to the theatre's page) and notes, in the order of screening.yaml. */
export default function TheatreTable({ theatres }: TheatreTableProps) {
  const words = useWords('onair', jaOnair);
  const columns: ScheduleColumn<Theatre>[] = [
    { key: 'prefecture', header: words.prefecture, cell: (t) => <span className={styles.nowrap}>{t.prefecture}</span> },
    {
      key: 'name',
      header: words.theatre,
      rowHeader: true,
      cell: (t) => <TableLink href={t.url}>{t.name}</TableLink>,
    },
    { key: 'note', header: words.note, cell: (t) => t.note ?? null },
  ];
  return <ScheduleTable caption={words.theatres} columns={columns} rows={theatres} rowKey={(t) => `${t.prefecture}:${t.name}`} />;
}
