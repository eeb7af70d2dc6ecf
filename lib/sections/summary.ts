import { jstParts } from '../format';
import { type Instant } from '../format';
import { type ContentContext, aheadOf } from '../content/context';

/** 「11/30（月）12:00」: an instant as a day and a time in Japan, short enough for a line of the summary. */
function shortDateTimeJa(instant: Instant): string {
  const p = jstParts(instant);
  return `${p.month}/${p.day}（${p.weekday}）${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** 「（うち 1 件は 11/30（月）12:00 公開予定）」 for the instants still ahead of the context's instant; '' when none is. */
export function scheduledNote(instants: readonly Instant[], ctx: ContentContext, unit: string, what: string): string {
  const ahead = aheadOf(ctx, instants);
  if (ahead.length === 0) return '';
  const times = [...new Set(ahead.map(shortDateTimeJa))];
  const shown = times.length > 3 ? `${times[0]} から順に` : `${times.join('、')} `;
  return `（うち ${ahead.length} ${unit}は${what} ${shown}公開予定）`;
}
