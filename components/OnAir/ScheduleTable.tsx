import type { ReactNode } from 'react';
import styles from './ScheduleTable.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';

/** One column of a schedule table. */
export type ScheduleColumn<Row> = {
  /** Stable key, also used as a class hook. */
  key: string;
  /** Column header text. */
  header: string;
  /** The cell's content for a row. Return null for an empty cell. */
  cell: (row: Row) => ReactNode;
  /** The row's header cell (`<th scope="row">`): the station or service name. Exactly one column should set it. */
  rowHeader?: boolean;
};

export type ScheduleTableProps<Row> = {
  /** The table's `<caption>`: its accessible name. */
  caption: string;
  columns: ScheduleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
};

/**
 * A data table that stays a real `<table>` (caption, column and row headers) at every width. On wide screens
 * it is laid out as a table; on phones and tablets each row is reflowed into a card with the column names repeated as
 * visible labels, so nothing scrolls sideways. No ARIA roles on the rows and cells: the HTML standard forbids them
 * inside a table (the Nu Html Checker reports each one), and browsers keep a table's semantics when CSS changes how
 * its elements are displayed (`e2e/onair.test.mjs` reads Chromium's accessibility tree at phone width).
 */
export default function ScheduleTable<Row>({ caption, columns, rows, rowKey }: ScheduleTableProps<Row>) {
  const onair = useWords('onair', jaOnair);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.head}>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={styles.row}>
            {columns.map((column) => {
              const content = column.cell(row);
              const empty = content === null || content === undefined || content === '';
              if (column.rowHeader) {
                return (
                  <th key={column.key} scope="row" className={styles.rowHeader}>
                    {content}
                  </th>
                );
              }
              return (
                <td key={column.key} className={empty ? `${styles.cell} ${styles.empty}` : styles.cell}>
                  <span className={styles.label} aria-hidden="true">
                    {column.header}
                  </span>
                  <span className={styles.value}>{empty ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={styles.visuallyHidden}>{onair.none}</span>
                      </>
                    ) : (
                      content
                    )}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
