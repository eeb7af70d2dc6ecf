import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useWords } from '../../hooks/useLanguage';
import { fillTemplate } from '../../lib/i18n/template';
import styles from './SpoilerCover.module.scss';
import { story as jaStory } from '../../lib/i18n/ja/story';

export type SpoilerCoverProps = {
  /** The episode the content belongs to, for the button's name: 「第5話の場面写真を表示」. */
  episode: number;
  /** What is covered, for the button's name: 「場面写真」, 「あらすじ」. */
  what: string;
  /** Whether the spoiler guard covers it (the episode is after the one watched up to). Never true in the static HTML. */
  covered: boolean;
  /** A smaller cover, for a thumbnail. */
  compact?: boolean;
  children: ReactNode;
};

/**
 * Content the spoiler guard may cover: while `covered`, the content keeps its place and size but is hidden (and inert,
 * so neither the keyboard nor a screen reader reaches it), under a cover with a button that reveals it. The button
 * says which episode and what (on a thumbnail only 「表示する」 is visible; its name says the rest), is
 * `aria-expanded="false"` and controls the content; once pressed, the cover goes and the focus moves to the revealed
 * content.
 *
 * The wrapper is there in the static HTML too, so covering changes only attributes and adds the cover on top: nothing
 * moves, and without JavaScript nothing is ever covered.
 */
export default function SpoilerCover({ episode, what, covered, compact = false, children }: SpoilerCoverProps) {
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(false);
  const focusAfterReveal = useRef(false);
  const hidden = covered && !revealed;
  const story = useWords('story', jaStory);
  const label = fillTemplate(story.coverShow, { n: episode, what });

  // The button is gone once pressed: the focus goes to what it revealed, not back to the top of the page.
  useEffect(() => {
    if (revealed && focusAfterReveal.current) {
      focusAfterReveal.current = false;
      content.current?.focus();
    }
  }, [revealed]);

  return (
    <div className={styles.wrap}>
      <div
        id={id}
        ref={content}
        className={hidden ? styles.hidden : styles.content}
        inert={hidden}
        tabIndex={revealed ? -1 : undefined}
        role={revealed ? 'group' : undefined}
        aria-label={revealed ? fillTemplate(story.coverGroup, { n: episode, what }) : undefined}
      >
        {children}
      </div>
      {hidden && (
        <div className={compact ? `${styles.cover} ${styles.compact}` : styles.cover}>
          {!compact && <p className={styles.message}>{story.coverMessage}</p>}
          <button
            type="button"
            className={styles.button}
            // The name says which episode and what, also on a thumbnail, where only 「表示する」 is shown.
            aria-label={label}
            aria-expanded="false"
            aria-controls={id}
            onClick={() => {
              focusAfterReveal.current = true;
              setRevealed(true);
            }}
          >
            {compact ? story.coverShowShort : label}
          </button>
        </div>
      )}
    </div>
  );
}
