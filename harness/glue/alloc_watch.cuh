// alloc_watch.cuh — the memory each checked call of the entry point
// allocates and leaves allocated (scratch_left.h says what is counted).
// The glue opens the watch just before the checked call and closes it
// once the call has returned (parts.cuh, multi.cuh); what it fills goes
// to the grader in rg_result.scratch, where the calls of one process are
// compared (check/leak_check.c): a function that leaks leaves more with
// every call, a cache kept in a static does not.
//
// Emulator: the runtime's allocation table knows every allocation and the
// line that made it (simt/scratch_left.c); the glue only opens and closes.
//
// GPU: the linker's wraps (compile_internal.h: RG_GPU_ALLOC_WRAPS) of the
// allocating calls record what is made while the watch is open, and the
// frees drop it whenever they come; the wraps of cudaMallocManaged,
// cudaMallocHost, cudaHostAlloc, cudaFree and cudaFreeHost are watch.cuh's,
// which call rg_aw_made and rg_aw_freed.  The line is not known there.
#ifndef RG_ALLOC_WATCH_CUH
#define RG_ALLOC_WATCH_CUH

#include <cuda_runtime.h>
#include <stdlib.h>
#include <string.h>

#include "scratch_left.h"

#ifdef SIMT_EMULATOR
extern "C" void simt_scratch_begin(void);
extern "C" void simt_scratch_end(rg_scratch *s);

static void rg_alloc_watch_begin(void) { simt_scratch_begin(); }
static void rg_alloc_watch_end(rg_scratch *s) { simt_scratch_end(s); }
#else

struct rg_held {
  void *p;
  size_t n;
  int call; // the checked call that made it (1-based)
};

static struct {
  bool open;
  int calls;
  rg_held *held; // allocations made by checked calls, not freed yet
  int nheld, cap;
} rg_aw;

// A successful allocation of n bytes at p: kept while the watch is open.
static void rg_aw_made(void *p, size_t n)
{
  if (!__atomic_load_n(&rg_aw.open, __ATOMIC_RELAXED) || !p)
    return;
  if (rg_aw.nheld == rg_aw.cap) {
    int cap = rg_aw.cap ? 2 * rg_aw.cap : 16;
    void *grown = realloc(rg_aw.held, (size_t)cap * sizeof *rg_aw.held);
    if (!grown)
      return; // not counted: no verdict rests on a record that was never made
    rg_aw.held = (rg_held *)grown;
    rg_aw.cap = cap;
  }
  rg_aw.held[rg_aw.nheld++] = rg_held{p, n, rg_aw.calls};
}

// A free of p, open or not: a later call may free what an earlier one kept.
static void rg_aw_freed(void *p)
{
  for (int i = 0; p && i < rg_aw.nheld; i++)
    if (rg_aw.held[i].p == p) {
      rg_aw.held[i] = rg_aw.held[--rg_aw.nheld];
      return;
    }
}

static int rg_aw_live_before;

static void rg_alloc_watch_begin(void)
{
  rg_aw.calls++;
  rg_aw_live_before = rg_aw.nheld;
  __atomic_store_n(&rg_aw.open, true, __ATOMIC_RELAXED);
}

static void rg_alloc_watch_end(rg_scratch *s)
{
  __atomic_store_n(&rg_aw.open, false, __ATOMIC_RELAXED);
  memset(s, 0, sizeof *s);
  s->calls = rg_aw.calls;
  s->live_before = rg_aw_live_before;
  s->live_after = rg_aw.nheld;
  for (int i = 0; i < rg_aw.nheld; i++) {
    s->bytes_after += rg_aw.held[i].n;
    if (rg_aw.held[i].call == rg_aw.calls) {
      s->kept++;
      s->kept_bytes += rg_aw.held[i].n;
    }
  }
}

// The allocating calls watch.cuh does not wrap already: device memory,
// pitched and stream-ordered, and the stream-ordered free.
#define RG_WRAP_MADE(name, params, args, ptr, bytes)                           \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    cudaError_t e = __real_##name args;                                        \
    if (e == cudaSuccess && ptr)                                               \
      rg_aw_made(*ptr, bytes);                                                 \
    return e;                                                                  \
  }
#define RG_WRAP_FREED(name, params, args, ptr)                                 \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    cudaError_t e = __real_##name args;                                        \
    if (e == cudaSuccess)                                                      \
      rg_aw_freed(ptr);                                                        \
    return e;                                                                  \
  }

RG_WRAP_MADE(cudaMalloc, (void **p, size_t n), (p, n), p, n)
RG_WRAP_MADE(cudaMallocPitch, (void **p, size_t *pitch, size_t w, size_t h),
             (p, pitch, w, h), p, pitch ? *pitch * h : w * h)
RG_WRAP_MADE(cudaMallocAsync, (void **p, size_t n, cudaStream_t s), (p, n, s), p, n)
RG_WRAP_MADE(cudaMallocAsync_ptsz, (void **p, size_t n, cudaStream_t s), (p, n, s), p, n)
RG_WRAP_MADE(cudaMallocFromPoolAsync, (void **p, size_t n, cudaMemPool_t m, cudaStream_t s),
             (p, n, m, s), p, n)
RG_WRAP_MADE(cudaMallocFromPoolAsync_ptsz,
             (void **p, size_t n, cudaMemPool_t m, cudaStream_t s), (p, n, m, s), p, n)
RG_WRAP_FREED(cudaFreeAsync, (void *p, cudaStream_t s), (p, s), p)
RG_WRAP_FREED(cudaFreeAsync_ptsz, (void *p, cudaStream_t s), (p, s), p)

#undef RG_WRAP_MADE
#undef RG_WRAP_FREED
#endif

#endif
