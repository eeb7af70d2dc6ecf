/**
 * Cast (`content/cast.yaml`) and staff (`content/staff.yaml`).
 *
 * The cast file only lists character ids in display order; names and voice actors come from
 * `content/members.yaml`, so they are written once. Cross-checks: every id exists there and appears once;
 * staff roles are unique.
 */
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue, loadDependency } from './errors';
import { getMembersFile } from './members';
import { checkUnique, readYamlFile } from './read';
import { CastFileSchema, type ColorToken, type StaffEntry, StaffFileSchema, type VoiceActor } from './schema';

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
    const parsed = readYamlFile(ctx, 'cast.yaml', CastFileSchema, issues);
    const entries: CastEntry[] = [];
    if (parsed) {
      checkUnique(
        parsed.file,
        parsed.value.cast.map((c, i) => ({ value: c.character, path: ['cast', i, 'character'] })),
        'character',
        parsed.locate,
        issues,
      );
    }
    if (parsed && characters) {
      const known = [...characters.members, ...characters.supporting].map((c) => c.id);
      parsed.value.cast.forEach(({ character }, i) => {
        const member = characters.members.find((m) => m.id === character);
        const supporting = characters.supporting.find((c) => c.id === character);
        const found = member ?? supporting;
        if (!found) {
          issues.push({
            file: parsed.file,
            field: `cast.${i}.character`,
            message: `expected the id of a character in content/members.yaml (${known.join(', ')}), got ${JSON.stringify(character)}`,
            line: parsed.locate(['cast', i, 'character']),
          });
          return;
        }
        entries.push({
          characterId: found.id,
          characterName: found.name,
          characterReading: found.reading,
          cv: found.cv,
          kind: member ? 'member' : 'supporting',
          color: member ? member.color : null,
        });
      });
    }
    if (!parsed || issues.length > 0) throw new ContentError(issues);
    return entries;
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
      checkUnique(
        parsed.file,
        parsed.value.staff.map((s, i) => ({ value: s.role, path: ['staff', i, 'role'] })),
        'role',
        parsed.locate,
        issues,
      );
    }
    if (!parsed || issues.length > 0) throw new ContentError(issues);
    return parsed.value.staff;
  });
}
