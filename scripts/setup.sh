#!/usr/bin/env bash
# Installs whatever building (and, with --browser, testing) needs and is not yet
# on this machine. Safe to run repeatedly: each step is skipped when satisfied.
set -euo pipefail
cd "$(dirname "$0")/.."

# The CLI must match the wasm-bindgen crate exactly, so Cargo.toml is the one
# place the version is written.
bindgen_version=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml)
[[ -n $bindgen_version ]] || { echo "setup: no pinned wasm-bindgen in Cargo.toml" >&2; exit 1; }

log() { echo "setup: $*" >&2; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! command -v wasm-pack >/dev/null; then
  log "installing wasm-pack (a few minutes, once)"
  cargo install --locked wasm-pack
fi

if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]]; then
  log "installing wasm-bindgen-cli $bindgen_version (a few minutes, once)"
  # Not --locked: its lockfile names a webpki-roots release that some
  # registry mirrors lack, and any 1.0.x serves.
  cargo install --force wasm-bindgen-cli --version "$bindgen_version"
fi

# Installed again only when the lockfile's content changes: a fresh checkout
# gives the lockfile a new time, and a worktree whose node_modules links to
# another's would have its `npm ci` empty the other's too.
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [[ "$(cat node_modules/.lock-sum 2>/dev/null)" != "$lock_sum" ]]; then
  log "installing npm dependencies"
  npm ci --no-audit --no-fund
  echo "$lock_sum" >node_modules/.lock-sum
fi

if [[ ${1-} == --browser ]] && ! command -v chromium >/dev/null; then
  log "installing Chromium from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# The page tests run Chromium's headless shell (tests/e2e/harness.mjs), the
# same build without the browser's UI layer: about a third fewer CPU seconds.
if [[ ${1-} == --browser ]] && ! command -v chromium-headless-shell >/dev/null; then
  log "installing Chromium's headless shell from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
fi

# GNU parallel, for the test that runs `cover --shards` under it
# (tests/cli_shards.rs) as the docs' recipe does.
if [[ ${1-} == --browser ]] && ! command -v parallel >/dev/null; then
  log "installing GNU parallel from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq parallel >/dev/null
fi

# Lighthouse, for scripts/lighthouse.mjs only (a measurement, not a test):
# kept apart from the project's dependencies in .cache/, since it brings a
# few hundred packages. 12.2.3: 13 wants Node 22.
if [[ ${1-} == --lighthouse ]] && [[ ! -x .cache/lighthouse/node_modules/.bin/lighthouse ]]; then
  log "installing Lighthouse 12.2.3 into .cache/lighthouse (a minute, once)"
  mkdir -p .cache/lighthouse
  npm install --prefix .cache/lighthouse --no-audit --no-fund --no-save -E lighthouse@12.2.3
fi
