#!/usr/bin/env bash
# compare-rows.sh — --compare grades each row the way a grading does
# (rg_grade_for): in a copy of the kit whose 01 has no solution (its file
# is the untouched skeleton), whose 03 is a mutant and whose 04 does not
# compile, each row says why it is not in the table, the others are right,
# and the exit code is 1.  Named rows only (01 03 04 05): the emulator
# checks each on one size.
#
#   compare-rows.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT WORK_DIR
#
# Exit 77 where the emulator has no compiler.
set -u
rg=$1 mk=$2 root=$3 work=$4
mkdir -p "$work" || exit 99
tmp=$(mktemp -d "$work/compare.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v "${REDUCE_GRADE_CXX:-clang++}" >/dev/null || { echo "no clang++: skip"; exit 77; }

kit=$tmp/kit
mkdir -p "$kit"
cp -r "$root/exercises" "$root/solutions" "$root/handouts" "$root/harness" "$kit/" ||
  fail "cannot copy the kit"
export REDUCE_GRADE_ROOT=$kit
rm -r "$kit/solutions/01-interleaved"
sol3=$root/solutions/03-first-add-during-load/reduce.cu
"$mk" "$sol3" "$root/tests/mutants/03-first-add-during-load/both-elements-in-shared.mutant" \
  "$kit/solutions/03-first-add-during-load/reduce.cu" || fail "the 03 mutant does not apply"
sed -i 's/__syncthreads();/__syncthreads()/' "$kit/solutions/04-unrolled-last-warp/reduce.cu"

"$rg" --compare --backend emu 01 03 04 05 >"$tmp/out" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "--compare exited $rc, expected 1: $(cat "$tmp/out")"
expect() { grep -qE "$1" "$tmp/out" || fail "no line '$1' in: $(cat "$tmp/out")"; }
expect "^ +01 01-interleaved +not attempted: .*/exercises/01-interleaved/reduce.cu is the untouched skeleton$"
expect "^ +03 03-first-add-during-load +wrong at n=[0-9]+: "
expect "^ +04 04-unrolled-last-warp +does not compile: "
expect "^ +05 05-warp-shuffle +right$"
echo "ok: --compare says why each row is out (not attempted, wrong, does not compile)"
