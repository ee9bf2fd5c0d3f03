#!/usr/bin/env bash
# batch-class-max.sh — grades.csv's `max` is the most a student could earn
# where the class was graded.  On the emulator no tier is measured, so a
# clean student's maximum leaves the tiers out; a library reduction's tiers
# are denied instead, counted in its own max_score as points lost.  The
# class column took the largest max_score, so one student's CUB call raised
# every classmate's maximum by the tiers' weight.  Two students: a reference
# solution and tests/hostile/cub-from-host.cu (uses-cub); one size, so the
# gradings cost little.
#
#   batch-class-max.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/class"
cp "$sol" "$tmp/class/alice.cu"
cp "$kit/tests/hostile/cub-from-host.cu" "$tmp/class/carol.cu"

"$rg" batch 07 "$tmp/class" --out "$tmp/out" --sizes 1000 --backend emu \
  --case-timeout 10 --time-limit 60 >"$tmp/log" 2>&1 || { cat "$tmp/log"; fail "batch exit $?"; }

python3 - "$tmp/out" <<'PY' || { cat "$tmp/log"; fail "the class maximum"; }
import csv, json, os, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
res = {i: json.load(open(os.path.join(out, i, 'results.json'))) for i in rows}
def check(cond, what):
    if not cond:
        print('FAIL:', what, json.dumps({i: [r['score'], r['max']] for i, r in rows.items()}))
        sys.exit(1)
check(sorted(rows) == ['alice', 'carol'], 'one row per student')
check(rows['carol']['flags'] == 'uses-cub', 'carol flagged uses-cub')
tiers = [t for t in res['carol']['tests'] if t['name'].startswith('performance: >= ')]
denied = sum(t['max_score'] for t in tiers)
# The premise: carol's own maximum holds her denied tiers, alice's none.
check(denied > 0, "carol's denied tiers weigh in her own max_score")
check(res['carol']['max_score'] == res['alice']['max_score'] + denied,
      "carol's own max_score: alice's and the denied tiers'")
for i in rows:
    check(float(rows[i]['max']) == res['alice']['max_score'],
          i + ": max is what a student graded here could earn, not the denied tiers' too")
check(float(rows['alice']['score']) == float(rows['alice']['max']), 'alice has full marks')
print('class max ok:', rows['alice']['max'])
PY
