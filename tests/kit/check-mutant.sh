#!/usr/bin/env bash
# check-mutant.sh — grade one known-wrong kernel and pass only if it is
# rejected (exit 1) with the cause its first line names for the backend used.
#
#   check-mutant.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT OUT_DIR NN-name/FILE
#   check-mutant.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT OUT_DIR NN-name /path/X.cu
#
# The second form grades a full .cu kept elsewhere (tests/hostile/) as a
# submission of exercise NN-name.
# FILE is tests/mutants/NN-name/X.mutant, a patch of solutions/NN-name/
# reduce.cu: mkmutant writes the kernel to OUT_DIR/NN-name/X.cu and that is
# graded.  A full copy (X.cu, not converted yet) is graded as it is.
# The kernel's line 1 reads "// expect: gpu=<cause> emu=<cause> [args=OPT,OPT]
# -- why".  emu=none: the mistake only shows where the emulator cannot go
# (past 2^31 elements); the test then needs the GPU and skips without one.
# args= replaces --quick with the options that show the mistake.
# without=CAUSE|CAUSE: causes the grading must not name beside the expected
# one (a false verdict once made, e.g. a race between streams that the
# host's waits order); every case is then run, not only the first failing.
# A cause may list alternatives, gpu=wrong-result|pass: any of them is
# accepted, and "pass" accepts that the grading passed (a race the GPU
# shows only by chance).
# Exit 0: rejected with the expected cause; 1: not, or the .mutant does not
# apply; 77: skip (no backend, or exercise NN is not in reduce-grade's
# registry yet).
set -u
if [ $# -ne 5 ] && [ $# -ne 6 ]; then
  echo "usage: check-mutant.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT OUT_DIR NN-name/FILE" >&2
  echo "       check-mutant.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT OUT_DIR NN-name /path/X.cu" >&2
  exit 99
fi
rg=$1 mk=$2 root=$3 out_dir=$4 rel=$5
ex=${rel%%/*}
num=${ex:0:2}
file=$root/tests/mutants/$rel
if [ $# -eq 6 ]; then
  file=$6 rel=$ex/$(basename "$6")
fi
case $rel in
  *.mutant)
    name=${rel##*/}
    [ -d "$out_dir/$ex" ] || mkdir -p "$out_dir/$ex" || exit 99
    gen=$out_dir/$ex/${name%.mutant}.cu
    "$mk" "$root/solutions/$ex/reduce.cu" "$file" "$gen" ||
      { echo "FAIL: $file does not apply to solutions/$ex/reduce.cu"; exit 1; }
    file=$gen ;;
esac

# Line 1's fields read by the shell itself, not by a program per field
# (this runs ~1200 times a suite; a program's start costs more than the
# cached grading).  field VAR KEY CHARS: VAR set to the value after the
# last KEY= on line 1, made of CHARS, or empty (what sed
# 's/.*KEY=\(CHARS*\).*/\1/p' printed).
header=
IFS= read -r header <"$file" || [ -n "$header" ] || header=
field() {
  local re=".*$2=($3*)"
  printf -v "$1" '%s' ""
  if [[ $header =~ $re ]]; then printf -v "$1" '%s' "${BASH_REMATCH[1]}"; fi
}
field gpu_cause gpu '[a-z|-]'
field emu_cause emu '[a-z|-]'
if [ -z "$gpu_cause" ] || [ -z "$emu_cause" ]; then
  echo "$file: line 1 is not '// expect: gpu=<cause> emu=<cause> -- ...': $header"
  exit 99
fi

field without without '[a-z|-]'
opts=(--quick)
field args args '[^ ]'
[ -z "$args" ] || IFS=, read -r -a opts <<<"$args"
# a list inside an option (--sizes=1000,4099): what follows a comma and is
# not an option belongs to an --option=value before it (--sizes,4099 is two)
merged=(); for x in "${opts[@]}"; do if [[ $x == --* || ${#merged[@]} -eq 0 || ${merged[-1]} != --*=* ]]; then merged+=("$x"); else merged[-1]+=",$x"; fi; done; opts=("${merged[@]}")
[ "$emu_cause" != none ] || opts+=(--backend gpu)
# gpu=not-yet: a protection the GPU grading does not have yet (README,
# Protection); the emulator's is checked, on a GPU machine too.
if [ "$gpu_cause" = not-yet ]; then
  echo "on a GPU: not yet caught (see README, Protection); checking the emulator"
  opts+=(--backend emu)
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The JSON's facts, one per line: backend, emulator_checks, stopped_early,
# then the causes.  RG_JSON_FACTS where meson names it (json_facts.c: the
# jq filter's lines, in C: jq 1.6 costs 0.03 CPU s a start, and this runs
# ~1600 times a suite), else jq where there is one (python3 costs 0.1 CPU s
# a start).
facts_of() {
  if [ -n "${RG_JSON_FACTS-}" ] && [ -x "$RG_JSON_FACTS" ]; then
    "$RG_JSON_FACTS" "$1"
  elif command -v jq >/dev/null 2>&1; then
    # (not -e: a last "false" is a fact; a missing field or a bad file still fails)
    jq -r '.extra_data | (.backend, (if has("emulator_checks") then
            (if .emulator_checks then "True" else "False" end) else "n/a" end),
            (.stopped_early == true), .causes[])' "$1"
  else
    python3 - "$1" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    extra = json.load(f)["extra_data"]
print(extra["backend"])
print(extra.get("emulator_checks", "n/a"))
print("true" if extra.get("stopped_early", False) else "false")
for c in extra["causes"]:
    print(c)
PY
  fi
}
# split VAR ALTERNATIVES: the array VAR set to the words of a|b|c, the
# empty ones left out.
split() {
  local -n into=$1
  local -a parts=()
  local p
  IFS='|' read -r -a parts <<<"$2"
  into=()
  for p in "${parts[@]}"; do
    [ -z "$p" ] || into+=("$p")
  done
}
# the causes accepted on the backend that ran, in the array ok
accepted() {
  case $1 in
    GPU) split ok "$gpu_cause" ;;
    emulator) split ok "$emu_cause" ;;
    *) ok=() ;;
  esac
}
# read_facts FACTS: backend, checks and the array causes from facts_of's
# lines, with the shell's own reads (no program per field).
read_facts() {
  local -a lines=()
  mapfile -t lines <<<"$1"
  backend=${lines[0]-} checks=${lines[1]-}
  causes=("${lines[@]:3}")
}
# Is $1 one of the causes?
named() {
  local c
  for c in "${causes[@]}"; do
    [ "$c" != "$1" ] || return 0
  done
  return 1
}

# First with --fail-fast: most mutants fail their first cases with the
# cause their line names, and the rest of the matrix need not run.  Only a
# rejection (exit 1) that names an accepted cause ends the check here: the
# cases it ran are the ones the full grading runs first, in the same order
# and on the same data, so the full grading is rejected with that cause too.  Anything else (another
# cause first, a pass, a skip) is decided by the full grading below, as
# before --fail-fast.
# (Not with without=: a cause it rules out may come in a later case.)
rc=0
if [ -z "$without" ]; then
  "$rg" "${opts[@]}" --fail-fast --json "$tmp/result.json" "$num" "$file" >"$tmp/out" 2>&1
  rc=$?
fi
if [ -z "$without" ] && [ $rc -eq 1 ] && [ -s "$tmp/result.json" ] &&
   facts=$(facts_of "$tmp/result.json"); then
  read_facts "$facts"
  accepted "$backend"
  for w in "${ok[@]}"; do
    if [ "$w" != pass ] && named "$w"; then
      how='every case run'
      while IFS= read -r line; do
        if [[ $line =~ stopped\ at\ the\ first\ failing\ case.* ]]; then
          how=${BASH_REMATCH[0]}
          break
        fi
      done <"$tmp/out"
      echo "ok: $file rejected on the $backend with $w ($how)"
      exit 0
    fi
  done
fi
# 77 (no backend, an untouched file) and 2 (a usage error) come before any
# case runs: the full grading would answer the same.
if [ $rc -ne 77 ] && [ $rc -ne 2 ]; then
  rm -f "$tmp/result.json"
  "$rg" "${opts[@]}" --json "$tmp/result.json" "$num" "$file" >"$tmp/out" 2>&1
  rc=$?
fi
# 77 naming emulator-unsupported: the emulator's gap, no verdict (not a
# skip): the expected outcome where line 1 names it for this backend.
if [ $rc -eq 77 ] && [ -s "$tmp/result.json" ] && facts=$(facts_of "$tmp/result.json"); then
  read_facts "$facts"
  accepted "$backend"
  for w in "${ok[@]}"; do
    if [ "$w" = emulator-unsupported ] && named "$w"; then
      echo "ok: $file not graded on the $backend (exit 77: $w, as its line 1 expects)"
      exit 0
    fi
  done
  if named emulator-unsupported; then
    echo "FAIL: $file: not graded on the $backend (emulator-unsupported), expected $emu_cause"
    tail -n 40 "$tmp/out"
    exit 1
  fi
fi
case $rc in
  77)
    cat "$tmp/out"
    [ "$emu_cause" != none ] || echo "this mistake shows only past 2^31 elements: it needs a GPU"
    exit 77 ;;
  2)
    if grep -q "unknown exercise" "$tmp/out"; then
      echo "exercise $num is not graded yet"
      exit 77
    fi ;;
esac
# On a GPU the checks' causes come from the emulator's checked run beside
# it (harness/run/checked.h), made only where clang++ is present: without
# it a mistake only they can show may pass there.
checked_cause() {
  local -a alts=()
  local w
  split alts "$gpu_cause"
  for w in "${alts[@]}"; do
    case $w in
      race|missing-fence|barrier-divergence|out-of-bounds|over-read|uninitialised-shared|uninitialised-global|shuffle-mask|step-budget)
        echo "$w"; return 0 ;;
    esac
  done
  return 1
}
if [ $rc -eq 0 ] && [ -s "$tmp/result.json" ]; then
  ran=$(facts_of "$tmp/result.json" 2>/dev/null)
  read_facts "$ran"
  ran=$backend
  accepted "$ran"
  for w in "${ok[@]}"; do
    if [ "$w" = pass ]; then
      echo "ok: $file passed on the $ran, which its line 1 allows (a race shown only by chance there)"
      exit 0
    fi
  done
  if [ "$ran" = GPU ] && [ "$checks" = False ] && w=$(checked_cause); then
    grep "^checks:" "$tmp/out"
    echo "skip: passed on the GPU, where $w comes from the emulator's checked run, not made on this machine"
    exit 77
  fi
  # A CPU without FMA: the emulator rounds a * b + c twice where nvcc fuses
  # it, and says so; what only fusion shows cannot be shown here.
  if [ "$ran" = emulator ] && grep -q "not run here: fused multiply-add" "$tmp/out"; then
    grep "not run here: fused multiply-add" "$tmp/out"
    echo "skip: passed on the emulator of a CPU without FMA instructions, which cannot fuse as nvcc does"
    exit 77
  fi
fi
if [ $rc -ne 1 ]; then
  echo "FAIL: $file: reduce-grade exited $rc, expected 1 (rejected as $gpu_cause on the GPU, $emu_cause on the emulator)"
  tail -n 40 "$tmp/out"
  exit 1
fi
if [ ! -s "$tmp/result.json" ]; then
  echo "FAIL: $file: reduce-grade wrote no JSON"
  tail -n 40 "$tmp/out"
  exit 1
fi

# backend, then the causes, one per line.
facts=$(facts_of "$tmp/result.json") || { echo "FAIL: $file: the JSON does not parse"; cat "$tmp/result.json"; exit 1; }
read_facts "$facts"
case $backend in
  GPU) want=$gpu_cause ;;
  emulator) want=$emu_cause ;;
  *) echo "FAIL: $file: unknown backend '$backend' in the JSON"; exit 1 ;;
esac
split ruled_out "$without"
for u in "${ruled_out[@]}"; do
  if named "$u"; then
    echo "FAIL: $file: rejected on the $backend with [${causes[*]}], but line 1 rules out $u"
    tail -n 40 "$tmp/out"
    exit 1
  fi
done
split wanted "$want"
for w in "${wanted[@]}"; do
  if named "$w"; then
    echo "ok: $file rejected on the $backend with $w"
    exit 0
  fi
done
if [ "$backend" = GPU ] && [ "$checks" = False ] && w=$(checked_cause); then
  grep "^checks:" "$tmp/out"
  echo "skip: $w comes from the emulator's checked run, not made on this GPU machine"
  exit 77
fi
echo "FAIL: $file: rejected on the $backend, but the causes were [${causes[*]}], expected $want"
tail -n 40 "$tmp/out"
exit 1
