import { formatBroadcastDateTime, toThirtyHour } from '../../lib/format';

export type AirDateProps = {
  /** The broadcast instant, ISO with an offset. */
  airsAt: string;
  className?: string;
};

/** 「2026.10.03（土）25:30〜」 in 30-hour notation, machine-readable as the instant in JST. */
export default function AirDate({ airsAt, className }: AirDateProps) {
  const slot = toThirtyHour(airsAt);
  return (
    <time dateTime={airsAt} className={className}>
      {formatBroadcastDateTime(slot.date, slot.time)}
    </time>
  );
}
