import type { AirStatus } from '../../lib/broadcast';
import styles from './AirBadge.module.scss';

export type AirBadgeProps = {
  status: AirStatus;
};

const LABELS: Record<AirStatus, string | null> = {
  aired: null,
  latest: '最新話',
  upcoming: '放送前',
};

/** 「放送前」 for an episode still to come, 「最新話」 for the latest broadcast; nothing for older episodes. */
export default function AirBadge({ status }: AirBadgeProps) {
  const label = LABELS[status];
  if (!label) return null;
  return <span className={`${styles.badge} ${styles[status]}`}>{label}</span>;
}
