import type { ResolvedStoreBonus } from '../../lib/sections/disc/content';
import type { DiscVolumeEntry } from '../../lib/sections/disc/volumes';
import DiscIndex from './DiscIndex';
import DiscVolume from './DiscVolume';
import StoreBonusSection from './StoreBonusSection';
import styles from './DiscSection.module.scss';
import { discPath } from '../../lib/sections/disc';

export type DiscSectionProps = {
  entries: DiscVolumeEntry[];
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
};

/** The /disc page body: index of volumes, each volume in full, then the store-bonus table. */
export default function DiscSection({ entries, storeBonuses, notes }: DiscSectionProps) {
  return (
    <div className={styles.section}>
      <DiscIndex entries={entries} />
      <p className={styles.jump}>
        <a href="#store-bonus">店舗別購入特典を見る</a>
      </p>
      <div className={styles.volumes}>
        {entries.map((entry, i) => (
          <div key={entry.volume.id} className={styles.band}>
            <DiscVolume {...entry} detailHref={discPath(entry.volume.id)} priority={i === 0} />
          </div>
        ))}
      </div>
      <StoreBonusSection bonuses={storeBonuses} notes={notes} title="店舗別購入特典" />
    </div>
  );
}
