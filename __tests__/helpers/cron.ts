/**
 * Test helper: cron expressions read as GitHub Actions and the hosts' crons do (UTC), to check the lines
 * `npm run schedule -- --cron` prints. The reader is the scheduled job's own (pipeline/publishPlan.mjs).
 */
export { firesAt, firstFiring, parseCron } from '../../pipeline/publishPlan.mjs';
