/**
 * This build's options and environment, set up when scripts/build.mjs imports this module, before any step: like
 * `import 'dotenv/config'`, it comes first because lib/url.ts reads NEXT_PUBLIC_SITE_URL when it is first imported.
 *
 * The options come from the command line (pipeline/options.ts); the environment is the process's own, the options'
 * values on top, and the `.env*` files read by Next's own loader as `next build` reads them. A setting a release must
 * not ship with (no site URL on a hosting service, a plain-HTTP error-report origin) stops the build here
 * (pipeline/releaseSafety.ts).
 */
import { type BuildTarget, applyBuildOptions, parseBuildArgs } from './options';
import { checkReleaseSafety } from './releaseSafety';

/** Sets up this build from the command line, or ends the process with the reason (nothing has been touched yet). */
function setUp(): BuildTarget {
  try {
    // The repository: npm runs its scripts there, as next build expects.
    const target = applyBuildOptions(process.cwd(), parseBuildArgs(process.argv.slice(2)));
    for (const warning of checkReleaseSafety(process.env)) console.warn(`⚠ ${warning}`);
    return target;
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

/** This build, set up on import (see the top of this file). */
export const build: BuildTarget = setUp();
