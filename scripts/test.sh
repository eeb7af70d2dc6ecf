#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, types, content, unit tests, the build, then the browser tests
# against the built export.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium が必要です: sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi

echo "== lint";        npx eslint .
echo "== typecheck";   npx tsc --noEmit
echo "== content";     npm run --silent content:check
echo "== unit tests";  npx jest --ci
echo "== build";       npm run build
echo "== build (GA + Sentry, for the CSP test)"; npm run build:e2e
echo "== build (below /sorairo/, for the GitHub Pages test)"; npm run build:e2e-basepath
echo "== build (bare Next.js export, the first-load JavaScript budget of e2e/perf.test.mjs)"
NEXT_TELEMETRY_DISABLED=1 npx next build bench/baseline
echo "== e2e";         node e2e/run.mjs
