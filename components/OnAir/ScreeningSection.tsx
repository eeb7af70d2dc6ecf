import type { Screening } from '../../lib/content/screening';
import { formatDateJaLong } from '../../lib/format';
import type { WorkPage } from '../../lib/works';
import Notice from './Notice';
import TheatreTable from './TheatreTable';
import styles from './OnAirSection.module.scss';

export type ScreeningSectionProps = {
  screening: Screening;
  works: WorkPage;
};

/**
 * A film's ONAIR page: the release date and screening period in words, the ticket link, the theatres and the notes;
 * laid out like the broadcast page (its hero, blocks and headings), without a countdown of episodes.
 */
export default function ScreeningSection({ screening, works }: ScreeningSectionProps) {
  return (
    <div className={styles.wrap}>
      <section className={styles.hero} aria-labelledby="onair-screening">
        <h2 id="onair-screening" className={styles.heroTitle}>
          <span className={styles.heroDate}>{works.work.label}</span>
          <span className={styles.heroSlot}>
            <time dateTime={screening.startDate}>{formatDateJaLong(screening.startDate)}</time>
          </span>
          <span className={styles.heroStation}>公開</span>
        </h2>
        {screening.endDate && (
          <p className={styles.heroNote}>
            上映期間: <time dateTime={screening.startDate}>{formatDateJaLong(screening.startDate)}</time>〜
            <time dateTime={screening.endDate}>{formatDateJaLong(screening.endDate)}</time>
          </p>
        )}
        {screening.ticketUrl && (
          <p className={styles.heroNote}>
            <a href={screening.ticketUrl} target="_blank" rel="noopener noreferrer">
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
