// multi_watch.cuh — what the multi-GPU glue sees of the submission's calls
// (multi.cuh includes it): its NCCL all-reduces and groups, held and issued
// with the events that split the time; its copies to the host, counted
// (watch.cuh); and, on a GPU, the waits that release what the grader held
// back.
//
// The calls are seen at link time, as watch.cuh sees copies: the object is
// linked with ld's --wrap for ncclAllReduce, ncclGroupStart and
// ncclGroupEnd (the emulator's nccl.h spells them simt_ncclAllReduce, ...)
// and, on a GPU, for NCCL's pnccl* aliases and the synchronising calls
// below (compile_internal.h: RG_GPU_MULTI_WRAPS, RG_EMU_MULTI_WRAPS).  A
// call of the submission's lands in __wrap_X here; the glue's own reach
// NCCL and CUDA through __real_X, or pass through the wrappers disarmed.
#ifndef RG_MULTI_WATCH_CUH
#define RG_MULTI_WATCH_CUH

#include <cuda_runtime.h>
#include <nccl.h>

#include <algorithm>

#include "device.cuh"
#include "watch.cuh"

// The linker's names for a wrapped function and for the function itself;
// the argument is expanded first (the emulator's NCCL names are macros).
#define RG_WRAPPER(f) RG_WRAPPER_(f)
#define RG_WRAPPER_(f) __wrap_##f
#define RG_REAL(f) RG_REAL_(f)
#define RG_REAL_(f) __real_##f

extern "C" ncclResult_t RG_REAL(ncclAllReduce)(const void *send, void *recv, size_t count,
                                               ncclDataType_t type, ncclRedOp_t op,
                                               ncclComm_t comm, cudaStream_t stream);
extern "C" ncclResult_t RG_REAL(ncclGroupStart)(void);
extern "C" ncclResult_t RG_REAL(ncclGroupEnd)(void);

#define RG_MAX_DEVICES 8

// An all-reduce call of the submission, held until its group ends.
struct rg_nccl_call {
  const void *send;
  void *recv;
  size_t count;
  ncclDataType_t type;
  ncclRedOp_t op;
  ncclComm_t comm;
  cudaStream_t stream;
};
#define RG_MAX_CALLS (RG_MAX_DEVICES * 8)

// What the submission does while the glue watches (between watch_begin and
// watch_end): counted calls, and events around its all-reduces when timing.
// Read and written by the wrappers from the submission's thread only.
struct rg_watch {
  bool on, timing;
  int allreduce_calls, host_copies, group_depth;
  cudaEvent_t mid[RG_MAX_DEVICES], end[RG_MAX_DEVICES];
  cudaStream_t stream[RG_MAX_DEVICES]; // where device d's all-reduce was queued
  bool mid_done[RG_MAX_DEVICES], end_done[RG_MAX_DEVICES];
  rg_nccl_call held[RG_MAX_CALLS];     // the all-reduces of the open group
  int nheld;
  char nccl_note[400];                 // the first misuse of NCCL seen
};
static rg_watch rg_w;

// Records ev on stream s with device dev current (an event belongs to the
// device it was created on), restoring the caller's device.
static void rg_record_on(int dev, cudaEvent_t ev, cudaStream_t s)
{
  int cur = 0;
  cudaGetDevice(&cur);
  cudaSetDevice(dev);
  cudaEventRecord(ev, s);
  cudaSetDevice(cur);
}

static int rg_comm_device(ncclComm_t comm)
{
  int dev = -1;
  if (ncclCommCuDevice(comm, &dev) != ncclSuccess || dev < 0 || dev >= RG_MAX_DEVICES)
    return -1;
  return dev;
}

#ifndef RG_EMU
// GPU: the missing wait, made visible.  In the checked call, right after
// the submission's all-reduces, a kernel that waits until the host waits
// for its stream is queued on that stream: the glue's own wrappers of the
// synchronising calls (below) let it go.  A stream nobody waited for is
// then still busy when the function returns, whatever the timing (an
// all-reduce ends on every device at once, so "synchronised only device 0"
// would otherwise look finished).  A wait the wrappers do not know ends
// the hold after RG_HOLD_NS: later, never wrong.  The emulator needs none:
// its queues are exact.
#define RG_HOLD_NS 200000000ull
__global__ void rg_hold_kernel(const volatile int *flag, unsigned long long limit_ns)
{
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  do {
    if (*flag)
      return;
    __nanosleep(1000);
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  } while (t - t0 < limit_ns);
}

struct rg_holds {
  volatile int *flag;             // mapped pinned host memory, one per device
  cudaStream_t stream[RG_MAX_DEVICES];
  bool held[RG_MAX_DEVICES];
};
static rg_holds rg_h;

static void rg_hold_release(int dev)
{
  if (dev >= 0 && dev < RG_MAX_DEVICES && rg_h.held[dev]) {
    rg_h.flag[dev] = 1;
    rg_h.held[dev] = false;
  }
}

static void rg_hold_release_stream(cudaStream_t s)
{
  for (int d = 0; d < RG_MAX_DEVICES; d++)
    if (rg_h.held[d] && rg_h.stream[d] == s)
      rg_hold_release(d);
}

static void rg_hold_release_all(void)
{
  for (int d = 0; d < RG_MAX_DEVICES; d++)
    rg_hold_release(d);
}

// An error a runtime call of the submission returned before the glue's own
// calls inside its window: cudaGetLastError, which the glue needs for its
// own launches, would take it back, and a failed call the submission
// ignored (an event recorded on another device's stream) would pass.
static cudaError_t rg_student_error = cudaSuccess;

static void rg_keep_student_error(void)
{
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess && !rg_error_changes_nothing(e) && rg_student_error == cudaSuccess)
    rg_student_error = e;
}

// The submission's error: the runtime's last, else the one kept; cleared.
static cudaError_t rg_take_student_error(void)
{
  cudaError_t e = cudaGetLastError();
  if (e == cudaSuccess || rg_error_changes_nothing(e))
    e = rg_student_error;
  rg_student_error = cudaSuccess;
  return e;
}

// Queues the hold on device dev's stream s (not counted as the student's
// launch); without mapped memory there is no hold, and the check falls back
// to what cudaStreamQuery sees.
static void rg_hold(int dev, cudaStream_t s)
{
  rg_keep_student_error();
  if (!rg_h.flag) {
    void *p = nullptr;
    if (cudaHostAlloc(&p, RG_MAX_DEVICES * sizeof(int),
                      cudaHostAllocMapped | cudaHostAllocPortable) != cudaSuccess) {
      cudaGetLastError();
      return;
    }
    rg_h.flag = (volatile int *)p;
  }
  if (rg_h.held[dev])
    return;
  int cur = 0;
  cudaGetDevice(&cur);
  cudaSetDevice(dev);
  rg_h.flag[dev] = 0;
  int armed = __atomic_exchange_n(&rg_launch_on, 0, __ATOMIC_RELAXED);
  rg_hold_kernel<<<1, 1, 0, s>>>((const int *)rg_h.flag + dev, RG_HOLD_NS);
  __atomic_store_n(&rg_launch_on, armed, __ATOMIC_RELAXED);
  if (cudaGetLastError() == cudaSuccess) {
    rg_h.stream[dev] = s;
    rg_h.held[dev] = true;
  }
  cudaSetDevice(cur);
}

// The synchronising calls a submission may wait with, each letting go of
// the holds it waits for; the glue's own calls (disarmed) only pass through.
#define RG_WRAP_SYNC(name, params, args, release)                              \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    if (rg_w.on)                                                               \
      release;                                                                 \
    return __real_##name args;                                                 \
  }

static void rg_hold_release_current(void)
{
  int cur = 0;
  cudaGetDevice(&cur);
  rg_hold_release(cur);
}

RG_WRAP_SYNC(cudaStreamSynchronize, (cudaStream_t s), (s), rg_hold_release_stream(s))
RG_WRAP_SYNC(cudaStreamSynchronize_ptsz, (cudaStream_t s), (s), rg_hold_release_stream(s))
RG_WRAP_SYNC(cudaStreamQuery, (cudaStream_t s), (s), rg_hold_release_stream(s))
RG_WRAP_SYNC(cudaStreamQuery_ptsz, (cudaStream_t s), (s), rg_hold_release_stream(s))
RG_WRAP_SYNC(cudaDeviceSynchronize, (void), (), rg_hold_release_current())
// An event's stream is not known to CUDA's API: any event wait lets every
// hold go (a wait on an event of an unsynchronised stream is not caught).
RG_WRAP_SYNC(cudaEventSynchronize, (cudaEvent_t e), (e), rg_hold_release_all())
RG_WRAP_SYNC(cudaEventQuery, (cudaEvent_t e), (e), rg_hold_release_all())
RG_WRAP_SYNC(cudaStreamWaitEvent, (cudaStream_t s, cudaEvent_t e, unsigned int flags),
             (s, e, flags), rg_hold_release_all())
RG_WRAP_SYNC(cudaStreamWaitEvent_ptsz, (cudaStream_t s, cudaEvent_t e, unsigned int flags),
             (s, e, flags), rg_hold_release_all())
#undef RG_WRAP_SYNC
#else
static void rg_hold(int, cudaStream_t) {}
static cudaError_t rg_take_student_error(void)
{
  cudaError_t e = cudaGetLastError();
  return rg_error_changes_nothing(e) ? cudaSuccess : e;
}
static void rg_keep_student_error(void) {}
static void rg_hold_release_all(void) {}
#endif

// The all-reduce ends where the call is issued: at once outside a group, at
// the outermost ncclGroupEnd inside one.
static void rg_record_ends(void)
{
  for (int d = 0; d < RG_MAX_DEVICES; d++)
    if (rg_w.mid_done[d] && !rg_w.end_done[d]) {
      rg_record_on(d, rg_w.end[d], rg_w.stream[d]);
      rg_w.end_done[d] = true;
    }
}

static void rg_nccl_note(const char *text)
{
  if (!rg_w.nccl_note[0])
    snprintf(rg_w.nccl_note, sizeof rg_w.nccl_note, "%s", text);
}

// One call handed to NCCL, with the timing event before it.
static ncclResult_t rg_issue(const rg_nccl_call *c)
{
  int dev = rg_w.timing ? rg_comm_device(c->comm) : -1;
  if (dev >= 0 && !rg_w.mid_done[dev]) { // the first all-reduce of this device
    rg_record_on(dev, rg_w.mid[dev], c->stream);
    rg_w.stream[dev] = c->stream;
    rg_w.mid_done[dev] = true;
  }
  return RG_REAL(ncclAllReduce)(c->send, c->recv, c->count, c->type, c->op, c->comm,
                                c->stream);
}

// After the checked call's all-reduces are issued: the holds (GPU).
static void rg_hold_after(const rg_nccl_call *calls, int n)
{
  if (rg_w.timing)
    return;
  for (int i = 0; i < n; i++) {
    int dev = rg_comm_device(calls[i].comm);
    if (dev >= 0)
      rg_hold(dev, calls[i].stream);
  }
}

// The held calls of a group, issued only if every rank of each
// communicator has one as often as the others (NCCL would wait forever for
// a missing one: a hang on a GPU, a clear note here).
static bool rg_group_complete(void)
{
  int calls[RG_MAX_DEVICES] = {}, nranks = 0;
  for (int i = 0; i < rg_w.nheld; i++) {
    int rank = -1, n = 0;
    ncclCommUserRank(rg_w.held[i].comm, &rank);
    ncclCommCount(rg_w.held[i].comm, &n);
    nranks = n > nranks ? n : nranks;
    if (rank >= 0 && rank < RG_MAX_DEVICES)
      calls[rank]++;
  }
  int called = 0, most = 0, fewest = 1 << 30;
  char who[64] = "";
  for (int r = 0; r < nranks && r < RG_MAX_DEVICES; r++) {
    called += calls[r] > 0;
    most = calls[r] > most ? calls[r] : most;
    fewest = calls[r] < fewest ? calls[r] : fewest;
    if (calls[r] > 0)
      snprintf(who + strlen(who), sizeof who - strlen(who), "%s%d", who[0] ? ", " : "", r);
  }
  if (rg_w.nheld == 0 || most == fewest)
    return true;
  char text[400];
  snprintf(text, sizeof text,
           "nccl-ranks: ncclAllReduce was called for %d of %d ranks (device%s %s) in one "
           "ncclGroupStart/ncclGroupEnd: NCCL waits for every rank of the communicator, so "
           "these all-reduces never complete (a hang on a GPU): call it once for every "
           "device inside the group\n",
           called, nranks, called == 1 ? "" : "s", who);
  rg_nccl_note(text);
  return false;
}

#ifdef RG_EMU
extern "C" int simt_mem_device(const void *p, size_t n);
#endif

// The device whose memory p is; -1 if none is known (host memory, managed
// memory, and on the emulator a __device__ variable, one address for every
// device's copy).
static int rg_buffer_device(const void *p)
{
#ifdef RG_EMU
  return simt_mem_device(p, 1);
#else
  cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, p) != cudaSuccess)
    return -1;
  return a.type == cudaMemoryTypeDevice ? a.device : -1;
#endif
}

// A send or receive buffer on another device than the communicator's:
// NCCL_CHECK_POINTERS=1 refuses it; by default a GPU may run it through
// peer access, or not.  Refused on both backends alike, with a note.
static bool rg_buffers_misplaced(const rg_nccl_call *c)
{
  int dev = rg_comm_device(c->comm), rank = -1;
  const void *buf[2] = { c->send, c->recv };
  for (int i = 0; i < 2 && dev >= 0; i++) {
    int at = rg_buffer_device(buf[i]);
    if (at < 0 || at == dev)
      continue;
    ncclCommUserRank(c->comm, &rank);
    char text[400];
    snprintf(text, sizeof text,
             "nccl-buffer: ncclAllReduce for rank %d (device %d) was given a %s buffer in "
             "device %d's memory: NCCL's buffers must be on the communicator's device "
             "(NCCL_CHECK_POINTERS=1 refuses it; without, a GPU may or may not reach it "
             "through peer access): pass each rank its own device's buffers\n",
             rank, dev, i == 0 ? "send" : "receive", at);
    rg_nccl_note(text);
    return true;
  }
  return false;
}

static ncclResult_t rg_all_reduce(const void *send, void *recv, size_t count,
                                  ncclDataType_t type, ncclRedOp_t op, ncclComm_t comm,
                                  cudaStream_t stream)
{
  rg_nccl_call c = { send, recv, count, type, op, comm, stream };
  if (!rg_w.on)
    return RG_REAL(ncclAllReduce)(send, recv, count, type, op, comm, stream);
  rg_keep_student_error(); // NCCL's own runtime calls may take it back
  if (rg_buffers_misplaced(&c))
    return ncclInvalidArgument;
  rg_w.allreduce_calls++;
  int n = 1, rank = 0;
  ncclCommCount(comm, &n);
  ncclCommUserRank(comm, &rank);
  if (rg_w.group_depth == 0 && n > 1) {
    // One thread driving several devices: NCCL's first call waits for the
    // other ranks, which this thread never gets to call.  Not handed on.
    char text[400];
    snprintf(text, sizeof text,
             "nccl-ranks: ncclAllReduce for rank %d of %d was called outside "
             "ncclGroupStart/ncclGroupEnd: one thread driving %d devices waits in that call "
             "for ranks it has not called yet (a hang on a GPU): put the per-device calls "
             "between ncclGroupStart() and ncclGroupEnd()\n",
             rank, n, n);
    rg_nccl_note(text);
    return ncclInvalidUsage;
  }
  if (rg_w.group_depth == 0) {
    ncclResult_t r = rg_issue(&c);
    if (rg_w.timing)
      rg_record_ends();
    rg_hold_after(&c, 1);
    return r;
  }
  if (rg_w.nheld == RG_MAX_CALLS)
    return ncclInvalidUsage;
  rg_w.held[rg_w.nheld++] = c;
  return ncclSuccess;
}

static ncclResult_t rg_group_start(void)
{
  if (rg_w.on) {
    rg_keep_student_error();
    rg_w.group_depth++;
  }
  return RG_REAL(ncclGroupStart)();
}

static ncclResult_t rg_group_end(void)
{
  if (!rg_w.on || rg_w.group_depth == 0 || --rg_w.group_depth > 0)
    return RG_REAL(ncclGroupEnd)();
  rg_keep_student_error();
  bool ok = rg_group_complete();
  ncclResult_t r = ncclSuccess;
  for (int i = 0; ok && i < rg_w.nheld; i++) {
    ncclResult_t ri = rg_issue(&rg_w.held[i]);
    r = r == ncclSuccess ? ri : r;
  }
  ncclResult_t e = RG_REAL(ncclGroupEnd)();
  r = r == ncclSuccess ? e : r;
  if (ok) {
    if (rg_w.timing)
      rg_record_ends();
    rg_hold_after(rg_w.held, rg_w.nheld);
  }
  rg_w.nheld = 0;
  return ok ? r : ncclInvalidUsage;
}

static void rg_watch_begin(bool timing)
{
  rg_watch keep = rg_w; // the events stay
  rg_w = rg_watch{};
  std::copy(keep.mid, keep.mid + RG_MAX_DEVICES, rg_w.mid);
  std::copy(keep.end, keep.end + RG_MAX_DEVICES, rg_w.end);
  rg_w.on = true;
  rg_w.timing = timing;
  rg_watch_arm_copies();
}

static void rg_watch_end(void)
{
  rg_w.on = false;
  rg_w.host_copies = rg_watch_copies();
  // A group still open when the call returns: its all-reduces were held,
  // never issued (NCCL issues a group at its outermost ncclGroupEnd).
  if (rg_w.group_depth > 0) {
    char text[300];
    snprintf(text, sizeof text,
             "nccl-ranks: sum_multi_gpu returned with %d ncclGroupStart() call%s not closed "
             "by ncclGroupEnd(): the all-reduces inside were held and never run\n",
             rg_w.group_depth, rg_w.group_depth == 1 ? "" : "s");
    rg_nccl_note(text);
  }
}

// The submission's calls.  On a GPU NCCL also exports each function as
// pnccl* (for profilers); those names are watched the same.
#define RG_ALL_REDUCE_PARAMS                                                   \
  (const void *send, void *recv, size_t count, ncclDataType_t type, ncclRedOp_t op,     \
   ncclComm_t comm, cudaStream_t stream)
#define RG_ALL_REDUCE_ARGS (send, recv, count, type, op, comm, stream)
extern "C" ncclResult_t RG_WRAPPER(ncclAllReduce) RG_ALL_REDUCE_PARAMS
{
  return rg_all_reduce RG_ALL_REDUCE_ARGS;
}
extern "C" ncclResult_t RG_WRAPPER(ncclGroupStart)(void) { return rg_group_start(); }
extern "C" ncclResult_t RG_WRAPPER(ncclGroupEnd)(void) { return rg_group_end(); }
#ifndef RG_EMU
extern "C" ncclResult_t __wrap_pncclAllReduce RG_ALL_REDUCE_PARAMS
{
  return rg_all_reduce RG_ALL_REDUCE_ARGS;
}
extern "C" ncclResult_t __wrap_pncclGroupStart(void) { return rg_group_start(); }
extern "C" ncclResult_t __wrap_pncclGroupEnd(void) { return rg_group_end(); }
#endif
#undef RG_ALL_REDUCE_PARAMS
#undef RG_ALL_REDUCE_ARGS

#endif
