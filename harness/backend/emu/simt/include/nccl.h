/* nccl.h — the emulator's NCCL: the part of NCCL's API a single process
 * driving several devices uses (ncclCommInitAll, grouped ncclAllReduce),
 * over the modelled devices of the SIMT runtime (harness/backend/emu/simt/nccl.c).
 * Names, types and enum values are NCCL's, so a submission compiles
 * unchanged with nvcc and the real library.
 *
 * What the model does: an all-reduce is queued on its stream when every
 * rank has called it (at ncclGroupEnd), and runs only when something waits
 * for that stream (cudaStreamSynchronize, cudaDeviceSynchronize of its
 * device, a synchronous copy, work that waits for it, ...), after every
 * rank's earlier work on its own stream.  Code that reads
 * the result without waiting therefore sees the value from before the
 * all-reduce, every time: the missing synchronisation a GPU shows only
 * sometimes.
 */
#ifndef SIMT_NCCL_H
#define SIMT_NCCL_H

#include <assert.h> /* NCCL's nccl.h brings it, by <cuda_fp16.h> */
#include <limits.h>
#include <stddef.h>

#include "simt_rt.h"

#define NCCL_MAJOR 2
#define NCCL_MINOR 27
#define NCCL_PATCH 0
#define NCCL_VERSION(X, Y, Z) ((X) * 10000 + (Y) * 100 + (Z))
#define NCCL_VERSION_CODE NCCL_VERSION(NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH)

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ncclComm *ncclComm_t;

typedef enum {
  ncclSuccess = 0,
  ncclUnhandledCudaError = 1,
  ncclSystemError = 2,
  ncclInternalError = 3,
  ncclInvalidArgument = 4,
  ncclInvalidUsage = 5,
  ncclRemoteError = 6,
  ncclInProgress = 7,
  ncclNumResults = 8
} ncclResult_t;

typedef enum { ncclSum = 0, ncclProd = 1, ncclMax = 2, ncclMin = 3, ncclAvg = 4,
               ncclNumOps = 5 } ncclRedOp_t;

typedef enum {
  ncclInt8 = 0, ncclChar = 0,
  ncclUint8 = 1,
  ncclInt32 = 2, ncclInt = 2,
  ncclUint32 = 3,
  ncclInt64 = 4,
  ncclUint64 = 5,
  ncclFloat16 = 6, ncclHalf = 6,
  ncclFloat32 = 7, ncclFloat = 7,
  ncclFloat64 = 8, ncclDouble = 8,
  ncclNumTypes = 12
} ncclDataType_t;

/* reduce-grade exports the emulator's functions to the glue it loads.  Under
 * NCCL's own names they would also stand in for the real library's when a
 * submission is graded on GPUs (the executable's symbols are found first),
 * so they are defined under a simt_ prefix and reached through these. */
#define ncclCommInitAll simt_ncclCommInitAll
#define ncclCommDestroy simt_ncclCommDestroy
#define ncclCommCount simt_ncclCommCount
#define ncclCommCuDevice simt_ncclCommCuDevice
#define ncclCommUserRank simt_ncclCommUserRank
#define ncclGetVersion simt_ncclGetVersion
#define ncclGetErrorString simt_ncclGetErrorString
#define ncclGetLastError simt_ncclGetLastError
#define ncclGroupStart simt_ncclGroupStart
#define ncclGroupEnd simt_ncclGroupEnd
#define ncclAllReduce simt_ncclAllReduce
#define ncclReduce simt_ncclReduce
#define ncclBroadcast simt_ncclBroadcast
#define ncclAllGather simt_ncclAllGather
#define ncclReduceScatter simt_ncclReduceScatter

/* One communicator per device of devlist (NULL: devices 0..ndev-1), all of
 * one clique; comms[i] is rank i on device devlist[i]. */
ncclResult_t ncclCommInitAll(ncclComm_t *comms, int ndev, const int *devlist);
ncclResult_t ncclCommDestroy(ncclComm_t comm);
ncclResult_t ncclCommCount(const ncclComm_t comm, int *count);
ncclResult_t ncclCommCuDevice(const ncclComm_t comm, int *device);
ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank);
ncclResult_t ncclGetVersion(int *version);
const char *ncclGetErrorString(ncclResult_t result);
const char *ncclGetLastError(ncclComm_t comm);

/* Calls between these two are collected and issued together at the
 * outermost ncclGroupEnd; one thread driving several ranks must group. */
ncclResult_t ncclGroupStart(void);
ncclResult_t ncclGroupEnd(void);

/* recvbuff[i] = op over ranks of sendbuff[i], i < count, on every rank.
 * Both buffers are device memory of comm's device (they may be the same). */
ncclResult_t ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count,
                           ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm,
                           cudaStream_t stream);

/* The same, written to root's recvbuff only (the others' may be NULL). */
ncclResult_t ncclReduce(const void *sendbuff, void *recvbuff, size_t count,
                        ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm,
                        cudaStream_t stream);

/* recvbuff = root's sendbuff, on every rank (the others' sendbuff unread). */
ncclResult_t ncclBroadcast(const void *sendbuff, void *recvbuff, size_t count,
                           ncclDataType_t datatype, int root, ncclComm_t comm,
                           cudaStream_t stream);

/* recvbuff holds every rank's sendbuff (sendcount elements each), rank r's
 * at r * sendcount, on every rank. */
ncclResult_t ncclAllGather(const void *sendbuff, void *recvbuff, size_t sendcount,
                           ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream);

/* op over ranks of sendbuff (recvcount elements a rank, nranks of them);
 * rank r's recvbuff gets the r-th recvcount of it. */
ncclResult_t ncclReduceScatter(const void *sendbuff, void *recvbuff, size_t recvcount,
                               ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm,
                               cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif /* SIMT_NCCL_H */
