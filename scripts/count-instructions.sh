#!/usr/bin/env bash
# Instructions per puzzle of the native and wasm builds, counted by valgrind.
# Timings on a shared machine wander by a fifth; instruction counts repeat
# exactly, so they show whether a change to the engine helped, and by how
# much. wasm runs under `node --no-liftoff --single-threaded`, so that V8
# compiles it once, with its optimizing compiler, on this thread; it is
# counted as the difference between two passes over the set and one, so
# that start-up and compilation cancel. valgrind slows Node about fiftyfold:
# use a few hundred puzzles (say `head -300` of a set), not a whole set.
# With --cover, the generic problems instead: `cover --count` of each FILE
# in Knuth's format (by default the classic problems of src/classic.rs) by
# both engines under Knuth's rule and the default, natively, whole process,
# on one thread (the plain search).
#   usage: scripts/count-instructions.sh FILE...
#          scripts/count-instructions.sh --cover [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null; then
  echo "count-instructions: needs valgrind (apt-get install valgrind)" >&2
  exit 1
fi

instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}

if [[ ${1:-} == --cover ]]; then
  shift
  cargo build --release -q --bin sudoku-dlx --example exact_cover_problems
  files=("$@")
  if [[ ${#files[@]} -eq 0 ]]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    for problem in "queens 12" "langford 11" "pentominoes 3 20" "pentominoes 4 15"; do
      # shellcheck disable=SC2086 # the words are the generator's arguments
      target/release/examples/exact_cover_problems $problem > "$work/${problem// /-}.dlx"
      files+=("$work/${problem// /-}.dlx")
    done
  fi
  printf '%-24s %14s %14s %14s %14s\n' problem cells-knuth cells links-knuth links
  for file in "${files[@]}"; do
    counts=()
    for engine in cells links; do
      for rule in knuth weighed; do
        counts+=("$(instructions target/release/sudoku-dlx cover --count --threads 1 --timeout 100000 --engine "$engine" --rule "$rule" "$file")")
      done
    done
    printf '%-24s %14s %14s %14s %14s\n' "$(basename "$file" .dlx)" "${counts[@]}"
  done
  exit 0
fi

cargo build --release -q
npm run build >/dev/null 2>&1
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
