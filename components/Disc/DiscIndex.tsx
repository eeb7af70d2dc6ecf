import Picture from '../Common/Picture';
import type { DiscVolumeEntry } from '../../lib/sections/disc';
import { formatDateJa, toDateTimeAttr } from '../../lib/format';
import { JACKET_ASPECT_RATIO } from './DiscVolume';
import styles from './DiscIndex.module.scss';

export type DiscIndexProps = {
  entries: DiscVolumeEntry[];
};

/** In-page index of the volumes: jacket, label and release date, linking to `#vol1` … */
export default function DiscIndex({ entries }: DiscIndexProps) {
  return (
    <nav className={styles.nav} aria-label="巻の一覧">
      <ul className={styles.list}>
        {entries.map(({ volume }) => (
          <li key={volume.id}>
            <a href={`#${volume.id}`} className={styles.card}>
              <Picture
                src={volume.jacket.src}
                alt=""
                sizes="(min-width: 768px) 64px, 44px"
                aspectRatio={JACKET_ASPECT_RATIO}
                className={styles.jacket}
                // The index opens the page: its thumbnails (a few kB each) are on the first screen.
                eager
              />
              <span className={styles.label}>{volume.label}</span>
              <span className={styles.date}>
                <time dateTime={toDateTimeAttr(volume.releaseDate)}>{formatDateJa(volume.releaseDate)}</time>発売
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
