#!/usr/bin/env bash
# hang-once-per-part.sh — a part whose every call hangs costs its case time
# limit once, not once per worker: the workers start on different parts
# (each part's first unit first, harness/run/run_order.c), a part that
# hung on one worker is skipped by the others, and a case of it already
# running elsewhere is stopped (harness/run/run_shard.c).  Graded: the
# endless host loop (tests/hostile/endless-loop.cu, 07's four parts) with
# two workers; it must time out in exactly four cases, one a part, and
# every part must fail as a timeout.  On the emulator, whatever the
# machine: a GPU grading runs one worker.  Then with one worker, the
# limit of the cases after the first hang.
#
#   hang-once-per-part.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
if [ "$(nproc)" -lt 2 ]; then
  echo "one CPU here: the grading has one worker, nothing to share (skipped)"
  exit 77
fi
out=$(REDUCE_GRADE_WORKERS=2 "$rg" --backend emu --verbose --sizes 1,33,1000 --blocks 32,256 --timeout 1 \
      07 "$kit/tests/hostile/endless-loop.cu" 2>&1)
rc=$?
fail() { echo "FAIL: $*"; echo "$out" | tail -40; exit 1; }
[ "$rc" -eq 1 ] || fail "exit $rc, expected 1 (timeouts)"
# The waits, and the seconds of limit they cost: a case that starts after
# another has hung gets a third of the limit (below), so a part entered on
# both workers at once (the second before the first has said it hung) may
# cost a short wait more; the sum stays under four full limits, where a
# wait per worker and part cost eight.
hung=$(grep -c "did not finish within" <<<"$out")
waited=$(grep -o "did not finish within [0-9.]* s" <<<"$out" | awk '{s += $4} END {print s + 0}')
[ "$hung" -ge 4 ] && [ "$hung" -le 5 ] ||
  fail "$hung cases waited out the limit; one a part (4), or one more short, was expected"
awk -v w="$waited" 'BEGIN {exit !(w <= 4.01)}' ||
  fail "the waits cost $waited s of limit (at most 4, one full limit a part)"
for part in 'sum_atomic<float>' 'sum_two_phase<float>' 'sum_atomic<double>' 'sum_two_phase<double>'; do
  grep -q "^FAILED $part .*\[timeout\]" <<<"$out" || fail "$part is not failed as a timeout"
done
# And once a case has hung, the other parts' cases get a third of the
# limit: one worker, a limit of 3 s, four parts that hang, each after the
# first said to have had the shorter limit (a class's endless submission
# held its job for four full limits).
out=$(REDUCE_GRADE_WORKERS=1 "$rg" --backend emu --verbose --sizes 1 --blocks 32 --timeout 3 \
      07 "$kit/tests/hostile/endless-loop.cu" 2>&1)
short=$(grep -c "the limit after an earlier case hung" <<<"$out")
[ "$short" -eq 3 ] || fail "$short cases had the shorter limit after the first hang (3 expected)"
echo "ok: four parts, four waits, the three after the first shorter"
