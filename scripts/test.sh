#!/usr/bin/env bash
# The whole test suite, as CI runs it: lint, types, content, unit tests, the build, then the browser tests against
# the built export (e2e/run.mjs builds the variants those tests need first: build/options.ts).
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
echo "== e2e";         npm run --silent test:e2e
