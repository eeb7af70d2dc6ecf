/**
 * The runtime check of the news search index, in a module of its own so that zod stays out of the news pages'
 * first-load JavaScript.
 */
import * as z from 'zod/mini';
import { COLOR_TOKENS } from '../../colorTokens';
import { NEWS_SEARCH_INDEX_VERSION, type NewsSearchIndex } from './search';

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
  // A field added to `NewsSearchIndex` must be added here.
}) satisfies z.ZodMiniType<NewsSearchIndex, unknown>;

/**
 * A stale or broken file fails here, so the search shows its error state instead of crashing.
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
