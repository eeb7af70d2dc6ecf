#!/usr/bin/env node
/**
 * `npm run content:check`: validates everything under content/ without building the site (pipeline/contentCheck.ts,
 * the same step `npm run build` runs first). npm runs this file with `tsx`, which the TypeScript loaders need.
 *
 *   npm run content:check                      # checks content/ and public/ of this repository
 *   npx tsx scripts/content-check.mjs some/dir # checks some/dir/content and some/dir/public
 *
 * Exit code 0 when the content is valid, 1 with one line per problem otherwise:
 *   content/discs.yaml 5行目「巻（volumes）1番目の発売日（releaseDate）」: 年-月-日 の形の日付（例: 2026-10-03）を書いてください。書かれている値: "10/1"。発売する日。
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runContentCheck } from '../pipeline/contentCheck.ts';

const dir = process.argv[2];
const rootDir = dir ? path.resolve(dir) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!runContentCheck({ rootDir })) process.exit(1);
