import type { ReactNode } from 'react';
import styles from './ScheduleTable.module.scss';

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
 * visible labels, so nothing scrolls sideways. The explicit ARIA table roles keep the table semantics in
 * browsers that drop them once CSS changes the display of table elements.
 */
export default function ScheduleTable<Row>({ caption, columns, rows, rowKey }: ScheduleTableProps<Row>) {
  return (
    <table className={styles.table} role="table">
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.head} role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} scope="col" role="columnheader">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row" className={styles.row}>
            {columns.map((column) => {
              const content = column.cell(row);
              const empty = content === null || content === undefined || content === '';
              if (column.rowHeader) {
                return (
                  <th key={column.key} scope="row" role="rowheader" className={styles.rowHeader}>
                    {content}
                  </th>
                );
              }
              return (
                <td key={column.key} role="cell" className={empty ? `${styles.cell} ${styles.empty}` : styles.cell}>
                  <span className={styles.label} aria-hidden="true">
                    {column.header}
                  </span>
                  <span className={styles.value}>{empty ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={styles.visuallyHidden}>なし</span>
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
