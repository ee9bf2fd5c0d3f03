#!/usr/bin/env bash
# batch-load-time.sh — one `reduce-grade batch` over a correct classmate
# (alice) beside attacks that end or poison the graded process outside its
# entry points' normal return (tests/hostile/): exit(0) from a constructor,
# _Exit(0), a throw through the glue, a terminate handler exiting 0, a
# kernel that traps, the device's memory taken at load time, the grader's
# buffers freed, another device left current; and one that prints the
# grader's report lines, a passing JSON record and terminal escapes before
# it crashes.  Each must be 'failed' (never 'error': an error is graded
# again on every re-run, and says the machine was at fault), alice must
# pass, and nothing the submissions printed may reach the class's outputs.
#
#   batch-load-time.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }

class=$tmp/class
mkdir -p "$class"
cp "$kit/solutions/07-multi-block/reduce.cu" "$class/alice.cu"
attacks="ctor-exit-zero quick-exit-entry throw-through-glue terminate-handler-exit trap-kernel
  ctor-cuda-memory-hog free-grader-buffers set-device-away printf-forged-report"
for h in $attacks; do cp "$kit/tests/hostile/$h.cu" "$class/$h.cu"; done

"$rg" batch 07 "$class" --out "$tmp/out" --sizes 1000 --backend emu --case-timeout 3 \
  --time-limit 60 >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/log"; fail "batch exit $rc"; }

python3 - "$tmp/out" $attacks <<'PY' || { cat "$tmp/log"; fail "outputs"; }
import csv, json, os, sys
out, attacks = sys.argv[1], sys.argv[2:]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
def check(cond, what):
    if not cond:
        print('FAIL:', what, json.dumps({i: rows[i]['status'] for i in rows}))
        sys.exit(1)
check(set(rows) == set(attacks) | {'alice'}, 'one row each')
check(rows['alice']['status'] == 'passed', 'alice passes beside them')
for a in attacks:
    check(rows[a]['status'] == 'failed' and float(rows[a]['score']) == 0, a + ': failed, no points')
# What the forger printed stays in its printed.txt: the class's outputs
# carry no escape byte and none of its forged lines.
outputs = ['grades.csv', 'junit.xml'] + [os.path.join(i, f) for i in rows
           for f in ('report.txt', 'results.json', 'prairielearn.json', 'autolab.txt')]
for f in outputs:
    text = open(os.path.join(out, f), 'rb').read()
    check(b'\x1b' not in text, f + ': a terminal escape')
    check(b'196 cases' not in text and b'"score": 20' not in text, f + ': a forged line')
forged = os.path.join(out, 'printf-forged-report', 'printed.txt')
check(os.path.exists(forged) and b'196 cases' in open(forged, 'rb').read(),
      'printf-forged-report: its printing kept in printed.txt (else nothing was tested)')
PY
echo "ok: alice passed; $(echo $attacks | wc -w) attacks failed with no error, nothing printed reached the outputs"
