#!/usr/bin/env bash
# batch-no-memory.sh — `reduce-grade batch` when an allocation fails: one
# clear line and exit 1, never a crash.  fail_alloc.so (preloaded) fails the
# table of the class's jobs (a calloc of as many elements as students), then
# the --slurm script's memory stream.
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

# expect NAME WANTED-LINE ENV... -- ARGS...: exit 1, the line once on stderr.
expect() {
  local name=$1 want=$2
  shift 2
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  env LD_PRELOAD="$shim" "${envs[@]}" "$rg" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
  local rc=$?
  [ "$rc" = 1 ] || { cat "$tmp/$name.err"; fail "$name: exit $rc, not 1"; }
  [ "$(wc -l <"$tmp/$name.err")" = 1 ] || { cat "$tmp/$name.err"; fail "$name: not one line"; }
  grep -qF -- "$want" "$tmp/$name.err" || { cat "$tmp/$name.err"; fail "$name: no '$want'"; }
}

expect jobs "batch: out of memory for 13 submission(s)" RG_FAIL_CALLOC_N=13 -- \
  batch 01 "$tmp/class" --out "$tmp/out" --backend emu --unprotected --quick
expect slurm "batch: --slurm: cannot build the script in memory" RG_FAIL_MEMSTREAM=1 -- \
  batch 01 "$tmp/class" --out "$tmp/out2" --slurm
[ ! -e "$tmp/out2/batch.slurm" ] || fail "a script was written from no memory"
echo ok
