#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, types, content, unit tests (on content/ and on the second series of
# fixtures/series), the build, then the browser tests against the built export (e2e/run.mjs builds the variants those
# tests need first: pipeline/options.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium が必要です: sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi

# The test builds name their site URL, as a release must: a hosting service's CI (GitHub Actions, Cloudflare Pages,
# Netlify, Vercel) refuses a build without one (pipeline/releaseSafety.ts), and these builds may run there.
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:3000}"

echo "== lint";        npm run --silent lint
echo "== typecheck";   npx tsc --noEmit
echo "== content";     npm run --silent content:check
echo "== unit tests";  npx jest --ci
echo "== unit tests on a second series (fixtures/series)"; npm run --silent test:series
echo "== build";       npm run build
echo "== e2e";         npm run --silent test:e2e
