#!/usr/bin/env bash
# mutants-all-listed.sh — fail if a mutant under tests/mutants/ (a .mutant
# patch, or a full .cu copy not converted yet) is missing from the list in
# tests/kit/meson.build (passed here as arguments).
#
#   mutants-all-listed.sh SOURCE_ROOT LISTED...   (LISTED: "NN-name/X.mutant")
#   mutants-all-listed.sh --correct SOURCE_ROOT LISTED...   (tests/correct/: "NN-name/X.cu")
set -u
dir=mutants
if [ "${1:-}" = --correct ]; then
  dir=correct
  shift
fi
root=$1
shift
missing=0
while IFS= read -r f; do
  rel=${f#"$root/tests/$dir/"}
  found=0
  for l in "$@"; do
    [ "$l" = "$rel" ] && found=1 && break
  done
  if [ $found -eq 0 ]; then
    echo "tests/$dir/$rel is not listed in tests/kit/meson.build (kit_$dir)"
    missing=1
  fi
done < <(find "$root/tests/$dir" -name '*.mutant' -o -name '*.cu' | sort)
[ $missing -eq 0 ] && echo "ok: every file under tests/$dir/ is listed"
exit $missing
