#!/usr/bin/env bash
# Runs each cargo-fuzz target for a set time (SECONDS, default 180) and
# prints runs, time and crashes. Needs the nightly toolchain and cargo-fuzz
# (`cargo install cargo-fuzz`); CI runs the same checks on the seeds with
# stable `cargo test --test fuzz_seeds`.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:-180}
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(grid_text problem_text engine preprocessor ladder variant_text colours)

cargo +nightly fuzz build --release >&2
printf '%-14s %12s %9s %8s\n' target runs seconds crashes
status=0
for target in "${targets[@]}"; do
  # New inputs go to corpus/ (not kept in git); the seeds stay as they are.
  mkdir -p "corpus/$target"
  log=$(mktemp)
  if cargo +nightly fuzz run --release "$target" "corpus/$target" "seeds/$target" -- \
      -max_total_time="$seconds" -print_final_stats=1 >"$log" 2>&1; then
    crashes=0
  else
    crashes=$(find "artifacts/$target" -type f 2>/dev/null | wc -l)
    status=1
    tail -40 "$log" >&2
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  time=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  printf '%-14s %12s %9s %8s\n' "$target" "${runs:-?}" "${time:-$seconds}" "$crashes"
  rm -f "$log"
done
exit $status
