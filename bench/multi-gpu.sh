#!/usr/bin/env bash
# multi-gpu.sh — exercise 16 on a machine with 2+ GPUs: where NCCL is, the
# solution graded on the GPU (the --full matrix: shards past 2^31 bytes),
# every 16 mutant rejected with its cause, the timing and scaling table, and
# the skips (one visible GPU; NCCL missing).
#
#   bash bench/multi-gpu.sh [BUILD_DIR [OUT_DIR]]
#
# BUILD_DIR defaults to build-gpu (set up here if absent); the table is
# also written to OUT_DIR/multi-gpu-table.md.  Exit 0 when every check
# holds, 1 when one does not, 77 on a machine with fewer than two GPUs.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-gpu}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
cd "$root"
export PATH=/usr/local/cuda/bin:$PATH
# NVLink SHARP (NVLS) stays off: the 2-GPU machines this runs on do not
# offer the multicast it needs.
export NCCL_NVLS_ENABLE=0
bad=0
check() { # check WHAT EXPECTED ACTUAL
  if [ "$2" = "$3" ]; then echo "ok: $1"; else echo "FAIL: $1 (expected $2, got $3)"; bad=1; fi
}

gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
echo "GPUs: $gpus"
nvidia-smi topo -m 2>/dev/null | head -5
if [ "$gpus" -lt 2 ]; then
  echo "multi-gpu: needs 2+ GPUs, this machine has $gpus"
  exit 77
fi
if nccl=$(bash tools/find-nccl.sh); then
  echo "NCCL: header in $(sed -n 1p <<<"$nccl"), library $(sed -n 2p <<<"$nccl")/$(sed -n 3p <<<"$nccl")"
else
  echo "NCCL: not found by tools/find-nccl.sh (set RG_NCCL_HOME=PREFIX and run again)"
fi
# NCCL alone, before the kit: by default, under the grader's 1 GiB file-size
# limit, and with single transports turned off.  The first environment that
# works under the limit is the one the grading below runs in.
nvcc -O2 -o "$out/nccl-probe" bench/nccl-probe.cu -lnccl >"$out/nccl-probe-build.log" 2>&1 ||
  { echo "probe: does not build"; tail -5 "$out/nccl-probe-build.log"; }
chosen=
for env in "" "NCCL_SHM_DISABLE=1" "NCCL_P2P_DISABLE=1"; do
  for lim in 1048576; do
    res=$( (ulimit -f "$lim"; env $env NCCL_DEBUG=WARN "$out/nccl-probe") 2>&1 | tail -3 | tr '\n' ' ')
    echo "probe [${env:-default}, ulimit -f $lim]: $res"
    if [ "$lim" = 1048576 ] && [ -z "$chosen" ] && [[ $res == *"all-reduce right"* ]]; then
      chosen="env:${env}"
    fi
  done
done
if [ -n "$chosen" ] && [ "$chosen" != "env:" ]; then
  echo "grading below with ${chosen#env:}"
  export ${chosen#env:}
fi
export NCCL_DEBUG=WARN
if [ ! -d "$build" ]; then
  meson setup "$build" >"$out/multi-setup.log" 2>&1 || { tail -20 "$out/multi-setup.log"; exit 1; }
fi
meson compile -C "$build" >"$out/multi-compile.log" 2>&1 || { tail -20 "$out/multi-compile.log"; exit 1; }
grep -h "NCCL:" "$build/meson-logs/meson-log.txt" | tail -1
rg=$build/reduce-grade
sol=solutions/16-multi-gpu/reduce.cu

echo "== solution, full matrix on the GPU"
"$rg" --backend gpu --full 16 "$sol" >"$out/multi-solution.txt" 2>&1
rc=$?
sed -n '/^backend/p;/block/p;/^FAILED/,+2p;/^timing/,/^  (/p;/^result/p' "$out/multi-solution.txt"
check "solution 16 passes on $gpus GPUs" 0 "$rc"

echo "== mutants on the GPU"
for m in tests/mutants/16-multi-gpu/*.mutant; do
  bash tests/kit/check-mutant.sh "$rg" "$build/mkmutant" "$root" "$out/mutants" \
    "16-multi-gpu/$(basename "$m")" >"$out/multi-mutant.txt" 2>&1
  rc=$?
  head -1 "$out/multi-mutant.txt"
  # 77: the mutant asks for more GPUs (--gpus N) than this machine has.
  [ "$rc" = 77 ] && { echo "skip: mutant $(basename "$m"): $(tail -1 "$out/multi-mutant.txt")"; continue; }
  check "mutant $(basename "$m") rejected" 0 "$rc"
done

echo "== correct variants on the GPU (tests/correct/16-multi-gpu: must pass)"
for c in tests/correct/16-multi-gpu/*.cu; do
  [ -e "$c" ] || continue
  "$rg" --backend gpu --quick 16 "$c" >"$out/multi-correct.txt" 2>&1
  rc=$?
  tail -1 "$out/multi-correct.txt"
  check "correct $(basename "$c") passes" 0 "$rc"
done

echo "== timing and scaling (block 256, int data, 20 runs each)"
table=$out/multi-gpu-table.md
{
  echo "| n | devices | per-GPU µs | all-reduce µs | total µs | GB/s | 1 GPU µs | scaling |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
} >"$table"
for n in ${RG_MULTI_SIZES:-2^20 2^22 2^24 2^26 2^28 2^30}; do
  "$rg" --backend gpu --sizes "$n" --blocks 256 --json "$out/multi-timing.json" 16 "$sol" \
    >"$out/multi-timing-$n.txt" 2>&1 || { echo "FAIL: timing run at n=$n"; bad=1; continue; }
  python3 - "$out/multi-timing.json" "$n" >>"$table" <<'PY'
import json, sys
t = json.load(open(sys.argv[1], encoding="utf-8"))["extra_data"]["timing"][0]
total = t["total_us_median"]
one = t["single_gpu_us_median"]
print("| %s | %d | %.1f | %.1f | %.1f | %.0f | %.1f | %.2f |" % (
    sys.argv[2], t["devices"], t["us_median"], t["allreduce_us_median"], total,
    t["n"] * 4 / (total * 1e3), one, one / total if total > 0 else 0))
PY
done
cat "$table"

echo "== one visible GPU: must skip"
CUDA_VISIBLE_DEVICES=0 "$rg" --backend gpu 16 "$sol" >"$out/multi-one.txt" 2>&1
rc=$?
cat "$out/multi-one.txt"
check "one GPU exits 77" 77 "$rc"
grep -q "needs 2+ GPUs" "$out/multi-one.txt" && echo "ok: says it needs 2+ GPUs" ||
  { echo "FAIL: no 'needs 2+ GPUs' message"; bad=1; }

echo "== NCCL missing: must skip"
RG_NCCL_HOME=/nonexistent "$rg" --backend gpu 16 "$sol" >"$out/multi-nonccl.txt" 2>&1
rc=$?
cat "$out/multi-nonccl.txt"
check "NCCL missing exits 77" 77 "$rc"
cp "$build"/rg-cache/output-*.log "$out/" 2>/dev/null
exit $bad
