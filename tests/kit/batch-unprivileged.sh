#!/usr/bin/env bash
# batch-unprivileged.sh — `reduce-grade batch` run as an unprivileged user (as
# on Gradescope: no root, no CAP_SYS_ADMIN) over a class of two: a submission
# that rewrites its classmates' work (tests/hostile/classmate-write.cu) and a
# correct classmate graded after it.  For each protection this machine offers
# without privilege (a user namespace, Landlock), the protection is named in
# the log, protection.txt and every results.json, the classmate still passes,
# and the class folder and --out are untouched; with none, the batch refuses
# to grade unless --unprotected is given.
#
#   batch-unprivileged.sh REDUCE_GRADE KIT_ROOT
set -u
# Two sizes (a partial block, several blocks) instead of --quick's dozen:
# what is under test is the batch around the gradings, not the gradings.
sizes=1000,4097
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "needs root to become an unprivileged user: skipped"; exit 77; }
command -v setpriv >/dev/null || { echo "no setpriv: skipped"; exit 77; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
# The kit must be readable by that user (a build under /root is not).
setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$rg" ||
  { echo "reduce-grade not runnable by uid 65534: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
mkdir "$tmp/class"
cp "$kit/tests/hostile/classmate-write.cu" "$tmp/class/aa-attacker.cu"
cp "$kit/solutions/07-multi-block/reduce.cu" "$tmp/class/zz-classmate.cu"
chown -R 65534:65534 "$tmp/class"
sum() { (cd "$tmp/class" && sha256sum *); }
before=$(sum)
as_nobody() {
  HOME=$tmp setpriv --reuid=65534 --regid=65534 --clear-groups \
    "$rg" batch 07 "$tmp/class" --quick --sizes "$sizes" --backend emu --case-timeout 3 --time-limit 120 --jobs 1 "$@"
}

for level in userns landlock; do
  out=$tmp/out-$level
  mkdir "$out" && chown 65534:65534 "$out"
  REDUCE_GRADE_SANDBOX=$level as_nobody --out "$out" >"$tmp/log" 2>&1
  rc=$?
  cat "$tmp/log"
  if grep -q "^protection: none" "$tmp/log"; then
    echo "$level: not available on this machine"
    continue
  fi
  [ $rc -eq 0 ] || fail "$level: batch exit $rc"
  grep -q "^protection: $level " "$tmp/log" || fail "$level: the log does not name the protection"
  [ "$(head -1 "$out/protection.txt")" = "$level" ] || fail "$level: protection.txt"
  grep -q 'disk limit only checked by walking' "$out/protection.txt" ||
    fail "$level: protection.txt does not say the disk limit is only walked"
  [ "$before" = "$(sum)" ] || fail "$level: the class folder changed: $(sum)"
  python3 - "$out" "$level" <<'PY' || fail "$level: results"
import csv, json, os, sys
out, level = sys.argv[1], sys.argv[2]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv')))}
assert set(rows) == {'aa-attacker', 'zz-classmate'}, rows
assert rows['zz-classmate']['status'] == 'passed', rows['zz-classmate']
assert rows['aa-attacker']['status'] != 'passed', rows['aa-attacker']
for i in rows:
    r = json.load(open(os.path.join(out, i, 'results.json')))
    assert r['extra_data']['protection'] == level, (i, r['extra_data'])
    # No mount without privilege: the disk limit is a walk of the folder.
    assert r['extra_data']['disk_limit'] == 'walked', (i, r['extra_data'])
    assert 'protection ' + level in open(os.path.join(out, i, 'report.txt')).read(), i
print(level, 'ok: the classmate passed, the class folder and --out untouched')
PY
done

# No protection: refused, unless asked for by name.
mkdir "$tmp/out-none" && chown 65534:65534 "$tmp/out-none"
REDUCE_GRADE_SANDBOX=none as_nobody --out "$tmp/out-none" >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 77 ] || { cat "$tmp/log"; fail "none: exit $rc, not 77 (refused)"; }
grep -q "reduce-grade: batch: no sandbox can engage here.*--unprotected" "$tmp/log" ||
  { cat "$tmp/log"; fail "none: the refusal does not say why"; }
[ ! -e "$tmp/out-none/grades.csv" ] || fail "none: graded anyway"
echo "batch-unprivileged: ok"
