#!/usr/bin/env bash
# batch-names.sh — every entry of a class folder ends as exactly one row of
# `reduce-grade batch`, graded or refused with a reason the student can
# read, in grades.csv (its note column), the student's results.json and
# report; the summary line counts the refused.  Entries: dot files and
# folders (which had no row at all), names with a space, a newline, a byte
# not UTF-8, a leading dash, "..", 255 bytes; .CU (graded), .cuh, .cu.bak
# and no extension (refused: they had no row either); folders with no .cu,
# two .cu, the file a folder down; an empty file; a fifo, a socket, a
# device node (as root), a hard link to a solution; names whose ids would
# be one ("-x" and "_-x", "Case" and "case", a fifo and a folder): each told which entry got
# which id.  As root, a second class run as an unprivileged user: a file
# that user cannot read is refused, not lost.  The graded entries are all
# one non-compiling file but two, so the test costs compiles, not runs.
#
#   batch-names.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
sol=$kit/solutions/07-multi-block/reduce.cu
prose=$kit/tests/kit/bad/prose.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
c=$tmp/class
mkdir -p "$c/.bob" "$c/nocu" "$c/twocu" "$c/nested/sub"
cp "$sol" "$c/.alice.cu"
cp "$sol" "$c/.bob/reduce.cu"
long=$(printf 'x%.0s' $(seq 252))
for n in "sp ace" $'new\nline' $'b\xe9' -x _-x .. Case case "$long"; do
  cp "$prose" "$c/$n.cu"
done
cp "$prose" "$c/upper.CU"
for n in head.cuh old.cu.bak noext; do cp "$prose" "$c/$n"; done
echo "notes" >"$c/nocu/README"
cp "$prose" "$c/twocu/a.cu"
cp "$prose" "$c/twocu/b.cu"
cp "$sol" "$c/nested/sub/reduce.cu"
: >"$c/empty.cu"
mkfifo "$c/fifo.cu"
mkfifo "$c/pipe.cu" # and a folder "pipe" with nothing: two refused, one id
mkdir "$c/pipe"
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$c/sock.cu" ||
  fail "cannot make a socket"
dev=0
[ "$(id -u)" -eq 0 ] && mknod "$c/dev.cu" c 1 3 2>/dev/null && dev=1
cp "$sol" "$tmp/kept.cu"
ln "$tmp/kept.cu" "$c/hard.cu"

timeout 300 "$rg" batch 07 "$c" --out "$tmp/out" --sizes 1000 --backend emu --case-timeout 10 \
  --time-limit 60 --jobs 2 >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 0 ] || { cat "$tmp/log"; fail "batch exit $rc"; }

python3 - "$tmp/out" "$tmp/log" "$dev" "$long" <<'PY' || { cat "$tmp/log"; fail "rows"; }
import csv, json, os, sys
out, log, dev, long = sys.argv[1], open(sys.argv[2]).read(), sys.argv[3] == '1', sys.argv[4]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
def check(cond, what):
    if not cond:
        print('FAIL:', what, json.dumps({i: [r['status'], r.get('note')] for i, r in rows.items()}))
        sys.exit(1)
def res(i):
    return json.load(open(os.path.join(out, i, 'results.json')))
def report(i):
    return open(os.path.join(out, i, 'report.txt'), encoding='utf-8', errors='replace').read()
passed = ['_.alice', '_.bob']
graded = ['sp%20ace', 'new%0Aline', 'b%E9', '_-x-1', '_-x-2', '_..', 'Case-1', 'case-2', 'upper']
refused = {'head.cuh': 'does not end in .cu', 'old.cu.bak': 'does not end in .cu',
           'noext': 'does not end in .cu', 'nocu': 'not exactly one .cu',
           'twocu': 'not exactly one .cu', 'nested': 'not exactly one .cu',
           'empty': 'it is empty', 'fifo': 'not a plain file', 'sock': 'not a plain file',
           'hard': 'other hard links', 'pipe-1': 'not exactly one .cu',
           'pipe-2': 'not a plain file'}
if dev:
    refused['dev'] = 'not a plain file'
longs = [i for i in rows if i.startswith('xxxx')]
check(len(longs) == 1 and len(longs[0]) < 255, 'the 255-byte name: one row')
expect = set(passed + graded + list(refused) + longs)
check(set(rows) == expect, 'one row per entry: missing %s, extra %s'
      % (sorted(expect - set(rows)), sorted(set(rows) - expect)))
for i in passed:
    check(rows[i]['status'] == 'passed', i + ': passes')
for i in graded + longs:
    check(rows[i]['status'] == 'compile-error', i + ': graded (a compile error)')
    check(rows[i].get('note', '') == '' or i[-2:] in ('-1', '-2'), i + ': no note')
for i, why in refused.items():
    r = res(i)
    check(rows[i]['status'] == 'failed' and float(rows[i]['score']) == 0, i + ': refused')
    check('refused-submission' in r['extra_data']['causes'], i + ': refused-submission')
    check(why in r['extra_data'].get('refused', ''), i + ': results.json says why')
    check(why in report(i), i + ': the report says why')
    check(rows[i].get('note', '').startswith('refused: ') and why in rows[i].get('note', ''), i + ': note')
check(res('new%0Aline')['extra_data']['entry'] == 'new\\x0Aline.cu', 'the entry, shown')
check(res('b%E9')['extra_data']['entry'] == 'b\\xE9.cu', 'a byte not UTF-8, shown')
# Shared ids: each row says which entry got which.
for i, me, other in [('_-x-1', '"-x.cu" is _-x-1', '"_-x.cu" is _-x-2'),
                     ('_-x-2', '"_-x.cu" is _-x-2', '"-x.cu" is _-x-1'),
                     ('Case-1', '"Case.cu" is Case-1', '"case.cu" is case-2'),
                     ('case-2', '"case.cu" is case-2', '"Case.cu" is Case-1'),
                     ('pipe-1', '"pipe" is pipe-1', '"pipe.cu" is pipe-2'),
                     ('pipe-2', '"pipe.cu" is pipe-2', '"pipe" is pipe-1')]:
    for where, text in [('grades.csv', rows[i].get('note', '')), ('report', report(i)),
                        ('results.json', res(i)['extra_data'].get('id_note', ''))]:
        check(me in text and other in text, i + ': its ' + where + ' says which entry got which')
check('letter case' in rows['case-2']['note'] and 'letter case' not in rows['_-x-1']['note'],
      'a case-only clash says so')
n_ref = len(refused)
check('graded %d, refused %d, ' % (len(passed + graded + longs), n_ref) in log,
      'the summary counts the refused apart (%d)' % n_ref)
print('rows ok:', len(rows), 'entries,', n_ref, 'refused')
PY

# A file the grader's user cannot read: refused with why, not lost (as an
# unprivileged user, who grades with --unprotected here: nothing is run).
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null &&
   setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$rg"; then
  c2=$tmp/class2
  mkdir -p "$c2/nothing" "$tmp/out2" # a sub-folder: a class, not one student's folder
  cp "$prose" "$c2/secret.cu"
  chmod 600 "$c2/secret.cu"
  chown 65534:65534 "$tmp/out2"
  HOME=$tmp REDUCE_GRADE_SANDBOX=none setpriv --reuid=65534 --regid=65534 --clear-groups \
    timeout 60 "$rg" batch 07 "$c2" --out "$tmp/out2" --backend emu --unprotected >"$tmp/log2" 2>&1
  rc=$?
  [ $rc -eq 0 ] || { cat "$tmp/log2"; fail "unreadable: batch exit $rc"; }
  grep -q '^secret,0,.*refused: the grader cannot read it' "$tmp/out2/grades.csv" ||
    { cat "$tmp/log2" "$tmp/out2/grades.csv"; fail "unreadable: no refused row saying why"; }
  grep -q 'readable by the grader' "$tmp/out2/secret/report.txt" ||
    fail "unreadable: the report does not say why"
  echo "unreadable ok"
fi
echo "batch-names: ok"
