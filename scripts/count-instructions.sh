#!/usr/bin/env bash
# Instructions per puzzle of the native and wasm builds, counted by valgrind.
# Timings on a shared machine wander by a fifth; instruction counts repeat
# exactly, so they show whether a change to the engine helped, and by how
# much. wasm runs under `node --no-liftoff --single-threaded`, so that V8
# compiles it once, with its optimizing compiler, on this thread; it is
# counted as the difference between two passes over the set and one, so
# that start-up and compilation cancel. valgrind slows Node about fiftyfold:
# use a few hundred puzzles (say `head -300` of a set), not a whole set.
#   usage: scripts/count-instructions.sh FILE...
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null; then
  echo "count-instructions: needs valgrind (apt-get install valgrind)" >&2
  exit 1
fi
cargo build --release -q
npm run build >/dev/null 2>&1

instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}
wasm_passes() {
  instructions node --no-liftoff --single-threaded scripts/solve-passes.mjs "$1" "$2"
}

printf '%-34s %8s %14s %14s %8s\n' dataset puzzles native/puzzle wasm/puzzle wasm/native
for file in "$@"; do
  puzzles=$(node scripts/solve-passes.mjs "$file" 0)
  native=$(instructions target/release/sudoku-dlx solve "$file")
  one=$(wasm_passes "$file" 1)
  two=$(wasm_passes "$file" 2)
  awk -v d="$(basename "$file")" -v p="$puzzles" -v n="$native" -v w="$((two - one))" 'BEGIN {
    printf "%-34s %8d %14.0f %14.0f %8.2f\n", d, p, n / p, w / p, w / n }'
done
