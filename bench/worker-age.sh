#!/bin/sh
# worker-age.sh — does an emulator process run a case more slowly after it
# has run many others?  The same cases, measured in CPU seconds (the
# process's user + system time, steady on a shared, loaded machine), once
# in a fresh process and once in a process that first ran a history of
# other cases: every block size 32..1024, three sizes, a shared-memory tree
# and a shuffle + atomic kernel, both schedules (the shuffled one runs 4
# blocks at once: 4096 fiber stacks), the whole history run HIST times.
# The two kinds of process alternate, ROUNDS times.  Each process also says
# how many mappings it has (/proc/self/maps) and its minor page faults.
# usage: bench/worker-age.sh [BUILD_DIR] [ROUNDS] [HIST]
#        (default: build 3 3; needs libsimt.a, as bench/emu-speed.sh)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
rounds=${2:-3}
hist_reps=${3:-3}
lib=$build/harness/backend/emu/simt/libsimt.a
[ -f "$lib" ] || { echo "worker-age: no $lib (build the kit first)" >&2; exit 2; }
cxx=${CXX:-clang++}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
inc=$root/harness/backend/emu/simt/include

cat > "$tmp/kernels.cu" <<'CU'
#include <cuda_runtime.h>
__global__ void tree_sum(const float *in, float *out, int n)
{
    extern __shared__ float s[];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}
__global__ void shuffle_sum(const float *in, float *out, int n)
{
    __shared__ float warps[32];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if (t % 32 == 0)
        warps[t / 32] = v;
    __syncthreads();
    if (t < 32) {
        v = t < blockDim.x / 32 ? warps[t] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, o);
        if (t == 0)
            atomicAdd(out, v);
    }
}
extern "C" int run_case(int which, const float *h_in, float *h_out, int n, int block)
{
    float *d_in, *d_out;
    int grid = (n + block - 1) / block;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, grid * sizeof(float));
    cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(d_out, 0, grid * sizeof(float));
    if (which == 0)
        tree_sum<<<grid, block, block * sizeof(float)>>>(d_in, d_out, n);
    else
        shuffle_sum<<<grid, block>>>(d_in, d_out, n);
    int err = cudaGetLastError();
    cudaMemcpy(h_out, d_out, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d_in);
    cudaFree(d_out);
    return err;
}
CU

cat > "$tmp/driver.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include "rewrite.h"
#include "simt.h"
static double cpu_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
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
  fprintf(f, "#line 1 \"%s\"\n", in);
  fwrite(text, 1, n, f);
  fclose(f);
  free(text);
  return 0;
}
/* driver SO CASE...: CASE is kernel:n:block:schedule:measured; prints the
 * measured cases' CPU seconds summed, then the process's mappings and
 * minor page faults. */
int main(int argc, char **argv)
{
  if (argc == 4 && strcmp(argv[1], "--rewrite") == 0) return rewrite(argv[2], argv[3]);
  void *so = dlopen(argv[1], RTLD_NOW);
  if (!so) { fprintf(stderr, "%s\n", dlerror()); return 1; }
  int (*run)(int, const float *, float *, int, int) =
    (int (*)(int, const float *, float *, int, int))dlsym(so, "run_case");
  int cap = 1 << 20, errors = 0, measured = 0;
  float *in = malloc(cap * sizeof *in), out[1];
  for (int i = 0; i < cap; i++) in[i] = 1.0f;
  double sum = 0;
  for (int a = 2; a < argc; a++) {
    int k = 0, n = 0, b = 0, s = 0, m = 0;
    if (sscanf(argv[a], "%d:%d:%d:%d:%d", &k, &n, &b, &s, &m) != 5 || n > cap) return 2;
    struct simt_options o = { .seed = 1, .schedule = s };
    simt_configure(&o);
    double c0 = cpu_s();
    simt_case_begin();
    errors += run(k, in, out, n, b) != 0;
    simt_case_end();
    if (m) { sum += cpu_s() - c0; measured++; }
  }
  int maps = 0;
  char line[512];
  FILE *f = fopen("/proc/self/maps", "r");
  while (f && fgets(line, sizeof line, f)) maps++;
  if (f) fclose(f);
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("%.4f %d %d %ld\n", sum, measured, maps, ru.ru_minflt);
  return errors != 0;
}
C
cc -O2 -I"$root/harness/backend/emu/simt" -I"$inc" "$tmp/driver.c" -Wl,--whole-archive "$lib" \
   -Wl,--no-whole-archive -rdynamic -ldl -lm -o "$tmp/driver"
"$tmp/driver" --rewrite "$tmp/kernels.cu" "$tmp/kernels.rw.cu"
$cxx -x c++ -std=c++17 -O1 -g -gdwarf-4 -fPIC -shared -fdeclspec \
  -fsanitize-coverage=trace-pc-guard,pc-table,trace-loads,trace-stores \
  -I "$inc" -include simt_cuda.h -DRG_EMU=1 "$tmp/kernels.rw.cu" -o "$tmp/k.so"

# The measured cases: each kernel at 2^18 (blocks in order) and 2^16
# (shuffled), block 256 and 1024; run twice after one unmeasured warm-up
# of each, so that neither process pays a first touch in the figure.
cases=""
for k in 0 1; do
  for shape in 262144:256:0 65536:256:1 262144:1024:0 65536:1024:1; do
    cases="$cases $k:$shape"
  done
done
warm="" measured=""
for c in $cases; do warm="$warm $c:0"; measured="$measured $c:1 $c:1"; done
history="" count=0
i=0
while [ "$i" -lt "$hist_reps" ]; do
  for b in 32 64 128 256 512 1024; do
    for n in 1000 4099 65537; do
      for k in 0 1; do
        history="$history $k:$n:$b:0:0 $k:$n:$b:1:0"
        count=$((count + 2))
      done
    done
  done
  i=$((i + 1))
done
echo "worker-age: 8 cases, each run twice, CPU s summed; history: $count cases" \
     "first (mappings and minor faults at the process's end)"
r=1
while [ "$r" -le "$rounds" ]; do
  # a driver that fails (a case's error) stops the script: set -e
  # shellcheck disable=SC2086
  fresh=$("$tmp/driver" "$tmp/k.so" $warm $measured)
  # shellcheck disable=SC2086
  aged=$("$tmp/driver" "$tmp/k.so" $history $warm $measured)
  echo "$r $fresh $aged" | awk '{ printf "round %d: fresh %s (%d maps, %d faults); after the history %s (%d maps, %d faults)\n", $1, $2, $4, $5, $6, $8, $9 }'
  r=$((r + 1))
done
