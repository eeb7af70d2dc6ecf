import { Fragment } from 'react';
import WorkLabels from '../Common/WorkLabels';
import type { CharacterVoice } from '../../lib/sections/member/characters';
import type { WorkRef } from '../../lib/works';
import { useWords } from '../../hooks/useLanguage';
import { member as jaMember } from '../../lib/i18n/ja/member';

export type VoiceLinesProps = {
  /** The character's voice actors, one per set of works when recast (lib/sections/member/pages.ts `characterVoices`). */
  voices: readonly CharacterVoice[];
  /** The works the character is in (members.yaml `works`). */
  ids: readonly string[] | undefined;
  /** Every work, when the series has several. */
  works: WorkRef[] | undefined;
  /** The card's classes for the line and its 「CV」 pill. */
  classes: { cv: string; cvLabel: string };
};

/**
 * 「CV 汐田ことね」 and the works under a character's name on /member/; a recast role gets a line per voice actor,
 * each with the works they voice it in, as CAST lists them.
 */
export default function VoiceLines({ voices, ids, works, classes }: VoiceLinesProps) {
  const recast = voices.length > 1;
  const words = useWords('member', jaMember);
  return (
    <>
      {voices.map((voice) => (
        <Fragment key={voice.works?.join(',') ?? ''}>
          <p className={classes.cv}>
            <span className={classes.cvLabel}>{words.cv}</span>
            {voice.cv.name}
          </p>
          {recast && <WorkLabels ids={voice.works} works={works} />}
        </Fragment>
      ))}
      {!recast && <WorkLabels ids={ids} works={works} />}
    </>
  );
}
