import type { Track } from '../../lib/sections/music/content';
import styles from './TrackList.module.scss';
import { useMessages } from '../../hooks/useLanguage';

export type TrackListProps = {
  tracks: Track[];
};

/** The track list as an ordered list numbered by the tracks' own numbers; versions (TV size …) as a tag. */
export default function TrackList({ tracks }: TrackListProps) {
  const { music } = useMessages();
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
