// @ts-check
// The worker thread of inline-sources.mjs: reads pages from the shared list and answers with what they need, merged.
import { parentPort, workerData } from 'node:worker_threads';
import { requireTs } from '../register-ts.mjs';
import { scanPages } from './inline-sources.mjs';

parentPort?.postMessage(scanPages({ ...workerData, headers: requireTs('lib/headers.ts'), sitemap: requireTs('lib/sitemap.ts') }));
