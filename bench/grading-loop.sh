#!/usr/bin/env bash
# grading-loop.sh — how long a student waits for a verdict after an edit.
#
#   [RG_LOOP="02 07"] bash bench/grading-loop.sh BUILD_DIR [--backend gpu|emu] [--quick]
#
# For each exercise: copy its solution, append a comment (a new file: the
# compile cache misses, as after a real edit), grade it, and print the wall
# time; then grade the same file again (cache hit).  Prints a table.
set -u
build=${1:?usage: grading-loop.sh BUILD_DIR [reduce-grade options]}
shift
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-28s %12s %12s %6s\n' exercise "edit→verdict" "again" exit
# RG_LOOP="02 07" limits the table to those exercises (device time is scarce).
for sol in "$root"/solutions/*/reduce.cu; do
  ex=$(basename "$(dirname "$sol")")
  if [ -n "${RG_LOOP:-}" ] && [[ " $RG_LOOP " != *" ${ex%%-*} "* ]]; then continue; fi
  f=$tmp/$ex.cu
  cp "$sol" "$f"
  echo "// edited $(date +%s%N)" >>"$f"
  t0=$(date +%s.%N)
  "$build/reduce-grade" "$@" "${ex%%-*}" "$f" >/dev/null 2>&1
  rc=$?
  t1=$(date +%s.%N)
  "$build/reduce-grade" "$@" "${ex%%-*}" "$f" >/dev/null 2>&1
  t2=$(date +%s.%N)
  printf '%-28s %11.1fs %11.1fs %6s\n' "$ex" "$(awk "BEGIN{print $t1 - $t0}")" "$(awk "BEGIN{print $t2 - $t1}")" "$rc"
done
