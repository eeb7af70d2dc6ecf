/** What the MEMBER pages get besides the characters: who voices each, as CAST resolves a recast. */
import { getCast } from '../cast/content';
import { isOn } from '../shape';
import type { Member } from './schema';
import { shapeOf } from '../../content/shape';
import { type ContentContext, createContentContext } from '../../content/context';
import type { CharacterVoice } from '.';

/**
 * Who voices a character in each work, as CAST resolves a recast (its `cast.yaml` entries); `members.yaml`'s voice
 * actor when CAST is off or does not list the character.
 */
export function characterVoices(character: Pick<Member, 'id' | 'cv' | 'works'>, ctx: ContentContext = createContentContext()): CharacterVoice[] {
  const entries = isOn(shapeOf(ctx), 'cast') ? getCast(ctx).filter((entry) => entry.characterId === character.id) : [];
  const voices = entries.length > 0 ? entries : [character];
  return voices.map(({ cv, works }) => ({ cv, ...(works ? { works } : {}) }));
}

/** {@link characterVoices} of the characters that have several (a recast), by id, for /member/'s cards. */
export function recastVoices(characters: ReadonlyArray<Pick<Member, 'id' | 'cv' | 'works'>>, ctx: ContentContext = createContentContext()): Record<string, CharacterVoice[]> {
  return Object.fromEntries(characters.map((c) => [c.id, characterVoices(c, ctx)]).filter(([, voices]) => voices.length > 1));
}
