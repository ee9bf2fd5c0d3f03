#!/usr/bin/env bash
# batch-no-memory.sh — `reduce-grade batch` when an allocation fails: one
# clear line and a failing exit (batch-merge: 2, as for its other errors),
# never a crash.  fail_alloc.so (preloaded) fails the
# table of the class's jobs (a calloc of as many elements as students), then
# the --slurm script's memory stream, then batch-merge's (the class files).
#
#   batch-no-memory.sh REDUCE_GRADE FAIL_ALLOC_SO
set -u
rg=$1 shim=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir "$tmp/class"
# 13 students: a count no other calloc on this path asks for.
for i in $(seq 1 13); do printf 'int x%d;\n' "$i" >"$tmp/class/s$i.cu"; done

# expect NAME EXIT WANTED-LINE ENV... -- ARGS...: that exit, the line alone on
# stderr.
expect() {
  local name=$1 code=$2 want=$3
  shift 3
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  env LD_PRELOAD="$shim" "${envs[@]}" "$rg" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
  local rc=$?
  [ "$rc" = "$code" ] || { cat "$tmp/$name.err"; fail "$name: exit $rc, not $code"; }
  [ "$(wc -l <"$tmp/$name.err")" = 1 ] || { cat "$tmp/$name.err"; fail "$name: not one line"; }
  grep -qF -- "$want" "$tmp/$name.err" || { cat "$tmp/$name.err"; fail "$name: no '$want'"; }
}

expect jobs 1 "batch: out of memory for 13 submission(s)" RG_FAIL_CALLOC_N=13 -- \
  batch 01 "$tmp/class" --out "$tmp/out" --backend emu --unprotected --quick
expect slurm 1 "batch: --slurm: cannot build the script in memory" RG_FAIL_MEMSTREAM=1 -- \
  batch 01 "$tmp/class" --out "$tmp/out2" --slurm
[ ! -e "$tmp/out2/batch.slurm" ] || fail "a script was written from no memory"
mkdir "$tmp/merged"
expect merge 2 "batch-merge: $tmp/merged: no memory to build grades.csv and junit.xml" \
  RG_FAIL_MEMSTREAM=1 -- batch-merge "$tmp/merged"
[ ! -e "$tmp/merged/grades.csv" ] || fail "grades.csv was written from no memory"
echo ok
