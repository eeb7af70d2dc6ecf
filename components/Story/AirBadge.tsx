import type { AirStatus } from '../../lib/broadcast';
import { useWords } from '../../hooks/useLanguage';
import styles from './AirBadge.module.scss';
import { story as jaStory } from '../../lib/i18n/ja/story';

export type AirBadgeProps = {
  status: AirStatus;
};

/**
 * 「放送前」 for an episode still to come, 「最新話」 for the latest broadcast; for older episodes an empty box of the
 * same size, so that when the visitor's clock moves a badge on (hooks/useLiveInstant) nothing around it moves.
 */
export default function AirBadge({ status }: AirBadgeProps) {
  const story = useWords('story', jaStory);
  const label = status === 'aired' ? null : status === 'latest' ? story.badgeLatest : story.badgeUpcoming;
  if (!label) return <span className={`${styles.badge} ${styles.aired}`} aria-hidden="true" />;
  return <span className={`${styles.badge} ${styles[status]}`}>{label}</span>;
}
