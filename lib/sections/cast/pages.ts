/**
 * What the MEMBER and CAST pages get (#37): with several works, every work (so each character and cast entry shows the
 * works it is in) and the staff of each work that has a staff file. A series of one work gets what it always got.
 */
import type { WorkRef } from '../works';
import { type CharacterVoice, type MemberLink, toMemberLink } from '../member';
import { isOn } from '../sections/shape';
import type { Member } from './schema';
import { shapeOf } from './shape';
import { type CastEntry, type StaffEntry, getCast, getStaff } from './cast';
import type { ContentContext } from './context';
import { type SupportingCharacter, getMember, getMemberPageLead, getMembers, getSupportingCharacters } from './members';
import { worksWithFile } from './workContent';
import { forWork, getWorks, workRef } from './works';

/** One work's staff. */
export interface WorkStaff {
  work: WorkRef;
  staff: StaffEntry[];
}

export interface MemberIndexPageProps {
  /** The sentence under the heading (content/members.yaml `lead`). */
  lead: string;
  members: Member[];
  supporting: SupportingCharacter[];
  /** Only with several works. */
  works?: WorkRef[];
  /** The voice actors of each recast character, by id. */
  voices?: Record<string, CharacterVoice[]>;
}

export interface MemberPageProps {
  member: Member;
  members: MemberLink[];
  /** The member's voice actor in each work (several when recast). */
  voices: CharacterVoice[];
  /** Only with several works. */
  works?: WorkRef[];
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
function allWorkRefs(ctx: ContentContext): WorkRef[] | null {
  const works = getWorks(ctx);
  return works.length > 1 ? works.map(workRef) : null;
}

/** `/cast/`. */
export function castPageProps(ctx: ContentContext): CastPageProps {
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
function characterVoices(character: Pick<Member, 'id' | 'cv' | 'works'>, ctx: ContentContext): CharacterVoice[] {
  const entries = isOn(shapeOf(ctx), 'cast') ? getCast(ctx).filter((entry) => entry.characterId === character.id) : [];
  const voices = entries.length > 0 ? entries : [character];
  return voices.map(({ cv, works }) => ({ cv, ...(works ? { works } : {}) }));
}

/** `/member/`. */
export function memberIndexProps(ctx: ContentContext): MemberIndexPageProps {
  const works = allWorkRefs(ctx);
  const members = getMembers(ctx);
  const supporting = getSupportingCharacters(ctx);
  // The voice actors of each recast character, by id, for the cards (a page of one work has no recast).
  const voices = Object.fromEntries(
    [...members, ...supporting].map((c) => [c.id, characterVoices(c, ctx)] as const).filter(([, v]) => v.length > 1),
  );
  return { lead: getMemberPageLead(ctx), members, supporting, ...(works ? { works, voices } : {}) };
}

/** `/member/<id>/`, or null when no member has that id. */
export function memberPageProps(ctx: ContentContext, id: string): MemberPageProps | null {
  const member = getMember(id, ctx);
  if (!member) return null;
  const works = allWorkRefs(ctx);
  return { member, members: getMembers(ctx).map(toMemberLink), voices: characterVoices(member, ctx), ...(works ? { works } : {}) };
}

/** Every member's id, for `/member/<id>/`. */
export function memberIds(ctx: ContentContext): string[] {
  return getMembers(ctx).map((m) => m.id);
}
