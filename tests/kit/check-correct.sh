#!/usr/bin/env bash
# check-correct.sh — grade one correct submission written differently from the
# reference (tests/correct/NN-name/X.cu) and pass only if it is accepted
# (exit 0): a correct kernel rejected is a false fail, the worst verdict.
#
#   check-correct.sh REDUCE_GRADE SOURCE_ROOT NN-name/X.cu [OPTION...]
#
# Graded with --quick (both emulator schedules per case, or the GPU), or
# with the OPTIONs given instead (--blocks=32: the default matrix at one
# block size).
# Exit 0: accepted; 1: rejected, or NOT GRADED on the emulator (the file
# uses a CUDA name or header the emulator lacks: a student with no GPU gets
# no grade, so it fails here rather than skip); 77: skip (no backend, or
# exercise NN is not in reduce-grade's registry).
set -u
if [ $# -lt 3 ]; then
  echo "usage: check-correct.sh REDUCE_GRADE SOURCE_ROOT NN-name/X.cu [OPTION...]" >&2
  exit 99
fi
rg=$1 root=$2 rel=$3
opts=(--quick)
[ $# -eq 3 ] || opts=("${@:4}")
file=$root/tests/correct/$rel
num=${rel:0:2}
[ -f "$file" ] || { echo "FAIL: $file does not exist"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$rg" "${opts[@]}" "$num" "$file" >"$tmp/out" 2>&1
rc=$?
case $rc in
  0) echo "ok: $rel accepted"; exit 0 ;;
  77) if ! grep -q "^result: NOT GRADED" "$tmp/out"; then cat "$tmp/out"; exit 77; fi
      echo "FAIL: $rel is correct but the emulator could not grade it (NOT GRADED: a false fail)"
      grep -A3 "^result: NOT GRADED" "$tmp/out"
      exit 1 ;;
  2) if grep -q "unknown exercise" "$tmp/out"; then echo "exercise $num is not graded yet"; exit 77; fi ;;
esac
echo "FAIL: $rel is correct but reduce-grade exited $rc (a false fail)"
grep -v "^  ok " "$tmp/out" | tail -n 40
exit 1
