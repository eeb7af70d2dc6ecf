import { useDateStyle } from '../../hooks/useDateStyle';

export type NewsDateProps = {
  /** `YYYY-MM-DD` in Japan. */
  date: string;
  /** `HH:MM` in Japan when the article was published at a given minute, else null. */
  time: string | null;
  /** The instant the loader computed from them (ISO, +09:00). */
  publishedAt: string;
  className?: string;
};

/**
 * An article's date, 「2026.12.01（火）」 or with its minute 「2026.12.01（火）12:00」, machine-readable in JST; on an English
 * page 「Dec 1, 2026」 (「Dec 1, 2026, 12:00 PM JST」).
 */
export default function NewsDate({ date, time, publishedAt, className }: NewsDateProps) {
  return (
    <time dateTime={publishedAt} className={className}>
      {useDateStyle().published(date, time)}
    </time>
  );
}
