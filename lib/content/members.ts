/**
 * Characters from `content/members.yaml`: the five band members and the supporting characters.
 *
 * Cross-checks: ids are unique across members and supporting characters (cast entries refer to both), and
 * every image exists in `public/`.
 */
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue } from './errors';
import { checkImages, checkUnique, readYamlFile } from './read';
import { type MembersFile, MembersFileSchema, type Member, type SupportingCharacter } from './schema';

export type { AlternateImage, ColorToken, Image, Member, SupportingCharacter, VoiceActor } from './schema';

/**
 * Reads and validates `content/members.yaml`.
 * @throws ContentError naming the file and field when it is invalid
 */
export function getMembersFile(ctx: ContentContext = createContentContext()): MembersFile {
  return cached(ctx, 'members', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'members.yaml', MembersFileSchema, issues);
    if (parsed) {
      checkUnique(
        parsed.file,
        [
          ...parsed.value.members.map((m, i) => ({ value: m.id, path: ['members', i, 'id'] })),
          ...parsed.value.supporting.map((c, i) => ({ value: c.id, path: ['supporting', i, 'id'] })),
        ],
        'character id',
        parsed.locate,
        issues,
      );
      checkImages(ctx, parsed, issues);
    }
    if (!parsed || issues.length > 0) throw new ContentError(issues);
    return parsed.value;
  });
}

/** The band members in display order. */
export function getMembers(ctx: ContentContext = createContentContext()): Member[] {
  return getMembersFile(ctx).members;
}

/**
 * One member, or null.
 * @param id e.g. `misaki`
 */
export function getMember(id: string, ctx: ContentContext = createContentContext()): Member | null {
  return getMembers(ctx).find((m) => m.id === id) ?? null;
}

/** Supporting characters in display order. */
export function getSupportingCharacters(ctx: ContentContext = createContentContext()): SupportingCharacter[] {
  return getMembersFile(ctx).supporting;
}
