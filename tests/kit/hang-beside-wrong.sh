#!/usr/bin/env bash
# hang-beside-wrong.sh — a part that hangs costs that part a timeout and
# nothing else: in tests/hostile/hang-beside-wrong-part.cu sum_atomic<float>
# never returns and sum_two_phase<double> leaves a partial out.  Graded with
# two workers: the hang must be reported as a timeout of its own part, the
# other mistake with its own cause (wrong-result) and its own line, and the
# two right parts must pass all their cases (none skipped, stopped or blamed
# for the hang).  Graded with one worker (the cases after the hang run in the
# process that replaced the hung one) and with two (the hang shared with the
# other worker).  On the emulator, whatever the machine.
#
#   hang-beside-wrong.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL ($workers workers): $*"; echo "$out" | tail -40; exit 1; }
for workers in 1 2; do
out=$(REDUCE_GRADE_WORKERS=$workers "$rg" --backend emu --sizes 1000,4099 --blocks 256 --timeout 1 \
      07 "$kit/tests/hostile/hang-beside-wrong-part.cu" 2>&1)
rc=$?
[ "$rc" -eq 1 ] || fail "exit $rc, expected 1 (a failed grading)"
grep -q '^FAILED sum_atomic<float> .*\[timeout\]' <<<"$out" || fail "the hang is not a timeout of sum_atomic<float>"
grep -q '^FAILED sum_two_phase<double> .*\[wrong-result\]' <<<"$out" ||
  fail "sum_two_phase<double>'s own mistake is not reported as wrong-result"
grep -q '^FAILED sum_two_phase<double> .*\[timeout\]' <<<"$out" && fail "the hang was blamed on sum_two_phase<double>"
for part in 'sum_two_phase<float>' 'sum_atomic<double>'; do
  grep -qE "^  ok +$part +block +256: 2/2 cases passed" <<<"$out" || fail "$part did not pass both its cases"
done
grep -qE '^result: FAILED — 4 of 8 cases failed' <<<"$out" || fail "not 4 of 8 cases failed"
done
echo "ok: the hang stayed in its part, the wrong part kept its cause, the right parts passed"
