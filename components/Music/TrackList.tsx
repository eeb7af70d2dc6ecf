import type { Track } from '../../lib/sections/music/content';
import styles from './TrackList.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { music as jaMusic } from '../../lib/i18n/ja/music';

export type TrackListProps = {
  tracks: Track[];
};

/** The track list as an ordered list numbered by the tracks' own numbers; versions (TV size …) as a tag. */
export default function TrackList({ tracks }: TrackListProps) {
  const music = useWords('music', jaMusic);
  return (
    <ol className={styles.list}>
      {tracks.map((track) => (
        <li key={track.no} value={track.no} className={styles.track}>
          <span className={styles.title}>{track.title}</span>
          {track.note && (
            <>
              {' '}
              <span className={styles.note}>
                <span className={styles.bracket}>{music.trackNoteOpen}</span>
                {track.note}
                <span className={styles.bracket}>{music.trackNoteClose}</span>
              </span>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
