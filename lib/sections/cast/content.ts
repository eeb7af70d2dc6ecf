/** Cast and staff; the cast file lists only character ids, so names and voice actors are written once, in members.yaml. */
import { type ContentContext, cached, contentFileLabel, inLang, langOf } from '../../content/context';
import { DEFAULT_LANG } from '../../i18n/languages';
import { readTranslatedYaml, translationPath } from '../../content/translations';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError, type ContentIssue, loadDependency, valueAt } from '../../content/errors';
import { checkWorkRefs } from '../../content/workContent';
import { inAnnouncedWorks } from '../../content/works';
import { getMembersFile, readCharacterIds } from '../member/content';
import { checkReference, checkUnique, readYamlFile, valuesAt } from '../../content/read';
import { type ColorToken, ReferenceSchema, TextSchema, type VoiceActor } from '../../content/schema';
import { CastFileSchema, type StaffEntry, StaffFileSchema } from './schema';

export type { VoiceActor } from '../../content/schema';
export type { StaffEntry } from './schema';

/**
 * The fields a translation of cast.yaml (`cast.en.yaml`, items in the original's order) and of staff.yaml gives: a
 * recast voice actor's name, and the credits. Character names come from members.yaml and its translation.
 */
export const CAST_TRANSLATED = ['cast.*.cv.name'] as const;
export const STAFF_TRANSLATED = ['staff.*.role', 'staff.*.names'] as const;

/** Whether CAST has a translation into the language of `ctx` (cast.yaml's or staff.yaml's): its English page exists then. */
export function hasCastTranslation(ctx: ContentContext): boolean {
  const lang = langOf(ctx);
  return lang === DEFAULT_LANG || ['cast.yaml', 'staff.yaml'].some((file) => fs.existsSync(path.join(ctx.contentDir, translationPath(file, lang))));
}

/** One line of the cast list. */
export interface CastEntry {
  characterId: string;
  characterName: string;
  characterReading: string;
  cv: VoiceActor;
  kind: 'member' | 'supporting';
  color: ColorToken | null;
  /** The works (#37) this entry holds for, as `cast.yaml` names them, else as `members.yaml` does; absent: every work. */
  works?: string[];
}

/** The works an entry holds for (null: every work, as when `works:` is absent or empty), and whether two such lists share a work. */
const worksOfEntry = (data: unknown, entry: readonly PropertyKey[]): string[] | null => {
  const works = valueAt(data, [...entry, 'works']);
  return Array.isArray(works) && works.length > 0 ? works.map(String) : null;
};
const overlap = (a: string[] | null, b: string[] | null): boolean => a === null || b === null || a.some((w) => b.includes(w));

/** The cast list of the announced works, with names and CV from `content/members.yaml`. @throws ContentError for an unknown character. */
export function getCast(ctx: ContentContext): CastEntry[] {
  return inAnnouncedWorks(readCast(ctx), ctx);
}

function readCast(ctx: ContentContext): CastEntry[] {
  return cached(ctx, 'cast', () => {
    const issues: ContentIssue[] = [];
    const characters = loadDependency(() => getMembersFile(ctx), issues);
    // When members.yaml has a problem of its own, the ids that can be read from it still check the cast list.
    const known = characters ? [...characters.members, ...characters.supporting] : readCharacterIds(ctx);
    const parsed = readYamlFile(ctx, 'cast.yaml', CastFileSchema, issues);
    if (parsed) {
      const refs = valuesAt(parsed, ['cast', '*', 'character'], ReferenceSchema);
      // A character is listed once per work: a second entry for other works (a recast) is not a repeat.
      const repeats = refs.filter(
        (ref, i) =>
          refs.slice(0, i).every((earlier) => earlier.value !== ref.value) ||
          refs
            .slice(0, i)
            .some((earlier) => earlier.value === ref.value && overlap(worksOfEntry(parsed.data, earlier.path.slice(0, -1)), worksOfEntry(parsed.data, ref.path.slice(0, -1)))),
      );
      const several = refs.length !== repeats.length || valuesAt(parsed, ['cast', '*', 'works'], z.unknown()).length > 0;
      checkUnique(
        parsed,
        repeats,
        several
          ? '一覧にまだないキャラクター（同じキャラクターは1つの作品に1回だけ。作品によって声優が違うときは、works: で作品を分けて cv: を書きます）'
          : '一覧にまだないキャラクター（同じキャラクターは1回だけ）',
        issues,
      );
      checkWorkRefs(ctx, parsed, ['cast', '*', 'works', '*'], issues);
      const what = `${contentFileLabel(ctx, 'members.yaml')} にあるキャラクターの id`;
      checkReference(parsed, refs, known.map((c) => ({ id: c.id, label: c.name })), what, issues);
    }
    if (!parsed?.value || !characters || issues.length > 0) throw new ContentError(issues);
    const file = readTranslatedYaml(ctx, 'cast.yaml', CastFileSchema, CAST_TRANSLATED, parsed.value, [], issues);
    if (issues.length > 0) throw new ContentError(issues);
    // In another language a member is named by its own field for it; a supporting character by its translation.
    const inDefault = langOf(ctx) === DEFAULT_LANG;
    return file.value.cast.flatMap(({ character, works, cv }): CastEntry[] => {
      const member = characters.members.find((m) => m.id === character);
      const found = member ?? characters.supporting.find((c) => c.id === character);
      if (!found) return [];
      return [
        {
          characterId: found.id,
          characterName: member && !inDefault ? member.nameEn : found.name,
          characterReading: found.reading,
          cv: cv ?? found.cv,
          kind: member ? 'member' : 'supporting',
          color: member ? member.color : null,
          // An entry without works: holds for the works its character is in.
          ...((works ?? found.works) ? { works: works ?? found.works } : {}),
        },
      ];
    });
  });
}

/**
 * Staff credits; in another language, those its translation gives (an English list holds translated credits only).
 * @throws ContentError when the file is invalid or a role is listed twice.
 */
export function getStaff(ctx: ContentContext): StaffEntry[] {
  if (langOf(ctx) !== DEFAULT_LANG) {
    return cached(ctx, 'staff', () => {
      const issues: ContentIssue[] = [];
      const staff = getStaff(inLang(ctx, DEFAULT_LANG));
      const { value, untranslated } = readTranslatedYaml(ctx, 'staff.yaml', StaffFileSchema, STAFF_TRANSLATED, { staff }, [], issues);
      if (issues.length > 0) throw new ContentError(issues);
      return value.staff.filter((_, i) => !untranslated.includes(`staff.${i}.role`));
    });
  }
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
