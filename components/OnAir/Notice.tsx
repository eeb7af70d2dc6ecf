import styles from './Notice.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';

export type NoticeProps = {
  /** One note per line, as written in `content/onair.yaml` (「※放送日時は…」). */
  notes: string[];
};

/** The usual caution that broadcast and streaming times may change, set off in the warning colour. */
export default function Notice({ notes }: NoticeProps) {
  const onair = useWords('onair', jaOnair);
  // A page in another language without translated notes has none (never the Japanese ones).
  if (notes.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="onair-notice">
      <h2 id="onair-notice" className={styles.title}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 2.5 1.5 21h21L12 2.5Z" fill="currentColor" />
          <path className={styles.iconMark} d="M12 9v5.5M12 17.2v.3" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        {onair.noticeHeading}
      </h2>
      <ul className={styles.list}>
        {notes.map((note) => (
          <li key={note}>{note.replace(/^※\s*/, '')}</li>
        ))}
      </ul>
    </section>
  );
}
