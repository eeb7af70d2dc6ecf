import type { ResolvedStoreBonus } from '../../lib/sections/disc/content';
import type { DiscVolumeEntry } from '../../lib/sections/disc/volumes';
import DiscIndex from './DiscIndex';
import DiscVolume from './DiscVolume';
import StoreBonusSection from './StoreBonusSection';
import styles from './DiscSection.module.scss';
import { discPath } from '../../lib/sections/disc';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { pathInLang } from '../../lib/i18n/languages';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';

export type DiscSectionProps = {
  entries: DiscVolumeEntry[];
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
};

/** The /disc page body: index of volumes, each volume in full, then the store-bonus table. */
export default function DiscSection({ entries, storeBonuses, notes }: DiscSectionProps) {
  const { lang } = useLanguage();
  const discWords = useWords('disc', jaDisc);
  return (
    <div className={styles.section}>
      <DiscIndex entries={entries} />
      <p className={styles.jump}>
        <a href="#store-bonus">{discWords.jumpToBonuses}</a>
      </p>
      <div className={styles.volumes}>
        {entries.map((entry, i) => (
          <div key={entry.volume.id} className={styles.band}>
            <DiscVolume {...entry} detailHref={pathInLang(lang, discPath(entry.volume.id))} priority={i === 0} />
          </div>
        ))}
      </div>
      <StoreBonusSection bonuses={storeBonuses} notes={notes} title={discWords.storeBonuses} />
    </div>
  );
}
