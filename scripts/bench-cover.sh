#!/usr/bin/env bash
# The engines beside Knuth's C programs and the fastest classic C Sudoku DLX,
# where they are built (../shared/peers/build-c-peers.sh puts them in
# ${PEERS_CACHE:-~/.cache/sudoku-peers}): CPU seconds of the whole process
# (user + system, so a loaded machine distorts less than wall time), the best
# of BENCH_ROUNDS interleaved rounds (default 3), and the ratio peer / ours
# (above 1: ours is faster). A figure, not a test.
#   usage: scripts/bench-cover.sh [generic|colours|multiplicities|sudoku]...
#          (default: generic and sudoku)
# colours: problems with colours (Algorithm C) made by Knuth's generators
# (slitherlink-dlx, and sudoku-general-dlx for jigsaws, which uses no
# colours but is read by his colour programs) from scripts/bench-colours/,
# and the project's slitherlink fixture, beside dlx2 and ssxcc;
# multiplicities: two queens in every row and column (Algorithm M) beside
# dlx3. The Sudoku sets are read from ${SHARED:-../shared}/data.
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

# The columns of one problem: Knuth's colour programs beside ours under
# Knuth's rule, and ours under the default.
coloured() {
  local name=$1 file=$2 ssxcc="" cells="" cellsw="" dlx2="" links="" linksw=""
  for ((round = 0; round < rounds; round++)); do
    if [[ -x $cache/knuth/ssxcc ]]; then
      ssxcc=$(least "$ssxcc" "$(cpu "$cache/knuth/ssxcc" < "$file")")
      dlx2=$(least "$dlx2" "$(cpu "$cache/knuth/dlx2" < "$file")")
    fi
    cells=$(least "$cells" "$(cpu "$ours" cover --count --threads 1 --rule knuth "$file")")
    cellsw=$(least "$cellsw" "$(cpu "$ours" cover --count --threads 1 "$file")")
    links=$(least "$links" "$(cpu "$ours" cover --count --threads 1 --engine links --rule knuth "$file")")
    linksw=$(least "$linksw" "$(cpu "$ours" cover --count --threads 1 --engine links "$file")")
  done
  printf '%-22s %8s %8s %8s %8s %8s %8s %8s %8s\n' "$name" "${ssxcc:--}" "$cells" \
    "$(ratio "${ssxcc:--}" "$cells")" "$cellsw" "${dlx2:--}" "$links" "$(ratio "${dlx2:--}" "$links")" "$linksw"
}

colours() {
  local generators=$cache/knuth-gen
  printf '%-22s %8s %8s %8s %8s %8s %8s %8s %8s\n' \
    problem ssxcc cells ×ssxcc cells-w dlx2 links ×dlx2 links-w
  coloured slitherlink-5x5 tests/fixtures/slitherlink-5x5.dlx
  if [[ ! -x $generators/slitherlink-dlx || ! -x $generators/sudoku-general-dlx ]]; then
    echo "(Knuth's generators are not built in $generators: only the fixture)"
    return
  fi
  for input in scripts/bench-colours/*.txt; do
    local name file
    name=$(basename "$input" .txt)
    file=$work/$name.dlx
    case $name in
      slitherlink-*) "$generators/slitherlink-dlx" < "$input" > "$file" 2>/dev/null ;;
      # Without holes every item is primary, and the line of items ends
      # in a '|' with nothing after it, which ssxcc misreads (it counts
      # 746,754 solutions of a jigsaw that has 344): so the '|' goes.
      jigsaw-*) "$generators/sudoku-general-dlx" < "$input" 2>/dev/null | sed '2s/ *|$//' > "$file" ;;
    esac
    coloured "$name" "$file"
  done
  echo "(cells and links use Knuth's rule, as ssxcc and dlx2 do; cells-w and links-w the default, weighed)"
}

# Two queens in every row and column of an n×n board, at most two on any
# diagonal: every item has a multiplicity.
two_queens() {
  awk -v n="$1" 'BEGIN {
    printf "| two queens in every row and column, at most two on a diagonal\n"
    for (i = 0; i < n; i++) printf "2|r%d ", i
    for (j = 0; j < n; j++) printf "2|c%d ", j
    for (k = 0; k < 2 * n - 1; k++) printf "0:2|a%d 0:2|b%d ", k, k
    printf "\n"
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf "r%d c%d a%d b%d\n", i, j, i + j, i - j + n - 1
  }'
}

multiplicities() {
  printf '%-22s %8s %8s %8s %8s\n' problem dlx3 links ×dlx3 links-w
  for n in 7 8; do
    local file=$work/two-queens-$n.dlx dlx3="" links="" linksw=""
    two_queens "$n" > "$file"
    for ((round = 0; round < rounds; round++)); do
      [[ -x $cache/knuth/dlx3 ]] && dlx3=$(least "$dlx3" "$(cpu "$cache/knuth/dlx3" < "$file")")
      links=$(least "$links" "$(cpu "$ours" cover --count --rule knuth "$file")")
      linksw=$(least "$linksw" "$(cpu "$ours" cover --count "$file")")
    done
    printf '%-22s %8s %8s %8s %8s\n' "two queens $n×$n" "${dlx3:--}" "$links" "$(ratio "${dlx3:--}" "$links")" "$linksw"
  done
  echo "(links uses Knuth's rule, as dlx3 does; links-w the default, which with multiplicities is also Knuth's)"
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
    colours) colours ;;
    multiplicities) multiplicities ;;
    sudoku) if [[ -d $shared/data ]]; then sudoku; else echo "bench-cover: no $shared/data" >&2; fi ;;
    *) echo "usage: $0 [generic|colours|multiplicities|sudoku]..." >&2; exit 2 ;;
  esac
  echo
done
