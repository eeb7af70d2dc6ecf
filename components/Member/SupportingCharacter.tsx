import Picture from '../Common/Picture';
import type { SupportingCharacter as Character } from '../../lib/sections/member/schema';
import NameRuby from '../Common/NameRuby';
import type { WorkRef } from '../../lib/works';
import type { CharacterVoice } from '../../lib/sections/member/characters';
import VoiceLines from './VoiceLines';
import styles from './SupportingCharacter.module.scss';
import Link from '../Common/Link';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import { member } from '../../lib/sections/member';
import { hasText } from './inLanguage';
import { member as jaMember } from '../../lib/i18n/ja/member';

export type SupportingCharacterProps = {
  character: Character;
  /** Every work, when the series has several (#37): the card names the works the character is in. */
  works?: WorkRef[];
  /** Its voice actor in each work when recast (CAST's); without it, members.yaml's. */
  voices?: CharacterVoice[];
};

/** A supporting character on /member: art, role, name with reading, CV and a short description. */
export default function SupportingCharacter({ character, works, voices }: SupportingCharacterProps) {
  const { lang } = useLanguage();
  const memberWords = useWords('member', jaMember);
  return (
    <article className={styles.card} id={character.id} aria-labelledby={`${character.id}-name`}>
      <div className={styles.art}>
        <Picture
          src={character.image.src}
          alt={hasText(character, 'image.alt') ? character.image.alt : character.name}
          // Phones: 35% of the card, which sits inside two 16px paddings: about 29vw.
          sizes="(min-width: 768px) 160px, 29vw"
          aspectRatio="3 / 4"
        />
      </div>
      <div className={styles.body}>
        {hasText(character, 'role') && <p className={styles.role}>{character.role}</p>}
        <h3 className={styles.name} id={`${character.id}-name`}>
          {lang === DEFAULT_LANG || !hasText(character, 'name') ? <NameRuby name={character.name} reading={character.reading} /> : character.name}
        </h3>
        <VoiceLines voices={voices ?? [{ cv: character.cv }]} ids={character.works} works={works} classes={{ cv: styles.cv, cvLabel: styles.cvLabel }} />
        {hasText(character, 'description') ? (
          <p className={styles.description}>{character.description}</p>
        ) : (
          <p className={styles.description}>
            {memberWords.profileInJapanese}{' '}
            <Link href={`${member.path}#${character.id}`} hrefLang="ja">
              {memberWords.profileInJapaneseLink}
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
