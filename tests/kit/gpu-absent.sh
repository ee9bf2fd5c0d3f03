#!/usr/bin/env bash
# gpu-absent.sh — '--backend gpu' on a machine without a GPU must exit 77
# and say "no CUDA GPU"; so must `reduce-grade batch --backend gpu`, before
# grading anyone (no student gets a report, no gradebook is written).  Skipped (77) where nvidia-smi works: there the
# GPU is present and this situation cannot be made.
#
#   gpu-absent.sh REDUCE_GRADE FILE.cu
set -u
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "skip: a GPU is present"
  exit 77
fi
out=$("$1" --backend gpu 02 "$2" 2>&1)
rc=$?
echo "reduce-grade --backend gpu 02 $2 -> exit $rc"
echo "$out"
if [ $rc -ne 77 ]; then
  echo "FAIL: exit $rc, expected 77"
  exit 1
fi
if ! printf '%s\n' "$out" | grep -q "no CUDA GPU"; then
  echo "FAIL: the message does not say 'no CUDA GPU'"
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/class" && cp "$2" "$tmp/class/alice.cu"
out=$("$1" batch 02 "$tmp/class" --out "$tmp/out" --backend gpu 2>&1)
rc=$?
echo "reduce-grade batch 02 CLASS --backend gpu -> exit $rc"
echo "$out"
if [ $rc -ne 77 ]; then
  echo "FAIL: batch exit $rc, expected 77"
  exit 1
fi
if ! printf '%s\n' "$out" | grep -q "batch: --backend gpu: no CUDA GPU"; then
  echo "FAIL: the batch does not say 'no CUDA GPU'"
  exit 1
fi
if [ -e "$tmp/out/alice" ] || [ -e "$tmp/out/grades.csv" ]; then
  echo "FAIL: the batch graded or wrote a gradebook without a GPU"
  exit 1
fi
echo ok
