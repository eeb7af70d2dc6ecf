import Link from '../Common/Link';
import type { ScreeningPhase } from '../../lib/sections/onair/content';
import { formatDateJaLong } from '../../lib/format';
import { SCREENING_LABELS, onair } from '../../lib/sections/onair';
import { sectionLabels } from '../../lib/sections/shape';
import SectionHeading from './SectionHeading';
import homeStyles from './Home.module.scss';
import styles from './OnAirSummary.module.scss';

export type ScreeningSummaryProps = {
  /** The film's name as the works list gives it (「劇場版」). */
  label: string;
  startDate: string;
  endDate: string | null;
  /** Where the film is in its life at the site instant. */
  phase: ScreeningPhase;
  theatreCount: number;
  /** The first note of its screening.yaml, printed under the panel. */
  note: string | null;
};

/** The top page's ON AIR block when the current work is a film: its release and theatres, like the next-broadcast panel. */
export default function ScreeningSummary({ label, startDate, endDate, phase, theatreCount, note }: ScreeningSummaryProps) {
  // Unless site.json renames ONAIR, the block is named for the screening.
  const names = sectionLabels('onair', SCREENING_LABELS);
  return (
    <section className={`${homeStyles.section} ${styles.band}`} aria-labelledby="home-onair">
      <SectionHeading en={names.label} title={names.labelJa} id="home-onair" />
      <p className={styles.next}>
        <span className={styles.nextLabel}>ROADSHOW</span>
        <span className={styles.nextEpisode}>{label}</span>
        <span className={styles.nextWhen}>
          {phase === 'ended' ? (
            '上映は終了しました'
          ) : (
            <>
              {phase === 'upcoming' ? (
                <>
                  <time dateTime={startDate}>{formatDateJaLong(startDate)}</time>公開
                </>
              ) : (
                '上映中'
              )}
              {endDate && (
                <>
                  （<time dateTime={endDate}>{formatDateJaLong(endDate)}</time>まで）
                </>
              )}
              ・全{theatreCount}館
            </>
          )}
        </span>
      </p>
      {note && <p className={styles.note}>{note}</p>}
      <p className={homeStyles.more}>
        <Link href={onair.path} className={homeStyles.moreLink}>
          上映情報をくわしく見る
        </Link>
      </p>
    </section>
  );
}
