import type { ResolvedStoreBonus } from '../../lib/sections/disc/content';
import { groupBonusesByStore } from '../../lib/sections/disc/volumes';
import ExternalLink from '../Music/ExternalLink';
import NameInLang from '../Common/NameInLang';
import styles from './StoreBonusTable.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';

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
  const disc = useWords('disc', jaDisc);
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.storeHead}>
              {disc.store}
            </th>
            <th scope="col">{disc.bonus}</th>
            <th scope="col">{disc.bonusVolumes}</th>
            <th scope="col">{disc.condition}</th>
          </tr>
        </thead>
        {groupBonusesByStore(bonuses).map(({ store, bonuses: rows }) => (
          <tbody key={store.id} className={styles.group}>
            {rows.map((bonus, i) => (
              <tr key={bonus.item} className={styles.row}>
                {i === 0 && (
                  <th scope={rows.length > 1 ? 'rowgroup' : 'row'} rowSpan={rows.length} className={styles.store}>
                    <ExternalLink href={store.url} className={styles.storeLink}>
                      <NameInLang name={store.name} lang={store.lang} />
                    </ExternalLink>
                  </th>
                )}
                <td className={styles.item}>{bonus.item}</td>
                <td className={styles.volumes} data-label={disc.bonusVolumesShort}>
                  {bonus.volumesLabel}
                </td>
                <td className={styles.condition} data-label={disc.condition}>
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
