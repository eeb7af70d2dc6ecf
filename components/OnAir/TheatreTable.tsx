import type { Theatre } from '../../lib/content/screening';
import ScheduleTable, { type ScheduleColumn } from './ScheduleTable';
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
      cell: (t) => (
        <a href={t.url} target="_blank" rel="noopener noreferrer" className={styles.external}>
          {t.name}
          <span className={styles.visuallyHidden}>（新しいタブで開きます）</span>
          <svg className={styles.externalIcon} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </a>
      ),
    },
    { key: 'note', header: '備考', cell: (t) => t.note ?? null },
  ];
  return <ScheduleTable caption="上映劇場" columns={columns} rows={theatres} rowKey={(t) => `${t.prefecture}:${t.name}`} />;
}
