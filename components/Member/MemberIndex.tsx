import type { Member, SupportingCharacter as Character } from '../../lib/content/schema';
import { imageManifest } from '../../lib/imageManifest';
import { balancedColumns, memberArtRatio } from '../../lib/memberLayout';
import type { WorkRef } from '../../lib/works';
import MemberCard from './MemberCard';
import SupportingCharacter from './SupportingCharacter';
import styles from './MemberIndex.module.scss';

export type MemberIndexProps = {
  /** The main characters, in display order. */
  members: Member[];
  /** Supporting characters, shown below the members. */
  supporting: Character[];
  /** Every work, when the series has several (#37): each card names the works its character is in. */
  works?: WorkRef[];
};

/** Most cards a row holds on a tablet and on a desktop (MemberIndex.module.scss has a class for each length). */
const MAX_COLUMNS = { md: 3, lg: 5 } as const;

/** /member: the members as cards linking to their pages, then the supporting characters. */
export default function MemberIndex({ members, supporting, works }: MemberIndexProps) {
  const md = balancedColumns(members.length, MAX_COLUMNS.md);
  const lg = balancedColumns(members.length, MAX_COLUMNS.lg);
  const listClass = [styles.members, styles[`md${md}`], styles[`lg${lg}`], members.length % 2 === 1 ? styles.odd : null]
    .filter(Boolean)
    .join(' ');
  const artRatio = memberArtRatio(
    members.map((m) => m.images.main.src),
    imageManifest,
  );
  return (
    <div className={styles.wrap}>
      <section aria-labelledby="member-main">
        <h2 id="member-main" className={styles.visuallyHidden}>
          メインキャラクター
        </h2>
        <ul className={listClass}>
          {members.map((member, i) => (
            <li key={member.id}>
              <MemberCard member={member} headingLevel={3} priority={i < 2} artRatio={artRatio} columns={lg} works={works} />
            </li>
          ))}
        </ul>
      </section>
      {supporting.length > 0 && (
        <section aria-labelledby="member-supporting" className={styles.supporting}>
          <h2 id="member-supporting" className={styles.heading}>
            <span className={styles.headingEn} aria-hidden="true">
              CHARACTER
            </span>
            サブキャラクター
          </h2>
          <ul className={styles.supportingList}>
            {supporting.map((character) => (
              <li key={character.id}>
                <SupportingCharacter character={character} works={works} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
