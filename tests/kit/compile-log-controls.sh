#!/usr/bin/env bash
# compile-log-controls.sh — tests/hostile/error-raw-controls-gpu-log.cu, an
# #error holding raw terminal controls (ESC, BEL, U+009B): what the grader
# prints of its compile error holds none of them, on the emulator (clang
# shows them as <U+001B>) and, where nvcc is here, in a GPU build
# (--compile-only, no GPU needed), whose host compiler quotes them raw and
# whose report printed them so before.
#
#   compile-log-controls.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$kit/tests/hostile/error-raw-controls-gpu-log.cu" "$tmp/reduce.cu"
grep -q $'\033' "$tmp/reduce.cu" || fail "the file holds no escape (nothing tested)"
clean() { # WHAT LOG: exit 1, the #error quoted, none of the controls
  [ "$rc" -eq 1 ] && grep -q 'result: PASSED' "$2" || { cat "$2"; fail "$1: not its compile error (exit $rc)"; }
  ! grep -q $'[\033\007]\|\xc2\x9b' "$2" || { cat -v "$2"; fail "$1: a terminal control printed raw"; }
}
"$rg" --backend emu 07 "$tmp/reduce.cu" --sizes 1000 --blocks 256 >"$tmp/emu.log" 2>&1
rc=$?
clean emulator "$tmp/emu.log"
if ! command -v nvcc >/dev/null; then
  echo "no nvcc: the GPU build not tried"
  exit 0
fi
"$rg" --compile-only --backend gpu --arch sm_90 --sizes 1000 --blocks 256 07 "$tmp/reduce.cu" >"$tmp/gpu.log" 2>&1
rc=$?
clean "GPU build" "$tmp/gpu.log"
echo "ok: no terminal control of the file printed, on either backend"
