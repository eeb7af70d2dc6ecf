import type { Member, SupportingCharacter as Character } from '../../lib/content/schema';
import MemberCard from './MemberCard';
import SupportingCharacter from './SupportingCharacter';
import styles from './MemberIndex.module.scss';

export type MemberIndexProps = {
  /** The main characters, in display order. */
  members: Member[];
  /** Supporting characters, shown below the members. */
  supporting: Character[];
};

/** /member: the members as cards linking to their pages, then the supporting characters. */
export default function MemberIndex({ members, supporting }: MemberIndexProps) {
  return (
    <div className={styles.wrap}>
      <section aria-labelledby="member-main">
        <h2 id="member-main" className={styles.visuallyHidden}>
          メインキャラクター
        </h2>
        <ul className={styles.members}>
          {members.map((member, i) => (
            <li key={member.id}>
              <MemberCard member={member} headingLevel={3} priority={i < 2} />
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
                <SupportingCharacter character={character} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
