#!/usr/bin/env bash
# package.sh — stage what `reduce-grade package` hands an instructor (it
# checks the arguments first; run it through that command).
#
#   package.sh gradescope|prairielearn KIT_ROOT OUT_DIR GRADER_CONF [RUBRIC]
#
# The kit inside is the student release (tools/student-release.sh): the
# grader needs no solution, and a PrairieLearn image is public on a registry.
# The seed and the rubric go where students never look: the Gradescope zip
# (instructors only), the PrairieLearn question's tests/ (server side only).
set -euo pipefail
platform=$1 kit=$2 out=$3 conf=$4 rubric=${5:-}
mkdir -p "$out"
out=$(cd "$out" && pwd -P)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
bash "$kit/tools/student-release.sh" "$kit" "$stage/kit.tar.gz" >/dev/null

case $platform in
gradescope)
  # Gradescope unpacks the zip into /autograder/source and runs setup.sh
  # there; run_autograder must sit at the top.
  mkdir "$stage/zip"
  tar -C "$stage/zip" -xzf "$stage/kit.tar.gz"
  mv "$stage/zip/reduction-lab-kit-student" "$stage/zip/kit"
  install -m 755 "$kit/tools/gradescope/setup.sh" "$kit/tools/gradescope/run_autograder" "$stage/zip/"
  install -m 600 "$conf" "$stage/zip/grader.conf"
  [ -z "$rubric" ] || install -m 600 "$rubric" "$stage/zip/rubric.txt"
  rm -f "$out/autograder.zip"
  (cd "$stage/zip" && zip -q -r -X "$out/autograder.zip" .)
  echo "wrote $out/autograder.zip: upload it as the assignment's autograder (docs/gradescope.md)"
  ;;
prairielearn)
  # The image: the kit and how to build it, nothing secret.
  rm -rf "$out/image" "$out/question"
  mkdir -p "$out/image"
  install -m 644 "$kit/tools/prairielearn/Dockerfile" "$out/image/Dockerfile"
  mv "$stage/kit.tar.gz" "$out/image/reduction-lab-kit-student.tar.gz"
  # The question: the sample, with this grading's settings in tests/.
  cp -R "$kit/tools/prairielearn/question" "$out/question"
  install -m 600 "$conf" "$out/question/tests/grader.conf"
  [ -z "$rubric" ] || install -m 600 "$rubric" "$out/question/tests/rubric.txt"
  file=$(sed -n 's/^file=//p' "$conf")
  ex=$(sed -n 's/^exercise=//p' "$conf")
  slug=$(cd "$kit/exercises" && ls -d "$ex"-* | head -1)
  cp "$kit/exercises/$slug/$file" "$out/question/tests/starter.cu"
  sed -i "s/reduce\.cu/$file/g; s/Exercise 01/Exercise $ex/" "$out/question/question.html"
  # Every question of a course needs its own uuid.
  uuid=$(cat /proc/sys/kernel/random/uuid)
  sed -i "s/\"uuid\": \"[^\"]*\"/\"uuid\": \"$uuid\"/; s/exercise 01/exercise $ex/" \
    "$out/question/info.json"
  echo "wrote $out/image (docker build it) and $out/question (copy it into the course's questions/): docs/prairielearn.md"
  ;;
*)
  echo "package.sh: unknown platform $platform" >&2
  exit 2
  ;;
esac
