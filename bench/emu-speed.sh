#!/bin/sh
# emu-speed.sh — how fast the SIMT emulator runs the 02 kernel (sequential
# addressing) on 2^20 floats with 256-thread blocks, race detection on, on
# one core; for both fiber back ends and both optimisation levels.
# usage: bench/emu-speed.sh [BUILD_DIR]   (default: build; needs libsimt.a)
# EMU_FIBERS="asm" runs one back end only (default: "asm ucontext"; the
# ucontext one is about 30 times slower).  Each schedule prints its wall
# time and its CPU time (the process's, user + system): the machine is
# shared, and the CPU figure is the steadier one under load.
# EMU_PERF=1 also runs the performance model (simt_options.perf) and prints
# its report, to see what measuring costs; it is off in normal grading.
# EMU_CORO=1 also runs bench/emu-coro.cu, the same kernel as a C++20
# coroutine (not yet the default: harness/backend/emu/simt/sched_coro.c,
# a runtime built here with SIMT_CORO), instrumented before its coroutine
# is split, as an IR rewriter would have it (LLVM's opt and clang of the
# same version as clang++).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
lib=$build/harness/backend/emu/simt/libsimt.a
[ -f "$lib" ] || { echo "emu-speed: no $lib (build the kit first)" >&2; exit 2; }
cxx=${CXX:-clang++}
tmp=$(mktemp -d)
[ -n "${EMU_KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT INT TERM; echo "tmp $tmp"
inc=$root/harness/backend/emu/simt/include

cat > "$tmp/driver.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "rewrite.h"
#include "simt.h"
static int rewrite(const char *in, const char *out)
{
  static char src[1 << 20];
  char *text, err[256];
  size_t n, len;
  FILE *f = fopen(in, "rb");
  if (!f) return 1;
  len = fread(src, 1, sizeof src, f);
  fclose(f);
  if (simt_rewrite(src, len, &text, &n, err, sizeof err)) { fprintf(stderr, "%s\n", err); return 1; }
  f = fopen(out, "w");
  if (!f) return 1;
  fprintf(f, "#line 1 \"%s\"\n", in);
  fwrite(text, 1, n, f);
  fclose(f);
  free(text);
  return 0;
}
int main(int argc, char **argv)
{
  if (argc == 4) return rewrite(argv[2], argv[3]);
  void *so = dlopen(argv[1], RTLD_NOW);
  if (!so) { fprintf(stderr, "%s\n", dlerror()); return 1; }
  int (*run)(int, const float *, float *, int, int) = (int (*)(int, const float *, float *, int, int))dlsym(so, "run_reduce");
  int n = 1 << 20, block = 256;
  float *in = malloc(n * sizeof *in), *out = malloc(n / block * sizeof *out);
  for (int i = 0; i < n; i++) in[i] = 1.0f;
  struct simt_options o = {0};
  o.perf = getenv("EMU_PERF") && atoi(getenv("EMU_PERF"));
  int e = 0;
  /* both schedules of a grading: blocks in order, then 4 at once shuffled */
  for (int s = 0; s < 2 && !e; s++) {
    o.schedule = s;
    simt_configure(&o);
    simt_case_begin();
    struct timespec a, b, ca, cb;
    clock_gettime(CLOCK_MONOTONIC, &a);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ca);
    e = run(0, in, out, n, block);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cb);
    clock_gettime(CLOCK_MONOTONIC, &b);
    simt_case_end();
    printf("schedule %d %.3f s, cpu %.3f s (error %d, partial[0] %g, %d diagnoses)%s",
           s, (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9,
           (cb.tv_sec - ca.tv_sec) + (cb.tv_nsec - ca.tv_nsec) / 1e9, e, out[0],
           simt_diag_count(), s ? "\n" : "; ");
  }
  if (o.perf) {
    char rep[2048];
    simt_perf_take(rep, sizeof rep);
    fputs(rep, stdout);
  }
  return e != 0 || out[0] != 256.0f;
}
C
cc -O2 -I"$root/harness/backend/emu/simt" -I"$inc" "$tmp/driver.c" -Wl,--whole-archive "$lib" \
   -Wl,--no-whole-archive -rdynamic -ldl -lm -o "$tmp/driver"

"$tmp/driver" --rewrite "$root/tests/simt/fixtures/reduce.cu" "$tmp/reduce.cu"
src=$tmp/reduce.cu
echo "02 kernel, 2^20 floats, 256-thread blocks, race detection on, one core"
for opt in -O1 -O2; do
  start=$(date +%s.%N)
  $cxx -x c++ -std=c++17 $opt -g -gdwarf-4 -fPIC -shared -fdeclspec \
    -fsanitize-coverage=trace-pc-guard,pc-table,trace-loads,trace-stores \
    -I "$inc" -include simt_cuda.h -DRG_EMU=1 "$src" -o "$tmp/k$opt.so"
  end=$(date +%s.%N)
  printf '%s compile: %.2f s\n' "$opt" "$(echo "$end - $start" | bc)"
  for fib in ${EMU_FIBERS:-asm ucontext}; do
    printf '%s %-8s run: ' "$opt" "$fib"
    SIMT_FIBER=$fib taskset -c 0 "$tmp/driver" "$tmp/k$opt.so"
  done
  [ "${EMU_CORO:-0}" = 1 ] || continue
  # the runtime again, built with SIMT_CORO (simt_coro.h), once
  if [ ! -x "$tmp/driver-coro" ]; then
    mkdir -p "$tmp/coro-lib"
    for c in "$root"/harness/backend/emu/simt/*.c; do
      cc -std=c11 -O2 -g -fPIC -D_FILE_OFFSET_BITS=64 -DSIMT_CORO=1 -I"$root/harness/backend/emu/simt" \
        -I"$inc" -c "$c" -o "$tmp/coro-lib/$(basename "$c" .c).o"
    done
    cc -O2 -I"$root/harness/backend/emu/simt" -I"$inc" "$tmp/driver.c" "$tmp"/coro-lib/*.o \
      -rdynamic -ldl -lm -o "$tmp/driver-coro"
  fi
  # the kernel as the front end leaves it, its coroutine not yet split;
  # inlined and cleaned up; instrumented; then split and optimised, so that
  # what the split keeps in the coroutine's frame is not instrumented
  "$tmp/driver" --rewrite "$root/bench/emu-coro.cu" "$tmp/coro.cu"
  $cxx -x c++ -std=c++20 $opt -g -gdwarf-4 -Xclang -disable-llvm-passes -emit-llvm -S -fPIC -fdeclspec \
    -I "$inc" -I "$root/harness/backend/emu/simt" -include simt_cuda.h -DRG_EMU=1 "$tmp/coro.cu" -o "$tmp/c0.ll"
  ${OPT:-opt} -S -passes='always-inline,cgscc(inline),function(sroa,early-cse,instcombine,simplifycfg,sroa,gvn,instcombine,simplifycfg)' \
    "$tmp/c0.ll" -o "$tmp/c1.ll"
  ${OPT:-opt} -S -passes=sancov-module -sanitizer-coverage-level=3 -sanitizer-coverage-trace-pc-guard \
    -sanitizer-coverage-pc-table -sanitizer-coverage-trace-loads -sanitizer-coverage-trace-stores \
    "$tmp/c1.ll" -o "$tmp/c2.ll"
  ${OPT:-opt} -S -passes="default<${opt#-}>" "$tmp/c2.ll" -o "$tmp/c3.ll"
  $cxx -x ir -O1 -fPIC -shared -Xclang -disable-llvm-passes "$tmp/c3.ll" -o "$tmp/kc$opt.so"
  printf '%s %-8s run: ' "$opt" coro
  taskset -c 0 "$tmp/driver-coro" "$tmp/kc$opt.so"
done
