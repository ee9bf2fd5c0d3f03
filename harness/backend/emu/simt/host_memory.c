/* host_memory.c — the CUDA calls on memory, over memory.c: allocation
 * (device, managed and pinned host memory), copies and fills.  A
 * synchronous copy or fill is an op on the legacy default stream that the
 * host waits for; an asynchronous one is queued on its stream (stream.c).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

/* caller: the submission's call, for a diagnosis and the leak watch */
static cudaError_t device_alloc(void **p, size_t n, void *caller)
{
  if (!p)
    return simt_api_ret(cudaErrorInvalidValue);
  if (simt_sticky())
    return simt_sticky();
  *p = simt_mem_alloc(n, caller);
  return simt_api_ret(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaMalloc(void **p, size_t n)
{
  return device_alloc(p, n, __builtin_return_address(0));
}

cudaError_t cudaMallocManaged(void **p, size_t n, unsigned int flags)
{
  if (flags != 1 && flags != 2) /* cudaMemAttachGlobal, cudaMemAttachHost: CUDA takes no other */
    return simt_api_ret(cudaErrorInvalidValue);
  cudaError_t e = device_alloc(p, n, __builtin_return_address(0));
  if (!e)
    simt_mem_set_managed(*p); /* the host may read it, as on a GPU */
  return e;
}

/* The runtime's own reads and writes of device memory (memory.c), as
 * device dev's work: its copy of the __device__ variables (devvar_bank.c). */
static void dev_move(void *dst, const void *src, size_t n, int dev, void *pc)
{
  simt_mem_open();
  simt_dvb_use(dev);
  memmove(dst, src, n);
  simt_mem_close();
  simt_watch_copy(dst, src, n);
  simt_wr_copied(dst, src, n, pc);
}

static void dev_set(void *p, int v, size_t n)
{
  simt_mem_open();
  simt_dvb_use(simt_current_device());
  memset(p, v, n);
  simt_mem_close();
  simt_ot_wrote(p, n);
  simt_hw_set(p, n);
  simt_wr_filled(p, n);
}

/* The line a copy's finding names: the glue's wrap of the copy calls
 * (glue/watch.cuh) hands over its own caller, the submission's line, which
 * the copy then takes in place of the wrap's. */
static void *copy_caller;

void simt_copy_caller(void *pc) { copy_caller = pc; }

static void *copy_pc(void *own)
{
  void *pc = copy_caller ? copy_caller : own;
  copy_caller = NULL;
  return pc;
}

/* Pinned host memory: an async copy to or from it is queued like any
 * other; one from pageable memory is staged or waited for (see
 * cudaMemcpyAsync). */
struct pinned { void *p; size_t n; int stored; }; /* stored: by a kernel */
static struct pinned *pins;
static size_t npins, cappins;

int simt_host_pinned_store(const void *p, size_t n)
{
  for (size_t i = 0; i < npins; i++)
    if ((const char *)p >= (const char *)pins[i].p &&
        (const char *)p + n <= (const char *)pins[i].p + pins[i].n)
      return pins[i].stored = 1;
  return 0;
}

void simt_host_each_stored(void (*fn)(uintptr_t base, size_t n))
{
  for (size_t i = 0; i < npins; i++)
    if (pins[i].stored)
      fn((uintptr_t)pins[i].p, pins[i].n);
}

int simt_host_pinned(const void *p, size_t n)
{
  for (size_t i = 0; i < npins; i++)
    if ((const char *)p >= (const char *)pins[i].p &&
        (const char *)p + n <= (const char *)pins[i].p + pins[i].n)
      return 1;
  return 0;
}

static cudaError_t pinned_alloc(void **p, size_t n, void *caller)
{
  if (!p)
    return simt_api_ret(cudaErrorInvalidValue);
  *p = malloc(n ? n : 1);
  if (*p) /* malloc's fresh pages are zero: filled as device memory is (simt.h) */
    memset(*p, SIMT_ALLOC_FILL(simt_opt.schedule), n < (4u << 20) ? n : (4u << 20));
  if (*p && npins == cappins) {
    size_t c = cappins ? 2 * cappins : 16;
    struct pinned *np = realloc(pins, c * sizeof *np);
    if (np) {
      pins = np;
      cappins = c;
    }
  }
  if (*p && npins == cappins) { /* unrecorded, cudaFreeHost would refuse it */
    free(*p);
    *p = NULL;
  }
  if (*p)
    pins[npins++] = (struct pinned){*p, n, 0};
  simt_scratch_made(*p, n, caller);
  return simt_api_ret(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaMallocHost(void **p, size_t n)
{
  return pinned_alloc(p, n, __builtin_return_address(0));
}

cudaError_t cudaHostAlloc(void **p, size_t n, unsigned int flags)
{
  if (flags & ~7u) /* other than cudaHostAllocPortable, Mapped, WriteCombined */
    return simt_api_ret(cudaErrorInvalidValue);
  return pinned_alloc(p, n, __builtin_return_address(0));
}

cudaError_t cudaHostGetDevicePointer(void **device, void *host, unsigned int flags)
{
  if (!device || flags != 0 || !simt_host_pinned(host, 1))
    return simt_api_ret(cudaErrorInvalidValue);
  *device = host;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaSetDeviceFlags(unsigned int flags)
{
  /* mapped pinned memory is always on; the rest is scheduling.  Refused as
   * on a GPU: a bit CUDA does not define, two scheduling policies at once. */
  unsigned sched = flags & 7; /* cudaDeviceScheduleMask; 0x98: MapHost, LmemResize, SyncMemops */
  if ((flags & ~0x9fu) || (sched & (sched - 1)))
    return simt_api_ret(cudaErrorInvalidValue);
  return simt_api_ret(cudaSuccess);
}

/* Only what cudaMallocHost or cudaHostAlloc gave, from its start, is freed:
 * another pointer (the stack's, malloc's, a device allocation, one freed
 * already) is refused as CUDA refuses it, not handed to free(). */
cudaError_t cudaFreeHost(void *p)
{
  if (!p)
    return simt_api_ret(cudaSuccess);
  size_t i = 0;
  while (i < npins && pins[i].p != p)
    i++;
  if (i == npins)
    return simt_api_ret(cudaErrorInvalidValue);
  simt_stream_drain_device(-1); /* it waits for work that may use it */
  pins[i] = pins[--npins];
  simt_scratch_freed(p);
  free(p);
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaFree(void *p)
{
  if (simt_sticky())
    return simt_sticky();
  if (!p)
    return simt_api_ret(cudaSuccess);
  simt_stream_drain_device(-1); /* cudaFree waits for the device */
  return simt_api_ret(simt_mem_free(p) == 0 ? cudaSuccess : cudaErrorInvalidValue);
}

/* The stream-ordered allocator (cudaMallocAsync, CUDA 11.2): the memory
 * exists at once, which work queued on s before it cannot notice; the free
 * runs once the work s has queued, which may still use the memory, is done
 * (that stream only: cudaFree's wait for the whole device is what it saves). */
cudaError_t cudaMallocAsync(void **p, size_t n, cudaStream_t s)
{
  (void)s;
  if (!p)
    return simt_api_ret(cudaErrorInvalidValue);
  if (simt_sticky())
    return simt_sticky();
  *p = simt_mem_alloc(n, __builtin_return_address(0)); /* the caller, for a diagnosis */
  return simt_api_ret(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaFreeAsync(void *p, cudaStream_t s)
{
  if (simt_sticky())
    return simt_sticky();
  if (!p)
    return simt_api_ret(cudaSuccess);
  cudaError_t e = simt_stream_sync(s);
  if (e != cudaSuccess)
    return simt_api_ret(e);
  return simt_api_ret(simt_mem_free(p) == 0 ? cudaSuccess : cudaErrorInvalidValue);
}

/* CUDA's checks of a copy of kind k; 0 or the error.  A copy the entry
 * point makes (device memory closed to the host: simt_mem_guarded) that
 * reads an input's sentinels is an over-read at its call, pc, as a
 * kernel's load of them is (past_end.c): the grader's tail keeps it inside
 * the allocation, where a GPU's array of n elements would end; one that
 * writes into the input or past its end is judged as a kernel's store. */
static int copy_check(void *dst, const void *src, size_t n, cudaMemcpyKind k, void *pc)
{
  if (n == 0)
    return 0;
  if (!dst || !src)
    return cudaErrorInvalidValue;
  if (n - 1 > UINTPTR_MAX - (uintptr_t)dst || n - 1 > UINTPTR_MAX - (uintptr_t)src)
    return cudaErrorInvalidValue; /* past the address space's end: host memory too */
  if (simt_past_marks && simt_mem_guarded()) {
    simt_mem_past_read((uintptr_t)src, n, pc);
    simt_mem_input_write((uintptr_t)dst, n, pc);
    simt_mem_past_write((uintptr_t)dst, n, pc);
  }
  int dd = simt_mem_is_device(dst, n) || simt_symbol_holds(dst, n);
  int sd = simt_mem_is_device(src, n) || simt_symbol_holds(src, n);
  int ok;
  switch (k) {
  case cudaMemcpyHostToHost: ok = 1; break;
  case cudaMemcpyHostToDevice: ok = dd; break;
  case cudaMemcpyDeviceToHost: ok = sd; break;
  case cudaMemcpyDeviceToDevice: ok = dd && sd; break;
  case cudaMemcpyDefault:
    ok = (dd || !simt_mem_in_arena((uintptr_t)dst)) && (sd || !simt_mem_in_arena((uintptr_t)src));
    break;
  default: return cudaErrorInvalidMemcpyDirection;
  }
  return ok ? 0 : cudaErrorInvalidValue;
}

/* Waits, as a synchronous call on the current device's legacy stream does,
 * for that stream and the blocking streams; and, as the copy may touch
 * another device's memory, for that device's legacy stream too. */
static void sync_for(const void *a, const void *b, size_t n)
{
  int cur = simt_current_device();
  simt_stream_drain_legacy(cur);
  int da = simt_mem_device(a, n ? n : 1), db = simt_mem_device(b, n ? n : 1);
  if (da >= 0 && da != cur)
    simt_stream_drain_legacy(da);
  if (db >= 0 && db != cur && db != da)
    simt_stream_drain_legacy(db);
}

/* A synchronous copy: after the work it waits for, at once. */
cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k)
{
  if (simt_sticky())
    return simt_sticky();
  void *pc = copy_pc(__builtin_return_address(0));
  int e = copy_check(dst, src, n, k, pc);
  if (e)
    return simt_api_ret(e);
  sync_for(dst, src, n);
  if (simt_sticky())
    return simt_sticky();
  if (n)
    dev_move(dst, src, n, simt_current_device(), pc);
  return simt_api_ret(cudaSuccess);
}

/* Queued on s.  From pageable host memory the source is read at the call
 * (CUDA stages it); into pageable host memory the copy waits for s and
 * completes before returning, as CUDA's does. */
static cudaError_t copy_async(void *dst, const void *src, size_t n, cudaMemcpyKind k,
                              cudaStream_t s, void *where)
{
  if (simt_sticky())
    return simt_sticky();
  int e = copy_check(dst, src, n, k, where);
  if (e)
    return simt_api_ret(e);
  if (simt_stream_device(s) < 0)
    return simt_api_ret(cudaErrorInvalidResourceHandle);
  /* A __device__ variable (its address from cudaGetSymbolAddress) is
   * device memory too, closed to host code: never staged as host memory. */
  int dst_host = !simt_mem_in_arena((uintptr_t)dst) && !simt_symbol_holds(dst, n);
  int src_host = !simt_mem_in_arena((uintptr_t)src) && !simt_symbol_holds(src, n);
  if (n && dst_host && !simt_host_pinned(dst, n)) {
    cudaError_t r = cudaStreamSynchronize(s);
    if (r)
      return r;
    dev_move(dst, src, n, simt_stream_device(s), where);
    return simt_api_ret(cudaSuccess);
  }
  return simt_api_ret(simt_stream_copy(dst, src, n, s, src_host && !simt_host_pinned(src, n), where));
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind k, cudaStream_t s)
{
  return copy_async(dst, src, n, k, s, copy_pc(__builtin_return_address(0)));
}

cudaError_t cudaMemcpyPeer(void *dst, int dd, const void *src, int sd, size_t n)
{
  if (dd < 0 || dd >= simt_device_count() || sd < 0 || sd >= simt_device_count())
    return simt_api_ret(cudaErrorInvalidDevice);
  return cudaMemcpy(dst, src, n, cudaMemcpyDeviceToDevice);
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dd, const void *src, int sd, size_t n, cudaStream_t s)
{
  if (dd < 0 || dd >= simt_device_count() || sd < 0 || sd >= simt_device_count())
    return simt_api_ret(cudaErrorInvalidDevice);
  return copy_async(dst, src, n, cudaMemcpyDeviceToDevice, s, copy_pc(__builtin_return_address(0)));
}

/* Whether height rows of width bytes, pitch apart from p, run past the end
 * of the address space (a host side's rows are not checked one by one as
 * a device side's are: a wrapped row would be read or written at once). */
static int extent_wraps(const void *p, size_t pitch, size_t width, size_t height)
{
  size_t room = UINTPTR_MAX - (uintptr_t)p;
  return width - 1 > room || (height > 1 && pitch && (height - 1 > (room - (width - 1)) / pitch));
}

/* Row by row, each row one copy with its checks; CUDA's pitch rules first. */
static cudaError_t copy_2d_now(void *dst, size_t dpitch, const void *src, size_t spitch,
                               size_t width, size_t height, cudaMemcpyKind k, void *where)
{
  if (simt_sticky())
    return simt_sticky();
  if (width > dpitch || width > spitch)
    return simt_api_ret(cudaErrorInvalidPitchValue);
  if (width && height && (extent_wraps(dst, dpitch, width, height) ||
                          extent_wraps(src, spitch, width, height)))
    return simt_api_ret(cudaErrorInvalidValue);
  for (size_t r = 0; r < height && width > 0; r++) {
    const char *s = (const char *)src + r * spitch;
    char *d = (char *)dst + r * dpitch;
    int e = copy_check(d, s, width, k, where);
    if (e)
      return simt_api_ret(e);
    dev_move(d, s, width, simt_current_device(), where);
  }
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cudaMemcpyKind k)
{
  if (!simt_sticky())
    sync_for(dst, src, 1);
  return copy_2d_now(dst, dpitch, src, spitch, width, height, k, copy_pc(__builtin_return_address(0)));
}

/* Not queued: it waits for s and copies at once (a rare call in this
 * course; the wait can hide no missing synchronisation of s's work, only
 * make it visible earlier). */
cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, cudaMemcpyKind k, cudaStream_t s)
{
  cudaError_t r = cudaStreamSynchronize(s);
  if (r)
    return r;
  return copy_2d_now(dst, dpitch, src, spitch, width, height, k, copy_pc(__builtin_return_address(0)));
}

/* A fill the entry point makes into an input or past its end: as a
 * kernel's store there (past_end.c). */
static void fill_check(void *p, size_t n, void *pc)
{
  if (n && simt_past_marks && simt_mem_guarded()) {
    simt_mem_input_write((uintptr_t)p, n, pc);
    simt_mem_past_write((uintptr_t)p, n, pc);
  }
}

/* A synchronous fill: CUDA may return before it ends, but it is ordered on
 * the legacy stream and in practice done before any later work starts; run
 * at once, so that no later work on a non-blocking stream can overtake it. */
cudaError_t cudaMemset(void *p, int v, size_t n)
{
  if (simt_sticky())
    return simt_sticky();
  if (n && !simt_mem_is_device(p, n) && !simt_symbol_holds(p, n))
    return simt_api_ret(cudaErrorInvalidValue);
  fill_check(p, n, __builtin_return_address(0));
  sync_for(p, p, n);
  if (simt_sticky())
    return simt_sticky();
  if (n)
    dev_set(p, v, n);
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s)
{
  if (simt_sticky())
    return simt_sticky();
  if (n && !simt_mem_is_device(p, n) && !simt_symbol_holds(p, n))
    return simt_api_ret(cudaErrorInvalidValue);
  /* Another device's memory on this stream: CUDA 13 refuses it,
   * whichever device is current (two H200s, peer access not enabled). */
  int mine = simt_stream_device(s), owner = simt_mem_device(p, n ? n : 1);
  if (n && owner >= 0 && mine >= 0 && owner != mine && !simt_peer_enabled(mine, owner))
    return simt_api_ret(cudaErrorInvalidValue);
  fill_check(p, n, __builtin_return_address(0));
  return simt_api_ret(simt_stream_set(p, v, n, s, __builtin_return_address(0)));
}

/* cudaMemcpyTo/FromSymbol (the shim): a copy between a __device__
 * variable, an ordinary global here, and host memory: synchronous, or
 * queued on s. */
cudaError_t simt_symbol_copy(void *dst, const void *src, size_t n, cudaStream_t s, int async)
{
  if (simt_sticky())
    return simt_sticky();
  /* As cudaMemcpyAsync: the symbol (registered by the shim) and a device
   * pointer are device memory, never staged as pageable host memory. */
  void *pc = __builtin_return_address(0);
  if (async)
    return copy_async(dst, src, n, cudaMemcpyDefault, s, pc);
  /* CUDA's checks and the grader's marks, as for cudaMemcpy: a symbol copy
   * that reads past an input's end is an over-read even where the value is
   * never used (tests/hostile/symbol-copy-reads-past-end.cu). */
  int e = copy_check(dst, src, n, cudaMemcpyDefault, pc);
  if (e)
    return simt_api_ret(e);
  sync_for(dst, src, n);
  if (simt_sticky())
    return simt_sticky();
  dev_move(dst, src, n, simt_current_device(), pc);
  return simt_api_ret(cudaSuccess);
}

cudaError_t simt_symbol_range(const void *sym, size_t off, size_t n, size_t size)
{
  if (simt_mem_host_global((uintptr_t)sym)) /* no __device__, __constant__, __managed__ */
    return simt_api_ret(cudaErrorInvalidSymbol);
  return off > size || n > size - off ? simt_api_ret(cudaErrorInvalidValue) : cudaSuccess;
}

cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total_bytes)
{
  /* The modelled GPU's memory, not the grader's cap: what a GPU says
   * (simt_set_mem_limit). */
  size_t total = simt_model_memory();
  if (free_bytes)
    *free_bytes = total - simt_mem_used(simt_current_device());
  if (total_bytes)
    *total_bytes = total;
  return simt_api_ret(cudaSuccess);
}
