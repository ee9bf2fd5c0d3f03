#!/usr/bin/env bash
# gpu-check.sh — on a machine with an NVIDIA GPU: build the kit, run its
# tests, grade every solution and mutant on the GPU, and print a short table.
#
#   bash bench/gpu-check.sh [OUT_DIR]
#
# cmocka may be missing there: .deb files of libcmocka0 and libcmocka-dev in
# .deps/ (apt-get download) are unpacked into a private prefix and used.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
final=${1:-$root/build-gpu-out}
out=$(mktemp -d)
trap 'tar -C "$out" -czf "$final/results.tgz" . 2>/dev/null' EXIT
mkdir -p "$final"
cd "$root"
export PATH=/usr/local/cuda/bin:$PATH
if ! pkg-config --exists cmocka 2>/dev/null && ls .deps/*.deb >/dev/null 2>&1; then
  pfx=/tmp/rg-cmocka
  for d in .deps/*.deb; do dpkg -x "$d" "$pfx"; done
  pc=$(find "$pfx" -name cmocka.pc | head -1)
  # Debian's cmocka.pc names /usr literally: point it into the prefix.
  sed -i "s|/usr|$pfx/usr|g" "$pc"
  export PKG_CONFIG_PATH=$(dirname "$pc")
  export LIBRARY_PATH=$pfx/usr/lib/x86_64-linux-gnu
  export LD_LIBRARY_PATH=$pfx/usr/lib/x86_64-linux-gnu
fi
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/device.txt"
build=$root/build-gpu
[ -d "$build" ] || meson setup "$build" >"$out/setup.log" 2>&1 || { cat "$out/setup.log"; exit 1; }
meson compile -C "$build" >"$out/compile.log" 2>&1 || { tail -30 "$out/compile.log"; exit 1; }
rg=$build/reduce-grade
# The "causes" array of a JSON report, on one line.
causes() { tr -d '\n ' <"$1" 2>/dev/null | grep -o '"causes":\[[^]]*\]' | cut -d: -f2; }

step=${RG_STEP:-all}  # all, or one of: test grade loop timing multigpu (comma-separated)
has() { [ "$step" = all ] || [[ ",$step," == *",$1,"* ]]; }
if has test; then
  meson test -C "$build" --suite kit --print-errorlogs >"$out/meson-test.log" 2>&1
  echo "meson test --suite kit: exit $?"; grep -E "^(Ok|Fail|Skipped|Timeout|Expected Fail|Unexpected Pass):" "$out/meson-test.log"
fi
if has grade; then
  # Every solution and mutant on the GPU: one half of the agreement table.
  bash bench/verdicts.sh "$build" gpu | tee "$out/verdicts-gpu.txt"
fi
if has loop; then
  echo "== grading loop, default matrix"; bash bench/grading-loop.sh "$build" --backend gpu
  echo "== grading loop, --quick"; bash bench/grading-loop.sh "$build" --backend gpu --quick
fi
if has timing; then
  # The full matrix of 02 and 03 (timing table at 2^28), the progression,
  # and 15 against CUB at every size.
  for ex in 02 03; do
    $rg --backend gpu --full "$ex" solutions/$ex-*/reduce.cu >"$out/full-$ex.txt" 2>&1
    echo "== full matrix, solution $ex: exit $?"; sed -n '/^timing/,/^result/p' "$out/full-$ex.txt"
  done
  (cd "$out" && $rg --backend gpu --compare) >"$out/compare.txt" 2>&1
  cat "$out/compare.txt"
  $rg --backend gpu --compare 15 --sizes 2^20,2^22,2^24,2^26,2^28 --reps 50 >"$out/compare-15.txt" 2>&1
  cat "$out/compare-15.txt"
fi
if has multigpu; then
  # Exercise 16 on every GPU (2+): solution, mutants, scaling table, skips.
  bash bench/multi-gpu.sh "$build" "$out" 2>&1 | tee "$out/multi-gpu.txt"
  echo "== multi-gpu: exit ${PIPESTATUS[0]}"
fi
