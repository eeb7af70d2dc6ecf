/** A film's screening information from `screening.yaml` in its work folder (read through `forWork`); a film's onair.yaml. */
import { toJstInstant } from '../format';
import { type ContentContext, cached, createContentContext } from './context';
import { ContentError, type ContentIssue, describeValue } from './errors';
import { issueAt, readYamlFile, valuesAt } from './read';
import { DateStringSchema, type ScreeningFile, ScreeningFileSchema, type Theatre } from './schema';

export type { Theatre } from './schema';

/** Everything a film's ONAIR page shows. */
export interface Screening {
  startDate: string;
  /** 00:00 JST of the release day: what a countdown counts down to. */
  startAt: string;
  endDate: string | null;
  notes: string[];
  theatres: Theatre[];
  ticketUrl: string | null;
}

/** The screening file of the context's work. @throws ContentError naming the file and field. */
export function getScreening(ctx: ContentContext = createContentContext()): Screening {
  return cached(ctx, 'screening', () => {
    const issues: ContentIssue[] = [];
    const parsed = readYamlFile(ctx, 'screening.yaml', ScreeningFileSchema, issues);
    if (parsed) {
      const start = valuesAt(parsed, ['startDate'], DateStringSchema)[0];
      const end = valuesAt(parsed, ['endDate'], DateStringSchema)[0];
      if (start && end && end.value < start.value) {
        issues.push(issueAt(parsed, end.path, { expected: `公開日（${start.value}）以降の日付`, found: describeValue(end.value) }));
      }
    }
    if (!parsed?.value || issues.length > 0) throw new ContentError(issues);
    const file: ScreeningFile = parsed.value;
    return {
      startDate: file.startDate,
      startAt: toJstInstant(file.startDate, null),
      endDate: file.endDate ?? null,
      notes: file.notes,
      theatres: file.theatres,
      ticketUrl: file.ticketUrl ?? null,
    };
  });
}
