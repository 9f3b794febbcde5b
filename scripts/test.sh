#!/usr/bin/env bash
# Every test: formatting and lints of the Rust and the JavaScript, the
# JavaScript's type check, the native tests, the binding in Node and in
# headless Chromium, the page end to end and the npm package. `npm test`
# runs this; `npm run test:quick` (scripts/test-quick.sh) is the inner loop.
#
# Nothing is done twice: the four wasm packages build two at a time
# (scripts/build.sh), the production package and site are built once for
# every test that serves them (SUDOKU_DLX_BUILT, scripts/package.mjs), the
# binding's tests share one build with every feature, and the native tests
# run optimized (the `checks` profile keeps debug assertions).
#
# The native tests compile from the start, beside the lints and the wasm
# build. Once everything is built, three lanes run side by side: the page tests
# (two files at a time), the native and binding tests one after another, and
# the npm package's tests, which mostly wait on npm's registry. Each lane
# but the page tests writes to a log of its own, shown whole at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

step() { printf '\n== %s (at %d s)\n' "$*" "$SECONDS" >&2; }

logs=$(mktemp -d)
lanes=()
trap 'kill "${lanes[@]}" 2>/dev/null || true; rm -rf "$logs"' EXIT

step "format and lints"
# ESLint and Prettier read no build, and each keeps one core: they run
# beside the Rust's lints and the wasm build, which leave one idle at times.
(npx eslint . && npx prettier --check .) >"$logs/js-lint" 2>&1 &
js_lint=$!
lanes+=("$js_lint")
cargo fmt --check
# The native tests compile (the `checks` profile, a build directory of its
# own, so neither the lints nor the wasm build wait on its lock) beside the
# lints, the wasm build and the type check, which leave a core idle at
# times, rather than in their lane beside the page tests, where
# `fence-spec.test.mjs`'s `cargo build` of the preprocessor waited on that
# lock, a page test slot idle, for as long as the compile still ran.
cargo test --profile checks --no-run >/dev/null 2>&1 &
lanes+=("$!")
# Functions stay under clippy.toml's line threshold.
cargo clippy --all-targets -- -D warnings -W clippy::too_many_lines
cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings -W clippy::too_many_lines
cargo clippy --lib --target wasm32-unknown-unknown --features stepper -- -D warnings -W clippy::too_many_lines
cargo clippy --lib --target wasm32-unknown-unknown --features ladder,cover -- -D warnings -W clippy::too_many_lines
cargo clippy --lib --target wasm32-unknown-unknown --features logic,variants -- -D warnings -W clippy::too_many_lines

step "the four wasm packages"
npm run build

step "JavaScript: lint and formatting (as they ran, beside the Rust), and type check"
js_status=0
wait "$js_lint" || js_status=$?
cat "$logs/js-lint"
[[ $js_status == 0 ]] || exit "$js_status"
# The type check reads the wasm packages' declarations. Strict types
# (engine/: the loaders, the workers, their protocol; shared/, the models
# and the views) check beside the whole project's, each on a core.
npx tsc -p tsconfig.strict.json >"$logs/tsc-strict" 2>&1 &
tsc_strict=$!
lanes+=("$tsc_strict")
js_status=0
npx tsc -p . || js_status=$?
wait "$tsc_strict" || js_status=$?
cat "$logs/tsc-strict"
[[ $js_status == 0 ]] || exit "$js_status"

step "the production package (staged and packed) and site, once for every test"
node scripts/package.mjs --pack
node scripts/bundle.mjs
export SUDOKU_DLX_BUILT=1

step "the npm package, beside the rest: packed, installed beside Vite 5 to 8, VitePress and Vue, built, served and imported"
node --test --test-concurrency=1 tests/package/ >"$logs/package" 2>&1 &
package=$!
lanes+=("$package")

step "native and binding tests, beside the page tests"
# Every suite runs whatever an earlier one gave, so one run reports every failure.
native_and_binding() {
  local failed=0
  step "native tests, optimized with debug assertions"
  # Compiled since the lints began (Cargo's lock waits for that build to
  # end, if it has not); a failed compile is told again here.
  cargo test --profile checks --no-fail-fast || failed=1
  step "binding tests in Node, one build with every feature"
  # Chromium runs the same build: the same features, so nothing is compiled twice.
  local features=stepper,ladder,cover,logic,variants tests=(--test web --test web_stepper --test web_stepper_variants --test web_hint --test web_ladder)
  # What `wasm-pack test` runs, less the `cargo build --tests` it runs first,
  # which compiled every file of tests/ for wasm (some 50 the binding's
  # tests are not): Cargo's runner, wasm-bindgen-test-runner (scripts/setup.sh
  # installs the version Cargo.toml pins), and the environment it sets.
  binding() {
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
      cargo test --target wasm32-unknown-unknown --no-fail-fast --features "$features" "$@"
  }
  WASM_BINDGEN_TEST_ONLY_NODE=1 binding "${tests[@]}" --test web_cover --test web_variants || failed=1
  step "binding tests in headless Chromium"
  WASM_BINDGEN_TEST_ONLY_WEB=1 WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER=$(command -v chromedriver) \
    binding "${tests[@]}" || failed=1
  return "$failed"
}
native_and_binding >"$logs/native" 2>&1 &
native=$!
lanes+=("$native")

step "page tests in headless Chromium"
# TAP as it runs, and a second report whose failures are told again at the
# very end, where a CI log cut to its head and tail still shows them all.
# (Node 20 runs the files in the order of their names, whatever order they
# are given in, so the longest cannot be sent first.)
# One browser and one server of the repository for every file
# (scripts/page-tests.mjs), each file in contexts of its own.
status=0
node scripts/page-tests.mjs --test-concurrency="${SUDOKU_DLX_PAGE_JOBS:-2}" \
  --test-reporter=tap --test-reporter-destination=stdout \
  --test-reporter=spec --test-reporter-destination="$logs/page" tests/e2e/ || status=$?

step "native and binding tests (as they ran, beside the page tests)"
wait $native || status=$?
cat "$logs/native"
step "the npm package's tests"
wait $package || status=$?
cat "$logs/package"
if grep -qE '^test .* FAILED$|^error: ' "$logs/native"; then
  step "the native and binding tests that failed, again"
  grep -E "^test .* FAILED$|^error: |panicked at" "$logs/native"
fi
if grep -q 'failing tests:' "$logs/page"; then
  step "the page tests that failed, again"
  sed -n '/failing tests:/,$p' "$logs/page"
fi
exit $status
