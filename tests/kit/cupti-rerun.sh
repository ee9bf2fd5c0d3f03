#!/usr/bin/env bash
# cupti-rerun.sh — a profiler that fails never fails the student's case.
# Under twelve gradings on one H200, CUPTI's start failed
# (CUPTI_ERROR_UNKNOWN) and left the CUDA context broken: the profiled
# case's first cudaMalloc then failed, a cuda-error the same file graded
# alone does not have.  The collector fakes that failure here
# (REDUCE_GRADE_FAKE_CUPTI_FAIL, glue/cupti_counters.cu: the failure, then
# a kernel that traps):
#
#   start  begin fails: the case is run again without the profiler, in a
#          fresh process (run/run_shard.c), and passes; its counters say so
#   stop   end fails after the case ran: the case passes, and the next case
#          of that process does not inherit the broken context
#
#   cupti-rerun.sh REDUCE_GRADE KIT_ROOT start|stop
#
# GPU only: skips (77) without one, or where CUPTI cannot count at all.
set -u
rg=$1 kit=$2 mode=$3
sub=$kit/solutions/02-sequential-addressing/reduce.cu
fail() { echo "$out"; echo "FAIL: $*"; exit 1; }
grade() {
  out=$(REDUCE_GRADE_FAKE_CUPTI_FAIL=$mode "$rg" --quick --backend gpu 02 "$sub" 2>&1)
  rc=$?
}
grade
# Another test's profiling on the GPU (CUPTI serves one process at a time).
for try in 1 2 3 4 5; do
  echo "$out" | grep -q CUPTI_ERROR_HARDWARE_BUSY || break
  sleep $((try + RANDOM % 4))
  grade
done
[ $rc -eq 77 ] && { echo "$out"; exit 77; }
if [ "$mode" = stop ] && echo "$out" | grep -qE "not measured: (profiling is not permitted|CUPTI knows none)"; then
  echo "$out"
  exit 77
fi
echo "$out" | grep -q "cuda-error" && fail "a case failed with a CUDA error the profiler caused"
echo "$out" | grep -qE "^ *result: .*cases failed" && fail "a case failed"
case $mode in
start)
  echo "$out" | grep -q "not measured: the profiler failed (CUPTI start failed: CUPTI_ERROR_UNKNOWN); the case was run again without it" ||
    fail "the profiled case's counters do not say it was run again" ;;
stop)
  echo "$out" | grep -q "not measured: CUPTI stop failed: CUPTI_ERROR_UNKNOWN" ||
    fail "the collector's end did not fail: nothing was tested" ;;
*) echo "cupti-rerun.sh: mode start or stop"; exit 2 ;;
esac
echo "cupti-rerun $mode: ok"
