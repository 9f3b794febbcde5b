#!/usr/bin/env bash
# `npm run build`: the four wasm packages, pkg/ (the core), pkg-stepper/,
# pkg-ladder/ and pkg-logic/, in two lanes side by side. A release build
# with LTO and one codegen unit spends most of its time in one thread, so
# two builds at once take little longer than one.
#
# Each package has a target directory of its own (target/wasm/<package>):
# Cargo keeps one copy of a cdylib whatever its features, so two packages
# built in one directory each compiled the crate again on every build,
# some 40 s apiece even when nothing had changed. A lane's second
# directory starts as a copy of its first, so a first build compiles the
# dependencies once a lane, as one shared directory did.
#
# A package whose compiled wasm, Cargo.toml, Cargo.lock, this script and
# the tools' pins (scripts/setup.sh installs wasm-pack and wasm-bindgen,
# package-lock.json holds binaryen's wasm-opt) are what they were when it
# was last written, and which is still as it was written, is kept:
# wasm-bindgen and wasm-opt, some 12 CPU s a package, run only when
# something they read has changed.
set -euo pipefail
cd "$(dirname "$0")/.."

# build NAME OUT_DIR [FEATURES]
build() {
  local name=$1 out=$2 features=${3:-}
  local dir=target/wasm/$name
  local cargo_args=(--lib --release --target wasm32-unknown-unknown) pack_args=(--target web --release --out-dir "$out")
  if [[ -n $features ]]; then
    cargo_args+=(--features "$features")
    pack_args+=(-- --features "$features")
  fi
  CARGO_TARGET_DIR=$dir cargo build "${cargo_args[@]}"
  local stamp=$dir/package-stamp
  local inputs
  inputs=$(sha256sum "$dir/wasm32-unknown-unknown/release/sudoku_dlx.wasm" Cargo.toml Cargo.lock scripts/build.sh scripts/setup.sh package-lock.json | cut -d' ' -f1)
  if [[ -f $stamp && -f $out/sudoku_dlx_bg.wasm ]] &&
    [[ $(cat "$stamp") == "$inputs"$'\n'"$(sha256sum "$out/sudoku_dlx_bg.wasm" "$out/sudoku_dlx.js" | cut -d' ' -f1)" ]]; then
    echo "$out: unchanged since it was last built"
    return
  fi
  CARGO_TARGET_DIR=$dir wasm-pack build "${pack_args[@]}"
  printf '%s\n%s\n' "$inputs" "$(sha256sum "$out/sudoku_dlx_bg.wasm" "$out/sudoku_dlx.js" | cut -d' ' -f1)" >"$stamp"
}

# lane FIRST FIRST_OUT FIRST_FEATURES SECOND SECOND_OUT SECOND_FEATURES
lane() {
  build "$1" "$2" "$3"
  [[ -d target/wasm/$4 ]] || cp -a "target/wasm/$1" "target/wasm/$4"
  build "$4" "$5" "$6"
}

mkdir -p target/wasm
lane core pkg '' stepper pkg-stepper stepper &
first=$!
lane ladder pkg-ladder ladder,cover logic pkg-logic logic,variants &
second=$!
status=0
wait $first || status=$?
wait $second || status=$?
exit $status
