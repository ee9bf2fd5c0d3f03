#!/usr/bin/env bash
# lms-prairielearn.sh — the PrairieLearn grader as docs/prairielearn.md makes
# it: `reduce-grade package prairielearn`, its Dockerfile installing exactly
# the kit's packages (Docker itself is not run here), then the image's entry
# point (tools/prairielearn/grade) run directly on a folder that stands for
# /grade (RG_PRAIRIELEARN_ROOT) with the question's tests/, for a right, a
# wrong and a hostile submission; each results.json checked against
# PrairieLearn's documented format (lms-validate.py), the question's rubric
# applied, and the wrong one's report checked to come from its secret seed.
#
#   lms-prairielearn.sh REDUCE_GRADE MKMUTANT KIT_ROOT
set -u
rg=$(realpath "$1") mk=$(realpath "$2") kit=$(realpath "$3")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
here=$(dirname "$(realpath "$0")")

cd "$tmp"
printf 'reduce_interleaved 3\n' >rubric.txt
"$rg" package prairielearn 01 --out prairielearn --seed 777 --quick --rubric rubric.txt >pkg.log 2>&1 ||
  fail "package: $(cat pkg.log)"
img=prairielearn/image q=prairielearn/question
for f in "$img/Dockerfile" "$img/reduction-lab-kit-student.tar.gz" "$q/info.json" "$q/question.html" \
         "$q/tests/grader.conf" "$q/tests/starter.cu"; do
  [ -f "$f" ] || fail "no $f: $(cat pkg.log)"
done
tar -tzf "$img/reduction-lab-kit-student.tar.gz" | grep -qE '/(solutions|tests/mutants)/' &&
  fail "the image would hold the solutions"
tar -tzf "$img/reduction-lab-kit-student.tar.gz" | grep -q 'tools/prairielearn/grade$' ||
  fail "the image has no entry point"

# The image installs exactly the packages the kit needs: the README's list,
# which Gradescope's setup.sh and CI install too.
words() { tr -s ' \\\t' '\n\n\n' | grep -E '^[a-z][a-z0-9.+-]+$' | sort -u; }
want=$(sed -n 's/^sudo apt-get install -y //p' "$kit/README.md" | head -1 | words)
[ -n "$want" ] || fail "no install line in README.md"
got=$(sed -n '/apt-get install/,/rm -rf/p' "$img/Dockerfile" | sed 's/.*--no-install-recommends//' |
      grep -v 'rm -rf' | words)
[ "$got" = "$want" ] || fail "the Dockerfile installs $(echo $got), README.md says $(echo $want)"
gs=$(sed -n 's/^packages="\(.*\)"$/\1/p' "$kit/tools/gradescope/setup.sh" | words)
[ "$gs" = "$want" ] || fail "setup.sh installs $(echo $gs), README.md says $(echo $want)"
python3 - "$q/info.json" <<'PY' || fail "info.json"
import json, sys
q = json.load(open(sys.argv[1]))
assert q["gradingMethod"] == "External", q["gradingMethod"]
o = q["externalGradingOptions"]
assert o["enabled"] is True and o["image"] and o["timeout"] > 0, o
assert o["entrypoint"] == "/opt/reduction-lab-kit-student/tools/prairielearn/grade", o["entrypoint"]
PY
grep -q '<pl-file-editor file-name="reduce.cu"' "$q/question.html" || fail "question.html takes no reduce.cu"
grep -q '<pl-external-grader-results>' "$q/question.html" || fail "question.html shows no results"

# /grade as PrairieLearn mounts it: data.json, student/, the question's tests/.
G=$tmp/grade
submit() {
  rm -rf "$G"
  mkdir -p "$G/data" "$G/student" "$G/results"
  cp -R "$q/tests" "$G/tests"
  printf '{"params": {}, "correct_answers": {}, "submitted_answers": {"_files": []}, "gradable": true}\n' \
    >"$G/data/data.json"
}
grade() {
  RG_PRAIRIELEARN_ROOT=$G REDUCE_GRADE=$rg "$kit/tools/prairielearn/grade" >"$tmp/$1.log" 2>&1
  [ -f "$G/results/results.json" ] || fail "$1: no results.json: $(tail -20 "$tmp/$1.log")"
  python3 "$here/lms-validate.py" prairielearn "$G/results/results.json" "$2" ||
    fail "$1: $(head -c 3000 "$G/results/results.json")"
  cp "$G/results/results.json" "$tmp/$1.json"
}
sol=$kit/solutions/01-interleaved/reduce.cu
submit; cp "$sol" "$G/student/reduce.cu"
grade right pass
grep -q '"output": "protection: ' "$tmp/right.json" || fail "the output does not say which protection was in force"
grep -q '"max_points": 3' "$tmp/right.json" || fail "the question's rubric was not applied"

submit; "$mk" "$sol" "$kit/tests/mutants/01-interleaved/wrong-loop-bound.mutant" "$G/student/reduce.cu" ||
  fail "the mutant does not apply"
grade wrong fail
# The wrong kernel's first bad value depends on the data, hence the seed:
# the report must show what --seed 777 shows, not what the default shows.
line() { "$rg" --backend emu --quick "$@" 01 "$G/student/reduce.cu" 2>&1 | grep -m1 'partial\[0\].* is '; }
s777=$(line --seed 777) s1=$(line)
[ -n "$s777" ] && [ "$s777" != "$s1" ] || fail "no seed-dependent line to compare: '$s777' '$s1'"
grep -qF "${s777# }" "$tmp/wrong.json" || fail "the grading did not use the question's seed: want '$s777'"
grep -qF "${s1# }" "$tmp/wrong.json" && fail "the grading used the default seed"

# Hostile: reduce.cu a link to the question's secret settings.
submit; ln -s "$G/tests/grader.conf" "$G/student/reduce.cu"
grade hostile none
grep -q 'seed=' "$tmp/hostile.json" && fail "the secret settings reached the results"
echo "ok ($SECONDS s)"
