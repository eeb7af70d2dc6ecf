/**
 * Series-wide settings from `content/settings.yaml`: catch copy, key visual's text, broadcast start line, PV and the
 * news categories. (Site title, description and social account live in `content/site.json`, read by `lib/site.ts`.)
 */
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue } from './errors';
import { checkImages, checkUnique, readYamlFile, validItems, valuesAt } from './read';
import { z } from 'zod';
import { type NewsCategory, type Settings, SettingsSchema, SlugSchema, TextSchema } from './schema';

export type { NewsCategory, Settings } from './schema';

/**
 * Reads and validates `content/settings.yaml`.
 * @throws ContentError naming the file and field when the file is invalid
 */
export function getSettings(ctx: ContentContext = createContentContext()): Settings {
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

/**
 * A category as far as articles refer to it: its id and name. A mistake in another of its fields (its colour) is
 * reported by {@link getSettings} and must not make every article of the category look wrong too.
 */
const CategoryReferenceSchema = z.object({ slug: SlugSchema, label: TextSchema }).transform((c): NewsCategory => ({ ...c, color: null }));

/**
 * The news categories that can be read from `content/settings.yaml` even when the file has a problem elsewhere, so
 * the articles are still checked against them. Its problems are left to {@link getSettings}.
 */
export function readNewsCategories(ctx: ContentContext = createContentContext()): NewsCategory[] {
  return validItems(readYamlFile(ctx, 'settings.yaml', SettingsSchema, []), ['newsCategories'], CategoryReferenceSchema);
}
