#!/usr/bin/env bash
# stray-bytes-refused.sh — bytes a compiler and the grader's checks read
# differently, written into two attacks of tests/hostile/ (a file in git
# holds neither): a NUL byte on the marked line of
# nul-byte-hides-backend-test.cu (the checks stopped at it, nvcc skipped it),
# and a carriage return alone for each CR marker of lone-cr-hides-backend-test.cu
# (a line end to the compilers, none to the checks).  Each must be refused
# at its line: on the emulator and, where nvcc is here, in a GPU build
# (--compile-only, no GPU needed).  Before, the GPU build built both, and
# the emulator passed the second.
#
#   stray-bytes-refused.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/nul" "$tmp/cr"
h=$kit/tests/hostile
grep -q '^// NUL-BYTE-HERE$' "$h/nul-byte-hides-backend-test.cu" || fail "no NUL marker"
sed 's|^// NUL-BYTE-HERE$|// a NUL: \x00 and the rest of the file|' \
  "$h/nul-byte-hides-backend-test.cu" >"$tmp/nul/reduce.cu"
grep -q '<CR>' "$h/lone-cr-hides-backend-test.cu" || fail "no <CR> marker"
sed 's|<CR>|\r|g' "$h/lone-cr-hides-backend-test.cu" >"$tmp/cr/reduce.cu"
[ "$(tr -cd '\000' <"$tmp/nul/reduce.cu" | wc -c)" -eq 1 ] || fail "the NUL was not written"
[ "$(tr -cd '\r' <"$tmp/cr/reduce.cu" | wc -c)" -eq 5 ] || fail "the carriage returns were not written"

refused() { # KIND LINE CAUSE LOG: exit 1 and the cause at reduce.cu:LINE
  [ "$rc" -eq 1 ] && grep -q "reduce.cu:$2: error: $3:" "$4" ||
    { cat "$4"; fail "$1: not refused at line $2 as $3 (exit $rc)"; }
}
for k in nul:3:nul-byte cr:12:lone-carriage-return; do
  IFS=: read -r dir line cause <<<"$k"
  "$rg" --backend emu 07 "$tmp/$dir/reduce.cu" --sizes 4099 --blocks 256 >"$tmp/$dir/emu.log" 2>&1
  rc=$?
  refused "emulator, $dir" "$line" "$cause" "$tmp/$dir/emu.log"
  if command -v nvcc >/dev/null; then
    "$rg" --compile-only --backend gpu --arch sm_90 --sizes 1000 --blocks 256 07 "$tmp/$dir/reduce.cu" >"$tmp/$dir/gpu.log" 2>&1
    rc=$?
    refused "GPU build, $dir" "$line" "$cause" "$tmp/$dir/gpu.log"
  fi
done
command -v nvcc >/dev/null || echo "no nvcc: the GPU builds not tried"
echo "ok: a NUL byte and a lone carriage return refused at their lines"
