/* host.c — the CUDA runtime API on the host side of the emulator: errors
 * (last and sticky, with CUDA's names and strings), the modelled H100-like
 * devices (simt_options.device_count of them, each with its own memory
 * count), device memory calls over memory.c, streams and events.  Kernels
 * and copies run synchronously: a stream is a handle that knows its device,
 * an event a timestamp.  Only NCCL's all-reduces wait on their stream
 * (nccl.c): every call here that waits for a stream or a device runs them
 * first.  Launches and occupancy are in launch.c.
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
  simt_nccl_flush(NULL, 1);
  return ret(cudaSuccess);
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

cudaError_t cudaDeviceReset(void)
{
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
  return cudaMalloc(p, n);
}

cudaError_t cudaMallocHost(void **p, size_t n)
{
  if (!p)
    return ret(cudaErrorInvalidValue);
  *p = malloc(n ? n : 1);
  return ret(*p ? cudaSuccess : cudaErrorMemoryAllocation);
}

cudaError_t cudaHostAlloc(void **p, size_t n, unsigned int flags)
{
  (void)flags;
  return cudaMallocHost(p, n);
}

cudaError_t cudaFreeHost(void *p)
{
  free(p);
  return ret(cudaSuccess);
}

cudaError_t cudaFree(void *p)
{
  if (sticky_err)
    return sticky_err;
  if (!p)
    return ret(cudaSuccess);
  simt_nccl_flush(NULL, 1); /* cudaFree waits for the device */
  return ret(simt_mem_free(p) == 0 ? cudaSuccess : cudaErrorInvalidValue);
}

/* The copy itself, with the checks of the copy kind, waiting for nothing. */
static cudaError_t copy_now(void *dst, const void *src, size_t n, cudaMemcpyKind k);

cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k)
{
  if (!sticky_err)
    simt_nccl_flush(NULL, 1); /* a synchronous copy waits for earlier work */
  return copy_now(dst, src, n, k);
}

static cudaError_t copy_now(void *dst, const void *src, size_t n, cudaMemcpyKind k)
{
  if (sticky_err)
    return sticky_err;
  if (n == 0)
    return ret(cudaSuccess);
  if (!dst || !src)
    return ret(cudaErrorInvalidValue);
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
  default: return ret(cudaErrorInvalidMemcpyDirection);
  }
  if (!ok)
    return ret(cudaErrorInvalidValue);
  memmove(dst, src, n);
  return ret(cudaSuccess);
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind k, cudaStream_t s)
{
  simt_nccl_flush(s, 0); /* after what was queued on s before it */
  return copy_now(dst, src, n, k);
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
  simt_nccl_flush(s, 0);
  return copy_now(dst, src, n, cudaMemcpyDeviceToDevice);
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
    cudaError_t e = copy_now((char *)dst + r * dpitch, (const char *)src + r * spitch, width, k);
    if (e != cudaSuccess)
      return e;
  }
  return ret(cudaSuccess);
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cudaMemcpyKind k)
{
  if (!sticky_err)
    simt_nccl_flush(NULL, 1);
  return copy_2d_now(dst, dpitch, src, spitch, width, height, k);
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, cudaMemcpyKind k, cudaStream_t s)
{
  simt_nccl_flush(s, 0);
  return copy_2d_now(dst, dpitch, src, spitch, width, height, k);
}

/* The fill itself, waiting for nothing. */
static cudaError_t set_now(void *p, int v, size_t n);

cudaError_t cudaMemset(void *p, int v, size_t n)
{
  if (!sticky_err)
    simt_nccl_flush(NULL, 1);
  return set_now(p, v, n);
}

static cudaError_t set_now(void *p, int v, size_t n)
{
  if (sticky_err)
    return sticky_err;
  if (n == 0)
    return ret(cudaSuccess);
  if (!simt_mem_is_device(p, n))
    return ret(cudaErrorInvalidValue);
  memset(p, v, n);
  return ret(cudaSuccess);
}

cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s)
{
  simt_nccl_flush(s, 0);
  return set_now(p, v, n);
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

/* ---- streams and events: handles on a synchronous device ---- */

struct simt_stream { struct simt_stream *next; int live; int dev; };
struct simt_event { struct simt_event *next; double ms; int live; cudaStream_t stream; };

int simt_stream_device(cudaStream_t s) { return s ? s->dev : cur_dev; }
static struct simt_stream *streams;
static struct simt_event *events;

void simt_host_free_handles(void)
{
  while (streams) {
    struct simt_stream *n = streams->next;
    free(streams);
    streams = n;
  }
  while (events) {
    struct simt_event *n = events->next;
    free(events);
    events = n;
  }
}

cudaError_t cudaStreamCreate(cudaStream_t *s)
{
  if (!s)
    return ret(cudaErrorInvalidValue);
  struct simt_stream *n = calloc(1, sizeof *n);
  if (!n)
    return ret(cudaErrorMemoryAllocation);
  n->live = 1;
  n->dev = cur_dev;
  n->next = streams;
  streams = n;
  *s = n;
  return ret(cudaSuccess);
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags)
{
  (void)flags;
  return cudaStreamCreate(s);
}

cudaError_t cudaStreamDestroy(cudaStream_t s)
{
  if (s) {
    simt_nccl_flush(s, 0); /* queued work still completes */
    s->live = 0;
  }
  return ret(cudaSuccess);
}

cudaError_t cudaStreamSynchronize(cudaStream_t s)
{
  simt_nccl_flush(s, 0);
  return ret(cudaSuccess);
}

/* Work is never seen in flight: a query finishes what s has queued, so a
 * polling loop ends. */
cudaError_t cudaStreamQuery(cudaStream_t s) { return cudaStreamSynchronize(s); }

cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags)
{
  (void)s; (void)flags;
  if (e)
    simt_nccl_flush(e->stream, 0); /* s's later work comes after e's stream's */
  return ret(cudaSuccess);
}

cudaError_t cudaEventCreate(cudaEvent_t *e)
{
  if (!e)
    return ret(cudaErrorInvalidValue);
  struct simt_event *n = calloc(1, sizeof *n);
  if (!n)
    return ret(cudaErrorMemoryAllocation);
  n->live = 1;
  n->next = events;
  events = n;
  *e = n;
  return ret(cudaSuccess);
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int flags)
{
  (void)flags;
  return cudaEventCreate(e);
}

cudaError_t cudaEventDestroy(cudaEvent_t e)
{
  if (e)
    e->live = 0;
  return ret(cudaSuccess);
}

/* An event records the host's clock: elapsed times are emulation times,
 * not a model of the GPU. */
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s)
{
  if (!e)
    return ret(cudaErrorInvalidResourceHandle);
  e->stream = s;
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  e->ms = ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
  return ret(cudaSuccess);
}

cudaError_t cudaEventSynchronize(cudaEvent_t e)
{
  if (e)
    simt_nccl_flush(e->stream, 0);
  return ret(cudaSuccess);
}

cudaError_t cudaEventQuery(cudaEvent_t e) { return cudaEventSynchronize(e); }

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b)
{
  if (!ms || !a || !b)
    return ret(cudaErrorInvalidResourceHandle);
  *ms = (float)(b->ms - a->ms);
  return ret(cudaSuccess);
}
