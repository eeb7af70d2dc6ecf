/**
 * What the MEMBER and CAST pages get (#37): with several works, every work (so each character and cast entry shows the
 * works it is in) and the staff of each work that has a staff file. A series of one work gets what it always got.
 */
import type { WorkRef } from '../works';
import type { CharacterVoice } from '../member';
import { isOn } from '../sections/shape';
import type { Member } from './schema';
import { shapeOf } from './shape';
import { type CastEntry, type StaffEntry, getCast, getStaff } from './cast';
import { type ContentContext, createContentContext } from './context';
import { worksWithFile } from './workContent';
import { forWork, getWorks, workRef } from './works';

/** One work's staff. */
export interface WorkStaff {
  work: WorkRef;
  staff: StaffEntry[];
}

export interface CastPageProps {
  cast: CastEntry[];
  staff: StaffEntry[];
  /** Only with several works. */
  works?: WorkRef[];
  /** Only with several works: each work's staff (the first work's is `staff.yaml`; a work without one is left out). */
  staffByWork?: WorkStaff[];
}

/** Every work, for a page's `works` prop; null for a series of one work (the prop is left out). */
export function allWorkRefs(ctx: ContentContext = createContentContext()): WorkRef[] | null {
  const works = getWorks(ctx);
  return works.length > 1 ? works.map(workRef) : null;
}

/** `/cast/`. */
export function castPageProps(ctx: ContentContext = createContentContext()): CastPageProps {
  const works = allWorkRefs(ctx);
  const base = { cast: getCast(ctx), staff: getStaff(ctx) };
  if (!works) return base;
  const staffByWork = worksWithFile('staff.yaml', ctx).map((work) => ({ work: workRef(work), staff: getStaff(forWork(ctx, work)) }));
  return { ...base, works, staffByWork };
}

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
