/* nccl.c — NCCL over the modelled devices (include/nccl.h): communicators
 * made by ncclCommInitAll, grouped all-reduces matched across ranks.  An
 * all-reduce is issued when every rank of its clique has called it: it is
 * then queued on every rank's stream (stream.c) and runs when something
 * waits for one of them, after every rank's earlier work; so reading a
 * result without synchronising sees the value from before the all-reduce,
 * deterministically.  Communicators live until the process ends or
 * simt_reset, as NCCL's do.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include "simt_int.h"
#include "include/nccl.h"
#include "scratch_int.h"
#include "../../../glue/scratch_left.h"

#define MAX_OPS 64     /* queued per rank before a synchronisation */
#define MAX_CLIQUES 64 /* ncclCommInitAll calls per process */

enum kind { ALL_REDUCE, REDUCE, BROADCAST, ALL_GATHER, REDUCE_SCATTER };
static const char *const kind_name[] = { "ncclAllReduce", "ncclReduce", "ncclBroadcast",
                                         "ncclAllGather", "ncclReduceScatter" };

struct op {
  const void *send;
  void *recv;
  size_t count;
  int dtype, redop;
  cudaStream_t stream;
  int kind, root; /* enum kind; root: REDUCE's and BROADCAST's rank */
};

/* Elements rank `rank`'s call reads from send and writes to recv: count
 * for the all-reduce, only the root's recv for a reduce and only its send
 * for a broadcast; an all-gather reads count and writes every rank's
 * count, a reduce-scatter reads every rank's count and writes count. */
static size_t sent(const struct op *o, int rank, int nranks)
{
  if (o->kind == BROADCAST && rank != o->root)
    return 0;
  return o->kind == REDUCE_SCATTER ? o->count * (size_t)nranks : o->count;
}

static size_t received(const struct op *o, int rank, int nranks)
{
  if (o->kind == REDUCE && rank != o->root)
    return 0;
  return o->kind == ALL_GATHER ? o->count * (size_t)nranks : o->count;
}

/* The communicators of one ncclCommInitAll.  Rank r's k-th call not yet
 * matched by every rank is ops[r][k]. */
struct clique {
  int nranks, live;
  struct op ops[SIMT_MAX_DEVICES][MAX_OPS];
  int queued[SIMT_MAX_DEVICES];
  int dev[SIMT_MAX_DEVICES];
};

/* One issued all-reduce: every rank's call, run by stream.c. */
struct collective {
  int nranks;
  struct op ops[SIMT_MAX_DEVICES];
};

struct ncclComm {
  struct clique *cl;
  int rank, dev, live;
};

static struct clique cliques[MAX_CLIQUES];
static struct ncclComm comms[MAX_CLIQUES][SIMT_MAX_DEVICES];
static int ncliques;

/* Calls made between ncclGroupStart and the outermost ncclGroupEnd. */
static struct { struct ncclComm *comm; struct op op; } grouped[SIMT_MAX_DEVICES * MAX_OPS];
static int ngrouped, group_depth;
static char last_error[256];

static ncclResult_t fail(ncclResult_t r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Records why a call failed, for ncclGetLastError. */
static ncclResult_t fail(ncclResult_t r, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(last_error, sizeof last_error, fmt, ap);
  va_end(ap);
  return r;
}

void simt_nccl_reset(void)
{
  memset(cliques, 0, sizeof cliques);
  memset(comms, 0, sizeof comms);
  ncliques = ngrouped = group_depth = 0;
  last_error[0] = '\0';
}

ncclResult_t ncclCommInitAll(ncclComm_t *out, int ndev, const int *devlist)
{
  int count = 0;
  cudaGetDeviceCount(&count);
  if (!out || ndev < 1 || ndev > SIMT_MAX_DEVICES)
    return fail(ncclInvalidArgument, "ncclCommInitAll: %d devices", ndev);
  if (ncliques == MAX_CLIQUES)
    return fail(ncclSystemError, "ncclCommInitAll: more than %d cliques", MAX_CLIQUES);
  struct clique *cl = &cliques[ncliques];
  for (int r = 0; r < ndev; r++) {
    int dev = devlist ? devlist[r] : r;
    if (dev < 0 || dev >= count)
      return fail(ncclInvalidArgument, "ncclCommInitAll: device %d does not exist", dev);
    comms[ncliques][r] = (struct ncclComm){ cl, r, dev, 1 };
    out[r] = &comms[ncliques][r];
  }
  memset(cl, 0, sizeof *cl);
  for (int r = 0; r < ndev; r++)
    cl->dev[r] = devlist ? devlist[r] : r;
  cl->nranks = ndev;
  cl->live = 1;
  ncliques++;
  for (int r = 0; r < ndev; r++) /* the leak watch counts them (scratch_left.c) */
    simt_scratch_held_made(RG_HELD_COMM, out[r], 0, __builtin_return_address(0));
  return ncclSuccess;
}

ncclResult_t ncclCommDestroy(ncclComm_t comm)
{
  if (!comm || !comm->live)
    return fail(ncclInvalidArgument, "ncclCommDestroy: not a live communicator");
  simt_stream_drain_device(-1); /* NCCL finishes what the communicator has queued */
  comm->live = 0;
  simt_scratch_held_freed(RG_HELD_COMM, comm);
  return ncclSuccess;
}

ncclResult_t ncclCommCount(const ncclComm_t comm, int *count)
{
  if (!comm || !count)
    return ncclInvalidArgument;
  *count = comm->cl->nranks;
  return ncclSuccess;
}

ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int *device)
{
  if (!comm || !device)
    return ncclInvalidArgument;
  *device = comm->dev;
  return ncclSuccess;
}

ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank)
{
  if (!comm || !rank)
    return ncclInvalidArgument;
  *rank = comm->rank;
  return ncclSuccess;
}

ncclResult_t ncclGetVersion(int *version)
{
  if (!version)
    return ncclInvalidArgument;
  *version = NCCL_VERSION_CODE;
  return ncclSuccess;
}

const char *ncclGetErrorString(ncclResult_t r)
{
  switch (r) {
  case ncclSuccess: return "no error";
  case ncclUnhandledCudaError: return "unhandled cuda error";
  case ncclSystemError: return "unhandled system error";
  case ncclInternalError: return "internal error";
  case ncclInvalidArgument: return "invalid argument";
  case ncclInvalidUsage: return "invalid usage";
  case ncclRemoteError: return "remote process exited or there was a network error";
  case ncclInProgress: return "NCCL operation in progress";
  case ncclNumResults: break;
  }
  return "unknown result code";
}

const char *ncclGetLastError(ncclComm_t comm)
{
  (void)comm;
  return last_error;
}

static size_t type_size(int t)
{
  switch (t) {
  case ncclInt8: case ncclUint8: return 1;
  case ncclInt32: case ncclUint32: case ncclFloat32: return 4;
  case ncclInt64: case ncclUint64: case ncclFloat64: return 8;
  }
  return 0; /* half and the 8-bit floats are not modelled */
}

/* Checks one rank's call the way NCCL does before queuing it: the buffers
 * it reads and writes are device memory of its device. */
static ncclResult_t validate(const struct ncclComm *c, const struct op *o, void *where)
{
  const char *f = kind_name[o->kind];
  if (!c || !c->live || !c->cl->live)
    return fail(ncclInvalidArgument, "%s: not a live communicator", f);
  size_t elem = type_size(o->dtype);
  if (!elem)
    return fail(ncclInvalidArgument, "%s: data type %d is not modelled", f, o->dtype);
  if (o->redop < ncclSum || o->redop > ncclAvg)
    return fail(ncclInvalidArgument, "%s: reduction op %d", f, o->redop);
  if ((o->kind == REDUCE || o->kind == BROADCAST) && (o->root < 0 || o->root >= c->cl->nranks))
    return fail(ncclInvalidArgument, "%s: root %d is not a rank of %d", f, o->root,
                c->cl->nranks);
  size_t in = sent(o, c->rank, c->cl->nranks) * elem;
  size_t out = received(o, c->rank, c->cl->nranks) * elem;
  if ((in && simt_mem_device(o->send, in) != c->dev) ||
      (out && simt_mem_device(o->recv, out) != c->dev))
    return fail(ncclInvalidArgument,
                "%s: rank %d's buffers are not %zu and %zu bytes of device %d's memory", f,
                c->rank, in, out, c->dev);
  int sdev = simt_stream_device(o->stream);
  if (sdev != c->dev && o->stream) {
    /* NCCL launches the rank's kernel on its device into this stream,
     * which CUDA refuses; said as the emulator's launch says it (a
     * submission that ignores the result would see only a wrong sum) */
    simt_diag("cuda-error", where,
              "%s: rank %d runs on device %d but was given a stream of device %d (invalid "
              "resource handle): queue each rank's call on a stream of its own device", f,
              c->rank, c->dev, sdev);
    simt_set_error(cudaErrorInvalidResourceHandle);
    return fail(ncclInvalidUsage, "%s: rank %d's stream is on device %d, not on device %d", f,
                c->rank, sdev, c->dev);
  }
  return ncclSuccess;
}

static void run_collective(void *ctx);

/* Collectives every rank has reached are issued (queued on every rank's
 * stream); they must agree.  A call some rank has not made is an error
 * once the group that held it has ended: NCCL would wait forever. */
static ncclResult_t issue(struct clique *cl)
{
  int reached = MAX_OPS, most = 0;
  for (int r = 0; r < cl->nranks; r++) {
    reached = cl->queued[r] < reached ? cl->queued[r] : reached;
    most = cl->queued[r] > most ? cl->queued[r] : most;
  }
  for (int k = 0; k < reached; k++) {
    const struct op *a = &cl->ops[0][k];
    for (int r = 1; r < cl->nranks; r++) {
      const struct op *b = &cl->ops[r][k];
      if (b->count != a->count || b->dtype != a->dtype || b->redop != a->redop ||
          b->kind != a->kind || b->root != a->root)
        return fail(ncclInvalidUsage, "%s: ranks 0 and %d disagree on the collective, count, "
                    "type, op or root of their call %d", kind_name[a->kind], r, k);
    }
  }
  for (int k = 0; k < reached; k++) {
    struct collective *c = malloc(sizeof *c);
    if (!c)
      return fail(ncclSystemError, "ncclAllReduce: out of memory");
    cudaStream_t st[SIMT_MAX_DEVICES];
    struct simt_fp fps[SIMT_MAX_DEVICES];
    memset(fps, 0, sizeof fps);
    c->nranks = cl->nranks;
    for (int r = 0; r < cl->nranks; r++) {
      const struct op *o = &c->ops[r];
      c->ops[r] = cl->ops[r][k];
      st[r] = o->stream;
      /* the bytes rank r's part reads and writes (stream_order.c) */
      size_t elem = type_size(o->dtype);
      size_t in = sent(o, r, cl->nranks) * elem, out = received(o, r, cl->nranks) * elem;
      if (in)
        simt_fp_add(&fps[r], o->send, in, 0);
      if (out)
        simt_fp_add(&fps[r], o->recv, out, 1);
    }
    int queued = simt_stream_collective(st, cl->dev, cl->nranks, run_collective, free, c, fps);
    for (int r = 0; r < cl->nranks; r++)
      simt_fp_free(&fps[r]); /* what the parts did not take */
    if (queued != 0) {
      free(c);
      return fail(ncclSystemError, "ncclAllReduce: could not queue the all-reduce");
    }
  }
  for (int r = 0; r < cl->nranks; r++) {
    int left = cl->queued[r] - reached;
    memmove(cl->ops[r], cl->ops[r] + reached, (size_t)left * sizeof cl->ops[r][0]);
    cl->queued[r] = left;
  }
  if (most > reached) {
    int called = 0;
    for (int r = 0; r < cl->nranks; r++)
      called += cl->queued[r] > 0;
    /* unmatched calls are dropped: NCCL would hang on them */
    memset(cl->queued, 0, sizeof cl->queued);
    return fail(ncclInvalidUsage, "ncclAllReduce was called for %d of %d ranks: NCCL waits "
                "for every rank of a communicator, so it would wait forever", called,
                cl->nranks);
  }
  return ncclSuccess;
}

static ncclResult_t enqueue(struct ncclComm *c, const struct op *o)
{
  struct clique *cl = c->cl;
  if (cl->queued[c->rank] == MAX_OPS)
    return fail(ncclSystemError, "ncclAllReduce: more than %d queued without a "
                "synchronisation", MAX_OPS);
  cl->ops[c->rank][cl->queued[c->rank]++] = *o;
  return ncclSuccess;
}

static ncclResult_t collective(struct op o, ncclComm_t comm, void *where);

ncclResult_t ncclAllReduce(const void *send, void *recv, size_t count, ncclDataType_t dtype,
                           ncclRedOp_t redop, ncclComm_t comm, cudaStream_t stream)
{
  return collective((struct op){ send, recv, count, (int)dtype, (int)redop, stream,
                                 ALL_REDUCE, 0 }, comm, __builtin_return_address(0));
}

ncclResult_t ncclReduce(const void *send, void *recv, size_t count, ncclDataType_t dtype,
                        ncclRedOp_t redop, int root, ncclComm_t comm, cudaStream_t stream)
{
  return collective((struct op){ send, recv, count, (int)dtype, (int)redop, stream, REDUCE,
                                 root }, comm, __builtin_return_address(0));
}

ncclResult_t ncclBroadcast(const void *send, void *recv, size_t count, ncclDataType_t dtype,
                           int root, ncclComm_t comm, cudaStream_t stream)
{
  return collective((struct op){ send, recv, count, (int)dtype, ncclSum, stream, BROADCAST,
                                 root }, comm, __builtin_return_address(0));
}

ncclResult_t ncclAllGather(const void *send, void *recv, size_t sendcount, ncclDataType_t dtype,
                           ncclComm_t comm, cudaStream_t stream)
{
  return collective((struct op){ send, recv, sendcount, (int)dtype, ncclSum, stream,
                                 ALL_GATHER, 0 }, comm, __builtin_return_address(0));
}

ncclResult_t ncclReduceScatter(const void *send, void *recv, size_t recvcount,
                               ncclDataType_t dtype, ncclRedOp_t redop, ncclComm_t comm,
                               cudaStream_t stream)
{
  return collective((struct op){ send, recv, recvcount, (int)dtype, (int)redop, stream,
                                 REDUCE_SCATTER, 0 }, comm, __builtin_return_address(0));
}

/* One rank's call of a collective: checked, then held in its group or
 * issued. */
static ncclResult_t collective(struct op o, ncclComm_t comm, void *where)
{
  const char *f = kind_name[o.kind];
  ncclResult_t r = validate(comm, &o, where);
  if (r != ncclSuccess)
    return r;
  if (group_depth > 0) {
    if (ngrouped == (int)(sizeof grouped / sizeof grouped[0]))
      return fail(ncclSystemError, "%s: too many calls in one group", f);
    grouped[ngrouped].comm = comm;
    grouped[ngrouped++].op = o;
    return ncclSuccess;
  }
  if (comm->cl->nranks > 1)
    return fail(ncclInvalidUsage,
                "%s outside ncclGroupStart/ncclGroupEnd for one of %d ranks: one thread "
                "driving several devices must group the calls, or NCCL waits forever", f,
                comm->cl->nranks);
  r = enqueue(comm, &o);
  return r == ncclSuccess ? issue(comm->cl) : r;
}

ncclResult_t ncclGroupStart(void)
{
  group_depth++;
  return ncclSuccess;
}

ncclResult_t ncclGroupEnd(void)
{
  if (group_depth == 0)
    return fail(ncclInvalidUsage, "ncclGroupEnd without ncclGroupStart");
  if (--group_depth > 0)
    return ncclSuccess;
  ncclResult_t r = ncclSuccess;
  for (int i = 0; i < ngrouped && r == ncclSuccess; i++)
    r = enqueue(grouped[i].comm, &grouped[i].op);
  ngrouped = 0;
  for (int i = 0; i < ncliques && r == ncclSuccess; i++)
    if (cliques[i].live)
      r = issue(&cliques[i]);
  return r;
}

/* out[i] = out[i] op in[i] for count elements of type T. */
#define COMBINE(T)                                                             \
  static void combine_##T(void *out_, const void *in_, size_t count, int redop) \
  {                                                                            \
    T *out = out_;                                                             \
    const T *in = in_;                                                         \
    for (size_t i = 0; i < count; i++) {                                       \
      T a = out[i], b = in[i];                                                 \
      out[i] = redop == ncclProd ? a * b : redop == ncclMax ? (a > b ? a : b)  \
             : redop == ncclMin ? (a < b ? a : b) : a + b;                     \
    }                                                                          \
  }
COMBINE(int8_t)
COMBINE(uint8_t)
COMBINE(int32_t)
COMBINE(uint32_t)
COMBINE(int64_t)
COMBINE(uint64_t)
COMBINE(float)
COMBINE(double)

static void combine(int dtype, void *out, const void *in, size_t count, int redop)
{
  switch (dtype) {
  case ncclInt8: combine_int8_t(out, in, count, redop); break;
  case ncclUint8: combine_uint8_t(out, in, count, redop); break;
  case ncclInt32: combine_int32_t(out, in, count, redop); break;
  case ncclUint32: combine_uint32_t(out, in, count, redop); break;
  case ncclInt64: combine_int64_t(out, in, count, redop); break;
  case ncclUint64: combine_uint64_t(out, in, count, redop); break;
  case ncclFloat32: combine_float(out, in, count, redop); break;
  case ncclFloat64: combine_double(out, in, count, redop); break;
  }
}

/* ncclAvg: the sum divided by the number of ranks. */
static void average(int dtype, void *buf, size_t count, int nranks)
{
  for (size_t i = 0; i < count; i++) {
    if (dtype == ncclFloat32)
      ((float *)buf)[i] /= (float)nranks;
    else if (dtype == ncclFloat64)
      ((double *)buf)[i] /= nranks;
    else if (dtype == ncclInt32)
      ((int32_t *)buf)[i] /= nranks;
    else if (dtype == ncclInt64)
      ((int64_t *)buf)[i] /= nranks;
  }
}

/* Runs one collective: every rank's input is read before any output is
 * written, so in-place buffers work as they do in NCCL.  acc holds what
 * is written: the reduction (of every rank's whole send for a
 * reduce-scatter, rank r's recv its r-th count), the root's send, or the
 * ranks' sends one after the other (an all-gather). */
static void run_collective(void *ctx)
{
  const struct collective *c = ctx;
  const struct op *o0 = &c->ops[0];
  size_t elem = type_size(o0->dtype), n = c->nranks;
  size_t total = (o0->kind == ALL_GATHER || o0->kind == REDUCE_SCATTER ? n : 1) * o0->count;
  size_t size = total * elem;
  char *acc = malloc(size ? size : 1);
  if (!acc) {
    simt_set_error(cudaErrorMemoryAllocation);
    return;
  }
  if (o0->kind == BROADCAST) {
    memcpy(acc, c->ops[o0->root].send, total * elem);
  } else if (o0->kind == ALL_GATHER) {
    for (size_t r = 0; r < n; r++)
      memcpy(acc + r * o0->count * elem, c->ops[r].send, o0->count * elem);
  } else {
    memcpy(acc, o0->send, total * elem);
    for (size_t r = 1; r < n; r++)
      combine(o0->dtype, acc, c->ops[r].send, total, o0->redop);
    if (o0->redop == ncclAvg)
      average(o0->dtype, acc, total, c->nranks);
  }
  for (int r = 0; r < c->nranks; r++) {
    size_t bytes = received(o0, r, c->nranks) * elem;
    if (!bytes)
      continue;
    const char *from = o0->kind == REDUCE_SCATTER ? acc + (size_t)r * bytes : acc;
    memcpy(c->ops[r].recv, from, bytes);
    simt_ot_wrote(c->ops[r].recv, bytes); /* the runtime's bytes (out_trace.c) */
    simt_wr_filled(c->ops[r].recv, bytes);
  }
  free(acc);
}
