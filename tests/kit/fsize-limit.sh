#!/usr/bin/env bash
# fsize-limit.sh — a grading under a file-size limit smaller than its cases
# (the batch sandbox sets 64 MiB; a GPU case's input passes it) still
# grades: the case regions may not be files the limit refuses.  Before the
# fallback the grader died of SIGXFSZ, printing nothing.
#
#   fsize-limit.sh REDUCE_GRADE SOURCE_ROOT
set -u
rg=$1 root=$2
ulimit -f 1024  # 1 MiB; the case below holds 4 MiB of input
out=$("$rg" --quick --sizes 1048576 --blocks 256 02 \
  "$root/solutions/02-sequential-addressing/reduce.cu" 2>&1)
rc=$?
[ $rc -eq 77 ] && { echo "$out"; exit 77; }
if [ $rc -eq 0 ] && printf '%s\n' "$out" | grep -q "result: PASSED"; then
  echo "ok: graded under a 1 MiB file-size limit"
  exit 0
fi
echo "FAIL: exit $rc under a 1 MiB file-size limit"
printf '%s\n' "$out" | tail -20
exit 1
