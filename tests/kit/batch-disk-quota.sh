#!/usr/bin/env bash
# batch-disk-quota.sh — a batch's disk limit the kernel keeps: where the
# batch may mount (protection full or namespaces), each work folder is a
# tmpfs of the limit's size (harness/batch/work_fs.c), so disk a walk of the
# folder never finds is refused and seen all the same:
#   - tests/hostile/unlinked-files-disk.cu: files unlinked at once, kept open;
#   - tests/hostile/tmpfile-disk.cu: O_TMPFILE files, never named;
#   - tests/hostile/mapped-unlinked-disk.cu: unlinked files held by a mapping
#     alone, their descriptors closed;
# each ends as disk-quota (with the folder walked, as before, they ended as
# failed), and a classmate graded beside them passes.  Every result says
# the kernel kept the limit, and protection.txt says so too.
#
#   batch-disk-quota.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (a tmpfs per work folder)"; exit 77; }
command -v python3 >/dev/null || { echo "SKIP: no python3"; exit 77; }
tmp=$(mktemp -d)
chmod 755 "$tmp"
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
c=$tmp/class
mkdir -p "$c"
cp "$kit/solutions/07-multi-block/reduce.cu" "$c/classmate.cu"
for h in unlinked-files-disk tmpfile-disk mapped-unlinked-disk; do
  cp "$kit/tests/hostile/$h.cu" "$c/$h.cu"
done
chmod -R a+rX "$c"
# The smallest limit the batch takes (64M): each attack is stopped by the
# kernel at 65 MiB, in a fraction of a second.
"$rg" batch 07 "$c" --out "$tmp/out" --sizes 1000 --backend emu --jobs 2 --case-timeout 3 \
  --time-limit 60 --disk-limit 64M >"$tmp/log" 2>&1
rc=$?
cat "$tmp/log"
[ $rc -eq 0 ] || fail "batch exit $rc"
level=$(head -1 "$tmp/out/protection.txt")
case $level in
full | namespaces) ;;
*) echo "SKIP: protection $level here: no tmpfs can be mounted per work folder"; exit 77 ;;
esac
sed -n 2p "$tmp/out/protection.txt" | grep -q 'disk limit kept by the kernel' ||
  fail "protection.txt does not say the kernel keeps the disk limit"
python3 - "$tmp/out" <<'PY' || exit 1
import csv, json, os, sys
out = sys.argv[1]
rows = {r['id']: r for r in csv.DictReader(open(os.path.join(out, 'grades.csv')))}
def check(cond, what):
    if not cond:
        print('FAIL:', what); sys.exit(1)
check(rows['classmate']['status'] == 'passed', 'classmate: ' + rows['classmate']['status'])
for h in ('unlinked-files-disk', 'tmpfile-disk', 'mapped-unlinked-disk'):
    rep = open(os.path.join(out, h, 'report.txt'), errors='replace').read()
    check(rows[h]['status'] == 'disk-quota', h + ': ' + rows[h]['status'] + ', not disk-quota')
    check('64 MiB' in rep, h + ': the report does not name the limit')
for i in rows:
    r = json.load(open(os.path.join(out, i, 'results.json')))
    check(r['extra_data'].get('disk_limit') == 'kernel', i + ': disk_limit ' + str(r['extra_data'].get('disk_limit')))
PY
echo "ok: unlinked, O_TMPFILE and mapped files stopped at the kernel's limit; the classmate passed"
