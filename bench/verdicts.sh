#!/usr/bin/env bash
# verdicts.sh — the verdict of every solution, every correct variant
# (tests/correct/) and every mutant on one
# backend, one line each: file, expected cause, exit code, causes reported.
#
#   bash bench/verdicts.sh BUILD_DIR gpu|emu [GRADE_OPTION...]
#
# GRADE_OPTIONs go to every grading (e.g. --arch sm_75: the GPU builds for
# an older architecture, run through their PTX; gpu-check.sh's step arch).
# Run it on a GPU machine and here; the two tables side by side are the
# GPU/emulator agreement table (bench/results.md).  The mutants are made
# from their .mutant patches by BUILD_DIR/mkmutant (full .cu copies not
# converted yet are graded as they are).  RG_JOBS (default 1) gradings run at
# once; the table keeps its order.  RG_MATRIX=default grades the solutions,
# correct variants and mutants without args= on the default matrix instead
# of --quick (what a student's edit-to-verdict runs).
set -u
build=${1:?usage: verdicts.sh BUILD_DIR gpu|emu}
backend=${2:?usage: verdicts.sh BUILD_DIR gpu|emu}
shift 2
extra=("$@")
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
causes() { tr -d '\n ' <"$1" 2>/dev/null | grep -o '"causes":\[[^]]*\]' | cut -d: -f2; }
jobs=${RG_JOBS:-1}
quick=(--quick)
[ "${RG_MATRIX:-quick}" = default ] && quick=()
row=0
# RG_ONLY (a regular expression) keeps the rows whose exercise folder
# matches it, e.g. '(^|/)0[1-6]-'.
only=${RG_ONLY:-.}
# grade NAME WANT EXERCISE FILE OPTIONS...: one row of the table, written to
# its own numbered file so that rows graded at once keep the table's order.
grade() {
  local name=$1 want=$2 ex=$3 file=$4 n=$row
  shift 4
  [[ $name =~ $only ]] || return 0
  row=$((row + 1))
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  (
    "$build/reduce-grade" --backend "$backend" ${extra[@]+"${extra[@]}"} "$@" "$ex" "$file" \
      --json "$tmp/r$n.json" \
      >/dev/null 2>&1
    printf '%-58s %-20s %-4s %s\n' "$name" "$want" "$?" "$(causes "$tmp/r$n.json")" >"$tmp/part$n"
    mv "$tmp/part$n" "$tmp/row$n"
  ) &
  flush
}
# Print the rows done so far, in the table's order: a run cut short by a
# time limit still leaves its first rows.
shown=0
flush() {
  while [ -f "$tmp/row$shown" ]; do cat "$tmp/row$shown"; shown=$((shown + 1)); done
}
for sol in "$root"/solutions/*/reduce.cu; do
  ex=$(basename "$(dirname "$sol")")
  grade "solutions/$ex" pass "${ex%%-*}" "$sol" ${quick[@]+"${quick[@]}"}
done
# Correct submissions written differently from the solutions: each must pass.
for c in "$root"/tests/correct/*/*.cu; do
  [ -e "$c" ] || continue
  ex=$(basename "$(dirname "$c")")
  grade "correct/$ex/$(basename "$c")" pass "${ex%%-*}" "$c" ${quick[@]+"${quick[@]}"}
done
"$build/mkmutant" --all "$root" "$tmp/mutants" >/dev/null || exit 1
for m in "$tmp"/mutants/*/*.cu "$root"/tests/mutants/*/*.cu; do
  [ -e "$m" ] || continue
  ex=$(basename "$(dirname "$m")")
  want=$(head -1 "$m" | grep -o "$backend=[a-z|-]*" | cut -d= -f2)
  args=$(head -1 "$m" | sed -n 's/.*args=\([^ ]*\).*/\1/p')
  opts=(${quick[@]+"${quick[@]}"})
  [ -z "$args" ] || IFS=, read -r -a opts <<<"$args"
  # a list inside an option (--sizes=1000,4099): what follows a comma and is
  # not an option belongs to an --option=value before it (--sizes,4099 is two)
  merged=(); for x in "${opts[@]}"; do if [[ $x == --* || ${#merged[@]} -eq 0 || ${merged[-1]} != --*=* ]]; then merged+=("$x"); else merged[-1]+=",$x"; fi; done; opts=("${merged[@]}")
  name=$ex/$(basename "$m")
  [[ $name =~ $only ]] || continue
  if [ "$want" = none ]; then
    printf '%-58s %-20s %-4s %s\n' "$name" none - "(not run on this backend)" >"$tmp/row$row"
    row=$((row + 1))
    continue
  fi
  grade "$name" "$want" "${ex%%-*}" "$m" "${opts[@]}"
done
wait
flush
