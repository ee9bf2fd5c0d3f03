#!/usr/bin/env bash
# batch-classmate-unharmed.sh — one `reduce-grade batch` over a correct
# classmate (alice) beside attacks on the process tree and the machine
# (tests/hostile/: kill(-1) and kill(0), a constructor and an ifunc resolver
# that strike at load time, a sibling made with CLONE_PARENT, a child that
# sleeps or stops itself, a core dump asked for, its own limits lowered)
# and files whose names are attacks on the class's outputs (a newline, a
# terminal escape, a spreadsheet formula, two names that differ only in
# non-ASCII letters, an empty file, a fifo, a socket, a file too big).
# Alice passes, every attack fails with its cause, every name gets a row
# under a safe id, and nothing is left behind: no core file, this test's
# own process not reniced.
#
#   batch-classmate-unharmed.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }

class=$tmp/class
mkdir -p "$class"
sol=$kit/solutions/07-multi-block/reduce.cu
cp "$sol" "$class/alice.cu"
attacks="kill-everyone kill-own-group ctor-kill-grader ifunc-resolver-prlimit clone-parent-sibling
  sleep-forever stop-self core-dump-leak fsize-zero-self"
for h in $attacks; do cp "$kit/tests/hostile/$h.cu" "$class/$h.cu"; done
# Names: each a copy of the solution, so each must pass under a safe id.
cp "$sol" "$class/new
line.cu"
cp "$sol" "$class/$(printf '\033[2Jesc').cu"
cp "$sol" "$class/=HYPERLINK(\"x\").cu"
cp "$sol" "$class/ünï.cu"
cp "$sol" "$class/__ï.cu"
: >"$class/empty.cu"
mkfifo "$class/pipe.cu"
python3 -c "import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])" "$class/sock.cu"
{ head -c 70000000 /dev/zero | tr '\0' ' '; cat "$sol"; } >"$class/huge.cu"

nice_before=$(ps -o ni= -p $$)
# --case-timeout 1: sleep-forever and stop-self wait out the limit on each
# part's hung cases (the test took 25 s at 3, 17 at 1); a case's limit
# counts only the time it could run, and the others' cases at 1000 elements
# take milliseconds of it.
"$rg" batch 07 "$class" --out "$tmp/out" --sizes 1000 --backend emu --case-timeout 1 \
  --time-limit 60 >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/log"; fail "batch exit $rc"; }

python3 - "$tmp/out" <<'PY' || { cat "$tmp/log"; fail "outputs"; }
import csv, json, os, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
causes = {i: json.load(open(os.path.join(out, i, 'results.json')))['extra_data']['causes'] for i in rows}
def check(cond, what):
    if not cond:
        print('FAIL:', what, json.dumps({i: (rows[i]['status'], causes[i]) for i in rows}))
        sys.exit(1)
# Every id is one path segment of letters, digits, '.', '_' and '-', never
# a formula's first character, never a control character.
for i in rows:
    check(all(c.isascii() and (c.isalnum() or c in '._-') for c in i) and i[0] not in '=+-@.',
          'unsafe id ' + repr(i))
check(rows['alice']['status'] == 'passed', 'alice passes')
named = ['new_line', '__2Jesc', '_HYPERLINK__x__']
for i in named:
    check(rows.get(i, {}).get('status') == 'passed', i + ': graded under a safe id')
check(sum(1 for i, r in rows.items() if r['status'] == 'passed') == 1 + len(named) + 2,
      'the two non-ASCII names: two rows, both graded')
check(rows['empty']['status'] == 'compile-error', 'empty: compile-error')
for i in ['pipe', 'sock', 'huge']:
    check(rows[i]['status'] == 'failed' and float(rows[i]['score']) == 0, i + ': refused')
want = {'kill-everyone': 'attacked-grader', 'ctor-kill-grader': 'attacked-grader',
        'ifunc-resolver-prlimit': 'attacked-grader', 'kill-own-group': 'crash',
        'core-dump-leak': 'crash', 'sleep-forever': 'timeout', 'stop-self': 'timeout',
        'clone-parent-sibling': 'unwritten-output', 'fsize-zero-self': 'unwritten-output'}
for i, cause in want.items():
    check(rows[i]['status'] != 'passed' and cause in causes[i], i + ': ' + cause)
print('outputs ok:', len(rows), 'students')
PY

# Nothing left behind.
core=$(find "$tmp" -name 'core' -o -name 'core.[0-9]*' | head -1)
[ -z "$core" ] || fail "a core file was left: $core"
[ "$(ps -o ni= -p $$)" = "$nice_before" ] || fail "this test's process was reniced"
echo "batch-classmate-unharmed: ok"
