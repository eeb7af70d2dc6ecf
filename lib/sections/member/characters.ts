import type { ColorToken, VoiceActor } from '../../content/schema';
import type { Member } from './schema';
import type { ImageManifest } from '../../imageManifest';
import type { WorkRef } from '../../works';

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

// The MEMBER page's layout for any cast, decided at build time and drawn through classes, since the CSP forbids `style`
// attributes.

/** Cards per row: as few rows as possible, then as even as they can be, so no row is left with one card. */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

const MEMBER_ART_RATIOS = ['2 / 3', '3 / 4', '4 / 5', '1 / 1'] as const;
export type MemberArtRatio = (typeof MEMBER_ART_RATIOS)[number];

const ratioValue = (ratio: MemberArtRatio): number => {
  const [w, h] = ratio.split(' / ').map(Number);
  return (w ?? 1) / (h ?? 1);
};

/** The art box shape nearest the tallest picture in a row, so every card is the same height and no face is cut off. */
export function memberArtRatio(srcs: readonly string[], manifest: ImageManifest): MemberArtRatio {
  const tallest = Math.min(
    ...srcs.map((src) => {
      const entry = manifest[src];
      return entry ? entry.width / entry.height : 3 / 4;
    }),
  );
  if (!Number.isFinite(tallest)) return '3 / 4';
  return MEMBER_ART_RATIOS.reduce((best, ratio) =>
    Math.abs(ratioValue(ratio) - tallest) < Math.abs(ratioValue(best) - tallest) ? ratio : best,
  );
}

/**
 * Which works (#37) a character or a cast entry is in, as MEMBER and CAST label them: the labels of the works `ids`
 * names (every work when absent or empty), in the order of `works`.
 */
export function appearsIn(ids: readonly string[] | undefined, works: ReadonlyArray<Pick<WorkRef, 'id' | 'label'>>): string[] {
  return works.filter((w) => !ids?.length || ids.includes(w.id)).map((w) => w.label);
}
