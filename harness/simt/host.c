/* host.c — the CUDA runtime API on the host side of the emulator: errors
 * (last and sticky, with CUDA's names and strings), the modelled H100-like
 * devices (simt_options.device_count of them, each with its own memory
 * count), device memory calls over memory.c, and the CUDA calls on streams
 * and events.  Device work is queued on streams and runs when the host
 * waits for it (stream.c); a synchronous copy or fill is an op on the
 * legacy default stream that the host waits for.  Launches and occupancy
 * are in launch.c.  The state here lives as long as the process, as a
 * CUDA context does: see simt_case_begin.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "simt_int.h"

static int last_err, sticky_err, cur_dev;
static unsigned char peer[SIMT_MAX_DEVICES][SIMT_MAX_DEVICES];

int simt_current_device(void) { return cur_dev; }

void simt_host_set_device(int d) { cur_dev = d; }

int simt_peer_enabled(int from, int to)
{
  return from >= 0 && from < SIMT_MAX_DEVICES && to >= 0 && to < SIMT_MAX_DEVICES &&
         peer[from][to];
}

static int is_sticky(int e)
{
  return e == cudaErrorIllegalAddress || e == cudaErrorMisalignedAddress || e == cudaErrorLaunchFailure ||
         e == cudaErrorLaunchTimeout;
}

void simt_set_error(int e)
{
  if (!e)
    return;
  last_err = e;
  if (is_sticky(e))
    sticky_err = e;
}

int simt_sticky(void) { return sticky_err; }

void simt_host_reset(void)
{
  last_err = sticky_err = 0;
  cur_dev = 0;
  memset(peer, 0, sizeof peer);
}

void simt_host_free_handles(void) { simt_stream_reset(); }

/* Every API call: a sticky error wins; otherwise record e as the last error. */
static cudaError_t ret(int e)
{
  if (sticky_err)
    return sticky_err;
  simt_set_error(e);
  return e;
}

static const struct { int code; const char *name, *text; } errors[] = {
  {cudaSuccess, "cudaSuccess", "no error"},
  {cudaErrorInvalidValue, "cudaErrorInvalidValue", "invalid argument"},
  {cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation", "out of memory"},
  {cudaErrorInitializationError, "cudaErrorInitializationError", "initialization error"},
  {cudaErrorInvalidConfiguration, "cudaErrorInvalidConfiguration", "invalid configuration argument"},
  {cudaErrorInvalidPitchValue, "cudaErrorInvalidPitchValue", "invalid pitch argument"},
  {cudaErrorInvalidSymbol, "cudaErrorInvalidSymbol", "invalid device symbol"},
  {cudaErrorInvalidDevicePointer, "cudaErrorInvalidDevicePointer", "invalid device pointer"},
  {cudaErrorInvalidMemcpyDirection, "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
  {cudaErrorInvalidDeviceFunction, "cudaErrorInvalidDeviceFunction", "invalid device function"},
  {cudaErrorNoDevice, "cudaErrorNoDevice", "no CUDA-capable device is detected"},
  {cudaErrorInvalidDevice, "cudaErrorInvalidDevice", "invalid device ordinal"},
  {cudaErrorInvalidResourceHandle, "cudaErrorInvalidResourceHandle", "invalid resource handle"},
  {cudaErrorNotReady, "cudaErrorNotReady", "device not ready"},
  {cudaErrorIllegalAddress, "cudaErrorIllegalAddress", "an illegal memory access was encountered"},
  {cudaErrorLaunchOutOfResources, "cudaErrorLaunchOutOfResources", "too many resources requested for launch"},
  {cudaErrorLaunchTimeout, "cudaErrorLaunchTimeout", "the launch timed out and was terminated"},
  {cudaErrorPeerAccessAlreadyEnabled, "cudaErrorPeerAccessAlreadyEnabled", "peer access is already enabled"},
  {cudaErrorPeerAccessNotEnabled, "cudaErrorPeerAccessNotEnabled", "peer access has not been enabled"},
  {cudaErrorMisalignedAddress, "cudaErrorMisalignedAddress", "misaligned address"},
  {cudaErrorLaunchFailure, "cudaErrorLaunchFailure", "unspecified launch failure"},
  {cudaErrorCooperativeLaunchTooLarge, "cudaErrorCooperativeLaunchTooLarge", "too many blocks in cooperative launch"},
  {cudaErrorNotSupported, "cudaErrorNotSupported", "operation not supported"},
  {cudaErrorUnknown, "cudaErrorUnknown", "unknown error"},
};

const char *cudaGetErrorName(cudaError_t e)
{
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == (int)e)
      return errors[i].name;
  return "cudaErrorUnknown";
}

const char *cudaGetErrorString(cudaError_t e)
{
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == (int)e)
      return errors[i].text;
  return "unrecognized error code";
}

cudaError_t cudaGetLastError(void)
{
  int e = sticky_err ? sticky_err : last_err;
  last_err = 0;
  return e;
}

cudaError_t cudaPeekAtLastError(void) { return sticky_err ? sticky_err : last_err; }

/* ---- the device model ---- */

static int ndev(void)
{
  int n = simt_opt.device_count > 0 ? simt_opt.device_count : 1;
  return n < SIMT_MAX_DEVICES ? n : SIMT_MAX_DEVICES;
}

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d)
{
  if (!p || d < 0 || d >= ndev())
    return ret(d < 0 || d >= ndev() ? cudaErrorInvalidDevice : cudaErrorInvalidValue);
  memset(p, 0, sizeof *p);
  snprintf(p->name, sizeof p->name, "SIMT emulator (H100 model)");
  p->totalGlobalMem = simt_mem_limit();
  p->sharedMemPerBlock = SIMT_SMEM_PER_BLOCK;
  p->regsPerBlock = 65536;
  p->warpSize = SIMT_WARP;
  p->memPitch = 2147483647;
  p->maxThreadsPerBlock = SIMT_MAX_BLOCK;
  p->maxThreadsDim[0] = 1024; p->maxThreadsDim[1] = 1024; p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 2147483647; p->maxGridSize[1] = 65535; p->maxGridSize[2] = 65535;
  p->clockRate = 1980000;
  p->totalConstMem = 65536;
  p->major = 9;
  p->minor = 0;
  p->textureAlignment = 512;
  p->deviceOverlap = 1;
  p->multiProcessorCount = SIMT_SM_COUNT;
  p->concurrentKernels = 1;
  p->ECCEnabled = 1;
  p->pciBusID = d;
  p->asyncEngineCount = 3;
  p->unifiedAddressing = 1;
  p->memoryClockRate = 2619000;   /* kHz; with 5120 bits: 3.35 TB/s */
  p->memoryBusWidth = 5120;
  p->l2CacheSize = 50 * 1024 * 1024;
  p->persistingL2CacheMaxSize = 30 * 1024 * 1024;
  p->maxThreadsPerMultiProcessor = SIMT_THREADS_PER_SM;
  p->sharedMemPerMultiprocessor = SIMT_SMEM_PER_SM;
  p->regsPerMultiprocessor = 65536;
  p->managedMemory = 1;
  p->cooperativeLaunch = 1;
  p->cooperativeMultiDeviceLaunch = 1;
  p->sharedMemPerBlockOptin = SIMT_SMEM_OPTIN;
  p->maxBlocksPerMultiProcessor = SIMT_BLOCKS_PER_SM;
  p->reservedSharedMemPerBlock = SIMT_SMEM_RESERVED;
  return ret(cudaSuccess);
}

cudaError_t cudaDeviceGetAttribute(int *v, cudaDeviceAttr a, int d)
{
  cudaDeviceProp p;
  if (!v)
    return ret(cudaErrorInvalidValue);
  cudaError_t e = cudaGetDeviceProperties(&p, d);
  if (e)
    return e;
  switch (a) {
  case cudaDevAttrMaxThreadsPerBlock: *v = p.maxThreadsPerBlock; break;
  case cudaDevAttrMaxBlockDimX: *v = p.maxThreadsDim[0]; break;
  case cudaDevAttrMaxBlockDimY: *v = p.maxThreadsDim[1]; break;
  case cudaDevAttrMaxBlockDimZ: *v = p.maxThreadsDim[2]; break;
  case cudaDevAttrMaxGridDimX: *v = p.maxGridSize[0]; break;
  case cudaDevAttrMaxGridDimY: *v = p.maxGridSize[1]; break;
  case cudaDevAttrMaxGridDimZ: *v = p.maxGridSize[2]; break;
  case cudaDevAttrMaxSharedMemoryPerBlock: *v = (int)p.sharedMemPerBlock; break;
  case cudaDevAttrTotalConstantMemory: *v = (int)p.totalConstMem; break;
  case cudaDevAttrWarpSize: *v = p.warpSize; break;
  case cudaDevAttrMaxRegistersPerBlock: *v = p.regsPerBlock; break;
  case cudaDevAttrClockRate: *v = p.clockRate; break;
  case cudaDevAttrMultiProcessorCount: *v = p.multiProcessorCount; break;
  case cudaDevAttrComputeCapabilityMajor: *v = p.major; break;
  case cudaDevAttrComputeCapabilityMinor: *v = p.minor; break;
  case cudaDevAttrMemoryClockRate: *v = p.memoryClockRate; break;
  case cudaDevAttrGlobalMemoryBusWidth: *v = p.memoryBusWidth; break;
  case cudaDevAttrL2CacheSize: *v = p.l2CacheSize; break;
  case cudaDevAttrMaxThreadsPerMultiProcessor: *v = p.maxThreadsPerMultiProcessor; break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor: *v = p.sharedMemPerMultiprocessor; break;
  case cudaDevAttrMaxRegistersPerMultiprocessor: *v = p.regsPerMultiprocessor; break;
  case cudaDevAttrCooperativeLaunch: *v = p.cooperativeLaunch; break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: *v = (int)p.sharedMemPerBlockOptin; break;
  case cudaDevAttrMaxBlocksPerMultiprocessor: *v = p.maxBlocksPerMultiProcessor; break;
  default: return ret(cudaErrorInvalidValue);
  }
  return ret(cudaSuccess);
}

cudaError_t cudaGetDeviceCount(int *n)
{
  if (!n)
    return ret(cudaErrorInvalidValue);
  *n = ndev();
  return ret(cudaSuccess);
}

cudaError_t cudaSetDevice(int d)
{
  if (d < 0 || d >= ndev())
    return ret(cudaErrorInvalidDevice);
  cur_dev = d;
  return ret(cudaSuccess);
}

cudaError_t cudaGetDevice(int *d)
{
  if (!d)
    return ret(cudaErrorInvalidValue);
  *d = cur_dev;
  return ret(cudaSuccess);
}

cudaError_t cudaDeviceCanAccessPeer(int *can, int d, int peer)
{
  if (!can || d < 0 || d >= ndev() || peer < 0 || peer >= ndev())
    return ret(cudaErrorInvalidDevice);
  *can = d != peer;
  return ret(cudaSuccess);
}

cudaError_t cudaDeviceEnablePeerAccess(int to, unsigned int flags)
{
  (void)flags;
  if (to < 0 || to >= ndev() || to == cur_dev)
    return ret(cudaErrorInvalidDevice);
  if (peer[cur_dev][to])
    return ret(cudaErrorPeerAccessAlreadyEnabled);
  peer[cur_dev][to] = 1;
  return ret(cudaSuccess);
}

cudaError_t cudaDeviceSynchronize(void)
{
  simt_stream_drain_device(cur_dev);
  return ret(cudaSuccess);
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

cudaError_t cudaDeviceReset(void)
{
  simt_stream_reset();
  simt_nccl_reset();
  simt_mem_reset();
  simt_host_reset();
  return cudaSuccess;
}

/* ---- memory ---- */

cudaError_t cudaMalloc(void **p, size_t n)
{
  if (!p)
    return ret(cudaErrorInvalidValue);
  if (sticky_err)
    return sticky_err;
  *p = simt_mem_alloc(n, __builtin_return_address(0)); /* the caller, for a diagnosis */
  return ret(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaMallocManaged(void **p, size_t n, unsigned int flags)
{
  (void)flags;
  cudaError_t e = cudaMalloc(p, n);
  if (!e)
    simt_mem_set_managed(*p); /* the host may read it, as on a GPU */
  return e;
}

/* The runtime's own reads and writes of device memory (memory.c). */
static void dev_move(void *dst, const void *src, size_t n)
{
  simt_watch_copy(dst, src, n);
  simt_mem_open();
  memmove(dst, src, n);
  simt_mem_close();
}

static void dev_set(void *p, int v, size_t n)
{
  simt_mem_open();
  memset(p, v, n);
  simt_mem_close();
}

/* Pinned host memory: an async copy to or from it is queued like any
 * other; one from pageable memory is staged or waited for (see
 * cudaMemcpyAsync). */
struct pinned { void *p; size_t n; };
static struct pinned *pins;
static size_t npins, cappins;

static int is_pinned(const void *p, size_t n)
{
  for (size_t i = 0; i < npins; i++)
    if ((const char *)p >= (const char *)pins[i].p &&
        (const char *)p + n <= (const char *)pins[i].p + pins[i].n)
      return 1;
  return 0;
}

cudaError_t cudaMallocHost(void **p, size_t n)
{
  if (!p)
    return ret(cudaErrorInvalidValue);
  *p = malloc(n ? n : 1);
  if (*p && npins == cappins) {
    size_t c = cappins ? 2 * cappins : 16;
    struct pinned *np = realloc(pins, c * sizeof *np);
    if (np) {
      pins = np;
      cappins = c;
    }
  }
  if (*p && npins < cappins)
    pins[npins++] = (struct pinned){*p, n};
  return ret(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaHostAlloc(void **p, size_t n, unsigned int flags)
{
  (void)flags;
  return cudaMallocHost(p, n);
}

cudaError_t cudaFreeHost(void *p)
{
  for (size_t i = 0; i < npins; i++)
    if (pins[i].p == p) {
      simt_stream_drain_device(-1); /* it waits for work that may use it */
      pins[i] = pins[--npins];
      break;
    }
  free(p);
  return ret(cudaSuccess);
}

cudaError_t cudaFree(void *p)
{
  if (sticky_err)
    return sticky_err;
  if (!p)
    return ret(cudaSuccess);
  simt_stream_drain_device(-1); /* cudaFree waits for the device */
  return ret(simt_mem_free(p) == 0 ? cudaSuccess : cudaErrorInvalidValue);
}

/* CUDA's checks of a copy of kind k; 0 or the error. */
static int copy_check(void *dst, const void *src, size_t n, cudaMemcpyKind k)
{
  if (n == 0)
    return 0;
  if (!dst || !src)
    return cudaErrorInvalidValue;
  int dd = simt_mem_is_device(dst, n), sd = simt_mem_is_device(src, n);
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
  simt_stream_drain_legacy(cur_dev);
  int da = simt_mem_device(a, n ? n : 1), db = simt_mem_device(b, n ? n : 1);
  if (da >= 0 && da != cur_dev)
    simt_stream_drain_legacy(da);
  if (db >= 0 && db != cur_dev && db != da)
    simt_stream_drain_legacy(db);
}

/* A synchronous copy: after the work it waits for, at once. */
cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k)
{
  if (sticky_err)
    return sticky_err;
  int e = copy_check(dst, src, n, k);
  if (e)
    return ret(e);
  sync_for(dst, src, n);
  if (sticky_err)
    return sticky_err;
  if (n)
    dev_move(dst, src, n);
  return ret(cudaSuccess);
}

/* Queued on s.  From pageable host memory the source is read at the call
 * (CUDA stages it); into pageable host memory the copy waits for s and
 * completes before returning, as CUDA's does. */
static cudaError_t copy_async(void *dst, const void *src, size_t n, cudaMemcpyKind k,
                              cudaStream_t s, void *where)
{
  if (sticky_err)
    return sticky_err;
  int e = copy_check(dst, src, n, k);
  if (e)
    return ret(e);
  if (simt_stream_device(s) < 0)
    return ret(cudaErrorInvalidResourceHandle);
  int dst_host = !simt_mem_in_arena((uintptr_t)dst), src_host = !simt_mem_in_arena((uintptr_t)src);
  if (n && dst_host && !is_pinned(dst, n)) {
    cudaError_t r = cudaStreamSynchronize(s);
    if (r)
      return r;
    dev_move(dst, src, n);
    return ret(cudaSuccess);
  }
  return ret(simt_stream_copy(dst, src, n, s, src_host && !is_pinned(src, n), where));
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind k, cudaStream_t s)
{
  return copy_async(dst, src, n, k, s, __builtin_return_address(0));
}

cudaError_t cudaMemcpyPeer(void *dst, int dd, const void *src, int sd, size_t n)
{
  if (dd < 0 || dd >= ndev() || sd < 0 || sd >= ndev())
    return ret(cudaErrorInvalidDevice);
  return cudaMemcpy(dst, src, n, cudaMemcpyDeviceToDevice);
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dd, const void *src, int sd, size_t n, cudaStream_t s)
{
  if (dd < 0 || dd >= ndev() || sd < 0 || sd >= ndev())
    return ret(cudaErrorInvalidDevice);
  return copy_async(dst, src, n, cudaMemcpyDeviceToDevice, s, __builtin_return_address(0));
}

/* Row by row, each row one copy with its checks; CUDA's pitch rules first. */
static cudaError_t copy_2d_now(void *dst, size_t dpitch, const void *src, size_t spitch,
                               size_t width, size_t height, cudaMemcpyKind k)
{
  if (sticky_err)
    return sticky_err;
  if (width > dpitch || width > spitch)
    return ret(cudaErrorInvalidPitchValue);
  for (size_t r = 0; r < height && width > 0; r++) {
    const char *s = (const char *)src + r * spitch;
    char *d = (char *)dst + r * dpitch;
    int e = copy_check(d, s, width, k);
    if (e)
      return ret(e);
    dev_move(d, s, width);
  }
  return ret(cudaSuccess);
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cudaMemcpyKind k)
{
  if (!sticky_err)
    sync_for(dst, src, 1);
  return copy_2d_now(dst, dpitch, src, spitch, width, height, k);
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
  return copy_2d_now(dst, dpitch, src, spitch, width, height, k);
}

/* A synchronous fill: CUDA may return before it ends, but it is ordered on
 * the legacy stream and in practice done before any later work starts; run
 * at once, so that no later work on a non-blocking stream can overtake it. */
cudaError_t cudaMemset(void *p, int v, size_t n)
{
  if (sticky_err)
    return sticky_err;
  if (n && !simt_mem_is_device(p, n))
    return ret(cudaErrorInvalidValue);
  sync_for(p, p, n);
  if (sticky_err)
    return sticky_err;
  if (n)
    dev_set(p, v, n);
  return ret(cudaSuccess);
}

cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s)
{
  if (sticky_err)
    return sticky_err;
  if (n && !simt_mem_is_device(p, n))
    return ret(cudaErrorInvalidValue);
  return ret(simt_stream_set(p, v, n, s, __builtin_return_address(0)));
}

/* cudaMemcpyTo/FromSymbol (the shim): a copy between a __device__
 * variable, an ordinary global here, and host memory: synchronous, or
 * queued on s. */
cudaError_t simt_symbol_copy(void *dst, const void *src, size_t n, cudaStream_t s, int async)
{
  if (sticky_err)
    return sticky_err;
  if (async)
    return ret(simt_stream_copy(dst, src, n, s, 1, __builtin_return_address(0)));
  sync_for(dst, src, n);
  if (sticky_err)
    return sticky_err;
  dev_move(dst, src, n);
  return ret(cudaSuccess);
}

cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total_bytes)
{
  size_t total = simt_mem_limit();
  if (free_bytes)
    *free_bytes = total - simt_mem_used(cur_dev);
  if (total_bytes)
    *total_bytes = total;
  return ret(cudaSuccess);
}

/* ---- streams and events (queues in stream.c) ---- */

cudaError_t cudaStreamCreate(cudaStream_t *s)
{
  if (!s)
    return ret(cudaErrorInvalidValue);
  return ret(simt_stream_create(s, 0));
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags)
{
  if (!s)
    return ret(cudaErrorInvalidValue);
  return ret(simt_stream_create(s, flags));
}

cudaError_t cudaStreamDestroy(cudaStream_t s) { return ret(simt_stream_destroy(s)); }

cudaError_t cudaStreamSynchronize(cudaStream_t s)
{
  if (sticky_err)
    return sticky_err;
  return ret(simt_stream_sync(s));
}

/* Work is never seen in flight: a query finishes what s has queued, so a
 * polling loop ends.  (The grader asks simt_stream_pending instead.) */
cudaError_t cudaStreamQuery(cudaStream_t s) { return cudaStreamSynchronize(s); }

cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags)
{
  (void)flags;
  return ret(simt_stream_wait_event(s, e));
}

cudaError_t cudaEventCreate(cudaEvent_t *e)
{
  if (!e)
    return ret(cudaErrorInvalidValue);
  return ret(simt_event_create(e));
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int flags)
{
  (void)flags;
  return cudaEventCreate(e);
}

cudaError_t cudaEventDestroy(cudaEvent_t e) { return ret(simt_event_destroy(e)); }

/* The record runs in stream order and takes the host's clock then:
 * elapsed times are emulation times, not a model of the GPU. */
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s) { return ret(simt_event_record(e, s)); }

cudaError_t cudaEventSynchronize(cudaEvent_t e)
{
  if (sticky_err)
    return sticky_err;
  return ret(simt_event_sync(e));
}

cudaError_t cudaEventQuery(cudaEvent_t e) { return cudaEventSynchronize(e); }

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b)
{
  return ret(simt_event_elapsed(ms, a, b));
}

/* ---- the life of the state above across a grading's cases ---- */

/* Before a case in the same process: a GPU process keeps its context from
 * case to case, so streams, events, communicators, allocations, the
 * current device, peer access and kernel attributes stay (a submission may
 * keep any of them in a `static`).  What is the emulator's own per case
 * starts afresh: diagnoses, shared-memory shadow, the performance figures,
 * the schedule.  After a sticky error the context is gone (the grader
 * starts a new process then): everything is reset.  Device memory is
 * reset only when nothing is allocated, to keep the arena's addresses. */
void simt_case_begin(void)
{
  if (sticky_err) {
    simt_reset();
    return;
  }
  int held = 0;
  for (int d = 0; d < SIMT_MAX_DEVICES; d++)
    held |= simt_mem_used(d) != 0;
  if (!held)
    simt_mem_reset();
  simt_shadow_reset();
  simt_diag_clear();
  simt_perf_clear();
  simt_sched_seed(simt_opt.seed);
}

/* After a case: work still queued runs now (a GPU would have run it while
 * the grader checked the result); its errors belong to this case. */
void simt_case_end(void)
{
  simt_stream_case_end();
}
