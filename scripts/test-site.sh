#!/usr/bin/env bash
# Builds the site and runs every browser test. The development-server test needs no build and spends
# its time in webpack's compile, mostly on one core, so on a 2-core machine it runs beside the build
# (about 2 minutes saved, docs/testing.md); its output follows the build's. The rest drive the build.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
npm run test:browser -- --runTestsByPath __tests__/browser/develop.test.ts >"$log" 2>&1 &
develop=$!
npm run build
built=$?
wait "$develop"
developed=$?
cat "$log" && rm -f "$log"
[ "$built" -eq 0 ] || exit "$built"
npm run test:browser -- --testPathIgnorePatterns '/develop\.test\.ts$'
tested=$?
[ "$developed" -eq 0 ] || exit "$developed"
exit "$tested"
