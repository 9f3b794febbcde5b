#!/usr/bin/env bash
# `npm run test:quick`: the inner loop, a few minutes where `npm test` takes
# ten. The checks that catch most mistakes, with no browser and no wasm
# build of its own: formatting, lints and types of both languages, the
# native tests (optimized, with debug assertions), and every page test that
# runs in Node alone (a test file that opens no browser), against the wasm
# packages as last built (`npm run build` first after changing the Rust the
# binding exports). Then run the browser tests of what you touched, such as
# `node --test tests/e2e/matrix.test.mjs`, and `npm test` before you merge.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (at %d s)\n' "$*" "$SECONDS" >&2; }

for pkg in pkg pkg-stepper pkg-ladder pkg-logic; do
  [[ -f $pkg/sudoku_dlx_bg.wasm ]] || { echo "test:quick: $pkg/ is not built: run \`npm run build\` first" >&2; exit 1; }
done

step "format and lints"
cargo fmt --check
cargo clippy --all-targets -- -D warnings -W clippy::too_many_lines
npx eslint .
npx prettier --check .
npx tsc -p .
npx tsc -p tsconfig.strict.json

step "native tests"
cargo test --profile checks

step "page tests that run in Node"
# A file opens a browser through harness.mjs or one of the page helpers
# (aids-page.mjs, play-page.mjs, solver-page.mjs, visualizer-page.mjs).
mapfile -t node_only < <(grep -L -E "startSite|launchBrowser|visualizerSite|from '\./[a-z-]+-page\.mjs'" tests/e2e/*.test.mjs)
node --test "${node_only[@]}"
