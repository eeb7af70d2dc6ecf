import type { ColorToken, Member, VoiceActor } from './content/schema';

/** Who voices a character in some of its works (absent `works`: every work it is in), as CAST lists it. */
export interface CharacterVoice {
  cv: VoiceActor;
  works?: string[];
}

/** A birthday `MM-DD` as 「7月21日」. @throws RangeError for anything else. */
export function formatBirthday(monthDay: string): string {
  const m = /^(\d{2})-(\d{2})$/.exec(monthDay);
  if (!m) throw new RangeError(`expected MM-DD, got ${JSON.stringify(monthDay)}`);
  return `${Number(m[1])}月${Number(m[2])}日`;
}


export interface MemberLink {
  id: string;
  name: string;
  reading: string;
  part: string;
  color: ColorToken;
}

/** The link data of a member, which keeps page props small. */
export function toMemberLink(member: Pick<Member, 'id' | 'name' | 'reading' | 'part' | 'color'>): MemberLink {
  return { id: member.id, name: member.name, reading: member.reading, part: member.part, color: member.color };
}

/** The items before and after `index`, wrapping around the ends. */
export function circularNeighbours<T>(items: readonly T[], index: number): { prev: T | null; next: T | null } {
  if (index < 0 || index >= items.length) throw new RangeError(`index ${index} is outside 0..${items.length - 1}`);
  if (items.length < 2) return { prev: null, next: null };
  return {
    prev: items[(index - 1 + items.length) % items.length],
    next: items[(index + 1) % items.length],
  };
}
