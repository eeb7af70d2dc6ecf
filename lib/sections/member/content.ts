/** Characters from `content/members.yaml`; ids are unique across members and supporting characters because cast entries refer to both. */
import { z } from 'zod';
import { type ContentContext, cached } from '../../content/context';
import { ContentError, type ContentIssue } from '../../content/errors';
import { checkWorkRefs } from '../../content/workContent';
import { inAnnouncedWorks } from '../../content/works';
import { checkImages, checkUnique, readYamlFile, validItems, valuesAt } from '../../content/read';
import { SlugSchema, TextSchema } from '../../content/schema';
import { type MembersFile, MembersFileSchema, type Member, type SupportingCharacter } from './schema';

export type { Member, SupportingCharacter } from './schema';

/** Reads and validates `content/members.yaml`. @throws ContentError naming the file and field. */
export function getMembersFile(ctx: ContentContext): MembersFile {
  return cached(ctx, 'members', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'members.yaml', MembersFileSchema, issues);
    if (parsed) {
      checkUnique(
        parsed,
        [...valuesAt(parsed, ['members', '*', 'id'], SlugSchema), ...valuesAt(parsed, ['supporting', '*', 'id'], SlugSchema)],
        'ほかのキャラクターと重ならない id（メンバーとサブキャラクターを通して）',
        issues,
      );
      checkImages(ctx, parsed, issues);
      checkWorkRefs(ctx, parsed, ['members', '*', 'works', '*'], issues);
      checkWorkRefs(ctx, parsed, ['supporting', '*', 'works', '*'], issues);
    }
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    return parsed.value;
  });
}

/** The MEMBER page's lead: the file's `lead`, or a plain one naming how many characters there are. */
export function getMemberPageLead(ctx: ContentContext): string {
  const { lead } = getMembersFile(ctx);
  const members = getMembers(ctx);
  const supporting = getSupportingCharacters(ctx);
  return lead ?? `メンバー${members.length}人${supporting.length > 0 ? 'と、物語に登場するキャラクター' : ''}を紹介します。`;
}

/** The main characters of the announced works in display order. */
export function getMembers(ctx: ContentContext): Member[] {
  return inAnnouncedWorks(getMembersFile(ctx).members, ctx);
}

/** One member, or null. */
export function getMember(id: string, ctx: ContentContext): Member | null {
  return getMembers(ctx).find((m) => m.id === id) ?? null;
}

/** Supporting characters of the announced works in display order. */
export function getSupportingCharacters(ctx: ContentContext): SupportingCharacter[] {
  return inAnnouncedWorks(getMembersFile(ctx).supporting, ctx);
}

/** The readable character ids and names, so the cast list is checked even when this file has a problem elsewhere. */
export function readCharacterIds(ctx: ContentContext): Array<{ id: string; name: string }> {
  const parsed = readYamlFile(ctx, 'members.yaml', MembersFileSchema, []);
  const character = z.object({ id: SlugSchema, name: TextSchema });
  return [...validItems(parsed, ['members'], character), ...validItems(parsed, ['supporting'], character)];
}
