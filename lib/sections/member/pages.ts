/** What the MEMBER pages get besides the characters: who voices each, as CAST resolves a recast. */
import { getCast } from '../cast/content';
import { isOn } from '../shape';
import type { Member } from './schema';
import { shapeOf } from '../../content/shape';
import type { ContentContext } from '../../content/context';
import { allWorkRefs } from '../../content/works';
import type { WorkRef } from '../../works';
import { type CharacterVoice, type MemberLink, toMemberLink } from './characters';
import { type SupportingCharacter, getMember, getMemberPageLead, getMembers, getSupportingCharacters, hasMembersTranslation } from './content';
import { langOf } from '../../content/context';
import { DEFAULT_LANG } from '../../i18n/languages';

/** Whether MEMBER has pages in the language of `ctx`: in another language, when members.yaml has a translation into it. */
export const hasMemberPages = hasMembersTranslation;

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

/**
 * Who voices a character in each work, as CAST resolves a recast (its `cast.yaml` entries); `members.yaml`'s voice
 * actor when CAST is off or does not list the character.
 */
function characterVoices(character: Pick<Member, 'id' | 'cv' | 'works'>, ctx: ContentContext): CharacterVoice[] {
  const entries = isOn(shapeOf(ctx), 'cast') ? getCast(ctx).filter((entry) => entry.characterId === character.id) : [];
  const voices = entries.length > 0 ? entries : [character];
  return voices.map(({ cv, works }) => ({ cv, ...(works ? { works } : {}) }));
}

/** {@link characterVoices} of the characters that have several (a recast), by id, for /member/'s cards. */
function recastVoices(characters: ReadonlyArray<Pick<Member, 'id' | 'cv' | 'works'>>, ctx: ContentContext): Record<string, CharacterVoice[]> {
  return Object.fromEntries(characters.map((c) => [c.id, characterVoices(c, ctx)]).filter(([, voices]) => voices.length > 1));
}

/** `/member/`. */
export function memberIndexProps(ctx: ContentContext): MemberIndexPageProps {
  const works = allWorkRefs(ctx);
  const members = getMembers(ctx);
  const supporting = getSupportingCharacters(ctx);
  return { lead: getMemberPageLead(ctx), members, supporting, ...(works ? { works, voices: recastVoices([...members, ...supporting], ctx) } : {}) };
}

/** `/member/<id>/`, or null when no member has that id. */
export function memberPageProps(ctx: ContentContext, id: string): MemberPageProps | null {
  const member = hasMemberPages(ctx) ? getMember(id, ctx) : null;
  if (!member) return null;
  const works = allWorkRefs(ctx);
  // In another language the links name each member by its own name field for it.
  const link = langOf(ctx) === DEFAULT_LANG ? toMemberLink : (m: Member) => ({ ...toMemberLink(m), name: m.nameEn });
  return { member, members: getMembers(ctx).map(link), voices: characterVoices(member, ctx), ...(works ? { works } : {}) };
}

/** Every member's id, for `/member/<id>/`. */
export function memberIds(ctx: ContentContext): string[] {
  return hasMemberPages(ctx) ? getMembers(ctx).map((m) => m.id) : [];
}
