import type { MusicRelease as Release } from '../../lib/sections/music/content';
import MusicIndex from './MusicIndex';
import MusicRelease from './MusicRelease';
import styles from './MusicSection.module.scss';

export type MusicSectionProps = {
  releases: Release[];
};

const INDEX_ID = 'music-index';

/** The /music page body: the in-page index, then every release on its own band. */
export default function MusicSection({ releases }: MusicSectionProps) {
  return (
    <div className={styles.section}>
      <MusicIndex releases={releases} id={INDEX_ID} />
      <div className={styles.releases}>
        {releases.map((release, i) => (
          <div key={release.id} className={styles.band}>
            <MusicRelease release={release} indexId={INDEX_ID} priority={i === 0} />
          </div>
        ))}
      </div>
    </div>
  );
}
