import type { ScreeningAsOf } from '../../lib/sections/onair/content';
import { formatDateJaLong } from '../../lib/format';
import type { WorkPage } from '../../lib/works';
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
  const start = <time dateTime={startDate}>{formatDateJaLong(startDate)}</time>;
  return (
    <div className={styles.wrap}>
      <section className={styles.hero} aria-labelledby="onair-screening">
        <h2 id="onair-screening" className={styles.heroTitle}>
          <span className={styles.heroDate}>{works.work.label}</span>
          {phase === 'upcoming' ? (
            <>
              <span className={styles.heroSlot}>{start}</span>
              <span className={styles.heroStation}>公開</span>
            </>
          ) : (
            <span className={styles.heroSlot}>{phase === 'showing' ? '上映中' : '上映は終了しました'}</span>
          )}
        </h2>
        {endDate ? (
          <p className={styles.heroNote}>
            上映期間: {start}〜<time dateTime={endDate}>{formatDateJaLong(endDate)}</time>
          </p>
        ) : (
          phase !== 'upcoming' && <p className={styles.heroNote}>{start}公開</p>
        )}
        {ticketUrl && (
          <p className={styles.heroNote}>
            <a href={ticketUrl} target="_blank" rel="noopener noreferrer">
              チケットを購入する（新しいタブで開きます）
            </a>
          </p>
        )}
      </section>

      <section className={styles.block} aria-labelledby="onair-theatres">
        <h2 id="onair-theatres" className={styles.heading}>
          <span className={styles.headingEn} aria-hidden="true">
            THEATER
          </span>
          上映劇場
        </h2>
        <TheatreTable theatres={screening.theatres} />
      </section>

      <div className={styles.block}>
        <Notice notes={screening.notes} />
      </div>
    </div>
  );
}
