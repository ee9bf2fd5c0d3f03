#!/usr/bin/env bash
# batch-class-attacks.sh — attacks on `reduce-grade batch` through the class
# folder and the work folders (issue 17, classes 2, 4 and 7), as root or as
# an unprivileged user (the default container's case):
#   - student names: 240 bytes of non-ASCII letters (a row, not "File name
#     too long"), a comma, a quote and a newline, spreadsheet formulas
#     (=, +, @): one row each, no id a formula;
#   - report text: terminal escapes and BEL in an #error, U+FFFF in a
#     quoted line: none reaches a class file or the batch's output, and
#     junit.xml still parses;
#   - files: two classmates that are one inode, a fifo, a 5 MiB file:
#     refused with why, the batch never blocks;
#   - tests/hostile/printed-escapes-after-nul.cu: its printed.txt whole
#     past a NUL byte, each terminal control in it shown as '?';
#   - tests/hostile/deep-tree-leftover.cu: nothing of it left under /tmp;
#   - tests/hostile/cache-object-rewrite.cu: the grading's compiled object
#     not writable by the graded process (where Landlock exists);
#   - tests/hostile/userns-escape.cu: namespaces of its own (where the
#     kernel lets it make them): no tmpfs mounted past the quota (where
#     Landlock exists), and its PID 1 ends with the grading.
#
#   batch-class-attacks.sh REDUCE_GRADE KIT_ROOT root|nobody
set -u
rg=$1 kit=$2 as=$3
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
[ -f "$kit/tests/kit/bad/prose.cu" ] || fail "no tests/kit/bad/prose.cu"
run_as=()
if [ "$as" = nobody ]; then
  [ "$(id -u)" -eq 0 ] || { echo "needs root to become an unprivileged user: skipped"; exit 77; }
  command -v setpriv >/dev/null || { echo "no setpriv: skipped"; exit 77; }
  setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$rg" ||
    { echo "reduce-grade not runnable by uid 65534: skipped"; exit 77; }
  run_as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
tmp=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
c=$tmp/class
# The deep tree's student is named for this run: other batches on the
# machine (this test as the other user among them) have work folders too.
deep=deep-$$
mkdir -p "$c/$deep" "$c/cache" "$c/escape" "$c/fifo"
prose=$kit/tests/kit/bad/prose.cu
cp "$kit/tests/hostile/deep-tree-leftover.cu" "$c/$deep/reduce.cu"
cp "$kit/tests/hostile/cache-object-rewrite.cu" "$c/cache/reduce.cu"
cp "$kit/tests/hostile/printed-escapes-after-nul.cu" "$c/printer.cu"
# Its daemon is named for this run too (pgrep after the batch).
sed "s/rg-pidns-daemon/rgpidns$$/" "$kit/tests/hostile/userns-escape.cu" >"$c/escape/reduce.cu"
long=$(python3 -c 'print("\u00e9" * 118 + "x")')
cp "$prose" "$c/$long.cu"
cp "$prose" "$c/"$'a,b"c\nd.cu'
cp "$prose" "$c/=HYPERLINK(1).cu"
cp "$prose" "$c/+1.cu"
cp "$prose" "$c/@SUM(1).cu"
printf '#error \033[2J\033]0;owned\007 \xef\xbf\xbf gone\nint x = "\xef\xbf\xbe";\n' >"$c/escapes.cu"
cp "$prose" "$c/twin-a.cu"
ln "$c/twin-a.cu" "$c/twin-b.cu"
mkfifo "$c/fifo/reduce.cu"
truncate -s 5M "$c/big.cu"
[ "$as" = nobody ] && chown -R 65534:65534 "$tmp"

out=$tmp/out
timeout 120 "${run_as[@]}" env HOME="$tmp" "$rg" batch 07 "$c" --out "$out" --sizes 1000 \
  --backend emu --case-timeout 3 --time-limit 60 --jobs 2 >"$tmp/log" 2>&1
rc=$?
cat "$tmp/log"
[ $rc -eq 124 ] && fail "the batch did not end (a fifo read?)"
if [ $rc -eq 77 ]; then echo "no protection this machine allows without privilege: skipped"; exit 77; fi
[ -f "$out/grades.csv" ] || fail "no grades.csv (exit $rc)"
! grep -q $'[\033\007]' "$tmp/log" || fail "a terminal escape in the batch's output"
daemon=$(pgrep -x "rgpidns$$")
[ -z "$daemon" ] || { kill -9 $daemon; fail "userns-escape: its daemon outlived the batch: $daemon"; }
leftover=$(ls -d /tmp/rg-batch-*/"$deep" 2>/dev/null)
[ -z "$leftover" ] || { rm -rf $leftover; fail "deep-tree-leftover: left under /tmp: $leftover"; }
landlock=0
grep -qw landlock /sys/kernel/security/lsm 2>/dev/null && landlock=1

python3 - "$out" "$long" "$landlock" "$deep" <<'PY' || exit 1
import csv, json, os, sys, xml.etree.ElementTree as ET
out, long, landlock, deep = sys.argv[1], sys.argv[2], sys.argv[3] == '1', sys.argv[4]
def check(cond, what):
    if not cond:
        print('FAIL:', what); sys.exit(1)
rows = list(csv.DictReader(open(os.path.join(out, 'grades.csv'), newline='', encoding='utf-8')))
ids = {r['id']: r for r in rows}
check(len(rows) == len(ids) == 14, 'one row per entry: %s' % sorted(ids))
for r in rows:
    for field in (r['id'], r['flags'], r['status']):
        check(not field or field[0] not in '=+@-\t\r', 'a field that is a formula: %r' % field)
longid = [i for i in ids if i.startswith('%C3%A9')]
check(len(longid) == 1 and len(longid[0]) <= 128, 'the long name: one short id: %s' % longid)
check('a%2Cb%22c%0Ad' in ids, 'comma, quote and newline encoded: %s' % sorted(ids))
for i in ('%3DHYPERLINK%281%29', '%2B1', '%40SUM%281%29'):
    check(i in ids and ids[i]['status'] == 'compile-error', i + ': graded')
ET.parse(os.path.join(out, 'junit.xml'))
for root, _, files in os.walk(out):
    for f in files:
        data = open(os.path.join(root, f), 'rb').read()
        check(b'\x1b' not in data and b'\x07' not in data, f + ': a terminal escape in ' + root)
rep = lambda i: open(os.path.join(out, i, 'report.txt'), errors='replace').read()
check(ids['escapes']['status'] == 'compile-error', 'escapes: compile-error')
for i in ('twin-a', 'twin-b'):
    check(ids[i]['status'] == 'failed' and 'hard links' in rep(i), i + ': refused, one inode')
check('not a plain file' in rep('fifo'), 'fifo: refused')
check('too big' in rep('big'), 'big: refused')
printed = lambda i: open(os.path.join(out, i, 'printed.txt'), errors='replace').read() \
    if os.path.exists(os.path.join(out, i, 'printed.txt')) else ''
shown = open(os.path.join(out, 'printer', 'printed.txt'), 'rb').read()
check(b'after the NUL' in shown and b'result: PASSED' in shown,
      'printed-escapes-after-nul: printed.txt cut at the NUL: %r' % shown[:200])
check(not any(b in shown for b in (b'\0', b'\r', b'\x9b', b'\x07')),
      'printed-escapes-after-nul: a control kept in printed.txt: %r' % shown[:200])
check('nested 20 folders' in printed(deep), 'deep-tree-leftover: never nested (nothing tested)')
check('could not be loaded' not in rep('cache') and 'REWROTE' not in printed('cache'),
      'cache-object-rewrite: a later child loaded the object it rewrote')
esc = printed('escape')
check('unshare refused' in esc or 'daemon started' in esc, 'userns-escape: never ran: ' + esc[:300])
if landlock:
    check('refused ' in printed('cache'), 'cache-object-rewrite: never tried its object')
    check('MOUNTED' not in esc, 'userns-escape: a tmpfs mounted where the quota cannot see it')
print('class attacks held:', len(rows), 'rows')
PY
echo "batch-class-attacks ($as): ok"
