#!/usr/bin/env bash
# batch-class-rows.sh — every student of a class folder gets a row in
# grades.csv: one who saved CLASS/reduce.cu (the exercise's file) is one
# student beside alice, not the whole class; a dangling link so named is
# that one entry refused; a student folder with two .cu files, none, or its
# file a folder down is a refused row with its reason, never only a stderr
# line.  A folder named alone with only reduce.cu is still one student.
#
#   batch-class-rows.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }

sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
c=$tmp/class c2=$tmp/class2 solo=$tmp/solo
mkdir -p "$c/dan" "$c/emma" "$c/finn/sub" "$c2" "$solo"
cp "$sol" "$c/alice.cu"
cp "$kit/tests/hostile/named-like-exercise-file.cu" "$c/reduce.cu"
cp "$kit/tests/hostile/two-files-no-row.cu" "$c/dan/kernel.cu"
cp "$sol" "$c/dan/kernel_old.cu"
cp "$sol" "$c/emma/reduce.cu.txt"
cp "$sol" "$c/finn/sub/reduce.cu"
cp "$sol" "$c2/bob.cu"
ln -s "$tmp/nowhere.cu" "$c2/reduce.cu"
cp "$sol" "$solo/reduce.cu"

"$rg" batch 07 "$c" "$c2" "$solo" --out "$tmp/out" --sizes 1000 --backend emu \
  --case-timeout 10 --time-limit 60 >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/log"; fail "batch exit $rc"; }

python3 - "$tmp/out" <<'PY' || { cat "$tmp/log"; fail "outputs"; }
import csv, json, os, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
def res(i):
    return json.load(open(os.path.join(out, i, 'results.json')))
def check(cond, what):
    if not cond:
        print('FAIL:', what, json.dumps({i: r['status'] for i, r in rows.items()}))
        sys.exit(1)
check(sorted(rows) == ['alice', 'bob', 'dan', 'emma', 'finn', 'reduce-1', 'reduce-2', 'solo'],
      'one row per student')
for i in ['alice', 'bob', 'solo']:
    check(rows[i]['status'] == 'passed', i + ' passes')
check(rows['reduce-1']['status'] != 'passed' and
      'unwritten-output' in res('reduce-1')['extra_data']['causes'], 'CLASS/reduce.cu: its own row')
for i, why in [('reduce-2', 'symbolic link'), ('dan', 'not exactly one .cu'),
               ('emma', 'not exactly one .cu'), ('finn', 'not exactly one .cu')]:
    r = res(i)
    check(rows[i]['status'] == 'failed' and float(rows[i]['score']) == 0, i + ': refused')
    check('refused-submission' in r['extra_data']['causes'], i + ': refused-submission')
    check(why in json.dumps(r), i + ': says why (' + why + ')')
print('outputs ok:', len(rows), 'students')
PY
