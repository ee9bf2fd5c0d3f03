#!/usr/bin/env bash
# check-goal.sh — a right but naive submission must fail its exercise's
# learning goal, and only that: exit 1, every case passed, the goal NOT MET.
#
#   check-goal.sh REDUCE_GRADE NN FILE [emu|gpu] [met]
#
# With `met`, the other way: a right submission whose goal must be met (a
# kernel the counters once failed): exit 0, the goal met on every case.
#
# The goals are measured by the emulator's performance model, and on the GPU
# from CUPTI counters; where there is no GPU, or profiling is not permitted,
# the goal is not measured and this test skips.
set -u
rg=$1 num=$2 file=$3 backend=${4:-emu} want=${5:-missed}
out=$("$rg" --quick --backend "$backend" "$num" "$file" 2>&1)
rc=$?
# On a GPU, CUPTI profiles one process at a time: a goal test that ran
# beside another's profiling was refused (HARDWARE_BUSY) and skipped.  A
# few tries, each after a pause of its own length.
for try in 1 2 3 4 5; do
  echo "$out" | grep -q CUPTI_ERROR_HARDWARE_BUSY || break
  sleep $((try + RANDOM % 4))
  out=$("$rg" --quick --backend "$backend" "$num" "$file" 2>&1)
  rc=$?
done
if [ $rc -eq 77 ] || echo "$out" | grep -q "learning goal: .*not measured"; then
  echo "$out"
  exit 77
fi
echo "$out"
if [ "$want" = met ]; then
  [ $rc -eq 0 ] || { echo "FAIL: exit $rc, expected 0"; exit 1; }
  echo "$out" | grep -q "learning goal: .* — met: .*met on every profiled case" ||
    { echo "FAIL: the goal is not reported met on every profiled case"; exit 1; }
  exit 0
fi
[ $rc -eq 1 ] || { echo "FAIL: exit $rc, expected 1"; exit 1; }
echo "$out" | grep -q "learning goal: .*NOT MET" || { echo "FAIL: no unmet goal reported"; exit 1; }
echo "$out" | grep -q "every result is right" || { echo "FAIL: correctness did not pass"; exit 1; }
if echo "$out" | grep -qE '^ *FAIL '; then echo "FAIL: a correctness group failed"; exit 1; fi
# The goals are also judged on a grid drawn from the seed: the report describes
# the public case of one block only, never the drawn one's size.
sizes=$(echo "$out" | grep -oE 'n=[0-9]+ block=1024' | sort -u | wc -l)
[ "$sizes" -le 1 ] || { echo "FAIL: the report names $sizes profiled sizes at block 1024"; exit 1; }
# 02's goal names the line that wastes most lanes: the emulator always, the
# GPU where CUPTI's SASS metrics gave the lines (the report lists them), on the
# public case and on a drawn grid alike (the collector keeps its configuration
# between cases, so every profiled case has its lines).  Not where the emulator
# says its model could not follow every basic block: the lines past them are
# the ones it cannot name.
if [ "$num" = 02 ] && ! echo "$out" | grep -q "than the emulator's model follows" &&
   { [ "$backend" = emu ] || echo "$out" | grep -q "lines wasting most lanes"; }; then
  echo "$out" | grep -qE "learning goal: .*NOT MET.*most lanes wasted at .*$(basename "$file"):[0-9]+" ||
    { echo "FAIL: the goal names no line of $(basename "$file")"; exit 1; }
fi
# A file may mark the line its goal must name with `// goal-line` at its end (the load of
# an uncoalesced submission): the emulator's report names it.
mark=$(grep -n '// goal-line$' "$file" | head -1 | cut -d: -f1)
if [ -n "$mark" ] && [ "$backend" = emu ]; then
  echo "$out" | grep -qE "learning goal: .*NOT MET.*$(basename "$file"):$mark([^0-9]|\$)" ||
    { echo "FAIL: the goal does not name line $mark of $(basename "$file")"; exit 1; }
fi
exit 0
