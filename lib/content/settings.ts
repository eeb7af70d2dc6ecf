/**
 * Series-wide settings from `content/settings.yaml`: catch copy, broadcast start line, PV, copyright and the
 * news categories. (Site title, description and social account live in `content/site.json`, read by `lib/site.ts`.)
 */
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue } from './errors';
import { checkUnique, readYamlFile } from './read';
import { type Settings, SettingsSchema } from './schema';

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
      checkUnique(
        parsed.file,
        parsed.value.newsCategories.map((c, i) => ({ value: c.slug, path: ['newsCategories', i, 'slug'] })),
        'category slug',
        parsed.locate,
        issues,
      );
    }
    if (!parsed || issues.length > 0) throw new ContentError(issues);
    return parsed.value;
  });
}
