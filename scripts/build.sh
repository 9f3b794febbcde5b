#!/usr/bin/env bash
# `npm run build`: the four wasm packages, pkg/ (the core), pkg-stepper/,
# pkg-ladder/ and pkg-logic/, in two lanes side by side. A release build
# with LTO and one codegen unit spends most of its time in one thread, so
# two builds at once take little longer than one; each lane has its own
# target directory, since Cargo builds one target directory at a time.
set -euo pipefail
cd "$(dirname "$0")/.."

build() {
  wasm-pack build --target web --release "$@"
}

lane() {
  for features in "$@"; do
    case $features in
      core) build ;;
      *) build --out-dir "pkg-${features%%,*}" -- --features "$features" ;;
    esac
  done
}

lane core stepper &
first=$!
CARGO_TARGET_DIR=target/lane2 lane ladder,cover logic,variants &
second=$!
status=0
wait $first || status=$?
wait $second || status=$?
exit $status
