import { ContentError, formatIssue } from '../../lib/content/errors';

/** The messages of the ContentError `load` throws, as the content check prints them; none when it loads. */
export function issuesOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  return [];
}
