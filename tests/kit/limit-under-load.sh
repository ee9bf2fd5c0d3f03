#!/usr/bin/env bash
# limit-under-load.sh — a case's time limit counts the time it could run,
# not the time it waited for a CPU: a right kernel graded on a crowded
# machine (a batch beside it, a busy Gradescope runner) must not read as a
# hang.  The grader and fifteen spinning processes share one CPU, so each
# case of 07's solution at 500001 elements (0.15-0.3 CPU seconds) takes
# more wall time than a --timeout of 1.5 (the limit 5-10 times what a
# case needs, the wall time 1.6-3 times the limit; with seven spinners a
# faster emulator left the cases under their limit).  The predictions are left out (an empty
# file: their launch counts at 2^20 elements took a fifth of the grading's
# CPU, many times over beside the spinners).  Passes when the
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
tmp=$(mktemp -d)
: >"$tmp/no-predictions.txt"
opts=(--backend emu --timeout 1.5 --sizes 500001 --blocks 256 --predictions "$tmp/no-predictions.txt"
  07 "$solution")
# The compile, unhurried: the limit is the run's.
"$rg" --compile-only "${opts[@]}" >/dev/null 2>&1
cpu=$(taskset -pc $$ | sed 's/.*: //; s/[,-].*//')
spinners=()
trap 'kill "${spinners[@]}" 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 1 15); do
  taskset -c "$cpu" bash -c 'while :; do :; done' &
  spinners+=($!)
done
start=$(date +%s%N)
out=$(taskset -c "$cpu" "$rg" "${opts[@]}" 2>&1)
rc=$?
took_ms=$((($(date +%s%N) - start) / 1000000))
took=$((took_ms / 1000)).$(printf '%03d' $((took_ms % 1000)))
if [ $rc -ne 0 ]; then
  echo "FAIL: 07's solution, graded beside 15 spinners on one CPU with --timeout 1.5, exited $rc after $took s:"
  printf '%s\n' "$out" | grep -E 'did not finish|still ran|FAILED|result:' | head -5
  exit 1
fi
# Four cases (two parts, two types) each waited: the grading took more
# than their limits together, or the machine is too fast for the test.
if [ "$took_ms" -le 6000 ]; then
  echo "FAIL: the grading took $took s beside 15 spinners: no case waited past its 1.5 s limit, so the test shows nothing (more spinners?)"
  exit 1
fi
echo "ok: passed in $took s of wall time beside 15 spinners, each case limited to 1.5 s it could run"
