/** Series-wide settings from `content/settings.yaml`. */
import { type ContentContext, cached } from './context';
import { ContentError, type ContentIssue } from './errors';
import { checkImages, checkUnique, readYamlFile, validItems, valuesAt } from './read';
import { z } from 'zod';
import { type NewsCategory, type Settings, SettingsSchema, SlugSchema, TextSchema } from './schema';

export type { NewsCategory, Settings } from './schema';

/** The fields of settings.yaml its translation (`settings.en.yaml`) may give: the top page's words (`./works.ts` reads it). */
export const SETTINGS_TRANSLATED = ['catchCopy', 'keyVisualAlt', 'broadcastStart'] as const;

/** Reads and validates `content/settings.yaml`. @throws ContentError naming the file and field. */
export function getSettings(ctx: ContentContext): Settings {
  return cached(ctx, 'settings', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'settings.yaml', SettingsSchema, issues);
    if (parsed) {
      checkUnique(parsed, valuesAt(parsed, ['newsCategories', '*', 'slug'], SlugSchema), 'ほかのカテゴリと重ならない id', issues);
      checkImages(ctx, parsed, issues);
    }
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    return parsed.value;
  });
}

/** A category as articles refer to it, so a mistake in its colour does not make every article of it look wrong too. */
const CategoryReferenceSchema = z.object({ slug: SlugSchema, label: TextSchema }).transform((c): NewsCategory => ({ ...c, color: null }));

/** The readable news categories, so articles are checked against them even when this file has a problem elsewhere. */
export function readNewsCategories(ctx: ContentContext): NewsCategory[] {
  return validItems(readYamlFile(ctx, 'settings.yaml', SettingsSchema, []), ['newsCategories'], CategoryReferenceSchema);
}
