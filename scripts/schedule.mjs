#!/usr/bin/env node
// `npm run schedule`: when the built site would change by itself in the coming days (timed news, synopsis reveals,
// broadcasts, NEW marks running out, release days), from content/; `--cron` prints the cron lines that rebuild it
// then; `--workflow` writes the scheduled workflow's lines for them (.github/workflows/deploy.yml, pipeline/publishPlan.mjs).
// Each section words its own changes (`schedule` in each section's lib/sections/<name>/section.ts), lib/clock.ts orders and prints them; the
// content is read like the build reads it (SITE_CONTENT_DIR).
//
//   npm run schedule [-- --now 2026-11-28T12:00:00+09:00] [--days 30] [--cron | --workflow]
//   npx tsx scripts/schedule.mjs some/dir      # the content and images of some/dir/content and some/dir/public
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { CRON_BLOCK_BEGIN, CRON_BLOCK_END, replaceCronBlock, workflowCrons } from '../pipeline/publishPlan.mjs';
import { busiestMonth, editorSeason, minutesNotice } from '../pipeline/publishSimulation.ts';
import { SCHEDULE_DAYS, resolveBuildInstant, scheduleReport } from '../lib/clock.ts';
import { getSiteChanges } from '../lib/content/clock.ts';
import { createContentContext } from '../lib/content/context.ts';

const WORKFLOW = '.github/workflows/deploy.yml';

const USAGE = `使い方: npm run schedule [-- --now 2026-11-28T12:00:00+09:00] [--days ${SCHEDULE_DAYS}] [--cron | --workflow] [フォルダ]
  --now   この時刻から数える（省略時は SITE_NOW、なければ今の時刻）
  --days  何日先まで表示するか（1〜366）
  --cron  その時刻に再ビルドする cron の行（UTC）も表示する
  --workflow  ${WORKFLOW} の cron の行を、これからの変化（1 年先まで）の時刻ちょうどに公開する行に書き換える
  フォルダ  content/ と public/ を持つフォルダ（省略時はこのリポジトリ）`;

try {
  let parsed;
  try {
    parsed = parseArgs({
      options: { now: { type: 'string' }, days: { type: 'string' }, cron: { type: 'boolean', default: false }, workflow: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    // Node's own message is English and names no allowed option: say what is allowed.
    throw new Error(`${error instanceof Error && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? 'この指定は使えません' : '指定が正しくありません'}（${process.argv.slice(2).join(' ')}）\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const days = values.days === undefined ? SCHEDULE_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error(`--days は 1〜366 の整数で指定してください: ${values.days}`);
  // As a build at --now would see it, else at SITE_NOW, else at the clock; an instant needs its offset (+09:00 or Z).
  const buildInstant = resolveBuildInstant(values.now ?? process.env.SITE_NOW);
  const ctx = createContentContext(positionals[0] ?? process.cwd(), { buildInstant });
  if (values.workflow) {
    const instants = getSiteChanges(ctx).map((c) => c.at);
    const text = replaceCronBlock(fs.readFileSync(WORKFLOW, 'utf8'), instants, Date.parse(buildInstant));
    fs.writeFileSync(WORKFLOW, text);
    // The same count as the block's own header (「… に作成: N 行」): the lines for the changes, not the daily one.
    const timed = workflowCrons(text.slice(text.indexOf(CRON_BLOCK_BEGIN), text.indexOf(CRON_BLOCK_END))).length;
    console.log(`${WORKFLOW} の cron の行を書き換えました（変化の時刻に公開する ${timed} 行）。コミットして push してください。`);
  } else {
    const changes = getSiteChanges(ctx);
    console.log(scheduleReport(changes, buildInstant, days, values.cron));
    // The publishing workflow's minutes for this content: a warning over the budget, as a group's CI never fails on it.
    if (!values.cron && changes.length > 0) console.log(`\n${minutesNotice(busiestMonth(editorSeason(changes)))}`);
  }
} catch (error) {
  // By name: the loaders and this file may hold two copies of the class (tsx loads TypeScript for both module kinds).
  if (error instanceof Error && error.name === 'ContentError') console.error(error.message);
  else if (error instanceof RangeError) console.error('✖ --now（または SITE_NOW）は 2026-11-28T12:00:00+09:00 のように時差付きで指定してください');
  else console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
