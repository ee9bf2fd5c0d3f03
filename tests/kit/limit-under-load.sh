#!/usr/bin/env bash
# limit-under-load.sh — a case's time limit counts the time it could run,
# not the time it waited for a CPU: a right kernel graded on a crowded
# machine (a batch beside it, a busy Gradescope runner) must not read as a
# hang.  The grader and seven spinning processes share one CPU, so each
# case of 07's solution at 1000003 elements (about half a CPU second)
# takes several wall seconds, past a --timeout of 2.  Passes when the
# grading passes and its wall time shows that the cases did wait (more
# than the limit a case: else the test proved nothing); fails, naming the
# timeout, if the wait counted (harness/run/run_protocol.c,
# harness/backend/emu/simt/where.c).
#
#   limit-under-load.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
command -v taskset >/dev/null || { echo "no taskset here"; exit 77; }
solution=$kit/solutions/07-multi-block/reduce.cu
opts=(--backend emu --timeout 2 --sizes 1000003 --blocks 256 07 "$solution")
# The compile, unhurried: the limit is the run's.
"$rg" --compile-only "${opts[@]}" >/dev/null 2>&1
cpu=$(taskset -pc $$ | sed 's/.*: //; s/[,-].*//')
spinners=()
trap 'kill "${spinners[@]}" 2>/dev/null' EXIT
for _ in $(seq 1 7); do
  taskset -c "$cpu" bash -c 'while :; do :; done' &
  spinners+=($!)
done
start=$(date +%s)
out=$(taskset -c "$cpu" "$rg" "${opts[@]}" 2>&1)
rc=$?
took=$(($(date +%s) - start))
if [ $rc -ne 0 ]; then
  echo "FAIL: 07's solution, graded beside 7 spinners on one CPU with --timeout 2, exited $rc after $took s:"
  printf '%s\n' "$out" | grep -E 'did not finish|still ran|FAILED|result:' | head -5
  exit 1
fi
# Four cases (two parts, two types) each waited: the grading took more
# than their limits together, or the machine is too fast for the test.
if [ "$took" -le 8 ]; then
  echo "FAIL: the grading took $took s beside 7 spinners: no case waited past its 2 s limit, so the test shows nothing (more spinners?)"
  exit 1
fi
echo "ok: passed in $took s of wall time beside 7 spinners, each case limited to 2 s it could run"
