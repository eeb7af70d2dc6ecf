import type { StaffEntry } from '../../lib/sections/cast/content';
import styles from './StaffList.module.scss';

export type StaffListProps = {
  staff: StaffEntry[];
};

/** Role → names, as a description list; several names stack one per line. */
export default function StaffList({ staff }: StaffListProps) {
  return (
    <dl className={styles.list}>
      {staff.map((entry) => (
        <div key={entry.role} className={styles.row}>
          <dt className={styles.role}>{entry.role}</dt>
          <dd className={styles.names}>
            {entry.names.map((name) => (
              <span key={name} className={styles.name}>
                {name}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
