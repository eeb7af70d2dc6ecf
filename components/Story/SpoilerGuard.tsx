import { useId } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './SpoilerGuard.module.scss';

export type SpoilerGuardProps = {
  /** How many episodes there are: the choices run from episode 1 to this. */
  episodeCount: number;
  /** The setting (hooks/useWatchedUpTo): the episode watched up to, or null when the guard is off. */
  watchedUpTo: number | null;
  onChange: (episode: number | null) => void;
};

/**
 * The spoiler guard's control (ネタバレ防止): a native select, 「第N話まで視聴済み」, or off. Later episodes' synopses
 * and stills are then covered (SpoilerCover). It needs JavaScript, so it appears after hydration, in a slot that holds
 * its room from the first paint when scripting is on (nothing moves), and is absent without it.
 */
export default function SpoilerGuard({ episodeCount, watchedUpTo, onChange }: SpoilerGuardProps) {
  const isHydrated = useHydrated();
  const id = useId();
  return (
    <div className={styles.slot}>
      {isHydrated && (
        <div className={styles.guard}>
          <label htmlFor={id} className={styles.label}>
            ネタバレ防止
          </label>
          <select
            id={id}
            className={styles.select}
            value={watchedUpTo === null ? '' : String(watchedUpTo)}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            aria-describedby={`${id}-note`}
          >
            <option value="">オフ（すべて表示）</option>
            {Array.from({ length: episodeCount }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                第{i + 1}話まで視聴済み
              </option>
            ))}
          </select>
          <p id={`${id}-note`} className={styles.note}>
            選んだ話より後のあらすじと場面写真を隠します（設定はこのブラウザにだけ保存）
          </p>
        </div>
      )}
    </div>
  );
}
