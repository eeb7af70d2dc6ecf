/** Which works (#37) a character or a cast entry is in, as MEMBER and CAST label it. */
import type { WorkRef } from './works';

/** The labels of the works `ids` names (every work when absent or empty), in the order of `works`. */
export function appearsIn(ids: readonly string[] | undefined, works: ReadonlyArray<Pick<WorkRef, 'id' | 'label'>>): string[] {
  return works.filter((w) => !ids?.length || ids.includes(w.id)).map((w) => w.label);
}
