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
  sed -i "s|^prefix=.*|prefix=$pfx/usr|" "$pc"
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

step=${RG_STEP:-all}
if [ "$step" = all ] || [ "$step" = test ]; then
  meson test -C "$build" --suite kit --print-errorlogs >"$out/meson-test.log" 2>&1
  echo "meson test --suite kit: exit $?"; grep -E "^(Ok|Fail|Skipped|Timeout|Expected Fail|Unexpected Pass):" "$out/meson-test.log"
fi
if [ "$step" = all ] || [ "$step" = grade ]; then
  printf '%-34s %-10s %-6s %s\n' "file" "expect" "exit" "causes"
  for sol in solutions/*/reduce.cu; do
    ex=$(basename "$(dirname "$sol")")
    $rg --backend gpu ${RG_QUICK:-} "${ex%%-*}" "$sol" --json "$out/$ex.json" >"$out/$ex.txt" 2>&1
    rc=$?
    printf '%-34s %-10s %-6s %s\n' "$ex" pass "$rc" "$(causes "$out/$ex.json")"
  done
  for m in tests/mutants/*/*.cu; do
    ex=$(basename "$(dirname "$m")")
    want=$(head -1 "$m" | grep -o 'gpu=[a-z-]*' | cut -d= -f2)
    name=$ex-$(basename "$m" .cu)
    $rg --backend gpu --quick "${ex%%-*}" "$m" --json "$out/m-$name.json" >"$out/m-$name.txt" 2>&1
    rc=$?
    printf '%-34s %-10s %-6s %s\n' "${name:0:34}" "$want" "$rc" "$(causes "$out/m-$name.json")"
  done
fi
