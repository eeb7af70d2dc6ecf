import Picture from '../Common/Picture';
import type { MusicRelease } from '../../lib/sections/music/content';
import { musicKindLabel } from '../../lib/sections/music';
import styles from './MusicIndex.module.scss';

export type MusicIndexProps = {
  releases: MusicRelease[];
  /** Id of the nav, the target of the 「一覧へ戻る」 links. */
  id: string;
};

/** In-page index: one card per release linking to its anchor (`#op`, `#ed` …). */
export default function MusicIndex({ releases, id }: MusicIndexProps) {
  return (
    <nav id={id} className={styles.nav} aria-label="リリース一覧">
      <ul className={styles.list}>
        {releases.map((release) => (
          <li key={release.id}>
            <a href={`#${release.id}`} className={styles.card}>
              <Picture
                src={release.jacket.src}
                alt=""
                sizes="(min-width: 768px) 72px, 44px"
                aspectRatio="1 / 1"
                className={styles.jacket}
                // The index opens the page: its thumbnails (a few kB each) are on the first screen.
                eager
              />
              <span className={styles.kind}>{musicKindLabel(release.kind)}</span>
              <span className={styles.title}>{release.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
