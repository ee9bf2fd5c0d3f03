#!/usr/bin/env bash
# lms-gradescope.sh — the Gradescope autograder as docs/gradescope.md makes
# it: `reduce-grade package gradescope`, the zip unpacked into a folder that
# stands for /autograder (RG_AUTOGRADER_ROOT), setup.sh run (its apt step
# skipped: the packages are here), then run_autograder on a right, a wrong,
# a hostile, an emulator gap and an empty submission; each results.json checked against
# Gradescope's documented format (lms-validate.py).
#
#   lms-gradescope.sh REDUCE_GRADE MKMUTANT KIT_ROOT
set -u
rg=$(realpath "$1") mk=$(realpath "$2") kit=$(realpath "$3")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp" # as / is on Gradescope: the folders above /autograder open to all
fail() { echo "FAIL: $*"; exit 1; }
command -v zip >/dev/null || fail "no zip (apt-get install zip): the package needs it"
here=$(dirname "$(realpath "$0")")

# As docs/gradescope.md says (--quick: a short test).
cd "$tmp"
"$rg" package gradescope 07 --out gradescope --seed 20250917 --quick >pkg.log 2>&1 ||
  fail "package: $(cat pkg.log)"
zip=gradescope/autograder.zip
[ -f "$zip" ] || fail "no $zip: $(cat pkg.log)"

# Unpack as Gradescope does (into /autograder/source, modes kept).
R=$tmp/autograder
python3 - "$zip" "$R/source" <<'PY' || fail "the zip"
import os, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
names = z.namelist()
for top in ("setup.sh", "run_autograder", "grader.conf", "kit/meson.build"):
    assert top in names, f"{top} not in the zip: {names[:20]}"
assert not any(n.startswith(("kit/solutions/", "kit/tests/mutants/")) for n in names), "solutions in the zip"
for info in z.infolist():
    path = z.extract(info, sys.argv[2])
    mode = info.external_attr >> 16
    if mode:
        os.chmod(path, mode & 0o7777)
for x in ("setup.sh", "run_autograder"):
    assert os.access(os.path.join(sys.argv[2], x), os.X_OK), f"{x} not executable"
PY
grep -qx 'seed=20250917' "$R/source/grader.conf" || fail "the seed is not in grader.conf"
grep -qx 'unprotected=0' "$R/source/grader.conf" || fail "grader.conf does not say unprotected=0"
(cd "$R/source" && bash ./setup.sh) >"$tmp/setup.log" 2>&1 || fail "setup.sh: $(tail -30 "$tmp/setup.log")"
grep -q '^installing:' "$tmp/setup.log" && fail "setup.sh installed packages that are here"
cp "$R/source/run_autograder" "$R/run_autograder"
echo "set up in $SECONDS s"

sol=$kit/solutions/07-multi-block/reduce.cu
readme_before=$(sha256sum "$R/source/kit/README.md")
# grade NAME EXPECT: run_autograder on $R/submission, validate.
grade() {
  rm -rf "$R/results"
  mkdir -p "$R/results"
  RG_AUTOGRADER_ROOT=$R "$R/run_autograder" >"$tmp/$1.log" 2>&1
  [ -f "$R/results/results.json" ] || fail "$1: no results.json: $(tail -20 "$tmp/$1.log")"
  python3 "$here/lms-validate.py" gradescope "$R/results/results.json" "$2" ||
    fail "$1: $(head -c 3000 "$R/results/results.json")"
  cp "$R/results/results.json" "$tmp/$1.json"
  echo "$1: $SECONDS s"
}
submit() { rm -rf "$R/submission"; mkdir -p "$R/submission"; }

submit; cp "$sol" "$R/submission/reduce.cu"
grade right pass
grep -q '"output": "protection: ' "$tmp/right.json" || fail "the output does not say which protection was in force"
grep -q '"name": "performance: .*' "$tmp/right.json" || fail "no performance tier"
grep -q 'not measured' "$tmp/right.json" || fail "the tiers do not say they were not measured"

# Wrong: a mutant, under another name (the single .cu is found).
submit; "$mk" "$sol" "$kit/tests/mutants/07-multi-block/missing-second-pass.mutant" "$R/submission/my_reduce.cu" ||
  fail "the mutant does not apply"
grade wrong fail

# Hostile: writes outside its folder (the kit's README among others).
submit; cp "$kit/tests/hostile/write-outside.cu" "$R/submission/reduce.cu"
grade hostile fail
[ "$(sha256sum "$R/source/kit/README.md")" = "$readme_before" ] || fail "the hostile submission changed the kit"

# A container that allows no sandbox (none: neither namespaces nor
# Landlock): the right file is not graded, and the student is told why in
# the batch's words, not that nothing was submitted; packaged with
# --unprotected (unprotected=1), it is graded, protection none.
submit; cp "$sol" "$R/submission/reduce.cu"
REDUCE_GRADE_SANDBOX=none grade refused none
grep -q 'not graded, no score: reduce-grade: batch: no sandbox can engage here' "$tmp/refused.json" ||
  fail "refused: the reason is not the batch's: $(head -c 2000 "$tmp/refused.json")"
grep -q '"not-graded"' "$tmp/refused.json" || fail "refused: not the not-graded cause"
cp "$R/source/grader.conf" "$tmp/grader.conf"
echo unprotected=1 >>"$R/source/grader.conf"
REDUCE_GRADE_SANDBOX=none grade unprotected pass
cp "$tmp/grader.conf" "$R/source/grader.conf"
grep -q '"output": "protection: none' "$tmp/unprotected.json" ||
  fail "unprotected: the output does not say protection none"

# A right kernel with a header the emulator lacks: no verdict, and the
# output's first line says so (Gradescope has no "not graded": 0 points).
submit; { echo '#include <cuda_fp8.h>'; cat "$sol"; } >"$R/submission/reduce.cu"
grade gap none
grep -q '"output": "not graded, no score: the emulator lacks a CUDA name' "$tmp/gap.json" ||
  fail "gap: the output does not say it is not graded: $(head -c 2000 "$tmp/gap.json")"

# Nothing to grade: a clear message, 0 points.
submit; echo 'my answer' >"$R/submission/notes.txt"
grade empty none
grep -q 'no reduce.cu in the submission' "$tmp/empty.json" || fail "empty: no message: $(cat "$tmp/empty.json")"
echo "ok ($SECONDS s)"
