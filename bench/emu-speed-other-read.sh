#!/bin/sh
# emu-speed-other-read.sh — what the check of a kernel's load from neither
# device, shared nor its own local memory costs (cov.c, other_read: the
# host's frames, the heap's range, the recorded host blocks of
# host_blocks.c, the other fibers' stacks): 2^20 threads in blocks of 256,
# each loading one input element from device memory and one weight from a
# table of constant data in the loaded object, the load that takes that
# path.  Run twice with no host block recorded (the first run pays for the
# first launch), then with 64 recorded whose span holds every address (the
# worst a search of the table costs: the address lies between blocks).  On
# one core; wall and CPU time per schedule.
# usage: bench/emu-speed-other-read.sh [BUILD_DIR]   (default: build)
# A runtime without host_blocks.c (an older build) runs the first two only.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
lib=$build/harness/backend/emu/simt/libsimt.a
[ -f "$lib" ] || { echo "emu-speed-other-read: no $lib (build the kit first)" >&2; exit 2; }
cxx=${CXX:-clang++}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
inc=$root/harness/backend/emu/simt/include

cat > "$tmp/k.cu" <<'CU'
#include <cuda_runtime.h>
static const float weights[256] = { 1.0f }; // constant data of the object: not device memory
__global__ void weigh(const float *in, const float *w, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] * w[i & 255];
}
extern "C" int run_weigh(const float *h_in, float *h_out, int n, int block)
{
    float *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, n * sizeof(float));
    cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice);
    weigh<<<(n + block - 1) / block, block>>>(d_in, weights, d_out, n);
    int err = cudaGetLastError();
    cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d_in);
    cudaFree(d_out);
    return err;
}
CU

cat > "$tmp/driver.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "rewrite.h"
#include "simt.h"
/* the launch syntax made a call, as the grader's build does */
static int rewrite(const char *in, const char *out)
{
  static char src[1 << 16];
  char *text, err[256];
  size_t n, len;
  FILE *f = fopen(in, "rb");
  if (!f) return 1;
  len = fread(src, 1, sizeof src, f);
  fclose(f);
  if (simt_rewrite(src, len, &text, &n, err, sizeof err)) { fprintf(stderr, "%s\n", err); return 1; }
  f = fopen(out, "w");
  if (!f) return 1;
  fwrite(text, 1, n, f);
  fclose(f);
  free(text);
  return 0;
}
static double secs(struct timespec a, struct timespec b)
{
  return (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
}
int main(int argc, char **argv)
{
  if (argc == 4) return rewrite(argv[2], argv[3]);
  void *so = dlopen(argv[1], RTLD_NOW);
  if (!so) { fprintf(stderr, "%s\n", dlerror()); return 1; }
  int (*run)(const float *, float *, int, int) =
      (int (*)(const float *, float *, int, int))dlsym(so, "run_weigh");
  int (*add)(uintptr_t, size_t) = (int (*)(uintptr_t, size_t))dlsym(RTLD_DEFAULT, "simt_hb_add");
  int n = 1 << 20, block = 256, rounds = add ? 3 : 2;
  float *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out);
  for (int i = 0; i < n; i++) in[i] = 1.0f;
  struct simt_options o = {0};
  int e = 0;
  for (int r = 0; r < rounds && !e; r++) {
    if (r == 2) /* 64 blocks of 16 bytes spread from the bottom of user space to its top */
      for (uintptr_t k = 0; k < 64; k++)
        add(0x1000 + k * (((uintptr_t)0x7fffffff0000 - 0x1000) / 63), 16);
    printf("%s", r == 2 ? "64 blocks: " : (add ? "no block:  " : "no table:  "));
    for (int s = 0; s < 2 && !e; s++) {
      o.schedule = s;
      simt_configure(&o);
      simt_case_begin();
      struct timespec a, b, ca, cb;
      clock_gettime(CLOCK_MONOTONIC, &a);
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ca);
      e = run(in, out, n, block);
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cb);
      clock_gettime(CLOCK_MONOTONIC, &b);
      simt_case_end();
      printf("schedule %d %.3f s, cpu %.3f s (error %d, %d diagnoses)%s", s, secs(a, b),
             secs(ca, cb), e, simt_diag_count(), s ? "\n" : "; ");
    }
  }
  return e != 0 || out[0] != 1.0f;
}
C
cc -O2 -I"$root/harness/backend/emu/simt" -I"$inc" "$tmp/driver.c" -Wl,--whole-archive "$lib" \
   -Wl,--no-whole-archive -rdynamic -ldl -lm -o "$tmp/driver"
"$tmp/driver" --rewrite "$tmp/k.cu" "$tmp/kr.cu"
$cxx -x c++ -std=c++17 -O2 -g -fPIC -shared -fdeclspec \
  -fsanitize-coverage=trace-pc-guard,pc-table,trace-loads,trace-stores \
  -I "$inc" -include simt_cuda.h -DRG_EMU=1 "$tmp/kr.cu" -o "$tmp/k.so"
echo "2^20 threads, one load each from the object's constant data, one core"
taskset -c 0 "$tmp/driver" "$tmp/k.so"
