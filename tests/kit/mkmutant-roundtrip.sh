#!/usr/bin/env bash
# mkmutant-roundtrip.sh — mkmutant applies a .mutant as written, and
# `mkmutant --diff` turns a full copy back into a .mutant that gives the same
# kernel: for the fixture in tests/kit/mkmutant/, a hand-made full copy, and
# (where tests/mutants/ exists) every mutant of the kit.
#
#   mkmutant-roundtrip.sh MKMUTANT SOURCE_ROOT
set -u
mk=$1 root=$2
fx=$root/tests/kit/mkmutant
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$mk" "$fx/solution.txt" "$fx/good.mutant" >"$tmp/good.cu" || fail "good.mutant does not apply"
cmp -s "$tmp/good.cu" "$fx/good.expected" ||
  { diff "$fx/good.expected" "$tmp/good.cu"; fail "good.mutant gave another kernel"; }

# A copy made by hand, as a mutant author writes one: expect line, the old
# "Mutant of" line, the solution without its markers, one line changed.
"$mk" --plain "$fx/solution.txt" >"$tmp/plain.cu" || fail "--plain"
! grep -Eq '(BEGIN|END) TODO|/\* TODO' "$tmp/plain.cu" || fail "--plain left a TODO marker: $(cat "$tmp/plain.cu")"
{ echo '// expect: gpu=wrong-result emu=wrong-result  -- by hand'
  echo '// Mutant of solution.txt, with this one mistake.'
  sed 's/out\[0\] = 1.0f;/out[0] = 7.0f;/' "$tmp/plain.cu"
} >"$tmp/by-hand.cu"
"$mk" --diff "$fx/solution.txt" "$tmp/by-hand.cu" >"$tmp/by-hand.mutant" 2>"$tmp/err" ||
  fail "--diff of a hand-made copy: $(cat "$tmp/err")"
grep -q "no '// mistake: ' line" "$tmp/err" || fail "--diff did not ask for the mistake line"
"$mk" "$fx/solution.txt" "$tmp/by-hand.mutant" >/dev/null 2>&1 &&
  fail "a .mutant with an empty mistake line applied"
sed -i 's|^// mistake: $|// mistake: out[0] is seven|' "$tmp/by-hand.mutant"
[ "$(grep -c '^@@ find$' "$tmp/by-hand.mutant")" = 1 ] || fail "one changed line gave several blocks"
"$mk" "$fx/solution.txt" "$tmp/by-hand.mutant" | tail -n +4 >"$tmp/back.cu" || fail "the --diff output does not apply"
cmp -s <(tail -n +3 "$tmp/by-hand.cu") "$tmp/back.cu" || fail "the --diff output gave another kernel"

# Every mutant of the kit: made, turned back into blocks, made again, in
# one process (mkmutant --roundtrip-all: the same steps as --diff and a
# plain make, each mutant's text compared; one process per step and mutant
# cost 6 CPU s, 40 s of a loaded CI run, in process starts).
all="ok: no tests/mutants/ here"
if [ -d "$root/tests/mutants" ]; then
  all=$("$mk" --roundtrip-all "$root") || fail "mkmutant --roundtrip-all"
fi
echo "ok: the fixture and a hand-made copy went to blocks and back; kit: $all"
