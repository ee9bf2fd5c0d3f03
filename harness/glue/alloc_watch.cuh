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
// which call rg_aw_made and rg_aw_freed.  The line is not known there, but
// the place is: each wrap's return address, the submission's call, which
// tells a second cache made elsewhere from a leak (rg_sites).
// Streams and events the same way, from their create to their destroy
// (the wraps below); the host and device heaps are not counted on a GPU
// (scratch_left.h: the emulator's build alone wraps the host's, and no
// host call sees device code's malloc).
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
  int call;     // the checked call that made it (1-based)
  void *caller; // the submission's call that made it
};

static struct {
  bool open;
  int calls;
  rg_held *held; // allocations made by checked calls, not freed yet
  int nheld, cap;
} rg_aw;

// A successful allocation of n bytes at p: kept while the watch is open.
static void rg_aw_made(void *p, size_t n, void *caller)
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
  rg_aw.held[rg_aw.nheld++] = rg_held{p, n, rg_aw.calls, caller};
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

// The streams and events made by checked calls, not destroyed yet.
struct rg_handle {
  const void *h;
  int kind;     // RG_HELD_STREAM or RG_HELD_EVENT
  int call;     // the checked call that made it (1-based)
  void *caller; // the submission's call that made it
};
static struct {
  rg_handle *held;
  int n, cap;
  int before[RG_HELD_KINDS];
} rg_hw;

static void rg_hw_made(int kind, const void *h, void *caller)
{
  if (!__atomic_load_n(&rg_aw.open, __ATOMIC_RELAXED) || !h)
    return;
  if (rg_hw.n == rg_hw.cap) {
    int cap = rg_hw.cap ? 2 * rg_hw.cap : 16;
    void *grown = realloc(rg_hw.held, (size_t)cap * sizeof *rg_hw.held);
    if (!grown)
      return; // not counted, as rg_aw_made
    rg_hw.held = (rg_handle *)grown;
    rg_hw.cap = cap;
  }
  rg_hw.held[rg_hw.n++] = rg_handle{h, kind, rg_aw.calls, caller};
}

static void rg_hw_gone(int kind, const void *h)
{
  for (int i = 0; h && i < rg_hw.n; i++)
    if (rg_hw.held[i].h == h && rg_hw.held[i].kind == kind) {
      rg_hw.held[i] = rg_hw.held[--rg_hw.n];
      return;
    }
}

static int rg_hw_count(int kind)
{
  int k = 0;
  for (int i = 0; i < rg_hw.n; i++)
    k += rg_hw.held[i].kind == kind;
  return k;
}

static void rg_alloc_watch_begin(void)
{
  rg_aw.calls++;
  rg_aw_live_before = rg_aw.nheld;
  rg_hw.before[RG_HELD_STREAM] = rg_hw_count(RG_HELD_STREAM);
  rg_hw.before[RG_HELD_EVENT] = rg_hw_count(RG_HELD_EVENT);
  __atomic_store_n(&rg_aw.open, true, __ATOMIC_RELAXED);
}

// The places that made the records of earlier calls still held (those
// `is` takes), and whether one this call kept came from one of them, from
// no known place, or from any once more than RG_SITES_APART places hold
// them (read as more than RG_CACHE_SITES: scratch_left.h, rg_sites).
#define RG_SITES_APART 16
template <typename R, typename Is>
static rg_sites rg_sites_in(const R *r, int n, Is is)
{
  void *at[RG_SITES_APART];
  int k = 0, many = 0;
  auto seen = [&](void *caller) {
    for (int j = 0; j < k; j++)
      if (at[j] == caller)
        return true;
    return false;
  };
  for (int i = 0; i < n; i++) {
    if (!is(r[i]) || r[i].call == rg_aw.calls || seen(r[i].caller))
      continue;
    if (k < RG_SITES_APART)
      at[k++] = r[i].caller;
    else
      many = 1;
  }
  rg_sites out = {k + many, 0};
  for (int i = 0; i < n && !out.again; i++)
    if (is(r[i]) && r[i].call == rg_aw.calls)
      out.again = many || !r[i].caller || seen(r[i].caller);
  return out;
}

// One kind of handle's counts for the grader (no line known here).
static void rg_hw_fill(rg_scratch *s, int kind)
{
  struct rg_held_count *c = &s->held[kind];
  c->before = rg_hw.before[kind];
  for (int i = 0; i < rg_hw.n; i++)
    if (rg_hw.held[i].kind == kind) {
      c->after++;
      c->kept += rg_hw.held[i].call == rg_aw.calls;
    }
  c->sites = rg_sites_in(rg_hw.held, rg_hw.n,
                         [kind](const rg_handle &h) { return h.kind == kind; });
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
  s->sites_known = 1;
  s->sites = rg_sites_in(rg_aw.held, rg_aw.nheld, [](const rg_held &) { return true; });
  rg_hw_fill(s, RG_HELD_STREAM);
  rg_hw_fill(s, RG_HELD_EVENT);
}

// The allocating calls watch.cuh does not wrap already: device memory,
// pitched and stream-ordered, and the stream-ordered free.
#define RG_WRAP_MADE(name, params, args, ptr, bytes)                           \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    cudaError_t e = __real_##name args;                                        \
    if (e == cudaSuccess && ptr)                                               \
      rg_aw_made(*ptr, bytes, __builtin_return_address(0));                    \
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

// Streams and events: made at *out, undone by their destroy.
#define RG_WRAP_CREATE(name, kind, params, args, out)                          \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    cudaError_t rg_err = __real_##name args;                                   \
    if (rg_err == cudaSuccess && out)                                          \
      rg_hw_made(kind, *out, __builtin_return_address(0));                     \
    return rg_err;                                                             \
  }
#define RG_WRAP_DESTROY(name, kind, type)                                      \
  extern "C" cudaError_t __real_##name(type h);                                \
  extern "C" cudaError_t __wrap_##name(type h)                                 \
  {                                                                            \
    cudaError_t rg_err = __real_##name(h);                                     \
    if (rg_err == cudaSuccess)                                                 \
      rg_hw_gone(kind, h);                                                     \
    return rg_err;                                                             \
  }

RG_WRAP_CREATE(cudaStreamCreate, RG_HELD_STREAM, (cudaStream_t *s), (s), s)
RG_WRAP_CREATE(cudaStreamCreateWithFlags, RG_HELD_STREAM, (cudaStream_t *s, unsigned int f),
               (s, f), s)
RG_WRAP_CREATE(cudaStreamCreateWithPriority, RG_HELD_STREAM,
               (cudaStream_t *s, unsigned int f, int prio), (s, f, prio), s)
RG_WRAP_CREATE(cudaEventCreate, RG_HELD_EVENT, (cudaEvent_t *ev), (ev), ev)
RG_WRAP_CREATE(cudaEventCreateWithFlags, RG_HELD_EVENT, (cudaEvent_t *ev, unsigned int f),
               (ev, f), ev)
RG_WRAP_DESTROY(cudaStreamDestroy, RG_HELD_STREAM, cudaStream_t)
RG_WRAP_DESTROY(cudaEventDestroy, RG_HELD_EVENT, cudaEvent_t)

#undef RG_WRAP_MADE
#undef RG_WRAP_FREED
#undef RG_WRAP_CREATE
#undef RG_WRAP_DESTROY
#endif

#endif
