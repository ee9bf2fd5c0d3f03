#!/usr/bin/env bash
# batch-classmate-unharmed.sh — one `reduce-grade batch` over a correct
# classmate (alice) beside attacks on the process tree and the machine
# (tests/hostile/: kill(-1) and kill(0), a constructor and an ifunc resolver
# that strike at load time, a sibling made with CLONE_PARENT, a child that
# sleeps or stops itself, a core dump asked for, its own limits lowered)
# and files whose names are attacks on the class's outputs (a newline, a
# terminal escape, a spreadsheet formula, two names that differ only in
# non-ASCII letters, an empty file, a fifo (and one a folder down), a
# socket, a file too big (and a sparse one of 5 GiB), and
# names of the batch's own files: alice's log and result file, the class
# table's temporary name).  Alice passes, every attack fails with its
# cause, every name gets a row under a safe id that spells it back (its
# other bytes as %XX), and nothing is left behind: no core file, this
# test's own process not reniced.
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
for f in alice.log alice.result grades.csv.tmp.1; do cp "$kit/tests/kit/bad/prose.cu" "$class/$f.cu"; done
mkfifo "$class/pipe.cu"
mkdir "$class/gina" && mkfifo "$class/gina/reduce.cu"  # a fifo a folder down: never opened
truncate -s 5G "$class/sparse.cu"                       # 5 GiB that take no disk: never read
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

python3 - "$tmp/out" "$class" <<'PY' || { cat "$tmp/log"; fail "outputs"; }
import csv, json, os, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
causes = {i: json.load(open(os.path.join(out, i, 'results.json')))['extra_data']['causes'] for i in rows}
def check(cond, what):
    if not cond:
        print('FAIL:', what, json.dumps({i: (rows[i]['status'], causes[i]) for i in rows}))
        sys.exit(1)
# Every id is one path segment of letters, digits, '.', '_', '-' and %XX,
# never a formula's first character, never a control character; and each
# is its entry's name (less .cu), spelt back: whose row is whose is never
# lost (ünï and __ï were both ___, in an order that could change).
for i in rows:
    check(all(c.isascii() and (c.isalnum() or c in '._-%') for c in i) and i[0] not in '=+-@.',
          'unsafe id ' + repr(i))
def spelt(name):
    b = os.fsencode(name[:-3] if name.endswith('.cu') else name)
    i = ''.join(chr(c) if chr(c).isascii() and (chr(c).isalnum() or chr(c) in '._-') else '%%%02X' % c
                for c in b)
    return '_' + i if i[0] in '.-' or i.lower().startswith('grades.csv') else i
entries = sorted(spelt(e) for e in os.listdir(sys.argv[2]) if not e.startswith('.'))
check(sorted(rows) == entries, 'ids not the entries spelt back: %r / %r' % (sorted(rows), entries))
check(rows['alice']['status'] == 'passed', 'alice passes (a classmate named alice.log or '
      'alice.result once took her log or result file: no row)')
named = ['new%0Aline', '%1B%5B2Jesc', '%3DHYPERLINK%28%22x%22%29']
for i in named:
    check(rows.get(i, {}).get('status') == 'passed', i + ': graded under a safe id')
check(sum(1 for i, r in rows.items() if r['status'] == 'passed') == 1 + len(named) + 2,
      'the two non-ASCII names: two rows, both graded')
check('it is empty' in rows['empty'].get('note', ''), 'empty: refused, the class table says why')
for i in ['empty', 'pipe', 'sock', 'huge', 'gina', 'sparse']:
    check(rows[i]['status'] == 'failed' and float(rows[i]['score']) == 0, i + ': refused')
want = {'kill-everyone': 'attacked-grader', 'ctor-kill-grader': 'attacked-grader',
        'ifunc-resolver-prlimit': 'compile-error', 'kill-own-group': 'crash',
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
