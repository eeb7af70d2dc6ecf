/** Characters from `content/members.yaml`; ids are unique across members and supporting characters because cast entries refer to both. */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type ContentContext, cached, inLang, langOf } from '../../content/context';
import { DEFAULT_LANG } from '../../i18n/languages';
import { CATALOGUES } from '../../i18n/catalogue';
import { readTranslatedYaml, translationPath } from '../../content/translations';
import { ContentError, type ContentIssue } from '../../content/errors';
import { checkWorkRefs } from '../../content/workContent';
import { inAnnouncedWorks } from '../../content/works';
import { checkImages, checkUnique, readYamlFile, validItems, valuesAt } from '../../content/read';
import { SlugSchema, TextSchema } from '../../content/schema';
import { type MembersFile, MembersFileSchema, type Member, type SupportingCharacter } from './schema';

export type { Member, SupportingCharacter } from './schema';

/**
 * The fields of members.yaml a translation (`members.en.yaml`) gives: the words, not ids, dates, colours or pictures.
 * A member's name in another language is its own field, `nameEn`; a supporting character's is translated.
 */
export const MEMBERS_TRANSLATED = [
  'lead',
  'members.*.grade',
  'members.*.part',
  'members.*.profile',
  'members.*.quote',
  'members.*.cv.name',
  'members.*.images.main.alt',
  'members.*.images.alternates.*.alt',
  'members.*.images.alternates.*.label',
  'supporting.*.name',
  'supporting.*.cv.name',
  'supporting.*.role',
  'supporting.*.description',
  'supporting.*.image.alt',
] as const;

/**
 * Reads and validates `content/members.yaml`; in another language, with its translation laid over it, each character
 * carrying the fields still in Japanese as `untranslated`. @throws ContentError naming the file and field.
 */
export function getMembersFile(ctx: ContentContext): MembersFile {
  if (langOf(ctx) !== DEFAULT_LANG) return cached(ctx, 'members', () => translatedMembersFile(ctx));
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

function translatedMembersFile(ctx: ContentContext): MembersFile {
  const issues: ContentIssue[] = [];
  const original = getMembersFile(inLang(ctx, DEFAULT_LANG));
  const { value, untranslated } = readTranslatedYaml(ctx, 'members.yaml', MembersFileSchema, MEMBERS_TRANSLATED, original, [['members'], ['supporting']], issues);
  if (issues.length > 0) throw new ContentError(issues);
  // `members.2.profile` → the third member's `profile`.
  const of = (list: string, i: number) => {
    const prefix = `${list}.${i}.`;
    return untranslated.filter((field) => field.startsWith(prefix)).map((field) => field.slice(prefix.length));
  };
  return {
    ...(value.lead !== undefined && !untranslated.includes('lead') ? { lead: value.lead } : {}),
    members: value.members.map((m, i) => ({ ...m, untranslated: of('members', i) })),
    supporting: value.supporting.map((c, i) => ({ ...c, untranslated: of('supporting', i) })),
  };
}

/** Whether members.yaml has a translation into the language of `ctx` (its English pages exist then). */
export function hasMembersTranslation(ctx: ContentContext): boolean {
  return langOf(ctx) === DEFAULT_LANG || fs.existsSync(path.join(ctx.contentDir, translationPath('members.yaml', langOf(ctx))));
}

/** The MEMBER page's lead: the file's `lead` (its translation's), or a plain one naming how many characters there are. */
export function getMemberPageLead(ctx: ContentContext): string {
  const { lead } = getMembersFile(ctx);
  const members = getMembers(ctx);
  const supporting = getSupportingCharacters(ctx);
  const words = CATALOGUES[langOf(ctx)].member;
  return lead ?? (supporting.length > 0 ? words.leadWithSupporting : words.lead).replace('{count}', String(members.length));
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
