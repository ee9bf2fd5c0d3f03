#!/usr/bin/env bash
# workers-same-verdict.sh — a grading's verdict does not depend on how many
# worker processes the machine gives it.  The cases run in lanes, each in a
# process of its own, whatever the worker count (harness/run/run_internal.h,
# RG_RUN_LANES), so what a case finds left by the cases before it in its
# process is the same on two cores and on sixteen.  Graded with 1, 2, 3 and
# 8 workers: a kernel wrong only on the sixth call of its process
# (history/02-wrong-on-sixth-call.cu); the failing cases must be the same
# list each time, and not empty.  Dealt to the workers by their count, the
# sixth call fell on other cases with each count (a stale-partial mutant of
# 08 failed on two cores and passed on sixteen).  The sizes and blocks are
# named: a default grading adds the learning goals' cases, drawn at random
# at each grading (harness/cases/drawn_case.c, so that a kernel cannot meet
# a goal on the grids it knows of only), and their calls move the rest.
#
#   workers-same-verdict.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
file=$kit/tests/kit/history/02-wrong-on-sixth-call.cu
first=
for w in 1 2 3 8; do
  out=$(REDUCE_GRADE_WORKERS=$w "$rg" --backend emu --sizes 1,33,65,1000,2049,4099 --blocks 32,64,256,1024 --verbose 02 "$file" 2>&1)
  rc=$?
  [ "$rc" -eq 77 ] && { echo "no emulator here: $out" | head -3; exit 77; }
  [ "$rc" -eq 1 ] || { echo "FAIL: $w workers: exit $rc, expected 1"; echo "$out" | tail -20; exit 1; }
  failed=$(grep -E '^FAILED ' <<<"$out" | sort)
  [ -n "$failed" ] || { echo "FAIL: $w workers: no failing case named"; echo "$out" | tail -20; exit 1; }
  if [ -z "$first" ]; then
    first=$failed
  elif [ "$failed" != "$first" ]; then
    echo "FAIL: $w workers failed other cases than 1 worker:"
    diff <(echo "$first") <(echo "$failed") | head -20
    exit 1
  fi
done
echo "ok: the same failing cases with 1, 2, 3 and 8 workers:"
echo "$first" | head -5
