import type { CastEntry, StaffEntry } from '../../lib/content/cast';
import CastList from './CastList';
import StaffList from './StaffList';
import styles from './CastSection.module.scss';

export type CastSectionProps = {
  cast: CastEntry[];
  staff: StaffEntry[];
};

/** The /cast page body: the cast and the staff side by side on wide screens, one after the other on phones. */
export default function CastSection({ cast, staff }: CastSectionProps) {
  return (
    <div className={styles.wrap}>
      <section className={styles.column} aria-labelledby="cast-heading">
        <h2 id="cast-heading" className={styles.heading}>
          <span className={styles.en} aria-hidden="true">
            CAST
          </span>
          <span className={styles.ja}>キャスト</span>
        </h2>
        <CastList cast={cast} />
      </section>
      <section className={styles.column} aria-labelledby="staff-heading">
        <h2 id="staff-heading" className={styles.heading}>
          <span className={styles.en} aria-hidden="true">
            STAFF
          </span>
          <span className={styles.ja}>スタッフ</span>
        </h2>
        <StaffList staff={staff} />
      </section>
    </div>
  );
}
