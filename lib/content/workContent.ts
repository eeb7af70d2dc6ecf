/** What MUSIC, DISC, MEMBER and CAST read per work: which works have a file, and `works:` ids. */
import fs from 'node:fs';
import path from 'node:path';
import { type ContentContext, contentFileLabel } from './context';
import { ContentError, type ContentIssue } from './errors';
import { type ParsedFile, checkReference, issueAt, valuesAt } from './read';
import { ReferenceSchema } from './schema';
import { WORKS_FILE, type Work, getAllWorks, getWaitingWorks, getWorks } from './works';

/** The announced works that have `file` (`music.yaml`): the first always (the top-level file), another when its folder holds one. */
export function worksWithFile(file: string, ctx: ContentContext, works: readonly Work[] = getWorks(ctx)): Work[] {
  return works.filter((w) => w.first || fs.existsSync(path.join(ctx.contentDir, w.dir, file)));
}

/** {@link worksWithFile} of every work, announced or not: for the schedule and the images withheld until an announcement. */
export function everyWorkWithFile(file: string, ctx: ContentContext): Work[] {
  return worksWithFile(file, ctx, getAllWorks(ctx));
}

/** Checks work ids under `pattern` against `works.yaml`; without it any `works:` is reported (one work, nothing to choose). */
export function checkWorkRefs(ctx: ContentContext, parsed: ParsedFile<unknown>, pattern: readonly PropertyKey[], issues: ContentIssue[]): void {
  const refs = valuesAt(parsed, pattern, ReferenceSchema);
  if (refs.length === 0) return;
  const worksFile = contentFileLabel(ctx, WORKS_FILE);
  if (!fs.existsSync(path.join(ctx.rootContentDir ?? ctx.contentDir, WORKS_FILE))) {
    const seen = new Set<string>();
    for (const ref of refs) {
      const at = ref.path.slice(0, -1);
      const key = at.join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(
        issueAt(parsed, at, {
          message: `works:（登場する作品）は、${worksFile} で作品を2つ以上にしたときに書きます。いまは作品が1つなので、この works: を消してください`,
        }),
      );
    }
    return;
  }
  let works: Work[];
  try {
    // A work still waiting for its files may be named already (its cast lines written before the rest).
    works = [...getAllWorks(ctx), ...getWaitingWorks(ctx).map((w) => w.work)];
  } catch (error) {
    // works.yaml reports its own problems.
    if (error instanceof ContentError) return;
    throw error;
  }
  checkReference(parsed, refs, works.map((w) => ({ id: w.id, label: w.label })), `${worksFile} の works にある作品の id`, issues);
}
