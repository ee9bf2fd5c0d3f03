#!/usr/bin/env bash
# note-says.sh — a known-wrong kernel's report must carry a given phrase:
# the cause alone (check-mutant.sh) can be right while the advice under it
# sends the student the wrong way.
#
#   note-says.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT NN-name/X.mutant PHRASE
# The mutant is graded with the args= of its line 1 (--quick without).
# Exit 0: the phrase is in the report; 1: not; 77: no backend.
set -u
[ $# -eq 5 ] || { echo "usage: note-says.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT NN-name/X.mutant PHRASE" >&2; exit 99; }
rg=$1 mk=$2 root=$3 rel=$4 phrase=$5
ex=${rel%%/*}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$mk" "$root/solutions/$ex/reduce.cu" "$root/tests/mutants/$rel" "$tmp/x.cu" ||
  { echo "FAIL: $rel does not apply"; exit 1; }
opts=(--quick)
args=$(head -n 1 "$tmp/x.cu" | sed -n 's/.*args=\([^ ]*\).*/\1/p')
[ -z "$args" ] || IFS=, read -r -a opts <<<"$args"
# a list inside an option (--sizes=1000,4099): what follows a comma and is
# not an option belongs to an --option=value before it (--sizes,4099 is two)
merged=(); for x in "${opts[@]}"; do if [[ $x == --* || ${#merged[@]} -eq 0 || ${merged[-1]} != --*=* ]]; then merged+=("$x"); else merged[-1]+=",$x"; fi; done; opts=("${merged[@]}")
"$rg" "${opts[@]}" "${ex:0:2}" "$tmp/x.cu" >"$tmp/out" 2>&1
[ $? -ne 77 ] || { cat "$tmp/out"; exit 77; }
if ! grep -qF -- "$phrase" "$tmp/out"; then
  echo "FAIL: the report of $rel does not say \"$phrase\""
  grep -v "^  ok " "$tmp/out" | tail -n 20
  exit 1
fi
echo "ok: the report of $rel says \"$phrase\""
