#!/usr/bin/env bash
# mutants-all-listed.sh — fail if a mutant under tests/mutants/ (a .mutant
# patch, or a full .cu copy not converted yet) is missing from the list in
# tests/kit/meson.build (passed here as arguments).
#
#   mutants-all-listed.sh SOURCE_ROOT LISTED...   (LISTED: "NN-name/X.mutant")
set -u
root=$1
shift
missing=0
while IFS= read -r f; do
  rel=${f#"$root/tests/mutants/"}
  found=0
  for l in "$@"; do
    [ "$l" = "$rel" ] && found=1 && break
  done
  if [ $found -eq 0 ]; then
    echo "tests/mutants/$rel is not listed in tests/kit/meson.build (mutants)"
    missing=1
  fi
done < <(find "$root/tests/mutants" -name '*.mutant' -o -name '*.cu' | sort)
[ $missing -eq 0 ] && echo "ok: every mutant is listed"
exit $missing
