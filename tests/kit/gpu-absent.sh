#!/usr/bin/env bash
# gpu-absent.sh — '--backend gpu' on a machine without a GPU must exit 77
# and say "no CUDA GPU".  Skipped (77) where nvidia-smi works: there the
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
echo ok
