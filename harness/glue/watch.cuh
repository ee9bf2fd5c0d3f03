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
// harness/backend/emu/simt/memory.c), in the copies themselves, however they were
// called; the wrappers below (cudaMemcpy, cudaMemcpyAsync, 2D, Peer) add
// nothing to that count, and serve multi.cuh's count of copies.
//
// GPU: the object is linked with ld's --wrap for every copy entry point of
// the CUDA runtime (compile_internal.h: RG_GPU_COPY_WRAPS): a call of X in
// either object lands in __wrap_X below, which counts the bytes of the
// input it reads into memory the host can read (host, pinned or managed
// memory) while armed, and calls the runtime's own X through __real_X.
// The submission's object may neither name __real_X or __wrap_X itself
// nor define a name the glue calls (compile_symbols.c).  A runtime
// function looked up by name (dlsym) is the wrapped one (lookups.cuh).
// What the wrap cannot see, the submission may not call (compile_symbols.c,
// forbidden-call): the driver API (cuMemcpy*), cudaGetDriverEntryPoint,
// the batched copies (cudaMemcpyBatchAsync, cudaMemcpy3DBatchAsync), those
// between arrays, and cudaHostRegister.  A __managed__ variable is
// searched like managed memory (__cudaRegisterManagedVar's wrap, below).
//
// Content (both backends, input_runs.h): a copy of a device-side copy of
// the input carries none of the input's addresses, only its bytes.  So what
// arrives in memory the host can read during the checked call is also
// searched for long runs of the input's bytes: on a GPU, each copy's
// destination once the copy is done, and the managed and pinned host memory
// the submission allocates (searched when freed while armed, and at every
// disarm), which a copy kernel may have filled; on the emulator, the
// runtime does the same (memory.c).
//
// Volume (both backends): every byte a copy brings from the device's memory
// to the host's while armed, once there are RG_RUN_MIN of them (a result
// copied back for a tiny input is not a host reduction).  A host reduction needs the whole input on
// the host, however it was permuted or converted on the way; a reduction
// on the device brings back its partials at most.  On a GPU only the
// copies the wraps see are counted (not managed memory a kernel filled in
// another order: what content does not find there is not seen).
//
// The count is the largest of the three: the bytes read from the input
// itself, the input's bytes found by content, and the volume.
//
// And who wrote the output last (host_write.h: the last level done on the
// host): the emulator's runtime keeps the records (host_write.c), a GPU's
// wraps (watch_writes.cuh) in call order.
#ifndef RG_WATCH_CUH
#define RG_WATCH_CUH

#include <cuda_runtime.h>
#include <stddef.h>

#include "alloc_watch.cuh"
#include "device_vars.cuh"
#include "host_write.h"
#include "own_output.h"
#ifndef SIMT_EMULATOR
#include "input_runs.h"
#include "launches.cuh"
extern "C" cudaError_t __real_cudaMemcpy(void *dst, const void *src, size_t n,
                                         cudaMemcpyKind kind);
#endif

#ifdef SIMT_EMULATOR
#include "host_blocks.cuh"
// The emulator's allocator (harness/backend/emu/simt/memory.c), resolved when the
// submission is loaded into the grader.
extern "C" int simt_mem_is_device(const void *p, size_t n);
extern "C" void simt_host_guard(int on);
extern "C" void simt_watch_arm(const void *input, size_t n);
extern "C" size_t simt_watch_disarm(void);
extern "C" void simt_watch_output(const void *out, size_t n, size_t elem);
extern "C" size_t simt_watch_settle(const void *final_out, int last);
extern "C" int simt_hw_disarm(void);
#endif

// While the submission's entry point runs, device memory is closed to host
// code on the emulator, as a GPU's is (memory.c): reading the input through
// the device pointer on the host crashes there too, and so does reading a
// __device__ or __constant__ variable by name (on a GPU the host reads its
// own shadow of it, never what a kernel wrote).  A GPU needs nothing.
static void rg_host_guard(int on)
{
  rg_device_vars();
#ifdef SIMT_EMULATOR
  simt_host_guard(on);
#else
  (void)on;
#endif
}

#ifndef SIMT_EMULATOR
struct rg_host_mem {
  void *p;
  size_t n;
  void **at; // a __managed__ variable: where the runtime puts its address
};
#endif

// What the wrappers count while armed: the bytes of the input copied to
// memory the host can read, and (multi.cuh) every copy to such memory.
static struct {
  bool on;
  bool count_copies;
  const char *lo, *hi; // the input of the call in progress (none: null)
  size_t bytes;
  int host_copies;
  int host_wrote;      // 1: the output's last write was the host's; 2: a value it sent (host_write.h);
                       // 3: made by the host (the emulator's provenance.c)
#ifndef SIMT_EMULATOR
  struct rg_hw hw;     // its records (the emulator's runtime keeps its own)
  struct rg_own own;   // copies of the call's own output (own_output.h)
  bool pend;           // the copy in progress is one: taken once done
  const char *pend_src;
  size_t pend_n;
  size_t most;         // the count at disarm, bar the volume
  size_t to_host;      // every byte copied from the device to the host
  size_t found;        // the input's bytes found by content
  struct rg_runs runs; // the input's snapshot (none: nothing is searched)
  struct rg_host_mem *host; // host-readable memory the submission allocated
  int nhost, caphost;
#endif
} rg_cw;

#ifndef SIMT_EMULATOR
// Past this the snapshot holds the input's first GiB only: runs of the rest
// are not found by content (copies of the input itself still count).
#define RG_WATCH_SNAP_MAX ((size_t)1 << 30)

// The input's bytes as the checked call begins, read through the runtime's
// own copy (the wrap is not armed yet, and counts nothing).
static void rg_watch_snapshot(const void *input, size_t bytes)
{
  size_t take = bytes < RG_WATCH_SNAP_MAX ? bytes : RG_WATCH_SNAP_MAX;
  unsigned char *snap = input && take >= RG_RUN_MIN ? (unsigned char *)malloc(take) : nullptr;
  if (snap && __real_cudaMemcpy(snap, input, take, cudaMemcpyDeviceToHost) != cudaSuccess) {
    cudaGetLastError(); // the checked call's own errors are what count
    free(snap);
    snap = nullptr;
  }
  rg_runs_take(&rg_cw.runs, snap, take);
  rg_cw.found = 0;
}

// Host-readable memory [p, p + n) once the device's work on it is done:
// the input's bytes found there.
static void rg_watch_scan(const void *p, size_t n)
{
  if (!rg_cw.runs.snap || !p || n < RG_RUN_MIN)
    return;
  cudaDeviceSynchronize(); // a fault stays sticky: the glue's own check sees it
  rg_cw.found += rg_runs_count(&rg_cw.runs, p, n);
}

// The submission's host-readable memory, searched before it goes (while
// armed: there is no snapshot otherwise).
static void rg_watch_forget(void *p)
{
  for (int i = 0; p && i < rg_cw.nhost; i++)
    if (rg_cw.host[i].p == p) {
      rg_watch_scan(p, rg_cw.host[i].n);
      rg_cw.host[i] = rg_cw.host[--rg_cw.nhost];
      return;
    }
}

// Host-readable memory the submission allocates (managed, pinned), armed
// or not: a buffer kept from an earlier call is searched too, when freed
// while armed and at every disarm.
static void rg_watch_keep(void *p, size_t n, void **at = nullptr)
{
  if ((!p && !at) || n < RG_RUN_MIN)
    return;
  if (rg_cw.nhost == rg_cw.caphost) {
    int cap = rg_cw.caphost ? 2 * rg_cw.caphost : 16;
    void *grown = realloc(rg_cw.host, (size_t)cap * sizeof *rg_cw.host);
    if (!grown)
      return;
    rg_cw.host = (struct rg_host_mem *)grown;
    rg_cw.caphost = cap;
  }
  rg_cw.host[rg_cw.nhost].p = p;
  rg_cw.host[rg_cw.nhost].at = at;
  rg_cw.host[rg_cw.nhost++].n = n;
}

static void rg_watch_scan_host(void)
{
  for (int i = 0; i < rg_cw.nhost; i++) {
    // A __managed__ variable's address is known once the host has used it.
    void *p = rg_cw.host[i].at ? *rg_cw.host[i].at : rg_cw.host[i].p;
    if (p)
      rg_watch_scan(p, rg_cw.host[i].n);
  }
  rg_runs_drop(&rg_cw.runs);
}
#endif

// Armed for the call that reads input (bytes) and writes out (out_bytes):
// a copy of out to the host is judged once out is final (own_output.h).
static void rg_watch_arm(const void *input, size_t bytes, const void *out = nullptr,
                         size_t out_bytes = 0, size_t elem = 0)
{
  rg_cw.lo = (const char *)input;
  rg_cw.hi = rg_cw.lo + bytes;
  rg_cw.bytes = 0;
  rg_cw.host_copies = 0;
  rg_cw.host_wrote = 0;
#ifdef SIMT_EMULATOR
  simt_watch_arm(input, bytes);
  simt_watch_output(out, out_bytes, elem);
#else
  rg_own_arm(&rg_cw.own, out, out_bytes);
  rg_hw_arm(&rg_cw.hw, out, out_bytes);
  rg_cw.pend = false;
  rg_cw.to_host = 0;
  rg_watch_snapshot(input, bytes);
#endif
  __atomic_store_n(&rg_cw.on, true, __ATOMIC_RELAXED);
}

// The count once the call's output is fetched (final_out: the host's copy,
// null when it could not be): a kept copy of the output that is not the
// final output adds its bytes to the volume (own_output.h).  Below a run's
// length the volume says nothing: a result or a partial copied back is as
// large as a tiny input.
static size_t rg_watch_settle(const void *final_out, bool last)
{
#ifdef SIMT_EMULATOR
  if (last) // who wrote the output last, once the call's queued work ran
    rg_cw.host_wrote = simt_hw_disarm();
  size_t seen = simt_watch_settle(final_out, last);
  return seen > rg_cw.bytes ? seen : rg_cw.bytes;
#else
  if (last)
    rg_cw.to_host += rg_own_settle(&rg_cw.own, final_out);
  size_t volume = rg_cw.to_host >= RG_RUN_MIN ? rg_cw.to_host : 0;
  return rg_cw.most > volume ? rg_cw.most : volume;
#endif
}

// The input's bytes copied to the host since rg_watch_arm, or, where more,
// all the bytes that came from the device to the host (the volume of a
// host reduction, however the input was permuted or converted on the way);
// on the emulator the runtime's own count, which sees every copy however
// it was made.
static size_t rg_watch_disarm(void)
{
  __atomic_store_n(&rg_cw.on, false, __ATOMIC_RELAXED);
  rg_cw.count_copies = false;
  rg_cw.lo = rg_cw.hi = nullptr;
#ifdef SIMT_EMULATOR
  size_t seen = simt_watch_disarm();
  return seen > rg_cw.bytes ? seen : rg_cw.bytes;
#else
  rg_cw.host_wrote = rg_hw_final(&rg_cw.hw, __atomic_load_n(&rg_launch_ran, __ATOMIC_RELAXED));
  rg_watch_scan_host();
  rg_cw.most = rg_cw.found > rg_cw.bytes ? rg_cw.found : rg_cw.bytes;
  return rg_watch_settle(nullptr, false);
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

// Was the disarmed call's output last written by the host (host_write.h)?
static int rg_watch_host_wrote(void) { return rg_cw.host_wrote; }

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

#ifndef SIMT_EMULATOR
// Does a copy of this kind read the device's memory at src?
static bool rg_watch_from_device(const void *src, cudaMemcpyKind kind)
{
  if (kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice)
    return true;
  if (kind != cudaMemcpyDefault)
    return false;
  cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, src) != cudaSuccess) {
    cudaGetLastError();
    return false;
  }
  return a.type == cudaMemoryTypeDevice || a.type == cudaMemoryTypeManaged;
}
#endif

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
#ifndef SIMT_EMULATOR
  // Any copy from the device to the host during the checked call counts
  // towards the volume: a permuted or converted copy of the input carries
  // none of its runs, but as many bytes.  But a copy of the call's own
  // output is taken once done, and judged when the output is final.
  rg_cw.pend = false;
  if (!input && s && rg_cw.lo && rg_watch_from_device(s, kind) &&
      rg_watch_to_host(dst, span, kind)) {
    if (rows == 1 && rg_own_from_output(&rg_cw.own, s, width)) {
      rg_cw.pend = true;
      rg_cw.pend_src = s;
      rg_cw.pend_n = width;
    }
    else
      rg_cw.to_host += width * rows;
  }
#endif
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

// After a copy: on a GPU, what it brought to memory the host can read is
// searched for the input's bytes (span: the destination's extent).
static void rg_watch_after(void *dst, size_t span, cudaMemcpyKind kind)
{
#ifndef SIMT_EMULATOR
  if (rg_cw.pend) { // the output looked at (rg_watch_note_rows)
    rg_cw.pend = false;
    cudaDeviceSynchronize(); // an async copy is done: its bytes are there
    if (rg_own_take(&rg_cw.own, dst, rg_cw.pend_src, rg_cw.pend_n))
      return;
    rg_cw.to_host += rg_cw.pend_n; // not kept: counted as any copy
  }
  if (rg_cw.runs.snap && span >= RG_RUN_MIN && rg_watch_to_host(dst, span, kind))
    rg_watch_scan(dst, span);
#else
  (void)dst, (void)span, (void)kind; // the runtime looks itself (memory.c)
#endif
}

#include "watch_writes.cuh"

#include "watch_3d.cuh"

// __wrap_X: counts while armed, calls the runtime's X, then looks at what
// it brought.
// On the emulator a finding at the copy names the line that called the wrap.
#ifdef SIMT_EMULATOR
#define RG_COPY_CALLER simt_copy_caller(__builtin_return_address(0))
#else
#define RG_COPY_CALLER (void)0
#endif
#define RG_WRAP_COPY(name, params, args, note, after)                          \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    RG_COPY_CALLER;                                                            \
    if (!rg_watch_armed())                                                     \
      return __real_##name args;                                               \
    note;                                                                      \
    cudaError_t e = __real_##name args;                                        \
    if (e == cudaSuccess && rg_watch_armed())                                  \
      after;                                                                   \
    return e;                                                                  \
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
// Peer copies name devices, not a direction: the destination is asked (one
// between two devices' memory is no copy to the host for multi.cuh's note).
#define RG_NOTE_PEER                                                           \
  rg_watch_note(dst, src, n,                                                   \
                rg_watch_to_host(dst, n, cudaMemcpyDefault) ? cudaMemcpyDefault \
                                                            : cudaMemcpyDeviceToDevice)
#define RG_AFTER_1D rg_watch_after(dst, n, kind)
#define RG_AFTER_2D rg_watch_after(dst, height ? (height - 1) * dpitch + width : 0, kind)
#define RG_AFTER_PEER rg_watch_after(dst, n, cudaMemcpyDefault)
// And who wrote device memory (watch_writes.cuh); sync: a copy that is
// done when it returns.
#define RG_HW_1D(sync) (RG_AFTER_1D, RG_HW(rg_watch_hw(dst, src, n, sync)))
#define RG_HW_2D(sync) (RG_AFTER_2D, RG_HW(rg_watch_hw_2d(dst, dpitch, src, spitch, width, height, sync)))
#define RG_HW_PEER(sync) (RG_AFTER_PEER, RG_HW(rg_watch_hw(dst, src, n, sync)))

RG_WRAP_COPY(cudaMemcpy, RG_COPY_PARAMS, (dst, src, n, kind), RG_NOTE_1D, RG_HW_1D(true))
RG_WRAP_COPY(cudaMemcpyAsync, RG_COPY_ASYNC_PARAMS, (dst, src, n, kind, s), RG_NOTE_1D,
             RG_HW_1D(false))
RG_WRAP_COPY(cudaMemcpy2D, RG_COPY_2D_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind), RG_NOTE_2D, RG_HW_2D(true))
RG_WRAP_COPY(cudaMemcpy2DAsync, RG_COPY_2D_ASYNC_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind, s), RG_NOTE_2D, RG_HW_2D(false))
RG_WRAP_COPY(cudaMemcpyPeer, (void *dst, int dd, const void *src, int sd, size_t n),
             (dst, dd, src, sd, n), RG_NOTE_PEER, RG_HW_PEER(true))
RG_WRAP_COPY(cudaMemcpyPeerAsync,
             (void *dst, int dd, const void *src, int sd, size_t n, cudaStream_t s),
             (dst, dd, src, sd, n, s), RG_NOTE_PEER, RG_HW_PEER(false))

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
#define RG_AFTER_3D rg_watch_after_3d(p->dstArray, p->dstPos, p->dstPtr, p->extent, p->kind)
#define RG_AFTER_3D_PEER                                                       \
  rg_watch_after_3d(p->dstArray, p->dstPos, p->dstPtr, p->extent, cudaMemcpyDefault)
#define RG_SYMBOL_PARAMS                                                       \
  (void *dst, const void *sym, size_t n, size_t off, cudaMemcpyKind kind)
#define RG_SYMBOL_ASYNC_PARAMS                                                 \
  (void *dst, const void *sym, size_t n, size_t off, cudaMemcpyKind kind, cudaStream_t s)
// A __device__ variable is never the input: only its copy to the host counts.
#define RG_NOTE_SYMBOL rg_watch_note(dst, nullptr, n, kind)

RG_WRAP_COPY(cudaMemcpy_ptds, RG_COPY_PARAMS, (dst, src, n, kind), RG_NOTE_1D, RG_HW_1D(true))
RG_WRAP_COPY(cudaMemcpyAsync_ptsz, RG_COPY_ASYNC_PARAMS, (dst, src, n, kind, s), RG_NOTE_1D,
             RG_HW_1D(false))
RG_WRAP_COPY(cudaMemcpy2D_ptds, RG_COPY_2D_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind), RG_NOTE_2D, RG_HW_2D(true))
RG_WRAP_COPY(cudaMemcpy2DAsync_ptsz, RG_COPY_2D_ASYNC_PARAMS,
             (dst, dpitch, src, spitch, width, height, kind, s), RG_NOTE_2D, RG_HW_2D(false))
RG_WRAP_COPY(cudaMemcpy3D, RG_3D_PARAMS, (p), RG_NOTE_3D, RG_AFTER_3D)
RG_WRAP_COPY(cudaMemcpy3D_ptds, RG_3D_PARAMS, (p), RG_NOTE_3D, RG_AFTER_3D)
RG_WRAP_COPY(cudaMemcpy3DAsync, RG_3D_ASYNC_PARAMS, (p, s), RG_NOTE_3D, RG_AFTER_3D)
RG_WRAP_COPY(cudaMemcpy3DAsync_ptsz, RG_3D_ASYNC_PARAMS, (p, s), RG_NOTE_3D, RG_AFTER_3D)
RG_WRAP_COPY(cudaMemcpy3DPeer, RG_3D_PEER_PARAMS, (p), RG_NOTE_3D_PEER, RG_AFTER_3D_PEER)
RG_WRAP_COPY(cudaMemcpy3DPeer_ptds, RG_3D_PEER_PARAMS, (p), RG_NOTE_3D_PEER, RG_AFTER_3D_PEER)
RG_WRAP_COPY(cudaMemcpy3DPeerAsync, RG_3D_PEER_ASYNC_PARAMS, (p, s), RG_NOTE_3D_PEER, RG_AFTER_3D_PEER)
RG_WRAP_COPY(cudaMemcpy3DPeerAsync_ptsz, RG_3D_PEER_ASYNC_PARAMS, (p, s), RG_NOTE_3D_PEER, RG_AFTER_3D_PEER)
#define RG_HW_SYMBOL(sync) (RG_AFTER_1D, rg_watch_hw(dst, rg_watch_symbol(sym, off), n, sync))
RG_WRAP_COPY(cudaMemcpyFromSymbol, RG_SYMBOL_PARAMS, (dst, sym, n, off, kind), RG_NOTE_SYMBOL,
             RG_HW_SYMBOL(true))
RG_WRAP_COPY(cudaMemcpyFromSymbol_ptds, RG_SYMBOL_PARAMS, (dst, sym, n, off, kind),
             RG_NOTE_SYMBOL, RG_HW_SYMBOL(true))
RG_WRAP_COPY(cudaMemcpyFromSymbolAsync, RG_SYMBOL_ASYNC_PARAMS, (dst, sym, n, off, kind, s),
             RG_NOTE_SYMBOL, RG_HW_SYMBOL(false))
RG_WRAP_COPY(cudaMemcpyFromSymbolAsync_ptsz, RG_SYMBOL_ASYNC_PARAMS,
             (dst, sym, n, off, kind, s), RG_NOTE_SYMBOL, RG_HW_SYMBOL(false))

// The submission's host-readable allocations (rg_watch_keep), and their
// frees (searched first while armed); every free and these allocations
// are the leak watch's too (alloc_watch.cuh).
#define RG_WRAP_ALLOC(name, params, args)                                      \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    cudaError_t e = __real_##name args;                                        \
    if (e == cudaSuccess && p) {                                               \
      rg_watch_keep(*p, n);                                                    \
      rg_aw_made(*p, n, __builtin_return_address(0));                          \
    }                                                                          \
    return e;                                                                  \
  }
#define RG_WRAP_FREE(name)                                                     \
  extern "C" cudaError_t __real_##name(void *p);                               \
  extern "C" cudaError_t __wrap_##name(void *p)                                \
  {                                                                            \
    rg_watch_forget(p);                                                        \
    cudaError_t e = __real_##name(p);                                          \
    if (e == cudaSuccess)                                                      \
      rg_aw_freed(p);                                                          \
    return e;                                                                  \
  }

// The submission's __managed__ variables: nvcc's code registers each as
// the module loads, naming where the runtime will write its address; each
// is searched like managed memory at every disarm (a kernel may have
// copied the input into one for the host to read by name).
extern "C" void __real___cudaRegisterManagedVar(void **module, void **host_ptr, char *device,
                                                const char *name, int ext, size_t size,
                                                int constant, int global);
extern "C" void __wrap___cudaRegisterManagedVar(void **module, void **host_ptr, char *device,
                                                const char *name, int ext, size_t size,
                                                int constant, int global)
{
  __real___cudaRegisterManagedVar(module, host_ptr, device, name, ext, size, constant, global);
  rg_watch_keep(nullptr, size, host_ptr);
}

RG_WRAP_ALLOC(cudaMallocManaged, (void **p, size_t n, unsigned int flags), (p, n, flags))
RG_WRAP_ALLOC(cudaMallocHost, (void **p, size_t n), (p, n))
RG_WRAP_ALLOC(cudaHostAlloc, (void **p, size_t n, unsigned int flags), (p, n, flags))
RG_WRAP_FREE(cudaFree)
RG_WRAP_FREE(cudaFreeHost)

#undef RG_WRAP_ALLOC
#undef RG_WRAP_FREE
#undef RG_3D_PARAMS
#undef RG_3D_ASYNC_PARAMS
#undef RG_3D_PEER_PARAMS
#undef RG_3D_PEER_ASYNC_PARAMS
#undef RG_NOTE_3D
#undef RG_NOTE_3D_PEER
#undef RG_SYMBOL_PARAMS
#undef RG_SYMBOL_ASYNC_PARAMS
#undef RG_NOTE_SYMBOL
#undef RG_HW_SYMBOL
#undef RG_AFTER_3D
#undef RG_AFTER_3D_PEER
#endif

#undef RG_WRAP_COPY
#undef RG_COPY_PARAMS
#undef RG_COPY_ASYNC_PARAMS
#undef RG_COPY_2D_PARAMS
#undef RG_COPY_2D_ASYNC_PARAMS
#undef RG_NOTE_1D
#undef RG_NOTE_2D
#undef RG_NOTE_PEER
#undef RG_AFTER_1D
#undef RG_AFTER_2D
#undef RG_AFTER_PEER
#undef RG_HW_1D
#undef RG_HW_2D
#undef RG_HW_PEER
#undef RG_HW

#endif
