#!/usr/bin/env bash
# fsize-limit.sh — a grading under a file-size limit smaller than its cases
# (the batch sandbox sets 64 MiB; a GPU case's input passes it) still
# grades: the case regions may not be files the limit refuses.  Before the
# fallback the grader died of SIGXFSZ, printing nothing.  A compile under a
# limit below the room its preprocessed text may need is the machine's
# setting, not the file's: said so in one line, never "too large".
#
#   fsize-limit.sh REDUCE_GRADE SOURCE_ROOT
set -u
rg=$1 root=$2
sol=$root/solutions/02-sequential-addressing/reduce.cu
# The compile is cached first, without the limit: the cases are the point.
"$rg" --quick --sizes 1000 --blocks 256 02 "$sol" >/dev/null 2>&1
rc=$?
[ $rc -eq 77 ] && { echo "no usable backend"; exit 77; }
# 2 MiB: 4 MiB of input; a GPU build's object (about 1.1 MB) still fits
out=$(ulimit -f 2048; "$rg" --quick --sizes 1048576 --blocks 256 02 "$sol" 2>&1)
rc=$?
if [ $rc -ne 0 ] || ! printf '%s\n' "$out" | grep -q "result: PASSED"; then
  echo "FAIL: exit $rc under a 2 MiB file-size limit"
  printf '%s\n' "$out" | tail -20
  exit 1
fi
echo "ok: graded under a 2 MiB file-size limit"
# A file never compiled (its own cache key) under the same limit.
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
{ cat "$sol"; echo "// $(date +%s%N) $$"; } > "$tmp/reduce.cu"
out=$(ulimit -f 2048; "$rg" --quick --sizes 1000 --blocks 256 02 "$tmp/reduce.cu" 2>&1)
rc=$?
if [ $rc -eq 0 ] || printf '%s\n' "$out" | grep -q "too-large" ||
   ! printf '%s\n' "$out" | grep -q "file-size limit (ulimit -f: 2048 KB)"; then
  echo "FAIL: a cold compile under a 2 MiB limit: exit $rc"
  printf '%s\n' "$out" | tail -5
  exit 1
fi
echo "ok: a cold compile under the limit names the limit (exit $rc)"
