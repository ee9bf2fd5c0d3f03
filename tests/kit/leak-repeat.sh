#!/usr/bin/env bash
# leak-repeat.sh — the leak watch's repeat where a case has one schedule
# (check/leak_check.h, run/run_shard.c: repeat_call), tested without a GPU:
# REDUCE_GRADE_EMU_AS_GPU=1 has the emulator play the GPU, one schedule a
# case, so no second schedule repeats a call's arguments.
#   - 07's scratch-malloc-never-freed: memory-leak at the first block size,
#     from the grader's repeat of the case's call (without it, each call
#     held more on first sight of its arguments, a cache's way, and passed);
#   - 07's partials-cached-per-input-content: memory-leak, the repeat's
#     input fresh data (with the case's own data again, it held that input's
#     buffer and passed);
#   - 07's partials-remade-when-n-changes with each size in a process of
#     its own (--sizes=100000,1000: the lead case is the costliest, so no
#     unit pairs them, as a GPU's dealing of a part's cases may leave it):
#     memory-leak, from the cheapest other case and the case again (B, A, B);
#     without them no process called a size after another and it passed;
#   - the same with one size (--sizes=4099): no process has another case
#     of the part, so the case with one element fewer stands for it;
#   - 07's cache of one partials buffer per block size passes: its repeats
#     hold nothing more (in every dealing).
#
#   leak-repeat.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT
set -u
rg=$1 mk=$2 root=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# grade FILE: graded in the GPU's role, two block sizes, output in $tmp/out.
grade() {
  REDUCE_GRADE_EMU_AS_GPU=1 "$rg" --backend emu --sizes=1000 --blocks=128,256 07 "$1" \
    >"$tmp/out" 2>&1
}

expect() { # WHAT CONDITION-STATUS
  if [ "$2" -ne 0 ]; then
    echo "FAIL: $1"
    tail -n 30 "$tmp/out"
    fail=1
  else
    echo "ok: $1"
  fi
}

"$mk" "$root/solutions/07-multi-block/reduce.cu" \
  "$root/tests/mutants/07-multi-block/scratch-malloc-never-freed.mutant" "$tmp/leak.cu" || exit 1

grade "$tmp/leak.cu"
rc=$?
[ $rc -eq 77 ] && { echo "skip: no emulator backend"; exit 77; }
[ $rc -eq 1 ] && grep -q "^FAILED sum_two_phase<float> n=1000 block=128 .*\[memory-leak\]" "$tmp/out"
expect "a cudaMalloc never freed: memory-leak at the first block size, from the repeat" $?

"$mk" "$root/solutions/07-multi-block/reduce.cu" \
  "$root/tests/mutants/07-multi-block/partials-cached-per-input-content.mutant" "$tmp/content.cu" ||
  exit 1
grade "$tmp/content.cu"
[ $? -eq 1 ] && grep -q "^FAILED sum_two_phase<float> n=1000 block=128 .*\[memory-leak\]" "$tmp/out"
expect "a buffer per input content: memory-leak, the repeat's input fresh" $?

grade "$root/tests/correct/07-multi-block/scratch-cached-per-block-size.cu"
expect "one partials buffer per block size: passes, its repeats holding nothing more" $?

# apart FILE: each size alone in its process, output in $tmp/out.
apart() {
  REDUCE_GRADE_EMU_AS_GPU=1 "$rg" --backend emu --sizes=100000,1000 --blocks=256 07 "$1" \
    >"$tmp/out" 2>&1
}

"$mk" "$root/solutions/07-multi-block/reduce.cu" \
  "$root/tests/mutants/07-multi-block/partials-remade-when-n-changes.mutant" "$tmp/remade.cu" ||
  exit 1
apart "$tmp/remade.cu"
[ $? -eq 1 ] && grep -q "^FAILED sum_two_phase<float> n=.* block=256 .*\[memory-leak\]" "$tmp/out"
expect "a buffer remade when n changes, each size in its own process: memory-leak (B, A, B)" $?

apart "$root/tests/correct/07-multi-block/scratch-cached-per-block-size.cu"
expect "one partials buffer per block size, each size in its own process: passes" $?

# alone FILE: one size, so no other case of the part anywhere.
alone() {
  REDUCE_GRADE_EMU_AS_GPU=1 "$rg" --backend emu --sizes=4099 --blocks=256 07 "$1" >"$tmp/out" 2>&1
}
alone "$tmp/remade.cu"
[ $? -eq 1 ] && grep -q "^FAILED sum_two_phase<float> n=4099 block=256 .*\[memory-leak\]" "$tmp/out"
expect "a buffer remade when n changes, one size: memory-leak (n - 1 stands for another n)" $?

alone "$root/tests/correct/07-multi-block/scratch-cached-per-block-size.cu"
expect "one partials buffer per block size, one size: passes" $?
exit $fail
