#!/usr/bin/env bash
# nul-byte-refused.sh — tests/hostile/nul-byte-hides-backend-test.cu with a
# NUL byte on its marked line: refused at that line as nul-byte, on the
# emulator and, where nvcc is here, in a GPU build (--compile-only, no GPU
# needed), which built it before: the grader's checks stopped at the NUL,
# nvcc skipped it and compiled the probe behind it.
#
#   nul-byte-refused.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src=$kit/tests/hostile/nul-byte-hides-backend-test.cu
sub=$tmp/reduce.cu
grep -q '^// NUL-BYTE-HERE$' "$src" || fail "no marked line in $src"
sed 's|^// NUL-BYTE-HERE$|// a NUL: \x00 and the rest of the file|' "$src" >"$sub"
[ "$(tr -cd '\000' <"$sub" | wc -c)" -eq 1 ] || fail "the NUL was not written"

"$rg" --backend emu 07 "$sub" --sizes 1000 --blocks 256 >"$tmp/emu.log" 2>&1
rc=$?
[ $rc -eq 1 ] && grep -q 'reduce.cu:3: error: nul-byte:' "$tmp/emu.log" ||
  { cat "$tmp/emu.log"; fail "emulator: not refused at the NUL (exit $rc)"; }
echo "ok: emulator refuses the file at its NUL"

if ! command -v nvcc >/dev/null; then
  echo "no nvcc: the GPU build not tried"
  exit 0
fi
"$rg" --compile-only --backend gpu --arch sm_90 07 "$sub" >"$tmp/gpu.log" 2>&1
rc=$?
[ $rc -eq 1 ] && grep -q 'reduce.cu:3: error: nul-byte:' "$tmp/gpu.log" ||
  { cat "$tmp/gpu.log"; fail "GPU build: not refused at the NUL (exit $rc)"; }
echo "ok: the GPU build refuses it too"
