import { useId } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { SPOILER_PENDING_SCRIPT } from '../../hooks/useWatchedUpTo';
import { useWords } from '../../hooks/useLanguage';
import { templateParts } from '../../lib/i18n/template';
import styles from './SpoilerGuard.module.scss';
import { story as jaStory } from '../../lib/i18n/ja/story';

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
 * its room from the first paint when scripting is on (nothing moves), and is absent without it. It comes before the
 * content it covers, so its inline script runs before that content is parsed.
 */
export default function SpoilerGuard({ episodeCount, watchedUpTo, onChange }: SpoilerGuardProps) {
  const isHydrated = useHydrated();
  const id = useId();
  const story = useWords('story', jaStory);
  return (
    <div className={styles.slot}>
      {/* Only in the static HTML, where it runs as the page is parsed: React never runs a script it renders. */}
      {!isHydrated && <script dangerouslySetInnerHTML={{ __html: SPOILER_PENDING_SCRIPT }} />}
      {isHydrated && (
        <div className={styles.guard}>
          <label htmlFor={id} className={styles.label}>
            {story.guard}
          </label>
          <select
            id={id}
            className={styles.select}
            value={watchedUpTo === null ? '' : String(watchedUpTo)}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            aria-describedby={`${id}-note`}
          >
            <option value="">{story.guardOff}</option>
            {Array.from({ length: episodeCount }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {templateParts(story.guardWatched, { n: i + 1 })}
              </option>
            ))}
          </select>
          <p id={`${id}-note`} className={styles.note}>
            {story.guardNote}
          </p>
        </div>
      )}
    </div>
  );
}
