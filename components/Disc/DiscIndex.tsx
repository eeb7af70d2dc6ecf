import ReleaseIndex from '../Common/ReleaseIndex';
import type { DiscVolumeEntry } from '../../lib/sections/disc/volumes';
import { formatDateJa, toDateTimeAttr } from '../../lib/format';
import styles from './DiscIndex.module.scss';

export type DiscIndexProps = {
  entries: DiscVolumeEntry[];
};

/** In-page index of the volumes: jacket, label and release date, linking to `#vol1` … */
export default function DiscIndex({ entries }: DiscIndexProps) {
  return (
    <ReleaseIndex
      label="巻の一覧"
      sizes="(min-width: 768px) 64px, 44px"
      items={entries.map(({ volume }) => ({
        id: volume.id,
        jacket: volume.jacket,
        text: (
          <>
            <span className={styles.label}>{volume.label}</span>
            <span className={styles.date}>
              <time dateTime={toDateTimeAttr(volume.releaseDate)}>{formatDateJa(volume.releaseDate)}</time>発売
            </span>
          </>
        ),
      }))}
      classes={{ nav: styles.nav, list: styles.list, card: styles.card, jacket: styles.jacket }}
    />
  );
}
