#!/usr/bin/env bash
# Counting on several threads and in shards (issue 37), one run, side by
# side: wall seconds of `cover --count` on 1 and 2 threads, the best of
# BENCH_ROUNDS interleaved rounds (default 3), and their ratio (the
# speed-up); the shards of pentominoes 6×10 run by GNU parallel and merged,
# beside the count of one search; and how evenly the shards share the work
# (examples/shard_balance.rs): the largest shard's share, and the speed-up
# on 8, 64 and 1,000 cores it allows. The same for a Sudoku's `count`
# (threads, and shards of `count --shards` merged), `generate` on 1 thread
# and 2 (its puzzles the same either way), and the page's count on
# 1 worker and 2 (scripts/bench-page-count.mjs, after `npm run build`). A
# figure, not a test.
#   usage: scripts/bench-threads.sh
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${BENCH_ROUNDS:-3}
cargo build --release -q --bin sudoku-dlx --example exact_cover_problems --example shard_balance
ours=target/release/sudoku-dlx
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

wall() {
  local TIMEFORMAT='%R'
  { time "$@" >/dev/null 2>&1; } 2>&1
}
least() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }

printf '%-18s %10s %10s %8s\n' problem "1 thread" "2 threads" ×
for problem in "pentominoes 6 10" "queens 15"; do
  file=$work/${problem// /-}.dlx
  # shellcheck disable=SC2086 # the words are the generator's arguments
  target/release/examples/exact_cover_problems $problem > "$file"
  one="" two=""
  for ((round = 0; round < rounds; round++)); do
    one=$(least "$one" "$(wall "$ours" cover --count --timeout 100000 --threads 1 "$file")")
    two=$(least "$two" "$(wall "$ours" cover --count --timeout 100000 --threads 2 "$file")")
  done
  awk -v p="$problem" -v o="$one" -v t="$two" 'BEGIN { printf "%-18s %10.2f %10.2f %8.2f\n", p, o, t, o / t }'
done

file=$work/pentominoes-6-10.dlx
if command -v parallel >/dev/null; then
  single=$("$ours" cover --count --threads 1 "$file")
  parallel --will-cite --jobs 2 "$ours cover --count --threads 1 --shards 8 --shard {} $file > $work/shard-{}.txt" ::: 0 1 2 3 4 5 6 7
  merged=$("$ours" merge "$work"/shard-*.txt)
  printf '\npentominoes 6×10 in 8 shards under GNU parallel: merged %s, one search %s\n' "$merged" "$single"
else
  printf '\nbench-threads: no GNU parallel (bash scripts/setup.sh --browser installs it)\n' >&2
fi
# A Sudoku's count: 1 thread and 2, and 8 shards of `count --shards` under
# GNU parallel merged beside it; then the page's count on 1 worker and 2.
solved=483921657967345821251876493548132976729564138136798245372689514814253769695417382
printf '%s\n' "${solved:0:36}$(printf '.%.0s' {1..45})" > "$work/sudoku.txt"
one="" two=""
for ((round = 0; round < rounds; round++)); do
  one=$(least "$one" "$(wall "$ours" count --timeout 100000 --threads 1 "$work/sudoku.txt")")
  two=$(least "$two" "$(wall "$ours" count --timeout 100000 --threads 2 "$work/sudoku.txt")")
done
awk -v o="$one" -v t="$two" 'BEGIN { printf "\n%-18s %10.2f %10.2f %8.2f\n", "sudoku 9×9, 36 givens", o, t, o / t }'
if command -v parallel >/dev/null; then
  single=$("$ours" count --timeout 100000 --threads 1 "$work/sudoku.txt")
  parallel --will-cite --jobs 2 "$ours count --timeout 100000 --threads 1 --shards 8 --shard {} $work/sudoku.txt > $work/sudoku-{}.txt" ::: 0 1 2 3 4 5 6 7
  merged=$("$ours" merge "$work"/sudoku-*.txt)
  printf 'the same Sudoku in 8 shards of count --shards under GNU parallel: merged %s, one count %s\n' "$merged" "$single"
fi
# generate: 2,000 9×9 puzzles on 1 thread and 2, the same lines either way.
one="" two=""
for ((round = 0; round < rounds; round++)); do
  one=$(least "$one" "$(wall "$ours" generate --seed 1 --count 2000 --threads 1)")
  two=$(least "$two" "$(wall "$ours" generate --seed 1 --count 2000 --threads 2)")
done
same=$(cmp -s <("$ours" generate --seed 1 --count 2000 --threads 1) <("$ours" generate --seed 1 --count 2000 --threads 2) && echo same || echo DIFFERENT)
awk -v o="$one" -v t="$two" -v s="$same" 'BEGIN { printf "%-18s %10.2f %10.2f %8.2f  (%s puzzles)\n", "generate 2000 9×9", o, t, o / t, s }'
printf '\n'
node scripts/bench-page-count.mjs

printf '\nhow evenly the shards share the work (links engine, work units):\n'
for problem in "pentominoes 6 10" "queens 15"; do
  printf '%s\n' "$problem"
  target/release/examples/shard_balance "$work/${problem// /-}.dlx" 8 64 1000
done
