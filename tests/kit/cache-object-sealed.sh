#!/usr/bin/env bash
# cache-object-sealed.sh — tests/hostile/cache-object-rewrite.cu in single
# mode where Landlock does not hold (REDUCE_GRADE_NO_LANDLOCK=1 on the
# emulator; a GPU's graded child never has it): the graded process can
# write the grading's build cache and truncates its own submission.so
# there, then crashes, case after case.  Every child must still load the
# object the grader built (harness/run/sealed_objects.c: a sealed copy),
# so each case is a crash and none says "could not be loaded"; and once
# the grading ends no rewritten object may be left in the cache for the
# next grading to load.
# On a GPU (gpu): the same, the checked run's emulator object as well.
#
#   cache-object-sealed.sh REDUCE_GRADE KIT_ROOT [emu|gpu]
set -u
rg=$1 kit=$2 backend=${3:-emu}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# The child works in a folder of its own in run/ (beside --printed's
# file), the hostile file looks for ../../cache.
mkdir "$tmp/run"
REDUCE_GRADE_CACHE="$tmp/cache" REDUCE_GRADE_NO_LANDLOCK=1 \
  "$rg" --backend "$backend" --sizes 1000 --blocks 256 --printed "$tmp/run/printed.txt" \
  07 "$kit/tests/hostile/cache-object-rewrite.cu" >"$tmp/log" 2>&1
rc=$?
cat "$tmp/log"
[ $rc -eq 77 ] && { echo "no $backend backend here: skipped"; exit 77; }
[ $rc -eq 1 ] || fail "exit $rc, not 1 (failed)"
printed=$(cat "$tmp/run/printed.txt" 2>/dev/null)
echo "$printed"
! grep -q "could not be loaded" "$tmp/log" || fail "a later child loaded the object it rewrote"
# Four cases, a child each (the crash), at most two at once: most start
# after another rewrote the object.  Without the sealed copy a child
# truncating the file it runs from dies of SIGBUS before it can say so.
[ "$(grep -c '^REWROTE .*/07-' <<<"$printed")" -ge 3 ] ||
  fail "the object was not rewritten case after case (Landlock on?): nothing tested"
grep -q "^FAILED .*\[crash\]" "$tmp/log" || fail "no case crashed as the file does"
left=$(find "$tmp/cache" -name submission.so -size 0)
[ -z "$left" ] || fail "the rewritten object left in the cache for the next grading: $left"
grep -q "changed while the graded program ran" "$tmp/log" || fail "the rewrite was not reported"
echo "cache-object-sealed ($backend): ok"
