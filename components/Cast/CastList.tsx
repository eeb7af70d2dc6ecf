import Link from '../Common/Link';
import type { CastEntry } from '../../lib/sections/cast/content';
import NameRuby from '../Common/NameRuby';
import WorkLabels from '../Common/WorkLabels';
import type { WorkRef } from '../../lib/works';
import styles from './CastList.module.scss';
import { memberPath } from '../../lib/sections/member';
import { isSectionOn } from '../../lib/sections/shape';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG, pathInLang } from '../../lib/i18n/languages';
import { cast as jaCast } from '../../lib/i18n/ja/cast';

export type CastListProps = {
  cast: CastEntry[];
  /** Every work, when the series has several: each entry then shows the works it holds for. */
  works?: WorkRef[];
};

/** The entries of one character, in the order of the list: several when it is recast for a work. */
function byCharacter(cast: readonly CastEntry[]): CastEntry[][] {
  const groups = new Map<string, CastEntry[]>();
  for (const entry of cast) groups.set(entry.characterId, [...(groups.get(entry.characterId) ?? []), entry]);
  return [...groups.values()];
}

/**
 * Character → voice actor, as a description list. The five band members link to their profile pages and carry
 * their colour; supporting characters follow after a little space. A character recast for a work is one term with
 * one voice actor per work, so no term is repeated.
 */
export default function CastList({ cast, works }: CastListProps) {
  const characters = byCharacter(cast);
  const { lang } = useLanguage();
  const castWords = useWords('cast', jaCast);
  // Readings are kana, for Japanese readers: a page in another language shows names as its loader gives them.
  const inDefault = lang === DEFAULT_LANG;
  return (
    <dl className={styles.list}>
      {characters.map(([entry, ...recast], i) => {
        const firstSupporting = entry.kind === 'supporting' && characters[i - 1]?.[0].kind === 'member';
        const name = inDefault ? <NameRuby name={entry.characterName} reading={entry.characterReading} /> : entry.characterName;
        return (
          <div
            key={entry.characterId}
            className={[styles.row, firstSupporting && styles.groupStart, entry.color && styles[`color-${entry.color}`]]
              .filter(Boolean)
              .join(' ')}
          >
            <dt className={styles.character}>
              {entry.kind === 'member' && isSectionOn('member') ? (
                <Link href={pathInLang(lang, memberPath(entry.characterId))} className={styles.link}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </dt>
            {[entry, ...recast].map((voiced) => (
              <dd key={voiced.works?.join(',') ?? ''} className={styles.cv}>
                <span className={styles.cvLabel}>{castWords.cv}</span>
                {inDefault ? <NameRuby name={voiced.cv.name} reading={voiced.cv.reading} /> : voiced.cv.name}
                <WorkLabels ids={voiced.works} works={works} />
              </dd>
            ))}
          </div>
        );
      })}
    </dl>
  );
}
