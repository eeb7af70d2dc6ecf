import Link from '../Common/Link';
import type { CastEntry } from '../../lib/content/cast';
import NameRuby from '../Common/NameRuby';
import WorkLabels from '../Common/WorkLabels';
import type { WorkRef } from '../../lib/works';
import styles from './CastList.module.scss';
import { memberPath } from '../../lib/sections/member';
import { isSectionOn } from '../../lib/sections/shape';

export type CastListProps = {
  cast: CastEntry[];
  /** Every work, when the series has several: each entry then shows the works it holds for. */
  works?: WorkRef[];
};

/**
 * Character → voice actor, as a description list. The five band members link to their profile pages and carry
 * their colour; supporting characters follow after a little space.
 */
export default function CastList({ cast, works }: CastListProps) {
  return (
    <dl className={styles.list}>
      {cast.map((entry, i) => {
        const firstSupporting = entry.kind === 'supporting' && cast[i - 1]?.kind === 'member';
        const name = <NameRuby name={entry.characterName} reading={entry.characterReading} />;
        return (
          <div
            key={`${entry.characterId}:${entry.works?.join(',') ?? ''}`}
            className={[styles.row, firstSupporting && styles.groupStart, entry.color && styles[`color-${entry.color}`]]
              .filter(Boolean)
              .join(' ')}
          >
            <dt className={styles.character}>
              {entry.kind === 'member' && isSectionOn('member') ? (
                <Link href={memberPath(entry.characterId)} className={styles.link}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </dt>
            <dd className={styles.cv}>
              <span className={styles.cvLabel}>CV</span>
              <NameRuby name={entry.cv.name} reading={entry.cv.reading} />
              <WorkLabels ids={entry.works} works={works} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
