import type { ResolvedStoreBonus } from '../../lib/sections/disc/content';
import { groupBonusesByStore } from '../../lib/sections/disc/volumes';
import ExternalLink from '../Music/ExternalLink';
import styles from './StoreBonusTable.module.scss';

export type StoreBonusTableProps = {
  bonuses: ResolvedStoreBonus[];
  /** The table's caption (「店舗別購入特典」). */
  caption: string;
};

/**
 * Store × bonus: one row group per store (the store name heads its rows), with the item, the volumes it comes
 * with and the condition. Wide screens get the grid; on phones the same table reflows into one card per store,
 * each value labelled, so nothing scrolls sideways.
 */
export default function StoreBonusTable({ bonuses, caption }: StoreBonusTableProps) {
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.storeHead}>
              店舗
            </th>
            <th scope="col">特典</th>
            <th scope="col">対象商品</th>
            <th scope="col">条件</th>
          </tr>
        </thead>
        {groupBonusesByStore(bonuses).map(({ store, bonuses: rows }) => (
          <tbody key={store.id} className={styles.group}>
            {rows.map((bonus, i) => (
              <tr key={bonus.item} className={styles.row}>
                {i === 0 && (
                  <th scope={rows.length > 1 ? 'rowgroup' : 'row'} rowSpan={rows.length} className={styles.store}>
                    <ExternalLink href={store.url} className={styles.storeLink}>
                      {store.name}
                    </ExternalLink>
                  </th>
                )}
                <td className={styles.item}>{bonus.item}</td>
                <td className={styles.volumes} data-label="対象">
                  {bonus.volumesLabel}
                </td>
                <td className={styles.condition} data-label="条件">
                  {bonus.condition}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
