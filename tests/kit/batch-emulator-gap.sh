#!/usr/bin/env bash
# batch-emulator-gap.sh — a right kernel that uses a CUDA header the
# emulator has no stand-in for is no verdict on the emulator, never a 0:
# graded alone, reduce-grade exits 77 and its report says NOT GRADED; in a
# class, its status is `not-graded` (the batch's last line counts it as not
# graded), its grades.csv score is empty, its PrairieLearn document is not
# gradable and says why, and a re-run skips it (the same kit would fail it
# the same way).  A classmate's compile error stays a compile error, a 0.
#
#   batch-emulator-gap.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
c=$tmp/class
mkdir -p "$c"
cp "$sol" "$c/alice.cu"
# What a student who read about FP8 might leave in: a header the emulator
# lacks, the kernel itself right.
{ echo '#include <cuda_fp8.h>'; cat "$sol"; } >"$c/bob.cu"
cp "$kit/tests/kit/bad/prose.cu" "$c/carol.cu"

"$rg" --quick --backend emu 07 "$c/bob.cu" >"$tmp/single" 2>&1
rc=$?
[ $rc -eq 77 ] || { tail -5 "$tmp/single"; fail "graded alone: exit $rc, want 77 (no verdict)"; }
grep -q "^result: NOT GRADED" "$tmp/single" || { tail -5 "$tmp/single"; fail "the report does not say NOT GRADED"; }

run() { "$rg" batch 07 "$c" --out "$tmp/out" --quick --backend emu --time-limit 120 >"$1" 2>&1; }
run "$tmp/log1"
rc=$?
[ $rc -eq 1 ] || { cat "$tmp/log1"; fail "batch exit $rc, want 1 (one not graded)"; }
grep -q "^graded 2, refused 0, skipped 0 unchanged, 1 could not be graded" "$tmp/log1" ||
  { tail -3 "$tmp/log1"; fail "the last line does not count bob as not graded"; }
python3 - "$tmp/out" <<'PY' || fail "the class outputs"
import csv, json, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(out + '/grades.csv', newline=''))}
bad = []
def check(ok, what):
    if not ok:
        bad.append(what)
check(rows['alice']['status'] == 'passed', 'alice passes: %s' % rows['alice']['status'])
check(rows['bob']['status'] == 'not-graded', 'bob not-graded: %s' % rows['bob']['status'])
check(rows['bob']['score'] == '', 'bob has no score (not a 0): %r' % rows['bob']['score'])
check(rows['carol']['status'] == 'compile-error' and float(rows['carol']['score']) == 0,
      'carol: compile-error, 0')
rep = open(out + '/bob/report.txt').read()
check('NOT GRADED' in rep and 'batch: not graded: the emulator lacks' in rep, "bob's report says why")
pl = json.load(open(out + '/bob/prairielearn.json'))
check(pl['gradable'] is False and 'emulator lacks' in pl['message'], 'bob on PrairieLearn: %r' % pl['message'])
plc = json.load(open(out + '/carol/prairielearn.json'))
check(plc['message'] == 'the submission does not compile', 'carol on PrairieLearn: %r' % plc['message'])
for b in bad:
    print('FAIL:', b)
sys.exit(1 if bad else 0)
PY
run "$tmp/log2"
grep -q "^bob: unchanged, skipped (not-graded)" "$tmp/log2" || { cat "$tmp/log2"; fail "a re-run grades bob again"; }
echo "ok: bob not graded on the emulator (exit 77; batch: not-graded, no score, skipped on a re-run); carol's compile error a 0"
