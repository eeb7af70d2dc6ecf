/**
 * What the CAST page gets (#37): with several works, every work (so each cast entry shows the works it is in) and the staff of each work that has a staff file. A series of one work gets what it always got.
 */
import type { WorkRef } from '../../works';
import { type CastEntry, type StaffEntry, getCast, getStaff, hasCastTranslation } from './content';

/** Whether CAST has a page in the language of `ctx`: in another language, when cast.yaml or staff.yaml is translated into it. */
export const hasCastPage = hasCastTranslation;
import type { ContentContext } from '../../content/context';
import { worksWithFile } from '../../content/workContent';
import { allWorkRefs, forWork, workRef } from '../../content/works';

/** One work's staff. */
export interface WorkStaff {
  work: WorkRef;
  staff: StaffEntry[];
}

export interface CastPageProps {
  cast: CastEntry[];
  staff: StaffEntry[];
  /** Only with several works. */
  works?: WorkRef[];
  /** Only with several works: each work's staff (the first work's is `staff.yaml`; a work without one is left out). */
  staffByWork?: WorkStaff[];
}

/** `/cast/`. */
export function castPageProps(ctx: ContentContext): CastPageProps {
  const works = allWorkRefs(ctx);
  const base = { cast: getCast(ctx), staff: getStaff(ctx) };
  if (!works) return base;
  const staffByWork = worksWithFile('staff.yaml', ctx).map((work) => ({ work: workRef(work), staff: getStaff(forWork(ctx, work)) }));
  return { ...base, works, staffByWork };
}
