#!/usr/bin/env bash
# The engines beside Knuth's C programs and the fastest classic C Sudoku DLX,
# where they are built (../shared/peers/build-c-peers.sh puts them in
# ${PEERS_CACHE:-~/.cache/sudoku-peers}): CPU seconds of the whole process
# (user + system, so a loaded machine distorts less than wall time), the best
# of BENCH_ROUNDS interleaved rounds (default 3), and the ratio peer / ours
# (above 1: ours is faster). A figure, not a test.
#   usage: scripts/bench-cover.sh [generic|sudoku]...   (default: both)
# The Sudoku sets are read from ${SHARED:-../shared}/data.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${SHARED:-../shared}
cache=${PEERS_CACHE:-$HOME/.cache/sudoku-peers}
rounds=${BENCH_ROUNDS:-3}
parts=("$@")
[[ ${#parts[@]} -gt 0 ]] || parts=(generic sudoku)
cargo build --release -q --bin sudoku-dlx --example exact_cover_problems
ours=target/release/sudoku-dlx
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# cpu COMMAND... < INPUT: the process's user + system seconds.
cpu() {
  local TIMEFORMAT='%U %S'
  { time "$@" >/dev/null 2>&1; } 2>&1 | awk '{ printf "%.3f", $1 + $2 }'
}
least() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a) ? b : a }'; }
ratio() { awk -v p="$1" -v o="$2" 'BEGIN { if (p == "-" || o <= 0) print "-"; else printf "%.2f", p / o }'; }

generic() {
  local problems=("pentominoes 5 12" "pentominoes 6 10" "queens 12" "queens 14" "langford 12")
  printf '%-18s %8s %8s %8s %8s %8s %8s %8s %8s\n' \
    problem ssxc1 cells ×ssxc1 cells-w dlx1 links ×dlx1 links-w
  for problem in "${problems[@]}"; do
    local file=$work/${problem// /-}.dlx
    # shellcheck disable=SC2086 # the words are the generator's arguments
    target/release/examples/exact_cover_problems $problem > "$file"
    local ssxc1="" cells="" cellsw="" dlx1="" links="" linksw=""
    for ((round = 0; round < rounds; round++)); do
      if [[ -x $cache/knuth/ssxc1 ]]; then
        ssxc1=$(least "$ssxc1" "$(cpu "$cache/knuth/ssxc1" < "$file")")
        dlx1=$(least "$dlx1" "$(cpu "$cache/knuth/dlx1" < "$file")")
      fi
      cells=$(least "$cells" "$(cpu "$ours" cover --count --threads 1 --rule knuth "$file")")
      cellsw=$(least "$cellsw" "$(cpu "$ours" cover --count --threads 1 "$file")")
      links=$(least "$links" "$(cpu "$ours" cover --count --threads 1 --engine links --rule knuth "$file")")
      linksw=$(least "$linksw" "$(cpu "$ours" cover --count --threads 1 --engine links "$file")")
    done
    printf '%-18s %8s %8s %8s %8s %8s %8s %8s %8s\n' "$problem" "${ssxc1:--}" "$cells" \
      "$(ratio "${ssxc1:--}" "$cells")" "$cellsw" "${dlx1:--}" "$links" "$(ratio "${dlx1:--}" "$links")" "$linksw"
  done
  echo "(cells and links use Knuth's rule, as ssxc1 and dlx1 do; cells-w and links-w the default, weighed)"
}

sudoku() {
  printf '%-32s %8s %8s %8s\n' dataset fast9 native ×fast9
  for set in "$shared"/data/puzzles*; do
    local input=$work/puzzles fast9="" native=""
    grep -v '^#' "$set" > "$input"
    for ((round = 0; round < rounds; round++)); do
      [[ -x $cache/fast9 ]] && fast9=$(least "$fast9" "$(cpu "$cache/fast9" < "$input")")
      native=$(least "$native" "$(cpu "$ours" solve "$input")")
    done
    printf '%-32s %8s %8s %8s\n' "$(basename "$set")" "${fast9:--}" "$native" "$(ratio "${fast9:--}" "$native")"
  done
}

for part in "${parts[@]}"; do
  case $part in
    generic) generic ;;
    sudoku) if [[ -d $shared/data ]]; then sudoku; else echo "bench-cover: no $shared/data" >&2; fi ;;
    *) echo "usage: $0 [generic|sudoku]..." >&2; exit 2 ;;
  esac
  echo
done
