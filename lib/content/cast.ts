/** Cast and staff; the cast file lists only character ids, so names and voice actors are written once, in members.yaml. */
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
  characterId: string;
  characterName: string;
  characterReading: string;
  cv: VoiceActor;
  kind: 'member' | 'supporting';
  color: ColorToken | null;
}

/** The cast list with names and CV from `content/members.yaml`. @throws ContentError for an unknown character. */
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

/** Staff credits. @throws ContentError when the file is invalid or a role is listed twice. */
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
