/**
 * Cast (`content/cast.yaml`) and staff (`content/staff.yaml`).
 *
 * The cast file only lists character ids in display order; names and voice actors come from
 * `content/members.yaml`, so they are written once. Cross-checks: every id exists there and appears once;
 * staff roles are unique.
 */
import { type ContentContext, cached, contentFileLabel, createContentContext } from './context';
import { ContentError, type ContentIssue, loadDependency } from './errors';
import { getMembersFile, readCharacterIds } from './members';
import { checkReference, checkUnique, readYamlFile, valuesAt } from './read';
import {
  CastFileSchema,
  type ColorToken,
  ReferenceSchema,
  type StaffEntry,
  StaffFileSchema,
  TextSchema,
  type VoiceActor,
} from './schema';

export type { StaffEntry, VoiceActor } from './schema';

/** One line of the cast list. */
export interface CastEntry {
  /** Member or supporting character id. */
  characterId: string;
  /** Character name, e.g. 「朝凪 美咲」. */
  characterName: string;
  /** Kana reading of the character name. */
  characterReading: string;
  /** Voice actor. */
  cv: VoiceActor;
  /** Band member or supporting character. */
  kind: 'member' | 'supporting';
  /** Member colour token; null for supporting characters. */
  color: ColorToken | null;
}

/**
 * The cast list in the order of `content/cast.yaml`, with names and CV from `content/members.yaml`.
 * @throws ContentError when a cast entry names a character that does not exist
 */
export function getCast(ctx: ContentContext = createContentContext()): CastEntry[] {
  return cached(ctx, 'cast', () => {
    const issues: ContentIssue[] = [];
    const characters = loadDependency(() => getMembersFile(ctx), issues);
    // When members.yaml has a problem of its own, the ids that can be read from it still check the cast list.
    const known = characters ? [...characters.members, ...characters.supporting] : readCharacterIds(ctx);
    const parsed = readYamlFile(ctx, 'cast.yaml', CastFileSchema, issues);
    if (parsed) {
      const refs = valuesAt(parsed, ['cast', '*', 'character'], ReferenceSchema);
      checkUnique(parsed, refs, '一覧にまだないキャラクター（同じキャラクターは1回だけ）', issues);
      const what = `${contentFileLabel(ctx, 'members.yaml')} にあるキャラクターの id`;
      checkReference(parsed, refs, known.map((c) => ({ id: c.id, label: c.name })), what, issues);
    }
    if (!parsed?.value || !characters || issues.length > 0) throw new ContentError(issues);
    return parsed.value.cast.flatMap(({ character }): CastEntry[] => {
      const member = characters.members.find((m) => m.id === character);
      const found = member ?? characters.supporting.find((c) => c.id === character);
      if (!found) return [];
      return [
        {
          characterId: found.id,
          characterName: found.name,
          characterReading: found.reading,
          cv: found.cv,
          kind: member ? 'member' : 'supporting',
          color: member ? member.color : null,
        },
      ];
    });
  });
}

/**
 * Staff credits in the order of `content/staff.yaml`.
 * @throws ContentError when the file is invalid or a role is listed twice
 */
export function getStaff(ctx: ContentContext = createContentContext()): StaffEntry[] {
  return cached(ctx, 'staff', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'staff.yaml', StaffFileSchema, issues);
    if (parsed) {
      checkUnique(parsed, valuesAt(parsed, ['staff', '*', 'role'], TextSchema), 'ほかと重ならない役職', issues);
    }
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    return parsed.value.staff;
  });
}
