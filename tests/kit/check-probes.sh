#!/usr/bin/env bash
# check-probes.sh — every environment probe under tests/mutants/*/probe-*.mutant
# (a submission that asks the machine where it runs: a file, /proc, /dev, a
# socket, a limit, the library a function lives in) is refused at the build
# as forbidden-call, naming the call its line 3 names ("// refused: CALL")
# at the line that ends "// <- probe".
#
# This is the probes' only test (meson lists no mutant-NN-probe-* test): one
# grading per probe, as check-mutant.sh makes it, must be rejected (exit 1)
# with the cause its line 1 names for the backend that graded, and say the
# refusal at the probe's line, so the refusal is the probe's and not, say, a
# typo's.  A probe is built once here instead of twice (its mutant test
# compiled it in another folder, which the compile cache keys on).
#
#   check-probes.sh REDUCE_GRADE MKMUTANT KIT_ROOT
set -u
rg=$1 mk=$2 kit=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The JSON's backend, then its causes, one per line (jq, else python3).
facts_of() {
  if command -v jq >/dev/null 2>&1; then
    jq -r '.extra_data | (.backend, .causes[])' "$1"
  else
    python3 -c 'import json, sys
e = json.load(open(sys.argv[1], encoding="utf-8"))["extra_data"]
print(e["backend"]); print("\n".join(e["causes"]))' "$1"
  fi
}

# NAME CU LINE CALL OUT: whether OUT holds the refusal of CALL at CU:LINE.
refused_at() {
  local want="$2:$3: error: forbidden-call: the submission calls $4, which asks about the machine"
  grep -qF -- "$want" "$5" && return 0
  echo "FAIL: $1: expected '$want', got:"
  tail -n 5 "$5"
  return 1
}

n=0 bad=0
for m in "$kit"/tests/mutants/*/probe-*.mutant; do
  [ -e "$m" ] || continue
  ex=$(basename "$(dirname "$m")")
  name=$(basename "$m" .mutant)
  cu=$tmp/$name.cu
  n=$((n + 1))
  "$mk" "$kit/solutions/$ex/reduce.cu" "$m" "$cu" || { echo "FAIL: $name: the mutant does not apply"; bad=1; continue; }
  call=$(sed -n 's|^// refused: \([^ ]*\) .*|\1|p' "$cu" | head -n 1)
  line=$(grep -n '// <- probe$' "$cu" | head -n 1 | cut -d: -f1)
  header=$(head -n 1 "$cu")
  gpu_cause=$(printf '%s\n' "$header" | sed -n 's/.*gpu=\([a-z|-]*\).*/\1/p')
  emu_cause=$(printf '%s\n' "$header" | sed -n 's/.*emu=\([a-z|-]*\).*/\1/p')
  if [ -z "$call" ] || [ -z "$line" ] || [ -z "$gpu_cause" ] || [ -z "$emu_cause" ]; then
    echo "FAIL: $name: no '// refused: CALL' line, no line ending '// <- probe'," \
         "or line 1 is not '// expect: gpu=<cause> emu=<cause> -- ...'"
    bad=1
    continue
  fi
  # The grading a student's file gets (check-mutant.sh's first one).
  "$rg" --quick --fail-fast --json "$tmp/$name.json" "${ex:0:2}" "$cu" >"$tmp/$name.out" 2>&1
  rc=$?
  if [ $rc -eq 77 ]; then
    cat "$tmp/$name.out"
    exit 77
  fi
  facts=$( [ -s "$tmp/$name.json" ] && facts_of "$tmp/$name.json")
  backend=$(printf '%s\n' "$facts" | head -n 1)
  causes=$(printf '%s\n' "$facts" | tail -n +2)
  case $backend in
    GPU) want=$gpu_cause ;;
    emulator) want=$emu_cause ;;
    *) want= ;;
  esac
  hit=
  for w in ${want//|/ }; do
    printf '%s\n' "$causes" | grep -qx -- "$w" && hit=$w
  done
  if [ $rc -ne 1 ] || [ -z "$hit" ]; then
    echo "FAIL: $name: reduce-grade exited $rc with causes [$(echo $causes)] on the" \
         "'$backend', expected exit 1 and $gpu_cause on the GPU, $emu_cause on the emulator"
    tail -n 10 "$tmp/$name.out"
    bad=1
    continue
  fi
  # The refusal's line: the grading says it on the emulator; on a GPU the
  # emulator's build is asked for it, as before.
  out=$tmp/$name.out
  if [ "$backend" != emulator ]; then
    out=$tmp/$name.emu
    "$rg" --compile-only --backend emu "${ex:0:2}" "$cu" >"$out" 2>&1
  fi
  if refused_at "$name" "$cu" "$line" "$call" "$out"; then
    echo "ok: $name refused on the $backend as $hit: $call at line $line"
  else
    bad=1
  fi
done
[ $n -ge 1 ] || { echo "FAIL: no probe found under tests/mutants"; exit 1; }
exit $bad
