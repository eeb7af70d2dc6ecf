import type { Edition } from '../../lib/sections/music/content';
import { formatYen } from '../../lib/format';
import styles from './EditionsTable.module.scss';

export type EditionsTableProps = {
  editions: Edition[];
  /** Caption, read before the table (「ソライロ・シグナル 形態・価格」); hidden visually under its heading. */
  caption: string;
};

/** Edition → catalogue code → price, tax included. */
export default function EditionsTable({ editions, caption }: EditionsTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">形態</th>
          <th scope="col">品番</th>
          <th scope="col" className={styles.end}>
            価格
          </th>
        </tr>
      </thead>
      <tbody>
        {editions.map((edition) => (
          <tr key={edition.code}>
            <th scope="row" className={styles.name}>
              {edition.name}
            </th>
            <td className={styles.code}>{edition.code}</td>
            <td className={`${styles.price} ${styles.end}`}>{formatYen(edition.priceTaxIncluded)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
