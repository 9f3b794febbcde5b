#!/usr/bin/env bash
# Every test: formatting and lints, the native tests, the binding in Node and
# in headless Chromium, and the page end to end. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

step() { printf '\n== %s\n' "$*" >&2; }

step "format and lints"
cargo fmt --check
cargo clippy --all-targets -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown --features ladder -- -D warnings

step "native tests"
cargo test

step "binding tests in Node"
wasm-pack test --node -- --test web
wasm-pack test --node -- --features ladder --test web_ladder

step "binding tests in headless Chromium"
WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- --test web
WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome -- --features ladder --test web_ladder

step "page tests in headless Chromium"
npm run build
node --test tests/e2e/
