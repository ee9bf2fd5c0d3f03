#!/usr/bin/env bash
# lms-submission-attacks.sh — what a student's upload can do to the platform
# entry points (tools/lms/grade-submission.sh, which Gradescope's
# run_autograder and PrairieLearn's grade call), without the package: the
# submission folder is the student's to fill.
#   - the only .cu, in a folder whose name holds a newline: graded, not
#     "not exactly one .cu (2 found)" (find's lines were split at it);
#   - a folder linked to the kit's solutions, and nothing else: nothing
#     graded (links are not followed);
#   - reduce.cu a fifo: a refusal, never a hang;
#   - reduce.cu linked to the solution beside the student's own .cu: the
#     student's graded; a results.json of its own at the top of the
#     submission and a file named for a command substitution: the
#     grader's results, and no command run.
#
#   lms-submission-attacks.sh REDUCE_GRADE KIT_ROOT
set -u
rg=$(realpath "$1") kit=$(realpath "$2")
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
sol=$kit/solutions/07-multi-block/reduce.cu
[ -f "$sol" ] || { echo "no solutions/: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
conf=$tmp/grader.conf
printf 'exercise=07\nfile=reduce.cu\nseed=20250917\nquick=1\nvisibility=visible\n' >"$conf"
sub=$tmp/submission
submit() { rm -rf "$sub" "$tmp/results.json"; mkdir -p "$sub"; }
# grade NAME: the entry point on $sub; its results.json's score and output.
grade() {
  (cd "$tmp" && REDUCE_GRADE=$rg timeout 120 bash "$kit/tools/lms/grade-submission.sh" gradescope \
    "$sub" "$tmp/results.json" "$conf") >"$tmp/$1.log" 2>&1
  [ $? -eq 124 ] && fail "$1: the entry point did not end"
  [ -f "$tmp/results.json" ] || fail "$1: no results.json: $(tail -5 "$tmp/$1.log")"
  cp "$tmp/results.json" "$tmp/$1.json"
}
says() { grep -q "$2" "$tmp/$1.json" || fail "$1: no '$2' in: $(head -c 1500 "$tmp/$1.json")"; }

submit; mkdir "$sub/"$'week\n3'; cp "$kit/tests/kit/bad/prose.cu" "$sub/"$'week\n3/mine.cu'
grade newline-folder
says newline-folder 'does not compile'

submit; ln -s "$(dirname "$sol")" "$sub/linked"
grade linked-folder
says linked-folder 'no reduce.cu in the submission'

submit; mkfifo "$sub/reduce.cu"
grade fifo
says fifo 'no reduce.cu in the submission'

submit; ln -s "$sol" "$sub/reduce.cu"; mkdir "$sub/src"
cp "$kit/tests/kit/bad/prose.cu" "$sub/src/\$(touch pwned).cu"
printf '{"score": 100, "tests": [], "output": "forged"}\n' >"$sub/results.json"
grade forged
says forged 'does not compile'
python3 - "$tmp/forged.json" <<'PY' || exit 1
import json, sys
r = json.load(open(sys.argv[1]))
assert r['score'] == 0 and 'forged' not in r.get('output', ''), r
PY
[ ! -e "$tmp/pwned" ] && [ ! -e "$sub/pwned" ] && [ ! -e pwned ] || fail "forged: a file name ran a command"
echo "lms-submission-attacks: ok"
