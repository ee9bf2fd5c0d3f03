#!/usr/bin/env bash
# batch-rerun-gone.sh — a class graded again into the same --out after an
# entry was removed or renamed: grades.csv and junit.xml are the class
# folder of now.  Ids that collided ("Alice" and "alice" are Alice-1 and
# alice-2; a folder "carl" and a file carl.cu, carl-1 and carl-2) are no
# longer theirs once one entry is gone: the old rows, and their notes of
# which entry got which id, stayed in the table beside the new "alice".
# Their results are moved into --out/.gone, never deleted, each said in a
# line and counted in the summary; a second move of the same id never
# replaces the first; a folder in --out that holds no results is left
# alone; a shard moves no classmate of another shard; "dan" renamed "Dan"
# is moved.  Every entry is
# refused (empty folders, an empty file), so nothing compiles.
#
#   batch-rerun-gone.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
[ -d "$kit/harness" ] || fail "no kit at $kit"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
c=$tmp/class out=$tmp/out
mkdir -p "$c/Alice" "$c/alice" "$c/carl" "$c/dan" "$out/notes"
: >"$c/carl.cu"
echo "the instructor's" >"$out/notes/README"

batch() { # LOG ARGS...: one run into $out
  local log=$1
  shift
  "$rg" batch 07 "$c" --out "$out" --backend emu "$@" >"$tmp/$log" 2>&1
  local rc=$?
  [ $rc -eq 0 ] || { cat "$tmp/$log"; fail "$log: batch exit $rc"; }
}
# rows EXPECTED...: grades.csv's and junit.xml's ids, and no stale note
rows() {
  python3 - "$out" "$@" <<'PY' || fail "the class table"
import csv, os, sys, xml.etree.ElementTree as ET
out, want = sys.argv[1], sorted(sys.argv[2:])
got = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv'), newline=''))}
suites = sorted(s.get('name') for s in ET.parse(os.path.join(out, 'junit.xml')).getroot())
if sorted(got) != want or suites != want:
    print('FAIL: rows', sorted(got), 'junit', suites, 'expected', want)
    sys.exit(1)
for i, r in got.items():
    collided = i.endswith(('-1', '-2'))
    if collided != ('would have had the id' in r['note']):
        print('FAIL: the note of', i, 'is stale or missing:', r['note'])
        sys.exit(1)
PY
}
# moved ID...: each under .gone, with its results
moved() {
  for g in "$@"; do
    [ -f "$out/.gone/$g/results.json" ] && [ -f "$out/.gone/$g/.key" ] ||
      { ls -aR "$out"; fail "$g: not moved aside whole"; }
  done
}

batch run1.log
rows Alice-1 alice-2 carl-1 carl-2 dan

rmdir "$c/Alice"
rm "$c/carl.cu"
# Two shards, then the merge: each shard knows the whole class.
batch run2a.log --shard 0/2
batch run2b.log --shard 1/2
"$rg" batch-merge "$out" >"$tmp/merge.log" 2>&1 || { cat "$tmp/merge.log"; fail "batch-merge failed"; }
rows alice carl dan
moved Alice-1 alice-2 carl-1 carl-2
[ -f "$out/notes/README" ] || fail "a folder of the instructor's, with no results, was moved"
cat "$tmp/run2a.log" "$tmp/run2b.log" >"$tmp/run2.log"
for g in Alice-1 alice-2 carl-1 carl-2; do
  grep -q "^$g: no longer in the class: its results moved to .gone/$g\$" "$tmp/run2.log" ||
    { cat "$tmp/run2.log"; fail "$g: its move not said"; }
done
grep -q ", 4 no longer in the class" "$tmp/run2a.log" ||
  { cat "$tmp/run2a.log"; fail "the summary does not count the moved"; }

# Alice back, then gone again: her second results beside the first.
mkdir "$c/Alice"
batch run3.log
rows Alice-1 alice-2 carl dan
moved alice
rmdir "$c/Alice"
batch run4.log
rows alice carl dan
moved Alice-1 alice-2 Alice-1~2 alice-2~2 alice
grep -q ", 2 no longer in the class (moved to .gone)" "$tmp/run4.log" ||
  { cat "$tmp/run4.log"; fail "run 4's summary"; }
# A rename in letter case only: a row of its own, the old one moved (on a
# disk that ignores case the two are one folder, and it stays).
mv "$c/dan" "$c/Dan"
batch run5.log
rows Dan alice carl
moved dan
echo "re-runs ok"
