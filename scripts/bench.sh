#!/usr/bin/env bash
# Puzzles per second of the native and wasm builds beside the peers of
# ../shared/peers/bench.sh, all from one run, with their ratios. A figure,
# not a test: the machine is shared and one timing can be a fifth off, so
# each set is timed in BENCH_ROUNDS interleaved rounds (default 3) and each
# column keeps its best round.
#   usage: scripts/bench.sh [DATASET...]   (default: every set in ../shared/data)
set -euo pipefail
cd "$(dirname "$0")/.."
peers=../shared/peers/bench.sh
if [[ ! -f $peers ]]; then
  echo "bench: needs ../shared/peers and ../shared/data beside the project" >&2
  exit 1
fi
sets=("$@")
if [[ ${#sets[@]} -eq 0 ]]; then
  for f in ../shared/data/puzzles*; do sets+=("$f"); done
fi
cargo build --release -q
npm run build >/dev/null 2>&1

rate() { awk -v want="$1" '$1 == want { print $(NF - 1) }'; }
best() { awk -v a="$1" -v b="$2" 'BEGIN { print (a > b) ? a : b }'; }
rounds=${BENCH_ROUNDS:-3}
printf '%-32s %9s %9s %9s %7s %9s %7s %7s\n' dataset seed-dlx js-dlx native ×seed wasm ×seed ×js
for set in "${sets[@]}"; do
  seed=0 js=0 native=0 wasm=0
  for ((round = 0; round < rounds; round++)); do
    peer_lines=$(bash "$peers" "$set")
    seed=$(best "$seed" "$(rate seed-dlx <<<"$peer_lines")")
    js=$(best "$js" "$(rate js-dancing-links <<<"$peer_lines")")
    native=$(best "$native" "$(target/release/sudoku-dlx bench "$set" | awk 'NR == 2 { print $4 }')")
    wasm=$(best "$wasm" "$(node scripts/bench-wasm.mjs "$set" | awk '{ print $4 }')")
  done
  awk -v d="$(basename "$set")" -v s="$seed" -v j="$js" -v n="$native" -v w="$wasm" 'BEGIN {
    printf "%-32s %9d %9d %9d %7.2f %9d %7.2f %7.2f\n", d, s, j, n, n / s, w, w / s, w / j }'
done
printf '\nwasm: %d bytes, %d gzipped\n' "$(wc -c < pkg/sudoku_dlx_bg.wasm)" "$(gzip -9 -c pkg/sudoku_dlx_bg.wasm | wc -c)"
# The generic problems by both engines, beside Knuth's dlx1 and ssxc1 where
# they are built, and those with colours beside dlx2 and ssxcc, and with
# multiplicities beside dlx3 (see scripts/bench-cover.sh).
printf '\n'
bash scripts/bench-cover.sh generic colours multiplicities
# Counting on 2 threads and in shards (see scripts/bench-threads.sh).
printf '\n'
bash scripts/bench-threads.sh
# ISS's variant collections beside the wasm build, when ISS's work tree is
# given (ISS_DIR=…; see scripts/bench-iss-variants.mjs): it takes minutes.
if [[ -n ${ISS_DIR:-} ]]; then
  printf '\n'
  node scripts/bench-iss-variants.mjs "$ISS_DIR"
fi
