#!/usr/bin/env bash
# student-release.sh — the kit as students get it: no solutions/, no
# tests/mutants/ (each is a solution with one mistake), nothing else that
# reveals a solution.
#
#   tools/student-release.sh SOURCE_ROOT OUT.tar.gz
#
# The file list is git's when the source is a checkout, else every file;
# the tarball unpacks into reduction-lab-kit-student/.
set -euo pipefail
src=$(cd "${1:?usage: student-release.sh SOURCE_ROOT OUT.tar.gz}" && pwd -P)
out=${2:?usage: student-release.sh SOURCE_ROOT OUT.tar.gz}
case $out in /*) ;; *) out=$PWD/$out ;; esac

# Paths that reveal solutions, and what only instructors run.
withheld='^(solutions/|tests/mutants/|tests/kit/goals/|tests/hostile/|tests/timing-hacks/|bench/results\.md|bench/progression)'

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
top=$stage/reduction-lab-kit-student
mkdir -p "$top"
cd "$src"
# git's list only when SOURCE_ROOT is the top of its own checkout: a kit
# unpacked inside another repository (an ignored folder of a course's repo)
# is listed by find, not by the outer repository's git.
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$src" ]; then
  git ls-files
else
  find . -type f ! -path './build*' ! -path './.git/*' | sed 's|^\./||'
fi | grep -Ev "$withheld" | while IFS= read -r f; do
  [ -f "$f" ] && printf '%s\0' "$f"
done | xargs -0 -r cp -p --parents -t "$top"
# (One cp for them all: a mkdir and a cp per file were some 1400 processes,
# 20 s of CPU on the 2-core machine.)
# Nothing withheld may have slipped through.
if [ -e "$top/solutions" ] || [ -e "$top/tests/mutants" ]; then
  echo "student-release: solutions would be shipped" >&2
  exit 1
fi
mkdir -p "$(dirname "$out")"
tar -C "$stage" -czf "$out.tmp" reduction-lab-kit-student
mv "$out.tmp" "$out"
echo "student release: $out ($(find "$top" -type f | wc -l) files)"
