#!/usr/bin/env bash
# check-fail-fast.sh — reduce-grade --fail-fast never reads as a pass, never
# loses or invents a cause, and says that it stopped early and how many
# cases it left out; on a right kernel it changes nothing.
#
#   check-fail-fast.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT OUT_DIR
#
# check-mutant.sh ends on the --fail-fast grading when it names the cause a
# mutant's line 1 expects: this is what makes that the full check's answer.
# Exit 0: all held; 1: one did not; 77: no backend.
set -u
if [ $# -ne 4 ]; then
  echo "usage: check-fail-fast.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT OUT_DIR" >&2
  exit 99
fi
rg=$1 mk=$2 root=$3 out_dir=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }

# One JSON's facts as "key=value" lines (python3: this runs once a suite).
facts() {
  python3 - "$1" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    j = json.load(f)
x = j["extra_data"]
print("passed=%s" % x["passed"])
print("stopped=%s" % x.get("stopped_early", "absent"))
print("not_run=%s" % x.get("cases_not_run", "absent"))
print("score=%s" % j["score"])
print("max=%s" % j["max_score"])
print("causes=%s" % " ".join(x["causes"]))
PY
}
get() { printf '%s\n' "$1" | sed -n "s/^$2=//p"; }

# A mutant whose first case fails (a race in 01), and one whose first
# cases pass and a later one fails (07's second pass not zeroed: a case of
# a size that needs two passes): both stop early, both rejected.
for m in 01-interleaved/missing-syncthreads 07-multi-block/atomic-second-pass-not-zeroed; do
  ex=${m%%/*}
  mkdir -p "$out_dir/$ex" || exit 99
  src=$out_dir/$m.cu
  "$mk" "$root/solutions/$ex/reduce.cu" "$root/tests/mutants/$m.mutant" "$src" ||
    { bad "$m.mutant does not apply"; continue; }
  "$rg" --quick --fail-fast --json "$tmp/ff.json" "${ex:0:2}" "$src" >"$tmp/ff.out" 2>&1
  ff_rc=$?
  [ $ff_rc -ne 77 ] || { cat "$tmp/ff.out"; exit 77; }
  "$rg" --quick --json "$tmp/full.json" "${ex:0:2}" "$src" >"$tmp/full.out" 2>&1
  full_rc=$?
  ff=$(facts "$tmp/ff.json") || { bad "$m: the --fail-fast JSON does not parse"; continue; }
  full=$(facts "$tmp/full.json") || { bad "$m: the full JSON does not parse"; continue; }
  [ $ff_rc -eq 1 ] || bad "$m: --fail-fast exited $ff_rc, not 1 (rejected)"
  [ $full_rc -eq 1 ] || bad "$m: the full grading exited $full_rc, not 1"
  [ "$(get "$ff" passed)" = False ] || bad "$m: --fail-fast JSON says passed=$(get "$ff" passed)"
  [ "$(get "$ff" stopped)" = True ] || bad "$m: --fail-fast JSON stopped_early=$(get "$ff" stopped)"
  n=$(get "$ff" not_run)
  [[ $n =~ ^[1-9][0-9]*$ ]] || bad "$m: --fail-fast JSON cases_not_run=$n, expected > 0"
  grep -q "result: FAILED — stopped at the first failing case (--fail-fast): .* $n not run" \
    "$tmp/ff.out" || bad "$m: the report does not say it stopped early with $n cases not run"
  [ "$(get "$full" stopped)" = absent ] || bad "$m: a grading without --fail-fast has stopped_early"
  # Never more of a pass than the full grading: no group of cases passed
  # that the full grading failed.
  [ "$(get "$ff" score)" -le "$(get "$full" score)" ] 2>/dev/null ||
    bad "$m: --fail-fast scored $(get "$ff" score), the full grading $(get "$full" score)"
  # The causes: some, each one the full grading has too (none invented),
  # and the mutant's own (its line 1, emulator) among them.
  ff_causes=$(get "$ff" causes) full_causes=" $(get "$full" causes) "
  [ -n "$ff_causes" ] || bad "$m: --fail-fast rejected it with no cause"
  for c in $ff_causes; do
    [[ $full_causes == *" $c "* ]] || bad "$m: --fail-fast cause $c, not in the full [$full_causes]"
  done
  want=$(head -n 1 "$src" | sed -n 's/.*emu=\([a-z|-]*\).*/\1/p')
  found=0
  for w in ${want//|/ }; do [[ " $ff_causes " == *" $w "* ]] && found=1; done
  [ $found -eq 1 ] || bad "$m: --fail-fast causes [$ff_causes] lost the expected $want"
  echo "ok so far: $m: --fail-fast [$ff_causes], $n cases not run; full [$full_causes]"
done

# A right kernel: every case runs, it passes, nothing is said to be left out.
sol=$root/solutions/01-interleaved/reduce.cu
"$rg" --quick --fail-fast --json "$tmp/sol.json" 01 "$sol" >"$tmp/sol.out" 2>&1
rc=$?
[ $rc -ne 77 ] || { cat "$tmp/sol.out"; exit 77; }
if s=$(facts "$tmp/sol.json"); then
  [ $rc -eq 0 ] || bad "solution 01 with --fail-fast exited $rc, not 0"
  [ "$(get "$s" passed)" = True ] || bad "solution 01 with --fail-fast: passed=$(get "$s" passed)"
  [ "$(get "$s" stopped)" = False ] && [ "$(get "$s" not_run)" = 0 ] ||
    bad "solution 01 with --fail-fast: stopped_early=$(get "$s" stopped), not run $(get "$s" not_run)"
else
  bad "solution 01 with --fail-fast: the JSON does not parse"
fi

[ $fails -eq 0 ] || { echo "$fails check(s) failed"; exit 1; }
echo "ok: --fail-fast stops early, says so, keeps the cause and never passes a wrong kernel"
