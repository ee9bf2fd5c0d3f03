#!/usr/bin/env bash
# printf-fifo.sh — a kernel's printf on the emulator keeps what a GPU's
# printf FIFO keeps: cudaLimitPrintfFifoSize bytes a launch (1 MiB unless
# the program sets it), the rest dropped (simt/prints.c).  07's solution
# with a debug printf in every thread of part 0's kernel (a student's
# leftover) is graded --quick on the emulator: it passes.  Printed in
# full, its 2^16-element cases filled the graded process's 64 MiB of
# output and it was killed (crash): a right kernel failed.  And the file
# it printed to holds about 1 MiB a launch, not every line.
#
#   printf-fifo.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
line='    T block_sum = block_share(input, n);'
[ "$(grep -cxF "$line" "$sol")" -ge 1 ] || fail "the solution's block_share line moved: update this test"
{ echo '#include <cstdio>'
  awk -v line="$line" '{ print } $0 == line && !done {
    print "    printf(\"debug: block %4d thread %4d partial sum so far %12.3f\\n\", (int)blockIdx.x, (int)threadIdx.x, (double)block_sum);"
    done = 1 }' "$sol"; } >"$tmp/debug.cu"
grep -q 'printf("debug' "$tmp/debug.cu" || fail "no printf put in"
"$rg" --backend emu --quick --printed "$tmp/printed.txt" 07 "$tmp/debug.cu" >"$tmp/out" 2>&1
rc=$?
[ $rc -eq 77 ] && { echo "no emulator backend: skipped"; exit 77; }
[ $rc -eq 0 ] || { grep -E '^FAILED|result' "$tmp/out" | head -6; fail "a debug printf in every thread: exit $rc, want 0"; }
grep -q '^debug: block' "$tmp/printed.txt" 2>/dev/null || fail "nothing printed: the printf was not run"
# 2^16 threads print 4 MB a launch (62 bytes a line); part 0's kernel is
# launched 4 times (float and double, two schedules): 16 MB in full, 4 MiB
# and a few lines with the FIFO.
"$rg" --backend emu --sizes=65536 --blocks=256 --printed "$tmp/p2.txt" 07 "$tmp/debug.cu" \
  >"$tmp/out" 2>&1 || { tail -5 "$tmp/out"; fail "2^16 elements: did not pass"; }
size=$(stat -c %s "$tmp/p2.txt")
[ "$size" -gt $((1024 * 1024)) ] && [ "$size" -le $((5 * 1024 * 1024)) ] ||
  fail "2^16 elements printed $size bytes, want 1 MiB a launch (4 MiB and a few lines)"
echo "ok: a debug printf in every thread passes; 2^16 threads kept $size bytes in 4 launches"
