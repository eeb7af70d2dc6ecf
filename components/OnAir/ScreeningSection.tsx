import type { ScreeningAsOf } from '../../lib/sections/onair/content';
import type { WorkPage } from '../../lib/works';
import { useDateStyle } from '../../hooks/useDateStyle';
import { useWords } from '../../hooks/useLanguage';
import { onair as jaOnair } from '../../lib/i18n/ja/onair';
import Notice from './Notice';
import TheatreTable from './TheatreTable';
import styles from './OnAirSection.module.scss';

export type ScreeningSectionProps = {
  screening: ScreeningAsOf;
  works: WorkPage;
};

/**
 * A film's ONAIR page: where the film is in its life (its release date ahead, in theatres, or ended), the screening
 * period, the ticket link until the end, the theatres and the notes; laid out like the broadcast page (its hero,
 * blocks and headings), without a countdown of episodes.
 */
export default function ScreeningSection({ screening, works }: ScreeningSectionProps) {
  const { phase, startDate, endDate, ticketUrl } = screening;
  const dates = useDateStyle();
  const words = useWords('onair', jaOnair);
  const start = <time dateTime={startDate}>{dates.dateLong(startDate)}</time>;
  return (
    <div className={styles.wrap}>
      <section className={styles.hero} aria-labelledby="onair-screening">
        <h2 id="onair-screening" className={styles.heroTitle}>
          <span className={styles.heroDate}>{works.work.label}</span>
          {phase === 'upcoming' ? (
            <>
              <span className={styles.heroSlot}>
                {words.releaseBefore}
                {start}
              </span>
              {words.releaseAfter && <span className={styles.heroStation}>{words.releaseAfter}</span>}
            </>
          ) : (
            <span className={styles.heroSlot}>{phase === 'showing' ? words.screeningNow : words.screeningEnded}</span>
          )}
        </h2>
        {endDate ? (
          <p className={styles.heroNote}>
            {words.periodBefore}
            {start}
            {words.periodBetween}
            <time dateTime={endDate}>{dates.dateLong(endDate)}</time>
          </p>
        ) : (
          phase !== 'upcoming' && (
            <p className={styles.heroNote}>
              {words.releaseBefore}
              {start}
              {words.releaseAfter}
            </p>
          )
        )}
        {ticketUrl && (
          <p className={styles.heroNote}>
            <a href={ticketUrl} target="_blank" rel="noopener noreferrer">
              {words.tickets}
            </a>
          </p>
        )}
      </section>

      <section className={styles.block} aria-labelledby="onair-theatres">
        <h2 id="onair-theatres" className={styles.heading}>
          <span className={styles.headingEn} aria-hidden="true">
            THEATER
          </span>
          {words.theatres}
        </h2>
        <TheatreTable theatres={screening.theatres} />
      </section>

      <div className={styles.block}>
        <Notice notes={screening.notes} />
      </div>
    </div>
  );
}
