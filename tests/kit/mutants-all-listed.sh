#!/usr/bin/env bash
# mutants-all-listed.sh — fail if a .cu file under tests/mutants/ is missing
# from the list in tests/kit/meson.build (passed here as arguments).
#
#   mutants-all-listed.sh SOURCE_ROOT LISTED...   (LISTED: "NN-name/file.cu")
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
done < <(find "$root/tests/mutants" -name '*.cu' | sort)
[ $missing -eq 0 ] && echo "ok: every mutant is listed"
exit $missing
