import { useDateStyle } from '../../hooks/useDateStyle';

export type AirDateProps = {
  /** The broadcast instant, ISO with an offset. */
  airsAt: string;
  className?: string;
};

/**
 * 「2026.10.03（土）25:30〜」 in 30-hour notation, machine-readable as the instant in JST; in English, the clock time
 * first and the station's notation after it (「Sun, Oct 4, 2026, 1:30 AM JST (25:30)」).
 */
export default function AirDate({ airsAt, className }: AirDateProps) {
  return (
    <time dateTime={airsAt} className={className}>
      {useDateStyle().airDate(airsAt)}
    </time>
  );
}
