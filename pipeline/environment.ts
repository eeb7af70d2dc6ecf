/** Sets up this build's options and environment on import, before any step, because lib/url.ts reads NEXT_PUBLIC_SITE_URL when first imported. */
import { type BuildTarget, applyBuildOptions, parseBuildArgs } from './options';
import { checkReleaseSafety } from './releaseSafety';

function setUp(): BuildTarget {
  try {
    // npm runs scripts in the repository, as next build expects.
    const target = applyBuildOptions(process.cwd(), parseBuildArgs(process.argv.slice(2)));
    for (const warning of checkReleaseSafety(process.env)) console.warn(`⚠ ${warning}`);
    return target;
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

export const build: BuildTarget = setUp();
