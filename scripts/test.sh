#!/usr/bin/env bash
# Every test: formatting and lints of the Rust and the JavaScript, the
# JavaScript's type check, the native tests, the binding in Node and in
# headless Chromium (with and without the ladder and logic features; the cover feature in Node), and the page end
# to end. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

step() { printf '\n== %s\n' "$*" >&2; }

step "format and lints"
cargo fmt --check
# Functions stay under clippy.toml's line threshold.
cargo clippy --all-targets -- -D warnings -W clippy::too_many_lines
cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings -W clippy::too_many_lines
cargo clippy --lib --target wasm32-unknown-unknown --features ladder,cover -- -D warnings -W clippy::too_many_lines
cargo clippy --lib --target wasm32-unknown-unknown --features logic -- -D warnings -W clippy::too_many_lines

step "JavaScript: lint, formatting and type check"
# The type check reads the wasm package's declarations.
npm run build
npx eslint .
npx prettier --check .
npx tsc -p .
# The seam under strict types: engine/ (the loaders, the workers, their protocol) and shared/.
npx tsc -p tsconfig.strict.json

step "native tests"
cargo test

step "binding tests in Node"
wasm-pack test --node -- --test web
wasm-pack test --node -- --features logic --test web_hint
wasm-pack test --node -- --features ladder --test web_ladder
wasm-pack test --node -- --features cover --test web_cover

step "binding tests in headless Chromium"
WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- --test web
WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- --features logic --test web_hint
WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- --features ladder --test web_ladder

step "page tests in headless Chromium"
node --test tests/e2e/

step "the npm package: packed, installed beside Vite 5 to 8, VitePress and Vue, built, served and imported"
node --test tests/package/
