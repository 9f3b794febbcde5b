#!/usr/bin/env bash
# `npm run screenshots`: the page tests again, keeping a picture of every
# view they check in test-results/ (SUDOKU_DLX_SCREENSHOTS=1; `npm test`
# takes none). The pictures in docs/ are copied from there. Built as
# `npm test` builds: the wasm packages, then the package and the site once.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
node scripts/package.mjs --pack
node scripts/bundle.mjs
SUDOKU_DLX_BUILT=1 SUDOKU_DLX_SCREENSHOTS=1 node scripts/page-tests.mjs --test-concurrency="${SUDOKU_DLX_PAGE_JOBS:-2}" tests/e2e/
