/**
 * This build's options and environment, set up when scripts/build.mjs imports this module, before any step: like
 * `import 'dotenv/config'`, it comes first because lib/url.ts reads NEXT_PUBLIC_SITE_URL when it is first imported.
 *
 * The options come from the command line (build/options.ts); the environment is the process's own, the options'
 * values on top, and the `.env*` files read by Next's own loader as `next build` reads them.
 */
import { type BuildTarget, applyBuildOptions, parseBuildArgs } from './options';

/** Sets up this build from the command line, or ends the process with the reason (nothing has been touched yet). */
function setUp(): BuildTarget {
  try {
    // The repository: npm runs its scripts there, as next build expects.
    return applyBuildOptions(process.cwd(), parseBuildArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

/** This build, set up on import (see the top of this file). */
export const build: BuildTarget = setUp();
