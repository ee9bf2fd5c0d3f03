// watch.cuh — sees the submission's copies from the device to the host, so
// that a "reduction" done on the host (copy the input back, sum it there) is
// named as such.  Armed only around the student's entry point (parts.cuh;
// multi.cuh arms it with no input, to count copies to the host).
//
// Nothing here is a macro the submission could undo or redefine: the
// submission is compiled alone (entry.cu, compile_sources.c) and the glue
// in a translation unit of its own that never sees its text; the two
// objects meet only at link time.
//
// Emulator: the runtime counts the copies itself (simt_watch_*,
// harness/simt/memory.c), in the copies themselves, however they were
// called; the wrappers below (cudaMemcpy, cudaMemcpyAsync, 2D, Peer) add
// nothing to that count, and serve multi.cuh's count of copies.
//
// GPU: the object is linked with ld's --wrap for every copy entry point of
// the CUDA runtime (compile_internal.h: RG_GPU_COPY_WRAPS): a call of X in
// either object lands in __wrap_X below, which counts the bytes of the
// input it reads into memory the host can read (host, pinned or managed
// memory) while armed, and calls the runtime's own X through __real_X.
// The submission's object may neither name __real_X or __wrap_X itself
// nor define a name the glue calls (compile_symbols.c).  What the wrap
// cannot see: an entry point the submission reaches without naming it
// (dlsym of the runtime, the driver API's cuMemcpy*, cudaGetDriverEntryPoint),
// the batched copies (cudaMemcpyBatchAsync, cudaMemcpy3DBatchAsync) and
// those between arrays, and a kernel of its own that copies the input into
// managed or mapped host memory.  Like the emulator's count, it follows the
// input's own bytes: a copy of a device-side copy of the input is not seen.
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

// What the wrappers count while armed: the bytes of the input copied to
// memory the host can read, and (multi.cuh) every copy to such memory.
static struct {
  bool on;
  bool count_copies;
  const char *lo, *hi; // the input of the call in progress (none: null)
  size_t bytes;
  int host_copies;
} rg_cw;

static void rg_watch_arm(const void *input, size_t bytes)
{
  rg_cw.lo = (const char *)input;
  rg_cw.hi = rg_cw.lo + bytes;
  rg_cw.bytes = 0;
  rg_cw.host_copies = 0;
  __atomic_store_n(&rg_cw.on, true, __ATOMIC_RELAXED);
#ifdef SIMT_EMULATOR
  simt_watch_arm(input, bytes);
#endif
}

// The input's bytes copied to the host since rg_watch_arm; on the emulator
// the runtime's own count, which sees every copy however it was made.
static size_t rg_watch_disarm(void)
{
  __atomic_store_n(&rg_cw.on, false, __ATOMIC_RELAXED);
  rg_cw.count_copies = false;
  rg_cw.lo = rg_cw.hi = nullptr;
#ifdef SIMT_EMULATOR
  size_t seen = simt_watch_disarm();
  return seen > rg_cw.bytes ? seen : rg_cw.bytes;
#else
  return rg_cw.bytes;
#endif
}

// No input, but every copy to the host counted (the multi-GPU family's
// note on partials combined on the host); read with rg_watch_copies.
static void rg_watch_arm_copies(void)
{
  rg_watch_arm(nullptr, 0);
  rg_cw.count_copies = true;
}

static int rg_watch_copies(void)
{
  rg_watch_disarm();
  return rg_cw.host_copies;
}

static bool rg_watch_armed(void)
{
  return __atomic_load_n(&rg_cw.on, __ATOMIC_RELAXED);
}

// Can the host read dst?  A copy to the host by its kind; one between
// devices, or of kind cudaMemcpyDefault, asks the pointer: managed memory
// and pinned or mapped host memory are the host's too.
static bool rg_watch_to_host(const void *dst, size_t n, cudaMemcpyKind kind)
{
  if (kind == cudaMemcpyDeviceToHost)
    return true;
  if (kind != cudaMemcpyDefault && kind != cudaMemcpyDeviceToDevice)
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
  return a.type != cudaMemoryTypeDevice;
#endif
}

// A copy of `rows` rows of `width` bytes, `spitch` apart from src (null: a
// source that is never the input), into dst: the bytes of those rows that
// lie in the input.  Whether dst is the host's is asked once, for the whole
// destination (span bytes).  A copy of other memory is only counted
// (rg_watch_arm_copies), by its kind alone: the multi-GPU family's timed
// runs are watched too, and no call into the runtime is added to them.
static void rg_watch_note_rows(void *dst, size_t span, const void *src, size_t spitch,
                               size_t width, size_t rows, cudaMemcpyKind kind)
{
  const char *s = (const char *)src;
  if (width == 0 || rows == 0 || (rows > 1 && width > spitch))
    return;
  bool input = s && rg_cw.lo && s < rg_cw.hi && s + (rows - 1) * spitch + width > rg_cw.lo;
  if (input ? !rg_watch_to_host(dst, span, kind)
            : !rg_cw.count_copies ||
                  (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDefault))
    return;
  rg_cw.host_copies++;
  for (size_t r = 0; input && r < rows; r++) {
    const char *row = s + r * spitch;
    const char *lo = row > rg_cw.lo ? row : rg_cw.lo;
    const char *hi = row + width < rg_cw.hi ? row + width : rg_cw.hi;
    if (lo < hi)
      rg_cw.bytes += (size_t)(hi - lo);
  }
}

static void rg_watch_note(void *dst, const void *src, size_t n, cudaMemcpyKind kind)
{
  rg_watch_note_rows(dst, n, src, n, n, 1, kind);
}

// A 2D copy reads `height` rows of `width` bytes, `spitch` apart.
static void rg_watch_note_2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                             size_t width, size_t height, cudaMemcpyKind kind)
{
  if (width > spitch || width > dpitch || height == 0)
    return; // the runtime refuses it
  rg_watch_note_rows(dst, (height - 1) * dpitch + width, src, spitch, width, height, kind);
}

#ifndef SIMT_EMULATOR
// A 3D copy between linear memories reads extent.depth slices of
// extent.height rows; a CUDA array on either side is never the input (nor
// the host's).
static void rg_watch_note_3d(const cudaArray_t src_array, cudaPos sp, cudaPitchedPtr s,
                             const cudaArray_t dst_array, cudaPos dp, cudaPitchedPtr d,
                             cudaExtent e, cudaMemcpyKind kind)
{
  if (src_array || dst_array || !s.ptr || !d.ptr)
    return;
  size_t s_slice = s.pitch * s.ysize, d_slice = d.pitch * d.ysize;
  char *dst = (char *)d.ptr + dp.z * d_slice + dp.y * d.pitch + dp.x;
  const char *src = (const char *)s.ptr + sp.z * s_slice + sp.y * s.pitch + sp.x;
  for (size_t z = 0; z < e.depth; z++)
    rg_watch_note_2d(dst + z * d_slice, d.pitch, src + z * s_slice, s.pitch, e.width,
                     e.height, kind);
}
#endif

// __wrap_X: counts while armed, then calls the runtime's X.
#define RG_WRAP_COPY(name, params, args, note)                                 \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    if (rg_watch_armed())                                                      \
      note;                                                                    \
    return __real_##name args;                                                 \
  }

#define RG_COPY_PARAMS (void *dst, const void *src, size_t n, cudaMemcpyKind kind)
#define RG_COPY_ASYNC_PARAMS                                                   \
  (void *dst, const void *src, size_t n, cudaMemcpyKind kind, cudaStream_t s)
#define RG_COPY_2D_PARAMS                                                      \
  (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,     \
   size_t height, cudaMemcpyKind kind)
#define RG_COPY_2D_ASYNC_PARAMS                                                \
  (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,     \
   size_t height, cudaMemcpyKind kind, cudaStream_t s)
#define RG_NOTE_1D rg_watch_note(dst, src, n, kind)
#define RG_NOTE_2D rg_watch_note_2d(dst, dpitch, src, spitch, width, height, kind)
// Peer copies name devices, not a direction: the destination is asked.
#define RG_NOTE_PEER rg_watch_note(dst, src, n, cudaMemcpyDefault)

RG_WRAP_COPY(cudaMemcpy, RG_COPY_PARAMS, (dst, src, n, kind), RG_NOTE_1D)
RG_WRAP_COPY(cudaMemcpyAsync, RG_COPY_ASYNC_PARAMS, (dst, src, n, kind, s), RG_NOTE_1D)
RG_WRAP_COPY(cudaMemcpy2D, RG_COPY_2D_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind), RG_NOTE_2D)
RG_WRAP_COPY(cudaMemcpy2DAsync, RG_COPY_2D_ASYNC_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind, s), RG_NOTE_2D)
RG_WRAP_COPY(cudaMemcpyPeer, (void *dst, int dd, const void *src, int sd, size_t n),
             (dst, dd, src, sd, n), RG_NOTE_PEER)
RG_WRAP_COPY(cudaMemcpyPeerAsync,
             (void *dst, int dd, const void *src, int sd, size_t n, cudaStream_t s),
             (dst, dd, src, sd, n, s), RG_NOTE_PEER)

#ifndef SIMT_EMULATOR
// The GPU's runtime has more: the per-thread default stream's variants of
// the above (reachable by name whatever the build's stream mode), 3D
// copies and copies from a __device__ variable.
#define RG_3D_PARAMS (const cudaMemcpy3DParms *p)
#define RG_3D_ASYNC_PARAMS (const cudaMemcpy3DParms *p, cudaStream_t s)
#define RG_3D_PEER_PARAMS (const cudaMemcpy3DPeerParms *p)
#define RG_3D_PEER_ASYNC_PARAMS (const cudaMemcpy3DPeerParms *p, cudaStream_t s)
#define RG_NOTE_3D                                                             \
  rg_watch_note_3d(p->srcArray, p->srcPos, p->srcPtr, p->dstArray, p->dstPos, p->dstPtr, \
                   p->extent, p->kind)
#define RG_NOTE_3D_PEER                                                        \
  rg_watch_note_3d(p->srcArray, p->srcPos, p->srcPtr, p->dstArray, p->dstPos, p->dstPtr, \
                   p->extent, cudaMemcpyDefault)
#define RG_SYMBOL_PARAMS                                                       \
  (void *dst, const void *sym, size_t n, size_t off, cudaMemcpyKind kind)
#define RG_SYMBOL_ASYNC_PARAMS                                                 \
  (void *dst, const void *sym, size_t n, size_t off, cudaMemcpyKind kind, cudaStream_t s)
// A __device__ variable is never the input: only its copy to the host counts.
#define RG_NOTE_SYMBOL rg_watch_note(dst, nullptr, n, kind)

RG_WRAP_COPY(cudaMemcpy_ptds, RG_COPY_PARAMS, (dst, src, n, kind), RG_NOTE_1D)
RG_WRAP_COPY(cudaMemcpyAsync_ptsz, RG_COPY_ASYNC_PARAMS, (dst, src, n, kind, s), RG_NOTE_1D)
RG_WRAP_COPY(cudaMemcpy2D_ptds, RG_COPY_2D_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind), RG_NOTE_2D)
RG_WRAP_COPY(cudaMemcpy2DAsync_ptsz, RG_COPY_2D_ASYNC_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind, s), RG_NOTE_2D)
RG_WRAP_COPY(cudaMemcpy3D, RG_3D_PARAMS, (p), RG_NOTE_3D)
RG_WRAP_COPY(cudaMemcpy3D_ptds, RG_3D_PARAMS, (p), RG_NOTE_3D)
RG_WRAP_COPY(cudaMemcpy3DAsync, RG_3D_ASYNC_PARAMS, (p, s), RG_NOTE_3D)
RG_WRAP_COPY(cudaMemcpy3DAsync_ptsz, RG_3D_ASYNC_PARAMS, (p, s), RG_NOTE_3D)
RG_WRAP_COPY(cudaMemcpy3DPeer, RG_3D_PEER_PARAMS, (p), RG_NOTE_3D_PEER)
RG_WRAP_COPY(cudaMemcpy3DPeer_ptds, RG_3D_PEER_PARAMS, (p), RG_NOTE_3D_PEER)
RG_WRAP_COPY(cudaMemcpy3DPeerAsync, RG_3D_PEER_ASYNC_PARAMS, (p, s), RG_NOTE_3D_PEER)
RG_WRAP_COPY(cudaMemcpy3DPeerAsync_ptsz, RG_3D_PEER_ASYNC_PARAMS, (p, s), RG_NOTE_3D_PEER)
RG_WRAP_COPY(cudaMemcpyFromSymbol, RG_SYMBOL_PARAMS, (dst, sym, n, off, kind), RG_NOTE_SYMBOL)
RG_WRAP_COPY(cudaMemcpyFromSymbol_ptds, RG_SYMBOL_PARAMS, (dst, sym, n, off, kind),
             RG_NOTE_SYMBOL)
RG_WRAP_COPY(cudaMemcpyFromSymbolAsync, RG_SYMBOL_ASYNC_PARAMS, (dst, sym, n, off, kind, s),
             RG_NOTE_SYMBOL)
RG_WRAP_COPY(cudaMemcpyFromSymbolAsync_ptsz, RG_SYMBOL_ASYNC_PARAMS,
             (dst, sym, n, off, kind, s), RG_NOTE_SYMBOL)

#undef RG_3D_PARAMS
#undef RG_3D_ASYNC_PARAMS
#undef RG_3D_PEER_PARAMS
#undef RG_3D_PEER_ASYNC_PARAMS
#undef RG_NOTE_3D
#undef RG_NOTE_3D_PEER
#undef RG_SYMBOL_PARAMS
#undef RG_SYMBOL_ASYNC_PARAMS
#undef RG_NOTE_SYMBOL
#endif

#undef RG_WRAP_COPY
#undef RG_COPY_PARAMS
#undef RG_COPY_ASYNC_PARAMS
#undef RG_COPY_2D_PARAMS
#undef RG_COPY_2D_ASYNC_PARAMS
#undef RG_NOTE_1D
#undef RG_NOTE_2D
#undef RG_NOTE_PEER

#endif
