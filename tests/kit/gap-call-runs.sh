#!/usr/bin/env bash
# gap-call-runs.sh — a CUDA math function the emulator does not compute
# (norm3df & co, include/simt_math_gap.h) makes a file "not graded" only
# where a call of it runs.  A right kernel that calls rnorm3df on a path
# every case runs: exit 77, "NOT GRADED", in a class status not-graded with
# no score.  The same name in a function nothing calls: the file builds and
# is graded (PASSED).  A call in host code: the same as in a kernel.  A
# call that runs beside a case failed for a cause of its own (the second
# pass never launched): FAILED, a 0, not a way out.
#
#   gap-call-runs.sh REDUCE_GRADE KIT_ROOT
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
call='atomicAdd(result, block_sum);'
grep -q "$call" "$sol" || fail "the solution's atomicAdd line moved: update this test"
# dave: part 0's one atomic per block scaled by rnorm3df(0, 0, 1), exactly 1.
sed "s|$call|atomicAdd(result, block_sum * (T)rnorm3df(0.0f, 0.0f, 1.0f));|" "$sol" >"$c/dave.cu"
# erin: the same name in a function nothing calls.
{ echo '__device__ float unused_length(float x) { return norm3df(x, 0.0f, 0.0f); }'
  cat "$sol"; } >"$c/erin.cu"
# frank: dave's call, and part 1's second pass never launched (a 0, gradable
# on PrairieLearn: the gap is no cause of a grading that has a verdict).
sed 's|^\( *\)sum_partials_kernel<T><<<1, block>>>.*$|\1(void)d_result;|' "$c/dave.cu" >"$c/frank.cu"
cmp -s "$c/dave.cu" "$c/frank.cu" && fail "the solution's second pass moved: update this test"
# gina: the call in host code, before part 0's launch (not a crash: the
# case ends in the error its diagnosis explains).
memset='cudaMemsetAsync(d_result, 0, sizeof(T));'
grep -q "$memset" "$sol" || fail "the solution's memset line moved: update this test"
sed "s|$memset|$memset if (rnorm3df(0.0f, 0.0f, (float)block) < 0.0f) return;|" "$sol" >"$tmp/gina.cu"

grade() { "$rg" --backend emu --sizes=1000 --blocks=256 07 "$1" >"$tmp/single" 2>&1; }
grade "$c/dave.cu"
rc=$?
[ $rc -eq 77 ] || { tail -8 "$tmp/single"; fail "a call that runs: exit $rc, want 77"; }
grep -q "^result: NOT GRADED" "$tmp/single" || { tail -5 "$tmp/single"; fail "dave: no NOT GRADED line"; }
grep -q "emulator-unsupported: rnorm3df is part of CUDA" "$tmp/single" ||
  { tail -8 "$tmp/single"; fail "dave's report does not name rnorm3df"; }
grade "$tmp/gina.cu"
rc=$?
[ $rc -eq 77 ] || { tail -8 "$tmp/single"; fail "a call in host code: exit $rc, want 77"; }
grade "$c/erin.cu"
rc=$?
[ $rc -eq 0 ] || { tail -8 "$tmp/single"; fail "a name in dead code: exit $rc, want 0 (graded, passed)"; }
grade "$c/frank.cu"
rc=$?
[ $rc -eq 1 ] || { tail -8 "$tmp/single"; fail "a call beside a wrong case: exit $rc, want 1 (failed)"; }

"$rg" batch 07 "$c" --out "$tmp/out" --backend emu --sizes 1000 --time-limit 120 >"$tmp/log" 2>&1
python3 - "$tmp/out" <<'PY' || { tail -3 "$tmp/log"; fail "the class outputs"; }
import csv, json, sys
rows = {r['id']: r for r in csv.DictReader(open(sys.argv[1] + '/grades.csv', newline=''))}
bad = []
if rows['dave']['status'] != 'not-graded' or rows['dave']['score'] != '':
    bad.append('dave: %s, score %r (want not-graded, none)' % (rows['dave']['status'], rows['dave']['score']))
if rows['erin']['status'] != 'passed':
    bad.append('erin: %s (want passed)' % rows['erin']['status'])
if rows['frank']['status'] != 'failed' or rows['frank']['score'] == '':
    bad.append('frank: %s, score %r (want failed, a score)' % (rows['frank']['status'], rows['frank']['score']))
pl = json.load(open(sys.argv[1] + '/frank/prairielearn.json'))
if pl['gradable'] is not True:
    bad.append('frank on PrairieLearn: not gradable: %r' % pl['message'])
for b in bad:
    print('FAIL:', b)
sys.exit(1 if bad else 0)
PY
echo "ok: a call that runs is not graded (77; batch not-graded, no score); a name in dead code is graded; a wrong case beside the call fails"
