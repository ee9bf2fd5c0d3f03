#!/usr/bin/env bash
# nvcc-std-calls.sh — on a machine with nvcc: does nvcc refuse a kernel that
# calls each of the standard library's functions the emulator's build
# refuses in device code (harness/build/std_host_names.c), and build one
# that calls each of those left out on purpose (std::min, std::max_element,
# the math ...)?  The list is a claim about nvcc; this checks it.
#
#   bash bench/nvcc-std-calls.sh [OUT_DIR]
#
# One probe .cu per name, a kernel that calls std::NAME, compiled with the
# grader's language flags (-std=c++17 --expt-relaxed-constexpr
# --extended-lambda; harness/backend/gpu/build_backend_gpu.c) for sm_90,
# -c only.  Prints a line per name: what the list says (refuse or build),
# what nvcc did (refuse: "calling a __host__ function ... is not allowed";
# error: any other error, the probe's own fault), and "MISMATCH" where they
# differ; each compile's output is kept in OUT_DIR/NAME.log.  Exit 0: every name as the list
# says; 1: a mismatch, or a listed name this script has no probe for; 77:
# no nvcc here.  About 2 s of nvcc per name, one at a time.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
list=$root/harness/build/std_host_names.c

# nvcc as reduce-grade finds it: CUDA_HOME, PATH, the usual place.
nvcc=
if [ -n "${CUDA_HOME:-}" ] && [ -x "$CUDA_HOME/bin/nvcc" ]; then nvcc=$CUDA_HOME/bin/nvcc
elif command -v nvcc >/dev/null 2>&1; then nvcc=$(command -v nvcc)
elif [ -x /usr/local/cuda/bin/nvcc ]; then nvcc=/usr/local/cuda/bin/nvcc
fi
if [ -z "$nvcc" ]; then
  echo "nvcc-std-calls: no nvcc here (CUDA_HOME, PATH, /usr/local/cuda): nothing to check"
  exit 77
fi
out=${1:-$(mktemp -d)}
mkdir -p "$out" || exit 2

# The call a probe kernel makes for each name, on float *a (4 elements).
call_for() {
  case $1 in
    swap) echo 'std::swap(a[0], a[1]);' ;;
    exchange) echo 'a[0] = std::exchange(a[1], 2.0f);' ;;
    iter_swap) echo 'std::iter_swap(a, a + 1);' ;;
    sort) echo 'std::sort(a, a + 4);' ;;
    stable_sort) echo 'std::stable_sort(a, a + 4);' ;;
    partial_sort) echo 'std::partial_sort(a, a + 2, a + 4);' ;;
    nth_element) echo 'std::nth_element(a, a + 2, a + 4);' ;;
    fill) echo 'std::fill(a, a + 4, 0.0f);' ;;
    fill_n) echo 'std::fill_n(a, 4, 0.0f);' ;;
    copy) echo 'std::copy(a, a + 2, a + 2);' ;;
    copy_n) echo 'std::copy_n(a, 2, a + 2);' ;;
    copy_backward) echo 'std::copy_backward(a, a + 2, a + 4);' ;;
    transform) echo 'std::transform(a, a + 4, a, std::negate<float>());' ;;
    for_each) echo 'std::for_each(a, a + 4, Twice());' ;;
    reverse) echo 'std::reverse(a, a + 4);' ;;
    swap_ranges) echo 'std::swap_ranges(a, a + 2, a + 2);' ;;
    accumulate) echo 'a[0] = std::accumulate(a, a + 4, 0.0f);' ;;
    reduce) echo 'a[0] = std::reduce(a, a + 4);' ;;
    transform_reduce) echo 'a[0] = std::transform_reduce(a, a + 4, a, 0.0f);' ;;
    inner_product) echo 'a[0] = std::inner_product(a, a + 4, a, 0.0f);' ;;
    partial_sum) echo 'std::partial_sum(a, a + 4, a);' ;;
    inclusive_scan) echo 'std::inclusive_scan(a, a + 4, a);' ;;
    exclusive_scan) echo 'std::exclusive_scan(a, a + 4, a, 0.0f);' ;;
    iota) echo 'std::iota(a, a + 4, 0.0f);' ;;
    # Left out of the list: these must build.
    min) echo 'a[0] = std::min(a[1], a[2]);' ;;
    max) echo 'a[0] = std::max(a[1], a[2]);' ;;
    clamp) echo 'a[0] = std::clamp(a[1], 0.0f, 1.0f);' ;;
    max_element) echo 'a[0] = *std::max_element(a, a + 4);' ;;
    min_element) echo 'a[0] = *std::min_element(a, a + 4);' ;;
    minmax_element) echo 'a[0] = *std::minmax_element(a, a + 4).first;' ;;
    move) echo 'a[0] = std::move(a[1]);' ;;
    sqrt) echo 'a[0] = std::sqrt(a[1]);' ;;
    abs) echo 'a[0] = std::abs(a[1]);' ;;
    *) return 1 ;;
  esac
}

refused=$(sed -n 's/^  { "\([a-z_]*\)",.*/\1/p' "$list")
[ -n "$refused" ] || { echo "nvcc-std-calls: no names read from $list"; exit 2; }
built="min max clamp max_element min_element minmax_element move sqrt abs"

echo "nvcc: $nvcc ($("$nvcc" --version | tail -1))"
echo "c++ on PATH (nvcc's host compiler without -ccbin): $(c++ --version 2>/dev/null | head -1)"
printf '%-18s %-8s %-8s\n' name list nvcc
bad=0
check() { # name, what the list says (refuse | build)
  local name=$1 want=$2 body src got
  if ! body=$(call_for "$name"); then
    printf '%-18s %-8s %-8s MISMATCH (no probe in this script)\n' "$name" "$want" "-"
    bad=1
    return
  fi
  src=$out/$name.cu
  cat >"$src" <<EOF
#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <utility>
struct Twice { __device__ void operator()(float &v) const { v *= 2.0f; } };
__global__ void probe(float *a) { $body }
EOF
  if "$nvcc" -arch=sm_90 -std=c++17 --expt-relaxed-constexpr --extended-lambda -c \
       -o "$out/$name.o" "$src" >"$out/$name.log" 2>&1; then
    got=build
  elif grep -q 'calling a __host__ function' "$out/$name.log"; then
    got=refuse
  else
    got=error # refused for another reason: the probe, not the name
  fi
  if [ "$got" = "$want" ]; then
    printf '%-18s %-8s %-8s\n' "$name" "$want" "$got"
  else
    printf '%-18s %-8s %-8s MISMATCH: %s\n' "$name" "$want" "$got" \
      "$(grep -m1 'error' "$out/$name.log")"
    bad=1
  fi
}
for name in $refused; do check "$name" refuse; done
for name in $built; do check "$name" build; done
echo "probes and logs: $out"
[ $bad -eq 0 ] && echo "every name as harness/build/std_host_names.c says" && exit 0
exit 1
