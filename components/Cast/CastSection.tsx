import type { CastEntry, StaffEntry } from '../../lib/sections/cast/content';
import CastList from './CastList';
import StaffList from './StaffList';
import type { WorkRef } from '../../lib/works';
import type { WorkStaff } from '../../lib/sections/cast/pages';
import styles from './CastSection.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { cast as jaCast } from '../../lib/i18n/ja/cast';

export type CastSectionProps = {
  cast: CastEntry[];
  staff: StaffEntry[];
  /** Every work, when the series has several (#37): the cast shows each entry's works. */
  works?: WorkRef[];
  /** With several works: the staff of each work that has a staff file, in place of `staff`. */
  staffByWork?: WorkStaff[];
};

/** The /cast page body: the cast and the staff side by side on wide screens, one after the other on phones. */
export default function CastSection({ cast, staff, works, staffByWork }: CastSectionProps) {
  const words = useWords('cast', jaCast);
  return (
    <div className={styles.wrap}>
      <section className={styles.column} aria-labelledby="cast-heading">
        <h2 id="cast-heading" className={styles.heading}>
          <span className={styles.en} aria-hidden="true">
            CAST
          </span>
          <span className={styles.ja}>{words.cast}</span>
        </h2>
        <CastList cast={cast} works={works} />
      </section>
      <section className={styles.column} aria-labelledby="staff-heading">
        <h2 id="staff-heading" className={styles.heading}>
          <span className={styles.en} aria-hidden="true">
            STAFF
          </span>
          <span className={styles.ja}>{words.staff}</span>
        </h2>
        {staffByWork ? (
          staffByWork.map(({ work, staff: credits }) => (
            <section key={work.id} aria-labelledby={`staff-${work.id}`}>
              <h3 id={`staff-${work.id}`} className={styles.workHeading}>
                {work.label}
              </h3>
              <StaffList staff={credits} />
            </section>
          ))
        ) : (
          <StaffList staff={staff} />
        )}
      </section>
    </div>
  );
}
