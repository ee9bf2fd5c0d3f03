#!/usr/bin/env bash
# grader-killed.sh — a grader killed outright (SIGKILL: no handler runs)
# takes its graded processes with it.  They run in process groups of their
# own, so nothing else ends them: an endless kernel on the emulator once
# ran on for an hour after its grader was killed.
#
#   grader-killed.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export REDUCE_GRADE_CACHE=$tmp/cache
# An endless kernel, under a name no other process has.
sub=$tmp/never-ends-$$.cu
{ cat "$kit/tests/kit/bad/01-never-ends.cu"; echo "// grader-killed $$"; } >"$sub"
"$rg" --backend emu --sizes 1000 --blocks 256 --timeout 120 01 "$sub" >"$tmp/out" 2>&1 &
grader=$!
# The graded processes are forks of the grader: the same command line.
graded() { pgrep -f -- "$sub" | grep -vx "$grader"; }
for _ in $(seq 600); do [ -n "$(graded)" ] && break; sleep 0.1; done
[ -n "$(graded)" ] || { cat "$tmp/out"; kill -9 "$grader"; fail "no graded process started"; }
sleep 1 # the kernel is running
kill -9 "$grader"
wait "$grader" 2>/dev/null
live() { # the graded processes still running (zombies are gone)
  local p st
  for p in $(graded); do
    st=$(ps -o stat= -p "$p" 2>/dev/null)
    [ -n "$st" ] && [ "${st#Z}" = "$st" ] && echo "$p"
  done
}
# Up to 2 s for them to end (they are signalled as the grader dies): the
# test goes on as soon as none is left.
for _ in $(seq 20); do [ -z "$(live)" ] && break; sleep 0.1; done
left=$(live | tr '\n' ' ')
if [ -n "$left" ]; then
  kill -9 $left 2>/dev/null
  fail "the grader was killed, its graded processes ran on: $left"
fi
echo "grader-killed: ok"
