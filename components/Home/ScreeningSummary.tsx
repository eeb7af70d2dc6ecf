import Link from '../Common/Link';
import type { ScreeningPhase } from '../../lib/sections/onair/content';
import { useDateStyle } from '../../hooks/useDateStyle';
import { SCREENING_LABELS, onair } from '../../lib/sections/onair';
import { sectionLabels } from '../../lib/sections/shape';
import SectionHeading from './SectionHeading';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import homeStyles from './Home.module.scss';
import styles from './OnAirSummary.module.scss';
import { home as jaHome } from '../../lib/i18n/ja/home';

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
  /** The on-air page in the page's language (or the Japanese one while it has none). */
  href?: string;
};

/** The top page's ON AIR block when the current work is a film: its release and theatres, like the next-broadcast panel. */
export default function ScreeningSummary({ label, startDate, endDate, phase, theatreCount, note, href }: ScreeningSummaryProps) {
  // Unless site.json renames ONAIR, the block is named for the screening.
  const names = sectionLabels('onair', SCREENING_LABELS);
  const { lang } = useLanguage();
  const words = useWords('home', jaHome);
  const dates = useDateStyle();
  return (
    <section className={`${homeStyles.section} ${styles.band}`} aria-labelledby="home-onair">
      <SectionHeading en={names.label} title={lang === DEFAULT_LANG ? names.labelJa : words.headings.onair} id="home-onair" />
      <p className={styles.next}>
        <span className={styles.nextLabel}>{words.roadshow}</span>
        <span className={styles.nextEpisode}>{label}</span>
        <span className={styles.nextWhen}>
          {phase === 'ended' ? (
            words.screeningEnded
          ) : (
            <>
              {phase === 'upcoming' ? (
                <>
                  <time dateTime={startDate}>{dates.dateLong(startDate)}</time>
                  {words.screeningOpensAfter}
                </>
              ) : (
                words.screeningNow
              )}
              {endDate && (
                <>
                  {words.screeningUntilBefore}
                  <time dateTime={endDate}>{dates.dateLong(endDate)}</time>
                  {words.screeningUntilAfter}
                </>
              )}
              {words.theatresBefore}
              {theatreCount}
              {words.theatresAfter}
            </>
          )}
        </span>
      </p>
      {note && <p className={styles.note}>{note}</p>}
      <p className={homeStyles.more}>
        <Link href={href ?? onair.path} className={homeStyles.moreLink}>
          {words.screeningMore}
        </Link>
      </p>
    </section>
  );
}
