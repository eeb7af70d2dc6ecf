/** A film's screening information from `screening.yaml` in its work folder (read through `forWork`); a film's onair.yaml. */
import { toJstInstant, toJstIso } from '../../format';
import { type ContentContext, cached, createContentContext } from '../../content/context';
import { ContentError, type ContentIssue, describeValue } from '../../content/errors';
import { issueAt, readYamlFile, valuesAt } from '../../content/read';
import { DateStringSchema, type ScreeningFile, ScreeningFileSchema, type Theatre } from '../../content/schema';

export type { Theatre } from '../../content/schema';

/** Everything a film's ONAIR page shows. */
export interface Screening {
  startDate: string;
  /** 00:00 JST of the release day: what a countdown counts down to. */
  startAt: string;
  endDate: string | null;
  /** 00:00 JST of the day after the last day (`endDate`): when the screening has ended; null while open-ended. */
  endAt: string | null;
  notes: string[];
  theatres: Theatre[];
  ticketUrl: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a film is in its life at an instant: before its release day, in theatres, or after its last day. */
export type ScreeningPhase = 'upcoming' | 'showing' | 'ended';

/** A screening as a page shows it at an instant: its phase, and no ticket link once it has ended. */
export type ScreeningAsOf = Screening & { phase: ScreeningPhase };

/** The phase of a screening at `instant`; each boundary is a change of the site (the ONAIR section's schedule share). */
export function screeningPhase(screening: Pick<Screening, 'startAt' | 'endAt'>, instant: string): ScreeningPhase {
  const now = Date.parse(instant);
  if (now < Date.parse(screening.startAt)) return 'upcoming';
  return screening.endAt !== null && now >= Date.parse(screening.endAt) ? 'ended' : 'showing';
}

/** {@link screeningPhase} with the screening; after the end the ticket link is dropped, so no file of the export has it. */
export function screeningAsOf(screening: Screening, instant: string): ScreeningAsOf {
  const phase = screeningPhase(screening, instant);
  return { ...screening, phase, ticketUrl: phase === 'ended' ? null : screening.ticketUrl };
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
      endAt: file.endDate === undefined ? null : toJstIso(Date.parse(toJstInstant(file.endDate, null)) + DAY_MS),
      notes: file.notes,
      theatres: file.theatres,
      ticketUrl: file.ticketUrl ?? null,
    };
  });
}
