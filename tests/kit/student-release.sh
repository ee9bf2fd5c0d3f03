#!/usr/bin/env bash
# student-release.sh (test) — build the student tarball, unpack it in a
# fresh folder, and run its README's commands there: it must configure,
# build and pass its tests, with every exercise SKIPped as not attempted and
# no solution inside.
#
#   student-release.sh SOURCE_ROOT
set -u
root=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

bash "$root/tools/student-release.sh" "$root" "$tmp/kit.tar.gz" || fail "tarball not built"
tar -C "$tmp" -xzf "$tmp/kit.tar.gz" || fail "tarball does not unpack"
kit=$tmp/reduction-lab-kit-student
[ ! -e "$kit/solutions" ] || fail "solutions/ shipped"
[ ! -e "$kit/tests/mutants" ] || fail "tests/mutants/ shipped"
grep -rlq --include='*.cu' 'BEGIN TODO' "$kit" && fail "a .cu file with solution markers shipped"
cmd=$(grep -Eo 'meson setup build && meson test -C build' "$kit/README.md" | head -1)
[ -n "$cmd" ] || fail "the README names no test command"
cd "$kit" || fail "no kit folder"
bash -c "$cmd" >"$tmp/log" 2>&1
rc=$?
tail -n 12 "$tmp/log"
[ $rc -eq 0 ] || fail "the README's command failed in the release (exit $rc)"
# Every exercise folder the release ships is an untouched skeleton: a SKIP.
want=$(find "$kit/exercises" -mindepth 1 -maxdepth 1 -type d | wc -l)
skipped=$(grep -cE 'exercise-[0-9]+ +SKIP' "$tmp/log")
[ "$skipped" -eq "$want" ] || fail "expected $want exercises skipped as not attempted, saw $skipped"
echo ok
