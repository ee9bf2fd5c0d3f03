#!/usr/bin/env bash
# exit-leaks.sh — reduce-grade's early exits (unknown exercise, missing
# file, bad option, no backend, too few devices, with a predictions file
# loaded) free what they took: valgrind finds no leak, and each still exits
# as documented.  SKIP (77) without valgrind.
#
#   exit-leaks.sh REDUCE_GRADE SOURCE_ROOT
set -u
rg=$1 root=$2
command -v valgrind >/dev/null || { echo "valgrind not installed (apt-get install valgrind)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# Attempted copies of two skeletons (an untouched one stops before the
# predictions are loaded), each beside its predictions file.
for ex in 01-interleaved 16-multi-gpu; do
  mkdir "$tmp/$ex"
  { cat "$root/exercises/$ex/reduce.cu"; echo "// attempted"; } >"$tmp/$ex/reduce.cu"
  cp "$root/exercises/$ex/predictions.txt" "$tmp/$ex/"
done

# leak-free WANTED-EXIT ARGS...: exit as wanted, no leak (valgrind exits 99).
leak_free() {
  local want=$1
  shift
  valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --error-exitcode=99 "$rg" "$@" >"$tmp/out" 2>&1
  local rc=$?
  [ "$rc" = "$want" ] || { cat "$tmp/out"; fail "reduce-grade $*: exit $rc, not $want"; }
}

leak_free 2 99
leak_free 2 01 "$tmp/none.cu"
leak_free 2 --bogus
leak_free 2 01 "$tmp/01-interleaved/reduce.cu" --predictions "$tmp/none.txt"
# No backend: an emulator compiler that does not exist.
REDUCE_GRADE_CXX=/nonexistent/clang++ leak_free 77 01 "$tmp/01-interleaved/reduce.cu" --backend emu
# A multi-GPU exercise on one modelled device.
leak_free 77 16 "$tmp/16-multi-gpu/reduce.cu" --backend emu --gpus 1
echo ok
