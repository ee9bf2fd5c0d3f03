#!/usr/bin/env bash
# batch-root-levels.sh — a batch run as root where no namespaces are allowed
# (a chroot, some containers: protection landlock or none) still runs every
# submission as a uid of its own, so that RLIMIT_NPROC bounds its processes
# (root is not bounded: a fork bomb filled the machine's process table, seen
# in a chroot); and a batch that is PID 1 (a container's entry point) grades,
# where its every job once ended at once with exit 126.
#
#   batch-root-levels.sh REDUCE_GRADE KIT_ROOT
set -u
# Two sizes (a partial block, several blocks) instead of --quick's dozen:
# what is under test is the batch around the gradings, not the gradings.
sizes=1000,4097
rg=$1 kit=$2
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (the levels drop root to a uid)"; exit 77; }
tmp=$(mktemp -d)
chmod 755 "$tmp"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Two students whose code says which uid runs it.
for s in ann bob; do
  mkdir -p "$tmp/class/$s"
  { cat "$kit/solutions/07-multi-block/reduce.cu"
    printf '#include <cstdio>\n#include <unistd.h>\n'
    printf 'static int uid_seen = std::printf("uid=%%d\\n", (int)getuid());\n'; } \
    >"$tmp/class/$s/reduce.cu"
done
chmod -R a+rX "$tmp/class"
batch() { "$rg" batch 07 "$tmp/class" --out "$@" --quick --sizes "$sizes" --backend emu --jobs 2 >"$1.log" 2>&1; }

for level in landlock none; do
  out=$tmp/out-$level
  extra=() # "none" grades a class only when asked by name
  [ $level = none ] && extra=(--unprotected)
  REDUCE_GRADE_SANDBOX=$level batch "$out" "${extra[@]}"
  rc=$?
  [ $rc -eq 0 ] || { cat "$out.log"; fail "$level: batch exit $rc"; }
  grep -q "^protection: $level" "$out.log" || { cat "$out.log"; fail "$level: not that level"; }
  # Root, but no namespace to mount a tmpfs per work folder in.
  grep -q '"disk_limit": *"walked"' "$out/ann/results.json" ||
    fail "$level: the result does not say the disk limit is only walked"
  for s in ann bob; do
    grep -q "^$s,.*passed\|^$s,1" "$out/grades.csv" 2>/dev/null ||
      grep -q "passed" "$out/$s/report.txt" || { cat "$out/$s/report.txt"; fail "$level: $s not passed"; }
  done
  a=$(grep -m1 -o 'uid=[0-9]*' "$out/ann/printed.txt") b=$(grep -m1 -o 'uid=[0-9]*' "$out/bob/printed.txt")
  [ -n "$a" ] && [ -n "$b" ] || fail "$level: the submissions printed no uid"
  [ "$a" != uid=0 ] && [ "$b" != uid=0 ] || fail "$level: a submission ran as root ($a, $b)"
  [ "$a" != "$b" ] || fail "$level: two students ran as the same uid ($a)"
  echo "$level: ann $a, bob $b"
done

# PID 1: the batch as a container's entry point.
if unshare -fp --mount-proc true 2>/dev/null; then
  out=$tmp/out-pid1
  unshare -fp --mount-proc "$rg" batch 07 "$tmp/class" --out "$out" --quick --sizes "$sizes" --backend emu \
    >"$out.log" 2>&1
  rc=$?
  [ $rc -eq 0 ] || { cat "$out.log"; fail "as PID 1: batch exit $rc"; }
  grep -q "could not be graded" "$out.log" && ! grep -q " 0 could not be graded" "$out.log" &&
    { cat "$out.log"; fail "as PID 1: submissions could not be graded"; }
  grep -q "ann: passed" "$out.log" || { cat "$out.log"; fail "as PID 1: ann not passed"; }
  echo "PID 1: graded"
else
  echo "no PID namespace here: the PID 1 part not run"
fi
echo ok
