#!/usr/bin/env bash
# compile-at-once.sh — several graders compile the same new submission at
# the same moment (meson test runs tests in parallel; a student may grade in
# two terminals): each must get the build, none a compile error, and the
# cache must not keep a failure.
#
#   compile-at-once.sh REDUCE_GRADE KIT_ROOT CXX
#
# CXX is the emulator's compiler; the graders get it through a wrapper that
# waits 0.3 s after it, so that their compiles overlap every time (with the
# cache's lock taken out, graders fail at 0.3 as at the 1 s it once was; the
# wait is paid once per compile step: the test took 7.2 s at 1 s, 3.1
# at 0.3).
set -u
rg=$1 kit=$2 cxx=${3:-}
[ -n "$cxx" ] || { echo "no emulator compiler (clang++): skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
printf '#!/bin/sh\n"%s" "$@"\nrc=$?\nsleep 0.3\nexit $rc\n' "$cxx" >"$tmp/slow-cxx"
chmod +x "$tmp/slow-cxx"
export REDUCE_GRADE_CXX=$tmp/slow-cxx

# A text no earlier run compiled, so that every grader starts from nothing.
mark="compile-at-once $$ $(date +%s%N)"
{ cat "$kit/solutions/01-interleaved/reduce.cu"; echo "// $mark"; } >"$tmp/reduce.cu"
n=${RG_AT_ONCE:-8}
pids=()
for k in $(seq 1 $n); do
  "$rg" --backend emu --compile-only 01 "$tmp/reduce.cu" >"$tmp/out$k" 2>&1 &
  pids+=($!)
done
bad=0
for k in $(seq 1 $n); do
  wait "${pids[$((k - 1))]}"
  rc=$?
  [ $rc -eq 77 ] && { cat "$tmp/out$k"; exit 77; } # no emulator compiler here
  if [ $rc -ne 0 ]; then
    echo "grader $k: exit $rc"; cat "$tmp/out$k"; bad=1
  fi
done
[ $bad -eq 0 ] || fail "a grader compiling beside others failed"
# The cache entry (the folder holding the emulator's copy of this text) has
# the build and no failure marker: a grader whose compile output another
# had already moved into place once recorded the text as not compiling.
entry=$(dirname "$(grep -lF "$mark" "$(dirname "$rg")"/rg-cache/01-emu-*/submission.cu | head -1)")
[ -f "$entry/submission.so" ] || fail "no build in the cache entry $entry"
[ ! -e "$entry/compile.failed" ] || fail "the cache entry holds the build and a compile failure"
# And the cache holds the build, not a failure.
"$rg" --backend emu --sizes 1 --blocks 256 01 "$tmp/reduce.cu" >"$tmp/after" 2>&1 ||
  { cat "$tmp/after"; fail "grading after the parallel compiles: exit $?"; }
grep -q "(cached)" "$tmp/after" || { cat "$tmp/after"; fail "the build was not cached"; }
echo "compile-at-once: ok"
