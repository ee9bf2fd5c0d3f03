#!/usr/bin/env bash
# batch-root-no-admin.sh — `reduce-grade batch` run as root without
# CAP_SYS_ADMIN (a container run as root: Docker's default drops it) gets
# protection userns, not full.  Its user namespace mapped the grading's
# uid to root outside, so a submission read root's files (/etc/shadow,
# printed into its own feedback) and RLIMIT_NPROC, never applied to root,
# bound nothing.  Now root enters the namespace as a uid of its own:
# tests/hostile/root-file-read.cu prints how much of /etc/shadow (root's
# alone to read) it read: nothing.  Where no user namespace can be made,
# the level is landlock or none, already a uid of its own
# (batch-root-levels.sh): checked the same.
#
#   batch-root-no-admin.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "needs root (to drop CAP_SYS_ADMIN from it): skipped"; exit 77; }
command -v setpriv >/dev/null || { echo "no setpriv: skipped"; exit 77; }
setpriv --bounding-set -sys_admin true 2>/dev/null || { echo "setpriv cannot drop a capability: skipped"; exit 77; }
# A file only root reads, to try: Debian's and Ubuntu's images have it.
[ -f /etc/shadow ] && ! setpriv --reuid=65534 --regid=65534 --clear-groups test -r /etc/shadow ||
  { echo "no /etc/shadow only root reads: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
mkdir "$tmp/reader" # one student, named for the folder
cp "$kit/tests/hostile/root-file-read.cu" "$tmp/reader/reduce.cu"
chmod -R a+rX "$tmp/reader"
setpriv --bounding-set -sys_admin "$rg" batch 07 "$tmp/reader" --out "$tmp/out" --sizes 1000 \
  --backend emu --jobs 1 >"$tmp/log" 2>&1
rc=$?
cat "$tmp/log"
[ $rc -eq 0 ] || fail "batch exit $rc"
level=$(head -1 "$tmp/out/protection.txt")
grep -q '^protection: full' "$tmp/log" && fail "CAP_SYS_ADMIN was not dropped: the test proves nothing"
[ "$level" = none ] || grep -q 'run as a uid of its own' "$tmp/out/protection.txt" ||
  fail "$level: protection.txt does not say each grading runs as a uid of its own"
printed=$tmp/out/reader/printed.txt
grep -q '^uid ' "$printed" || fail "the reader printed nothing: $(cat "$printed")"
# Elsewhere than in a user namespace, its uid is the one outside.
[ "$level" = userns ] || ! grep -qx 'uid 0' "$printed" || fail "$level: the grading ran as root"
grep -q '^root-only file: ' "$printed" || fail "the reader did not say what it read"
! grep '^root-only file: ' "$printed" | grep -qv ': 0 bytes read$' ||
  fail "$level: the grading read /etc/shadow: $(grep -v ': 0 bytes' "$printed" | grep root-only | head -1)"
grep -q ',passed,' "$tmp/out/grades.csv" || fail "the reader was not graded: $(cat "$tmp/out/grades.csv")"
echo "batch-root-no-admin: ok ($level, a uid of its own: root's files unread)"
