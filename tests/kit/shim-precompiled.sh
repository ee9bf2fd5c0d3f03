#!/usr/bin/env bash
# shim-precompiled.sh — the emulator's shim header is precompiled once per
# cache (harness/build/compile_pch.c) and every build loads it; the
# verdict must be the one the header as text gives, and a precompiled
# header clang will not read (another clang's, a damaged file) must cost
# time, never a grade.
#
#   shim-precompiled.sh REDUCE_GRADE KIT_ROOT CXX
set -u
rg=$1 kit=$2 cxx=${3:-}
[ -n "$cxx" ] || { echo "no emulator compiler (clang++): skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export REDUCE_GRADE_CACHE=$tmp/cache
sol=$kit/solutions/05-warp-shuffle/reduce.cu # __shared__ beside the shim's own section
grade() { # NAME FILE [ENV...]: the result line of a --quick grading (--verbose if $verbose)
  local name=$1 file=$2
  shift 2
  env "$@" "$rg" --backend emu --quick ${verbose:+--verbose} 05 "$file" >"$tmp/$name.out" 2>&1
  echo "$? $(grep '^result:' "$tmp/$name.out")"
}

# 1. The first build makes the header, and the grade is the text's.  One
# cache for every grading here (each a new text, so each compiles): the
# glue is built once.
with=$(grade first "$sol")
pch=$(ls "$tmp"/cache/pch-emu-*/simt_cuda.h.pch 2>/dev/null)
[ -n "$pch" ] || fail "no precompiled shim in the cache: $(ls "$tmp/cache")"
{ cat "$sol"; echo "// as text"; } >"$tmp/text.cu"
# --verbose shows that grading's compile commands (the same result line):
# one grading both compares and shows, not a second one to show.
without=$(verbose=1 grade text "$tmp/text.cu" REDUCE_GRADE_NO_PCH=1)
grep -q "emit-llvm" "$tmp/text.out" || fail "no compile command in --verbose: $(head -3 "$tmp/text.out")"
grep -q -- "-include-pch" "$tmp/text.out" && fail "REDUCE_GRADE_NO_PCH=1 still loaded the precompiled shim"
[ "$with" = "$without" ] || fail "precompiled: '$with'; as text: '$without'"
case $with in "0 result: PASSED"*) ;; *) fail "the solution: $with"; cat "$tmp/first.out"; exit 1 ;; esac
echo "ok    one header per cache, the same verdict as the text: $with"

# 2. A mutant is rejected the same way, with its line.
{ sed 's/__syncwarp();//; s/__syncthreads();//' "$sol"; } >"$tmp/no-barriers.cu"
{ cat "$tmp/no-barriers.cu"; echo "// as text"; } >"$tmp/no-barriers-text.cu"
a=$(grade mutant "$tmp/no-barriers.cu")
b=$(grade mutant-text "$tmp/no-barriers-text.cu" REDUCE_GRADE_NO_PCH=1)
[ "$a" = "$b" ] || fail "a mutant, precompiled: '$a'; as text: '$b'"
grep '^FAILED' "$tmp/mutant.out" | head -3 | sed 's/no-barriers-text/no-barriers/g' >"$tmp/m1"
grep '^FAILED' "$tmp/mutant-text.out" | head -3 | sed 's/no-barriers-text/no-barriers/g' >"$tmp/m2"
cmp -s "$tmp/m1" "$tmp/m2" || fail "the mutant's failures differ: $(diff "$tmp/m1" "$tmp/m2")"
echo "ok    a mutant: the same failures either way: $(head -1 "$tmp/m1" | cut -c1-80)"

# 3. A header clang will not read: the build goes on with the text.
echo "not a precompiled header" >"$pch"
{ cat "$sol"; echo "// a new text, so that it is compiled"; } >"$tmp/again.cu"
rm -rf "$tmp"/cache/glue-emu-* # the glue too: it loads the header as well
again=$(grade damaged "$tmp/again.cu")
case $again in "0 result: PASSED"*) ;; *) echo "FAIL: a damaged header cost the grade: $again"; head -20 "$tmp/damaged.out"; exit 1 ;; esac
echo "ok    a damaged header: $again"
