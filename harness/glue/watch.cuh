// watch.cuh — sees the submission's copies from the device to the host, so
// that a "reduction" done on the host (copy the input back, sum it there) is
// named as such.  The dispatch file includes this before the submission:
// cudaMemcpy, cudaMemcpyAsync, cudaMemcpy2D(Async) and cudaMemcpyPeer(Async)
// in the student's code become the wrappers below (the same on nvcc and on
// the emulator), and the macros are removed again after the submission, so
// the glue's own copies are never counted.  A copy this misses (into
// managed memory, then read on the host) still launches no kernel:
// launches.cuh sees that.
#ifndef RG_WATCH_CUH
#define RG_WATCH_CUH

#include <cuda_runtime.h>
#include <stddef.h>

#ifdef SIMT_EMULATOR
// The emulator's allocator (harness/simt/memory.c), resolved when the
// submission is loaded into the grader.
extern "C" int simt_mem_is_device(const void *p, size_t n);
extern "C" void simt_host_guard(int on);
extern "C" void simt_watch_arm(const void *input, size_t n);
extern "C" size_t simt_watch_disarm(void);
#endif

// While the submission's entry point runs, device memory is closed to host
// code on the emulator, as a GPU's is (memory.c): reading the input through
// the device pointer on the host crashes there too.  A GPU needs nothing.
static void rg_host_guard(int on)
{
#ifdef SIMT_EMULATOR
  simt_host_guard(on);
#else
  (void)on;
#endif
}

// The input of the call in progress, and how many of its bytes the
// submission has copied to host memory during it.  Armed only around the
// student's entry point (parts.cuh).
static const char *rg_watch_lo, *rg_watch_hi;
static size_t rg_watch_bytes;

static void rg_watch_arm(const void *input, size_t bytes)
{
  rg_watch_lo = (const char *)input;
  rg_watch_hi = rg_watch_lo + bytes;
  rg_watch_bytes = 0;
#ifdef SIMT_EMULATOR
  simt_watch_arm(input, bytes);
#endif
}

// On the emulator the runtime's own count, which sees every copy however
// it was called (an #undef of the wrappers below included).
static size_t rg_watch_disarm(void)
{
  rg_watch_lo = rg_watch_hi = nullptr;
#ifdef SIMT_EMULATOR
  size_t seen = simt_watch_disarm();
  return seen > rg_watch_bytes ? seen : rg_watch_bytes;
#else
  return rg_watch_bytes;
#endif
}

// Is dst host memory?  The kind says so, except for cudaMemcpyDefault,
// where the pointer itself is asked.
static bool rg_watch_to_host(const void *dst, size_t n, cudaMemcpyKind kind)
{
  if (kind == cudaMemcpyDeviceToHost)
    return true;
  if (kind != cudaMemcpyDefault)
    return false;
#ifdef SIMT_EMULATOR
  return !simt_mem_is_device(dst, n);
#else
  (void)n;
  cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, dst) != cudaSuccess) {
    cudaGetLastError(); // a plain host pointer on old runtimes
    return true;
  }
  return a.type != cudaMemoryTypeDevice && a.type != cudaMemoryTypeManaged;
#endif
}

// Count the bytes of [src, src + n) that lie in the watched input.
static void rg_watch_note(void *dst, const void *src, size_t n, cudaMemcpyKind kind)
{
  const char *s = (const char *)src;
  if (!rg_watch_lo || n == 0 || s >= rg_watch_hi || s + n <= rg_watch_lo)
    return;
  if (!rg_watch_to_host(dst, n, kind))
    return;
  const char *lo = s > rg_watch_lo ? s : rg_watch_lo;
  const char *hi = s + n < rg_watch_hi ? s + n : rg_watch_hi;
  rg_watch_bytes += (size_t)(hi - lo);
}

static cudaError_t rg_watch_memcpy(void *dst, const void *src, size_t n, cudaMemcpyKind kind)
{
  rg_watch_note(dst, src, n, kind);
  return cudaMemcpy(dst, src, n, kind);
}

static cudaError_t rg_watch_memcpy_async(void *dst, const void *src, size_t n,
                                         cudaMemcpyKind kind, cudaStream_t s = 0)
{
  rg_watch_note(dst, src, n, kind);
  return cudaMemcpyAsync(dst, src, n, kind, s);
}

// A 2D copy reads `height` rows of `width` bytes, `spitch` apart: the bytes
// of those rows that lie in the input.  Whether dst is host memory is asked
// once, for the whole destination.
static void rg_watch_note_2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                             size_t width, size_t height, cudaMemcpyKind kind)
{
  const char *s = (const char *)src;
  if (!rg_watch_lo || width == 0 || height == 0 || width > spitch || width > dpitch)
    return;
  size_t span = (height - 1) * spitch + width;
  if (s >= rg_watch_hi || s + span <= rg_watch_lo ||
      !rg_watch_to_host(dst, (height - 1) * dpitch + width, kind))
    return;
  for (size_t r = 0; r < height; r++) {
    const char *row = s + r * spitch;
    const char *lo = row > rg_watch_lo ? row : rg_watch_lo;
    const char *hi = row + width < rg_watch_hi ? row + width : rg_watch_hi;
    if (lo < hi)
      rg_watch_bytes += (size_t)(hi - lo);
  }
}

static cudaError_t rg_watch_memcpy_2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                                      size_t width, size_t height, cudaMemcpyKind kind)
{
  rg_watch_note_2d(dst, dpitch, src, spitch, width, height, kind);
  return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

static cudaError_t rg_watch_memcpy_2d_async(void *dst, size_t dpitch, const void *src,
                                            size_t spitch, size_t width, size_t height,
                                            cudaMemcpyKind kind, cudaStream_t s = 0)
{
  rg_watch_note_2d(dst, dpitch, src, spitch, width, height, kind);
  return cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, s);
}

// Peer copies name devices, not a direction: the destination is asked.
static cudaError_t rg_watch_memcpy_peer(void *dst, int dst_dev, const void *src, int src_dev,
                                        size_t n)
{
  rg_watch_note(dst, src, n, cudaMemcpyDefault);
  return cudaMemcpyPeer(dst, dst_dev, src, src_dev, n);
}

static cudaError_t rg_watch_memcpy_peer_async(void *dst, int dst_dev, const void *src,
                                              int src_dev, size_t n, cudaStream_t s = 0)
{
  rg_watch_note(dst, src, n, cudaMemcpyDefault);
  return cudaMemcpyPeerAsync(dst, dst_dev, src, src_dev, n, s);
}

// From here to the end of the submission, the student's copies are seen.
// The dispatch file #undefs the first two right after the submission,
// parts.cuh (included next) all of them.
#define cudaMemcpy rg_watch_memcpy
#define cudaMemcpyAsync rg_watch_memcpy_async
#define cudaMemcpy2D rg_watch_memcpy_2d
#define cudaMemcpy2DAsync rg_watch_memcpy_2d_async
#define cudaMemcpyPeer rg_watch_memcpy_peer
#define cudaMemcpyPeerAsync rg_watch_memcpy_peer_async

#endif
