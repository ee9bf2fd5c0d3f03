#!/usr/bin/env bash
# batch-kit-unreadable.sh — `reduce-grade batch` as root where a uid of its
# own cannot run the grader (its folder chmod 700) refuses the class: every
# grading would run as root and could read root's files (/etc/shadow,
# tests/hostile/root-file-read.cu).  With --unprotected it grades the class
# as root, and protection.txt says so.
#
#   batch-kit-unreadable.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$1 kit=$2
fail() { echo "FAIL: $*"; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "needs root (a uid of its own per grading): skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
mkdir -m 700 "$tmp/private" # the grader where only root reads it
cp "$rg" "$tmp/private/reduce-grade"
mkdir "$tmp/class" "$tmp/class/alice"
cp "$kit/solutions/01-interleaved/reduce.cu" "$tmp/class/alice/reduce.cu"
chmod -R a+rX "$tmp/class"
run() { "$tmp/private/reduce-grade" batch 01 "$tmp/class" --out "$tmp/$1" --quick --sizes 100 \
          --backend emu --jobs 1 "${@:2}" >"$tmp/$1.log" 2>&1; }
run out
rc=$?
level=$(head -1 "$tmp/out/protection.txt" 2>/dev/null)
if [ $rc -eq 0 ] && ! grep -q 'as root' "$tmp/out/protection.txt" 2>/dev/null; then
  cat "$tmp/out.log"
  echo "a uid of its own could run the grader here ($level): skipped"
  exit 77
fi
cat "$tmp/out.log"
[ $rc -ne 0 ] || fail "the class was graded as root without --unprotected"
grep -q 'Refusing to grade the class' "$tmp/out.log" || fail "no line says why the class was refused"
[ ! -s "$tmp/out/grades.csv" ] || fail "grades were written for a refused class"
run unprotected --unprotected
rc=$?
cat "$tmp/unprotected.log"
[ $rc -eq 0 ] || fail "--unprotected: batch exit $rc"
grep -q 'as root' "$tmp/unprotected/protection.txt" || fail "protection.txt does not say the gradings ran as root"
grep -q ',passed,' "$tmp/unprotected/grades.csv" || fail "alice was not graded: $(cat "$tmp/unprotected/grades.csv")"
echo "batch-kit-unreadable: ok (refused; --unprotected graded as root and said so)"
