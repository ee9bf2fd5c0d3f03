#!/usr/bin/env bash
# scaffold-exercise.sh — `reduce-grade new` in a copy of the kit: exercise 17
# made from 07 is listed, its solution passes, a broken copy of it fails with
# its cause, a batch gives it the tiers and goals of its own manifest, the
# default --compare table has it, and nothing under harness/ changed.  Bad
# requests are refused with one line and exit 2, before anything is written.
#
#   scaffold-exercise.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT WORK_DIR
#
# The copy lives under WORK_DIR (the build folder), not /tmp: a batch with
# full protection lays an empty tmpfs over /tmp, which would hide it.
#
# On the emulator (--backend emu): no GPU needed.  Exit 77 where the
# emulator has no compiler.
set -u
rg=$1 mk=$2 root=$3 work=$4
mkdir -p "$work" || exit 99
tmp=$(mktemp -d "$work/scaffold.XXXXXX")
[ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*${KEEP:+ (kept: $tmp)}"; exit 1; }
chmod 755 "$tmp" # read by another user in the not-writable check below

# What the grader reads at REDUCE_GRADE_ROOT, and 07's mutants.
kit=$tmp/kit
mkdir -p "$kit/tests/mutants"
cp -r "$root/exercises" "$root/solutions" "$root/handouts" "$root/harness" "$kit/" ||
  fail "cannot copy the kit"
cp -r "$root/tests/mutants/07-multi-block" "$kit/tests/mutants/" || fail "no 07 mutants"
export REDUCE_GRADE_ROOT=$kit
(cd "$kit" && find harness -type f -print0 | sort -z | xargs -0 sha256sum) >"$tmp/harness.before"

# --- refusals: one line, exit 2, nothing written ---------------------------
refused() { # EXPECTED-REGEX ARGS...: the request is refused so
  local want=$1
  shift
  "$@" >"$tmp/refusal" 2>&1
  local rc=$?
  [ $rc -eq 2 ] || fail "$* exited $rc, expected 2: $(cat "$tmp/refusal")"
  [ "$(wc -l <"$tmp/refusal")" -eq 1 ] || fail "$*: not one line: $(cat "$tmp/refusal")"
  grep -qE "^reduce-grade: new: $want" "$tmp/refusal" || fail "$*: expected '$want': $(cat "$tmp/refusal")"
}
refused "bad slug 'Two_Words'" "$rg" new Two_Words --from 07
refused "bad slug '\.\./up'" "$rg" new ../up --from 07
refused "--from: unknown exercise '42'" "$rg" new fine --from 42
refused "exercises/07-multi-block exists" "$rg" new multi-block --from 07
mkdir "$kit/solutions/17-taken"
refused ".*/solutions/17-taken exists" "$rg" new taken --from 07
rmdir "$kit/solutions/17-taken"
# Not writable: as another user where this runs as root (root writes anyway).
if [ "$(id -u)" = 0 ]; then
  refused ".*/solutions: not writable" setpriv --reuid=65534 --regid=65534 --clear-groups \
    env REDUCE_GRADE_ROOT="$kit" "$rg" new fine --from 07
else
  chmod a-w "$kit/solutions"
  refused ".*/solutions: not writable" "$rg" new fine --from 07
  chmod u+w "$kit/solutions"
fi
left=$(cd "$kit" && ls -d exercises/17-* solutions/17-* handouts/17-* 2>/dev/null)
[ -z "$left" ] || fail "a refused request wrote: $left"

# --- scaffold 17 from 07 ----------------------------------------------------
"$rg" new seventeen --from 07 --root "$kit" >"$tmp/new.out" 2>&1 ||
  fail "new exited $?: $(cat "$tmp/new.out")"
ex=17-seventeen
for f in solutions/$ex/reduce.cu solutions/$ex/exercise.json solutions/$ex/predictions.txt \
         exercises/$ex/reduce.cu exercises/$ex/exercise.json exercises/$ex/predictions.txt \
         handouts/$ex.md; do
  [ -s "$kit/$f" ] || fail "new wrote no $f"
done
cmp -s "$root/solutions/07-multi-block/reduce.cu" "$kit/solutions/$ex/reduce.cu" ||
  fail "the new solution is not 07's"
grep -q '"title": "TODO: title"' "$kit/exercises/$ex/exercise.json" ||
  fail "the manifest's title is not left to edit"
grep -q 'TODO 1' "$kit/exercises/$ex/reduce.cu" || fail "the skeleton has no holes"
grep -q "^$ex/reduce.cu " "$kit/exercises/skeletons.txt" || fail "skeletons.txt lacks $ex"
"$rg" --list >"$tmp/list" 2>&1 || fail "--list exited $?: $(cat "$tmp/list")"
grep -qE "^17  $ex +TODO: one line" "$tmp/list" || fail "17 is not listed: $(cat "$tmp/list")"
"$rg" --backend emu 17 >"$tmp/skel" 2>&1
[ $? -eq 77 ] || fail "the untouched skeleton is not 'not attempted': $(tail -3 "$tmp/skel")"

# The instructor's edit: a title, two tiers and a goal of its own.
python3 - "$kit/solutions/$ex/exercise.json" <<'EOF' || fail "cannot edit the manifest"
import json, sys
m = json.load(open(sys.argv[1]))
m["title"], m["teaches"] = "Seventeen", "a copy of 07, made by reduce-grade new"
m["tiers"] = [{"x_cub": 0.3, "points": 2}, {"x_cub": 0.7, "points": 3}]
m["goals"] = [{"check": "no_bank_conflicts", "name": "no bank conflicts in 17"}]
open(sys.argv[1], "w").write(json.dumps(m, indent=2) + "\n")
EOF
cp "$kit/solutions/$ex/exercise.json" "$kit/exercises/$ex/exercise.json"

# --- its solution passes ----------------------------------------------------
"$rg" --quick --backend emu 17 "$kit/solutions/$ex/reduce.cu" >"$tmp/sol" 2>&1
rc=$?
[ $rc -ne 77 ] || { tail -1 "$tmp/sol"; exit 77; }
[ $rc -eq 0 ] || fail "the solution of 17 exited $rc: $(tail -20 "$tmp/sol")"
grep -q "^exercise 17 Seventeen" "$tmp/sol" || fail "the report does not name 17's title"

# --- a broken copy fails with its cause, in a batch, with 17's tiers and goal
mkdir "$tmp/class" && "$mk" "$kit/solutions/$ex/reduce.cu" "$kit/tests/mutants/07-multi-block/missing-second-pass.mutant" \
  "$tmp/class/ben.cu" || fail "missing-second-pass.mutant does not apply to 17's solution"
"$rg" batch 17 "$tmp/class/ben.cu" --out "$tmp/out" --quick --backend emu >"$tmp/batch" 2>&1 ||
  fail "batch exited $?: $(cat "$tmp/batch")"
python3 - "$tmp/out/ben/results.json" <<'EOF' || fail "batch results of 17: see above"
import json, sys
r = json.load(open(sys.argv[1]))
names = [t["name"] for t in r["tests"]]
problems = []
if r["extra_data"].get("passed") is not False:
    problems.append("the broken copy passed")
if "unwritten-output" not in r["extra_data"].get("causes", []):
    problems.append("cause %s, expected unwritten-output" % r["extra_data"].get("causes"))
for tier in ("performance: >= 0.30x CUB", "performance: >= 0.70x CUB"):
    if tier not in names:
        problems.append("no tier test '%s'" % tier)
if any("0.40x" in n for n in names):
    problems.append("07's tiers, not 17's")
for p in problems:
    print("results.json:", p, "; tests:", names)
sys.exit(1 if problems else 0)
EOF
# A goal not measured (no profiled case in --quick) is in the report only.
grep -q "^learning goal: no bank conflicts in 17 — " "$tmp/out/ben/report.txt" ||
  fail "17's goal is not in the batch's report: $(grep goal "$tmp/out/ben/report.txt")"

# --- the default --compare table: every manifest with compare.progression.
# The copy's others leave it (a short table); 17 keeps 07's.
for m in "$kit"/exercises/0[1-6]-*/exercise.json "$kit"/exercises/0[89]-*/exercise.json \
         "$kit"/exercises/1[0-6]-*/exercise.json; do
  sed -i 's/"progression": true/"progression": false/' "$m"
done
"$rg" --compare --backend emu >"$tmp/cmp" 2>&1 || fail "--compare exited $?: $(cat "$tmp/cmp")"
grep -qE "^ +17 $ex +right" "$tmp/cmp" || fail "17 is not in --compare: $(cat "$tmp/cmp")"
grep -qE "^ +02 " "$tmp/cmp" && fail "--compare ignores the manifests: $(cat "$tmp/cmp")"

# --- nothing under harness/ changed -----------------------------------------
(cd "$kit" && find harness -type f -print0 | sort -z | xargs -0 sha256sum) >"$tmp/harness.after"
diff "$tmp/harness.before" "$tmp/harness.after" >"$tmp/harness.diff" ||
  fail "files under harness/ changed: $(cat "$tmp/harness.diff")"
echo "ok: 17 made from 07: listed, solution passes, broken copy fails as unwritten-output," \
  "17's tiers and goal in the batch, in --compare, harness/ untouched"
