#!/usr/bin/env bash
# checked-run.sh — the emulator's checked run beside a GPU grading
# (harness/run/checked.h), tested without a GPU: REDUCE_GRADE_EMU_AS_GPU=1 has
# the emulator play the GPU (one schedule, its own checks dropped), so only
# the checked run can name the bug.
#   - a last warp without volatile: rejected with `race` and the line;
#   - grid.sync() without a cooperative launch: `barrier-divergence`, and
#     the part's cases are not run in the GPU's role (no cuda-error there);
#   - 15's vector loads from the input rounded down to 16 bytes: `over-read`
#     and the line, from the checked run's cases of an unaligned input (on a
#     GPU the read before the input lands in memory it may read: a NaN sum);
#   - 15's last block by index, asked at 100000 elements only (no small
#     case of its own): `missing-fence`, from the checked case of many blocks
#     the fallback adds (the small one is a single block);
#   - the solution passes, with the checks made;
#   - without clang++ (=no-clang) the report and the JSON say which checks
#     were not made, in one line.
#
#   checked-run.sh REDUCE_GRADE MKMUTANT SOURCE_ROOT
set -u
rg=$1 mk=$2 root=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# facts FILE.json: emulator_checks, then the causes, one per line.
facts() {
  python3 - "$1" <<'PY'
import json, sys
extra = json.load(open(sys.argv[1], encoding="utf-8"))["extra_data"]
print(extra.get("emulator_checks", "absent"))
for c in extra["causes"]:
    print(c)
PY
}

# grade MODE NN FILE: grade in the GPU's role; output in $tmp/out, JSON in $tmp/r.json.
grade() {
  REDUCE_GRADE_EMU_AS_GPU=$1 "$rg" --backend emu --quick --json "$tmp/r.json" "$2" "$3" \
    >"$tmp/out" 2>&1
}

expect() { # WHAT CONDITION-STATUS
  if [ "$2" -ne 0 ]; then
    echo "FAIL: $1"
    tail -n 30 "$tmp/out"
    fail=1
  else
    echo "ok: $1"
  fi
}

"$mk" "$root/solutions/04-unrolled-last-warp/reduce.cu" \
  "$root/tests/mutants/04-unrolled-last-warp/warp-sync-no-volatile.mutant" "$tmp/m04.cu" || exit 1
"$mk" "$root/solutions/08-cooperative-groups/reduce.cu" \
  "$root/tests/mutants/08-cooperative-groups/grid-sync-plain-launch.mutant" "$tmp/m08.cu" || exit 1
"$mk" "$root/solutions/15-beat-cub/reduce.cu" \
  "$root/tests/mutants/15-beat-cub/no-threadfence.mutant" "$tmp/m15.cu" || exit 1
"$mk" "$root/solutions/15-beat-cub/reduce.cu" \
  "$root/tests/mutants/15-beat-cub/vector-base-aligned-down.mutant" "$tmp/u15.cu" || exit 1
"$mk" "$root/solutions/15-beat-cub/reduce.cu" \
  "$root/tests/mutants/15-beat-cub/last-by-block-index.mutant" "$tmp/l15.cu" || exit 1

grade 1 04 "$tmp/m04.cu"
rc=$?
[ $rc -eq 77 ] && { echo "skip: no emulator backend"; exit 77; }
f=$(facts "$tmp/r.json")
[ $rc -eq 1 ] && printf '%s\n' "$f" | grep -qx race && printf '%s\n' "$f" | head -n 1 | grep -qx True &&
  grep -q "checked run \[race\]" "$tmp/out" && grep -q "race: .*m04.cu:[0-9]" "$tmp/out"
expect "04 last warp without volatile: race, with the emulator's line" $?

grade 1 08 "$tmp/m08.cu"
rc=$?
f=$(facts "$tmp/r.json")
[ $rc -eq 1 ] && printf '%s\n' "$f" | grep -qx barrier-divergence &&
  ! printf '%s\n' "$f" | grep -qx cuda-error && grep -q "needs a cudaLaunchCooperativeKernel" "$tmp/out"
expect "08 grid.sync without a cooperative launch: barrier-divergence, the GPU's cases not run" $?

# 15 sizes its own grid (16 items a thread): every small case is one block,
# and only the checked case of many blocks shows the missing fence.
grade 1 15 "$tmp/m15.cu"
rc=$?
f=$(facts "$tmp/r.json")
[ $rc -eq 1 ] && printf '%s\n' "$f" | grep -qx missing-fence &&
  grep -q "checked run \[missing-fence\]" "$tmp/out" && grep -q "missing-fence: .*m15.cu:[0-9]" "$tmp/out"
expect "15 last block without __threadfence(): missing-fence, from the checked case of many blocks" $?

grade 1 15 "$tmp/u15.cu"
rc=$?
f=$(facts "$tmp/r.json")
[ $rc -eq 1 ] && printf '%s\n' "$f" | grep -qx over-read &&
  grep -q "offset=[0-9], the emulator's checked run \[over-read\]" "$tmp/out" &&
  grep -q "over-read: .*u15.cu:[0-9]" "$tmp/out"
expect "15 vector base rounded down: over-read, from the checked cases of an unaligned input" $?

REDUCE_GRADE_EMU_AS_GPU=1 "$rg" --backend emu --sizes=100000 --blocks=256 --json "$tmp/r.json" \
  15 "$tmp/l15.cu" >"$tmp/out" 2>&1
rc=$?
f=$(facts "$tmp/r.json")
[ $rc -eq 1 ] && printf '%s\n' "$f" | grep -qx missing-fence &&
  grep -q "n=65537 block=256 int, the emulator's checked run \[missing-fence\]" "$tmp/out"
expect "15 last block by index at 100000 only: missing-fence, from the fallback's many blocks" $?

grade 1 04 "$root/solutions/04-unrolled-last-warp/reduce.cu"
rc=$?
f=$(facts "$tmp/r.json")
[ $rc -eq 0 ] && [ "$(printf '%s\n' "$f" | head -n 1)" = True ] &&
  grep -q "^checks: [0-9]* small cases also run on the emulator" "$tmp/out"
expect "04 solution passes with the checks made" $?

grade no-clang 04 "$tmp/m04.cu"
f=$(facts "$tmp/r.json")
[ "$(printf '%s\n' "$f" | head -n 1)" = False ] &&
  [ "$(grep -c "were not checked: no clang++" "$tmp/out")" -eq 1 ]
expect "no clang++: one line, and emulator_checks false in the JSON" $?
exit $fail
