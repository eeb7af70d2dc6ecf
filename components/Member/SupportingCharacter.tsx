import Picture from '../Common/Picture';
import type { SupportingCharacter as Character } from '../../lib/content/schema';
import NameRuby from '../Common/NameRuby';
import WorkLabels from '../Common/WorkLabels';
import type { WorkRef } from '../../lib/works';
import styles from './SupportingCharacter.module.scss';

export type SupportingCharacterProps = {
  character: Character;
  /** Every work, when the series has several (#37): the card names the works the character is in. */
  works?: WorkRef[];
};

/** A supporting character on /member: art, role, name with reading, CV and a short description. */
export default function SupportingCharacter({ character, works }: SupportingCharacterProps) {
  return (
    <article className={styles.card} id={character.id} aria-labelledby={`${character.id}-name`}>
      <div className={styles.art}>
        <Picture
          src={character.image.src}
          alt={character.image.alt}
          // Phones: 35% of the card, which sits inside two 16px paddings: about 29vw.
          sizes="(min-width: 768px) 160px, 29vw"
          aspectRatio="3 / 4"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.role}>{character.role}</p>
        <h3 className={styles.name} id={`${character.id}-name`}>
          <NameRuby name={character.name} reading={character.reading} />
        </h3>
        <p className={styles.cv}>
          <span className={styles.cvLabel}>CV</span>
          {character.cv.name}
        </p>
        <WorkLabels ids={character.works} works={works} />
        <p className={styles.description}>{character.description}</p>
      </div>
    </article>
  );
}
