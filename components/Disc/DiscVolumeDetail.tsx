import Link from '../Common/Link';
import type { ResolvedStoreBonus } from '../../lib/sections/disc/content';
import type { DiscVolumeEntry, VolumeLink } from '../../lib/sections/disc/volumes';
import DiscVolume from './DiscVolume';
import StoreBonusSection from './StoreBonusSection';
import styles from './DiscVolumeDetail.module.scss';
import { discPath } from '../../lib/sections/disc';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { pathInLang } from '../../lib/i18n/languages';
import { fillTemplate } from '../../lib/i18n/template';
import { disc as jaDisc } from '../../lib/i18n/ja/disc';

export type DiscVolumeDetailProps = {
  entry: DiscVolumeEntry;
  /** Store bonuses that come with this volume. */
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
  prev: VolumeLink | null;
  next: VolumeLink | null;
  /** The link back to the list (「Blu-ray・DVD 一覧」: the formats on sale). */
  listName: string;
  /** Where that link leads: `/disc/`, or the work's own list `/disc/<work>/` (#37). */
  listHref?: string;
};

/** A volume's own page body: the volume, its store bonuses, and links to the neighbouring volumes. */
export default function DiscVolumeDetail({ entry, storeBonuses, notes, prev, next, listName, listHref = '/disc/' }: DiscVolumeDetailProps) {
  const { lang } = useLanguage();
  const disc = useWords('disc', jaDisc);
  return (
    <div>
      <div className={styles.band}>
        <DiscVolume {...entry} priority />
      </div>
      <StoreBonusSection bonuses={storeBonuses} notes={notes} title={fillTemplate(disc.volumeStoreBonuses, { label: entry.volume.label })} />
      <nav className={styles.pager} aria-label={disc.otherVolumes}>
        <ul className={styles.pagerList}>
          <li className={styles.prev}>
            {prev && (
              <Link href={pathInLang(lang, discPath(prev.id))} rel="prev">
                <span className={styles.dir} aria-hidden="true">
                  PREV
                </span>
                {prev.label}
              </Link>
            )}
          </li>
          <li className={styles.all}>
            <Link href={pathInLang(lang, listHref)}>{listName}</Link>
          </li>
          <li className={styles.next}>
            {next && (
              <Link href={pathInLang(lang, discPath(next.id))} rel="next">
                <span className={styles.dir} aria-hidden="true">
                  NEXT
                </span>
                {next.label}
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
