#!/usr/bin/env bash
# hang-cause.sh — a case past its limit is told what it probably did
# (harness/run/hang_cause.c).  07's solution with a host loop that never
# ends in part 0's entry point: one that prints a debug line every few
# milliseconds is told its printing (on a GPU a printf in every thread of
# a large launch takes minutes, and "a loop that never ends?" sent the
# student after a bug that was not there); one that prints nothing is
# still asked about a loop that never ends.  Both time out.
#
#   hang-cause.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
tmp=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
line='    cudaMemsetAsync(d_result, 0, sizeof(T));'
[ "$(grep -cxF "$line" "$sol")" -eq 1 ] || fail "the solution's memset line moved: update this test"
# make FILE BODY: the solution with BODY before part 0's memset
make() {
  { echo '#include <cstdio>'
    awk -v line="$line" -v body="$2" '$0 == line { print body } { print }' "$sol"; } >"$tmp/$1.cu"
}
make printing '    for (unsigned long k = 0;; k++) { printf("debug: step %lu of the host loop, n = %zu, and a few more words to make a line of it\\n", k, n); for (volatile int w = 0; w < 20000; w++) {} }'
make silent '    for (volatile unsigned long k = 0;; k++) {}'
grade() {
  "$rg" --backend emu --sizes=1000 --blocks=256 --timeout 0.5 07 "$tmp/$1.cu" >"$tmp/$1.out" 2>&1
}
grade printing; rc=$?
[ $rc -eq 77 ] && { echo "no emulator backend: skipped"; exit 77; }
[ $rc -eq 1 ] || fail "a host loop that prints forever: exit $rc, want 1"
grep -q 'did not finish within 0.5 s' "$tmp/printing.out" || fail "no timeout: $(grep -m3 -E 'FAIL|result' "$tmp/printing.out")"
grep -qE 'the program printed [0-9.]+ MB while it ran: printing is slow' "$tmp/printing.out" ||
  fail "the printing not named: $(grep -m2 'did not finish' "$tmp/printing.out")"
grep -q 'never ends' "$tmp/printing.out" && fail "the printing one asked about a loop that never ends"
grade silent; rc=$?
[ $rc -eq 1 ] || fail "a silent host loop: exit $rc, want 1"
grep -q 'did not finish within 0.5 s.*(a kernel or loop that never ends?)' "$tmp/silent.out" ||
  fail "the silent loop not asked about: $(grep -m2 'did not finish' "$tmp/silent.out")"
echo "ok: a loop that prints is told its printing; a silent one a loop that never ends"
