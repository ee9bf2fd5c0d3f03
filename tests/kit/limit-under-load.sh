#!/usr/bin/env bash
# limit-under-load.sh — a case's time limit counts the time it could run,
# not the time it waited for a CPU: a right kernel graded on a crowded
# machine (a batch beside it, a busy Gradescope runner) must not read as a
# hang.  The grader and five spinning processes share one CPU, so each
# case of 07's solution at 500003 elements (about a tenth of a CPU second
# on the 2-core machine) takes six times that in wall time, past a
# --timeout of 0.5.  Passes when the grading passes and its wall time shows
# that the cases did wait (more than the limit a case: else the test proved
# nothing); fails, naming the timeout, if the wait counted
# (harness/run/run_protocol.c, harness/backend/emu/simt/where.c).
#
# The spinners' CPU is this test's cost (one CPU for as long as the
# grading takes): seven of them beside a case of half a CPU second at a
# limit of 2 s took some 12 CPU s; five beside a tenth of a second at 0.5
# keep the same ratios of case to limit and of wait to limit, for half.
#
#   limit-under-load.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
command -v taskset >/dev/null || { echo "no taskset here"; exit 77; }
solution=$kit/solutions/07-multi-block/reduce.cu
limit=0.5 cases=4 # two parts, two types: one size, one block size
opts=(--backend emu --timeout "$limit" --sizes 500003 --blocks 256 07 "$solution")
# The compile, unhurried: the limit is the run's.
"$rg" --compile-only "${opts[@]}" >/dev/null 2>&1
cpu=$(taskset -pc $$ | sed 's/.*: //; s/[,-].*//')
spinners=()
trap 'kill "${spinners[@]}" 2>/dev/null' EXIT
for _ in $(seq 1 5); do
  taskset -c "$cpu" bash -c 'while :; do :; done' &
  spinners+=($!)
done
start=$(date +%s%N)
out=$(taskset -c "$cpu" "$rg" "${opts[@]}" 2>&1)
rc=$?
took_ms=$((($(date +%s%N) - start) / 1000000))
kill "${spinners[@]}" 2>/dev/null
if [ $rc -ne 0 ]; then
  echo "FAIL: 07's solution, graded beside 5 spinners on one CPU with --timeout $limit, exited $rc after $took_ms ms:"
  printf '%s\n' "$out" | grep -E 'did not finish|still ran|FAILED|result:' | head -5
  exit 1
fi
# Four cases (two parts, two types) each waited: the grading took more
# than their limits together, or the machine is too fast for the test.
need_ms=$(awk -v l="$limit" -v n="$cases" 'BEGIN { print int(l * n * 1000) }')
if [ "$took_ms" -le "$need_ms" ]; then
  echo "FAIL: the grading took $took_ms ms beside 5 spinners: no case waited past its $limit s limit, so the test shows nothing (more spinners?)"
  exit 1
fi
echo "ok: passed in $took_ms ms of wall time beside 5 spinners, each case limited to $limit s it could run"
