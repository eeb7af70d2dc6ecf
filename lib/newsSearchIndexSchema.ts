/**
 * The runtime check of the news search index (`newsSearch.ts` has its type and everything else).
 *
 * A module of its own so that zod stays out of the news pages' first-load JavaScript: `hooks/useNewsSearch.ts`
 * imports it dynamically when the visitor starts a search.
 */
import * as z from 'zod/mini';
import { COLOR_TOKENS } from './colorTokens';
import { NEWS_SEARCH_INDEX_VERSION, type NewsSearchIndex } from './newsSearch';

const NewsSearchIndexSchema = z.object({
  version: z.literal(NEWS_SEARCH_INDEX_VERSION),
  entries: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      time: z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
      publishedAt: z.string(),
      category: z.object({ slug: z.string(), label: z.string(), color: z.nullable(z.enum(COLOR_TOKENS)) }),
      text: z.string(),
    }),
  ),
  // The index's type is `NewsSearchIndex` (a list row of an article and its text): a field added there must be here.
}) satisfies z.ZodMiniType<NewsSearchIndex, unknown>;

/**
 * Checks what the server sent. A stale or broken file fails here, and the search shows its error state
 * instead of crashing while rendering results.
 * @throws Error naming the first problem
 */
export function parseNewsSearchIndex(data: unknown): NewsSearchIndex {
  const result = NewsSearchIndexSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`invalid news search index at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`);
  }
  return result.data;
}

