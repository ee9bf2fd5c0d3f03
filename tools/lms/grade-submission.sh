#!/usr/bin/env bash
# grade-submission.sh — grade one student's submission in a platform's
# container and write that platform's results.json.  Gradescope's
# run_autograder and PrairieLearn's entry point both call it.
#
#   grade-submission.sh gradescope|prairielearn SUBMISSION_DIR RESULTS_FILE GRADER_CONF
#
# The submission is the exercise's file (reduce.cu) at the top of
# SUBMISSION_DIR, else the one .cu file anywhere in it.  It is graded by
# `reduce-grade batch` on the CPU emulator (these containers have no GPU):
# the batch's sandbox, time limit, rubric and per-student files, with the
# instructor's seed; `reduce-grade package result` turns them into the
# platform's format.  Whatever happens, RESULTS_FILE is written.
set -u
format=$1 sub=$2 results=$3 conf=$4
kit=$(cd "$(dirname "$0")/../.." && pwd -P)
rg=${REDUCE_GRADE:-$kit/build/reduce-grade} # the kit's test names its build
get() { sed -n "s/^$1=//p" "$conf" | tail -1; }
ex=$(get exercise) file=$(get file) seed=$(get seed) quick=$(get quick)
vis=$(get visibility) rubric=$(get rubric)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
result() { "$rg" package result "$format" --out "$results" --visibility "${vis:-visible}" "$@"; }

# Links are not followed: a submission could name the grader's own files.
src=
if [ -f "$sub/$file" ] && [ ! -L "$sub/$file" ]; then
  src=$sub/$file
else
  # NUL-separated: a folder or file name may hold a newline (split at it,
  # one .cu counted as two and the student refused).
  mapfile -d '' -t found < <(find "$sub" -type f -name '*.cu' -print0 2>/dev/null | sort -z)
  [ "${#found[@]}" = 1 ] && src=${found[0]}
fi
if [ -z "$src" ]; then
  result --none "no $file in the submission, and not exactly one .cu file (${#found[@]} found): submit $file"
  exit
fi
mkdir -p "$work/submission"
cp "$src" "$work/submission/$file"
args=(batch "$ex" "$work/submission" --out "$work/out" --backend emu)
[ -n "$seed" ] && args+=(--seed "$seed")
[ "$quick" = 1 ] && args+=(--quick)
# Where the container allows no sandbox, only if the instructor packaged
# with --unprotected (the batch refuses otherwise, and the student is told).
[ "$(get unprotected)" = 1 ] && args+=(--unprotected)
[ -n "$rubric" ] && args+=(--rubric "$(dirname "$conf")/$rubric")
"$rg" "${args[@]}" >"$work/batch.log" 2>&1
cat "$work/batch.log" # the platform keeps the grader's own output for the instructor
result --student "$work/out/submission" --log "$work/batch.log"
