#!/usr/bin/env node
// Writes .cache/images/manifest.json, which the pages bundle (lib/imageManifest.ts), before `npm run dev` starts
// `next dev`: the build writes it in its own step, Jest when it starts (pipeline/images/manifest.cjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import manifest from '../pipeline/images/manifest.cjs';

manifest.writeProjectImageManifest(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
