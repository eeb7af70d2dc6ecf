#!/usr/bin/env node
// `npm run schedule`: when the built site would change by itself in the coming days (timed news, synopsis reveals,
// broadcasts, NEW marks running out, release days), from content/; `--cron` prints the cron lines that rebuild it
// then. The logic is lib/schedule.ts; the content is read like the build reads it (SITE_CONTENT_DIR).
//
//   npm run schedule [-- --now 2026-11-28T12:00:00+09:00] [--days 30] [--cron]
//   npx tsx scripts/schedule.mjs some/dir      # the content and images of some/dir/content and some/dir/public
import { parseArgs } from 'node:util';
import { getBuildTime } from '../lib/buildTime.ts';
import { createContentContext } from '../lib/content/context.ts';
import { getSiteChanges } from '../lib/content/schedule.ts';
import { SCHEDULE_DAYS, scheduleReport } from '../lib/schedule.ts';

try {
  const { values, positionals } = parseArgs({
    options: { now: { type: 'string' }, days: { type: 'string' }, cron: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const days = values.days === undefined ? SCHEDULE_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error(`--days は 1〜366 の整数で指定してください: ${values.days}`);
  // --now, else SITE_NOW, else the clock (lib/buildTime.ts); an instant needs its offset (+09:00 or Z).
  const now = getBuildTime(values.now === undefined ? process.env : { SITE_NOW: values.now });
  const ctx = createContentContext(positionals[0] ?? process.cwd(), { now });
  console.log(scheduleReport(getSiteChanges(ctx), now, days, values.cron));
} catch (error) {
  // By name: the loaders and this file may hold two copies of the class (tsx loads TypeScript for both module kinds).
  if (error instanceof Error && error.name === 'ContentError') console.error(error.message);
  else if (error instanceof RangeError) console.error('✖ --now（または SITE_NOW）は 2026-11-28T12:00:00+09:00 のように時差付きで指定してください');
  else console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
