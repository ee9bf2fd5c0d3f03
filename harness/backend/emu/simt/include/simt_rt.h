/* simt_rt.h — the C ABI between the shim (simt_cuda.h, compiled into a
 * submission by clang++) and the SIMT runtime (harness/backend/emu/simt/ (C files), linked into
 * reduce-grade).  Plain C, included from both sides, so it holds only PODs,
 * enums and prototypes.  CUDA's own types (cudaError_t, cudaDeviceProp, ...)
 * live here so both sides agree on their layout; the C++ conveniences
 * (templates, overloads, dim3) are in simt_cuda.h.
 */
#ifndef SIMT_RT_H
#define SIMT_RT_H

#include <stddef.h>
#ifndef __cplusplus
#include <stdint.h> /* the runtime's C files; not a submission's names (simt_cuda.h) */
#endif

/* uint64_t without <stdint.h>, which nvcc does not give a submission. */
typedef __UINT64_TYPE__ simt_u64;

#ifdef __cplusplus
extern "C" {
#endif

/* ---- what a fiber sees of itself (read by threadIdx & co) ---- */

typedef struct simt_u3 { unsigned int x, y, z; } simt_u3;

/* The first member of every emulated thread.  simt_cur points at the running
 * thread's view (at a zeroed host view outside kernels). */
struct simt_thread_view {
  simt_u3 thread_idx, block_idx, block_dim, grid_dim;
  unsigned int rank;  /* linear thread index in the block */
  unsigned int lane;  /* rank % 32 */
  unsigned int warp;  /* rank / 32 */
  unsigned int block_rank; /* linear block index in the grid */
};
extern struct simt_thread_view *simt_cur;

/* Dynamic shared memory of the running block starts here (fixed address). */
extern char simt_dyn_smem[];

/* ---- CUDA's error codes (same numbers as CUDA 12) ---- */
typedef enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidPitchValue = 12,
  cudaErrorInvalidSymbol = 13,
  cudaErrorInvalidDevicePointer = 17,
  cudaErrorInvalidMemcpyDirection = 21,
  cudaErrorInvalidDeviceFunction = 98,
  cudaErrorNoDevice = 100,
  cudaErrorInvalidDevice = 101,
  cudaErrorUnsupportedLimit = 215,
  cudaErrorInvalidResourceHandle = 400,
  cudaErrorNotReady = 600,
  cudaErrorIllegalAddress = 700,
  cudaErrorLaunchOutOfResources = 701,
  cudaErrorLaunchTimeout = 702,
  cudaErrorPeerAccessAlreadyEnabled = 704,
  cudaErrorMisalignedAddress = 716,
  cudaErrorPeerAccessNotEnabled = 705,
  cudaErrorLaunchFailure = 719,
  cudaErrorCooperativeLaunchTooLarge = 720,
  cudaErrorNotSupported = 801,
  cudaErrorInvalidClusterSize = 912,
  cudaErrorUnknown = 999
} cudaError_t;

typedef enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
} cudaMemcpyKind;

/* Every attribute CUDA 13.0 names, with its number (the driver API's too):
 * a name the emulator lacked was a compile error there only, which turned
 * a GPU grading's checks off (host_attributes.c answers them all). */
typedef enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxBlockDimY = 3,
  cudaDevAttrMaxBlockDimZ = 4,
  cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxGridDimY = 6,
  cudaDevAttrMaxGridDimZ = 7,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrTotalConstantMemory = 9,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrMaxPitch = 11,
  cudaDevAttrMaxRegistersPerBlock = 12,
  cudaDevAttrClockRate = 13,
  cudaDevAttrTextureAlignment = 14,
  cudaDevAttrGpuOverlap = 15,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrKernelExecTimeout = 17,
  cudaDevAttrIntegrated = 18,
  cudaDevAttrCanMapHostMemory = 19,
  cudaDevAttrComputeMode = 20,
  cudaDevAttrMaxTexture1DWidth = 21,
  cudaDevAttrMaxTexture2DWidth = 22,
  cudaDevAttrMaxTexture2DHeight = 23,
  cudaDevAttrMaxTexture3DWidth = 24,
  cudaDevAttrMaxTexture3DHeight = 25,
  cudaDevAttrMaxTexture3DDepth = 26,
  cudaDevAttrMaxTexture2DLayeredWidth = 27,
  cudaDevAttrMaxTexture2DLayeredHeight = 28,
  cudaDevAttrMaxTexture2DLayeredLayers = 29,
  cudaDevAttrSurfaceAlignment = 30,
  cudaDevAttrConcurrentKernels = 31,
  cudaDevAttrEccEnabled = 32,
  cudaDevAttrPciBusId = 33,
  cudaDevAttrPciDeviceId = 34,
  cudaDevAttrTccDriver = 35,
  cudaDevAttrMemoryClockRate = 36,
  cudaDevAttrGlobalMemoryBusWidth = 37,
  cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrAsyncEngineCount = 40,
  cudaDevAttrUnifiedAddressing = 41,
  cudaDevAttrMaxTexture1DLayeredWidth = 42,
  cudaDevAttrMaxTexture1DLayeredLayers = 43,
  cudaDevAttrMaxTexture2DGatherWidth = 45,
  cudaDevAttrMaxTexture2DGatherHeight = 46,
  cudaDevAttrMaxTexture3DWidthAlt = 47,
  cudaDevAttrMaxTexture3DHeightAlt = 48,
  cudaDevAttrMaxTexture3DDepthAlt = 49,
  cudaDevAttrPciDomainId = 50,
  cudaDevAttrTexturePitchAlignment = 51,
  cudaDevAttrMaxTextureCubemapWidth = 52,
  cudaDevAttrMaxTextureCubemapLayeredWidth = 53,
  cudaDevAttrMaxTextureCubemapLayeredLayers = 54,
  cudaDevAttrMaxSurface1DWidth = 55,
  cudaDevAttrMaxSurface2DWidth = 56,
  cudaDevAttrMaxSurface2DHeight = 57,
  cudaDevAttrMaxSurface3DWidth = 58,
  cudaDevAttrMaxSurface3DHeight = 59,
  cudaDevAttrMaxSurface3DDepth = 60,
  cudaDevAttrMaxSurface1DLayeredWidth = 61,
  cudaDevAttrMaxSurface1DLayeredLayers = 62,
  cudaDevAttrMaxSurface2DLayeredWidth = 63,
  cudaDevAttrMaxSurface2DLayeredHeight = 64,
  cudaDevAttrMaxSurface2DLayeredLayers = 65,
  cudaDevAttrMaxSurfaceCubemapWidth = 66,
  cudaDevAttrMaxSurfaceCubemapLayeredWidth = 67,
  cudaDevAttrMaxSurfaceCubemapLayeredLayers = 68,
  cudaDevAttrMaxTexture1DLinearWidth = 69,
  cudaDevAttrMaxTexture2DLinearWidth = 70,
  cudaDevAttrMaxTexture2DLinearHeight = 71,
  cudaDevAttrMaxTexture2DLinearPitch = 72,
  cudaDevAttrMaxTexture2DMipmappedWidth = 73,
  cudaDevAttrMaxTexture2DMipmappedHeight = 74,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxTexture1DMipmappedWidth = 77,
  cudaDevAttrStreamPrioritiesSupported = 78,
  cudaDevAttrGlobalL1CacheSupported = 79,
  cudaDevAttrLocalL1CacheSupported = 80,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrMaxRegistersPerMultiprocessor = 82,
  cudaDevAttrManagedMemory = 83,
  cudaDevAttrIsMultiGpuBoard = 84,
  cudaDevAttrMultiGpuBoardGroupID = 85,
  cudaDevAttrHostNativeAtomicSupported = 86,
  cudaDevAttrSingleToDoublePrecisionPerfRatio = 87,
  cudaDevAttrPageableMemoryAccess = 88,
  cudaDevAttrConcurrentManagedAccess = 89,
  cudaDevAttrComputePreemptionSupported = 90,
  cudaDevAttrCanUseHostPointerForRegisteredMem = 91,
  cudaDevAttrReserved92 = 92,
  cudaDevAttrReserved93 = 93,
  cudaDevAttrReserved94 = 94,
  cudaDevAttrCooperativeLaunch = 95,
  cudaDevAttrReserved96 = 96,
  cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cudaDevAttrCanFlushRemoteWrites = 98,
  cudaDevAttrHostRegisterSupported = 99,
  cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100,
  cudaDevAttrDirectManagedMemAccessFromHost = 101,
  cudaDevAttrMaxBlocksPerMultiprocessor = 106,
  cudaDevAttrMaxPersistingL2CacheSize = 108,
  cudaDevAttrMaxAccessPolicyWindowSize = 109,
  cudaDevAttrReservedSharedMemoryPerBlock = 111,
  cudaDevAttrSparseCudaArraySupported = 112,
  cudaDevAttrHostRegisterReadOnlySupported = 113,
  cudaDevAttrTimelineSemaphoreInteropSupported = 114,
  cudaDevAttrMemoryPoolsSupported = 115,
  cudaDevAttrGPUDirectRDMASupported = 116,
  cudaDevAttrGPUDirectRDMAFlushWritesOptions = 117,
  cudaDevAttrGPUDirectRDMAWritesOrdering = 118,
  cudaDevAttrMemoryPoolSupportedHandleTypes = 119,
  cudaDevAttrClusterLaunch = 120,
  cudaDevAttrDeferredMappingCudaArraySupported = 121,
  cudaDevAttrReserved122 = 122,
  cudaDevAttrReserved123 = 123,
  cudaDevAttrReserved124 = 124,
  cudaDevAttrIpcEventSupport = 125,
  cudaDevAttrMemSyncDomainCount = 126,
  cudaDevAttrReserved127 = 127,
  cudaDevAttrReserved128 = 128,
  cudaDevAttrReserved129 = 129,
  cudaDevAttrNumaConfig = 130,
  cudaDevAttrNumaId = 131,
  cudaDevAttrReserved132 = 132,
  cudaDevAttrMpsEnabled = 133,
  cudaDevAttrHostNumaId = 134,
  cudaDevAttrD3D12CigSupported = 135,
  cudaDevAttrVulkanCigSupported = 138,
  cudaDevAttrGpuPciDeviceId = 139,
  cudaDevAttrGpuPciSubsystemId = 140,
  cudaDevAttrReserved141 = 141,
  cudaDevAttrHostNumaMemoryPoolsSupported = 142,
  cudaDevAttrHostNumaMultinodeIpcSupported = 143,
  cudaDevAttrHostMemoryPoolsSupported = 144,
  cudaDevAttrReserved145 = 145,
  cudaDevAttrOnlyPartialHostNativeAtomicSupported = 147,
  cudaDevAttrMax
} cudaDeviceAttr;

typedef enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
} cudaFuncAttribute;

typedef enum cudaFuncCache {
  cudaFuncCachePreferNone = 0,
  cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2,
  cudaFuncCachePreferEqual = 3
} cudaFuncCache;

/* The named values of cudaFuncAttributePreferredSharedMemoryCarveout (a
 * percentage otherwise); the emulator takes any carveout and ignores it. */
typedef enum cudaSharedCarveout {
  cudaSharedmemCarveoutDefault = -1,
  cudaSharedmemCarveoutMaxShared = 100,
  cudaSharedmemCarveoutMaxL1 = 0
} cudaSharedCarveout;

typedef struct CUuuid_st { char bytes[16]; } cudaUUID_t;

/* cudaDeviceProp as CUDA 13.0 lays it out, every field in its place: a
 * field the emulator lacked (or kept after CUDA 13 removed it, such as
 * clockRate) compiled in one build and not the other, and its size or a
 * field's offset told the builds apart (issue 17).  Filled from the
 * modelled GPU's attributes (host_attributes.c). */
struct cudaDeviceProp {
  char name[256];
  cudaUUID_t uuid;
  char luid[8];
  unsigned int luidDeviceNodeMask;
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  size_t texturePitchAlignment;
  int multiProcessorCount;
  int integrated;
  int canMapHostMemory;
  int maxTexture1D;
  int maxTexture1DMipmap;
  int maxTexture2D[2];
  int maxTexture2DMipmap[2];
  int maxTexture2DLinear[3];
  int maxTexture2DGather[2];
  int maxTexture3D[3];
  int maxTexture3DAlt[3];
  int maxTextureCubemap;
  int maxTexture1DLayered[2];
  int maxTexture2DLayered[3];
  int maxTextureCubemapLayered[2];
  int maxSurface1D;
  int maxSurface2D[2];
  int maxSurface3D[3];
  int maxSurface1DLayered[2];
  int maxSurface2DLayered[3];
  int maxSurfaceCubemap;
  int maxSurfaceCubemapLayered[2];
  size_t surfaceAlignment;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables;
  int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  size_t reservedSharedMemPerBlock;
  int hostRegisterSupported;
  int sparseCudaArraySupported;
  int hostRegisterReadOnlySupported;
  int timelineSemaphoreInteropSupported;
  int memoryPoolsSupported;
  int gpuDirectRDMASupported;
  unsigned int gpuDirectRDMAFlushWritesOptions;
  int gpuDirectRDMAWritesOrdering;
  unsigned int memoryPoolSupportedHandleTypes;
  int deferredMappingCudaArraySupported;
  int ipcEventSupported;
  int clusterLaunch;
  int unifiedFunctionPointers;
  int deviceNumaConfig;
  int deviceNumaId;
  int mpsEnabled;
  int hostNumaId;
  unsigned int gpuPciDeviceID;
  unsigned int gpuPciSubsystemID;
  int hostNumaMultinodeIpcSupported;
  int reserved[56];
};
typedef struct cudaDeviceProp cudaDeviceProp;
#ifdef __cplusplus
static_assert(sizeof(cudaDeviceProp) == 1008, "cudaDeviceProp: CUDA 13.0's size");
#else
_Static_assert(sizeof(struct cudaDeviceProp) == 1008, "cudaDeviceProp: CUDA 13.0's size");
#endif

typedef struct simt_stream *cudaStream_t;
/* The runtime's predefined handles: the legacy default stream, and the
 * calling host thread's own default stream (one host thread here: one
 * blocking stream per device, made on first use; stream.c). */
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
typedef struct simt_event *cudaEvent_t;
/* The toolkit's names of what the handles point to (driver_types.h:
 * cudaStream_t is CUstream_st *), which code names for a smart pointer:
 * std::unique_ptr<CUstream_st, Deleter>. */
typedef struct simt_stream CUstream_st;
typedef struct simt_event CUevent_st;

/* Device properties of the modelled device (H100-like). */
/* The CUDA release the shim stands for: the kit's (nvcc 13.0), so that
 * CUDART_VERSION and the runtime's version read as the GPU build's. */
#define SIMT_CUDART_VERSION 13000
#define SIMT_SM_COUNT 132
#define SIMT_THREADS_PER_SM 2048
#define SIMT_BLOCKS_PER_SM 32
#define SIMT_SMEM_PER_SM (228 * 1024)
#define SIMT_SMEM_PER_BLOCK (48 * 1024)
#define SIMT_SMEM_OPTIN (99 * 1024)
#define SIMT_SMEM_RESERVED 1024

/* ---- host API implemented by the runtime in C (CUDA's names) ---- */
cudaError_t cudaMalloc(void **p, size_t size);
cudaError_t cudaMallocManaged(void **p, size_t size, unsigned int flags);
cudaError_t cudaMallocHost(void **p, size_t size);
cudaError_t cudaHostAlloc(void **p, size_t size, unsigned int flags);
/* Pinned host memory is mapped (one address space, as on every 64-bit GPU
 * since unified addressing): its device pointer is its host pointer. */
cudaError_t cudaHostGetDevicePointer(void **device, void *host, unsigned int flags);
cudaError_t cudaSetDeviceFlags(unsigned int flags);
cudaError_t cudaFree(void *p);
cudaError_t cudaMallocAsync(void **p, size_t size, cudaStream_t s);
cudaError_t cudaFreeAsync(void *p, cudaStream_t s);
cudaError_t cudaFreeHost(void *p);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind k, cudaStream_t s);
cudaError_t cudaMemcpyPeer(void *dst, int dd, const void *src, int sd, size_t n);
cudaError_t cudaMemcpyPeerAsync(void *dst, int dd, const void *src, int sd, size_t n, cudaStream_t s);
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cudaMemcpyKind k);
cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, cudaMemcpyKind k, cudaStream_t s);
cudaError_t cudaMemset(void *p, int v, size_t n);
cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s);
cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total_bytes);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaThreadSynchronize(void);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t e);
const char *cudaGetErrorName(cudaError_t e);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int device);
cudaError_t cudaDeviceGetAttribute(int *v, cudaDeviceAttr a, int device);
cudaError_t cudaGetDeviceCount(int *n);
cudaError_t cudaDriverGetVersion(int *version);
cudaError_t cudaRuntimeGetVersion(int *version);
cudaError_t cudaSetDevice(int d);
cudaError_t cudaGetDevice(int *d);
cudaError_t cudaDeviceCanAccessPeer(int *can, int d, int peer);
cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned int flags);
cudaError_t cudaDeviceDisablePeerAccess(int peer);
cudaError_t cudaStreamCreate(cudaStream_t *s);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags);
cudaError_t cudaStreamDestroy(cudaStream_t s);
cudaError_t cudaStreamSynchronize(cudaStream_t s);
cudaError_t cudaStreamQuery(cudaStream_t s);
cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags);
cudaError_t cudaEventCreate(cudaEvent_t *e);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int flags);
cudaError_t cudaEventDestroy(cudaEvent_t e);
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s);
cudaError_t cudaEventSynchronize(cudaEvent_t e);
cudaError_t cudaEventQuery(cudaEvent_t e);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t stop);

/* 1 if work is queued on stream s (NULL: the current device's legacy
 * stream) that nothing has waited for yet (harness/backend/emu/simt/stream.c): how the
 * grader sees that a submission returned without synchronising.  Waits for
 * nothing. */
int simt_stream_pending(cudaStream_t s);
/* The oldest such work in words, "a kernel launched at FILE:LINE", into
 * buf; returns its length (0: nothing queued). */
size_t simt_stream_pending_what(cudaStream_t s, char *buf, size_t cap);
/* on 1: work queued from now on is the submission's, judged for races
 * between unordered streams (stream_order.c); 0 ends it.  The glue brackets
 * the checked call (the host guard does the same where it is on). */
void simt_stream_mine(int on);
/* cudaLaunchKernel of a kernel with parameters and NULL args: refused (launch.c) */
cudaError_t simt_launch_args_missing(void);
/* args[index] of a launch points at an object of have bytes, where the
 * kernel's parameter takes need (simt_launch.h): a cuda-error named at
 * the launch, the launch refused.  Called from the submission's code. */
cudaError_t simt_launch_arg_short(int index, size_t have, size_t need);
/* cudaMemcpyTo/FromSymbol(Async): a copy between a __device__ variable
 * and host memory, synchronous (async 0) or queued on s. */
cudaError_t simt_symbol_copy(void *dst, const void *src, size_t n, cudaStream_t s, int async);
/* sym a variable of device memory (a host global: cudaErrorInvalidSymbol), the offset and
 * count within its size without a sum that wraps (cudaErrorInvalidValue); else 0. */
cudaError_t simt_symbol_range(const void *sym, size_t off, size_t n, size_t size);
/* cudaGetSymbolAddress: the variable at p, n bytes, is device memory to
 * the copy and fill calls from now on (symbols.c). */
void simt_symbol_address(const void *p, size_t n);

/* ---- launches ---- */

/* One launch, as the shim describes it.  entry(arg) runs the kernel body of
 * one thread with the arguments captured on the host. */
struct simt_launch_desc {
  void (*entry)(void *arg);
  void *arg;
  const void *fn;          /* kernel identity, for cudaFuncSetAttribute */
  simt_u3 grid, block;
  size_t shmem;
  cudaStream_t stream;
  int cooperative;         /* 1: cudaLaunchCooperativeKernel */
  /* Frees arg once the launch has run.  With it, arg is the runtime's
   * from the call on and the launch is queued on its stream; NULL (arg on
   * the caller's stack): the launch runs before simt_launch returns. */
  void (*release)(void *arg);
  /* The launch's arguments as converted (a tuple), for the check that none
   * is host code's name for a __device__ variable (memory.c). */
  const void *args;
  size_t args_size;
};

/* Checks a launch and queues it on its stream; returns the launch's
 * configuration error (also recorded as CUDA's last error).  Errors of the
 * kernel itself are recorded when it runs (sticky ones: until reset). */
cudaError_t simt_launch(const struct simt_launch_desc *d);
/* A cluster launch's shape (cudaLaunchKernelEx's cluster attribute):
 * cudaSuccess, or the error CUDA gives, recorded as a launch's is. */
cudaError_t simt_launch_cluster_check(simt_u3 grid, simt_u3 cluster);

/* The counts the grader's glue reads around a host function. */
#include "simt_glue_counts.h"

/* Per-kernel attributes (cudaFuncSetAttribute / cudaFuncGetAttributes). */
cudaError_t simt_func_set_attribute(const void *fn, int attr, int value);
/* What cudaFuncGetAttributes answers for the kernel at fn (func_attrs.c
 * says where each comes from). */
struct simt_func_attrs {
  size_t shared_bytes, const_bytes, local_bytes;
  int max_threads, regs, version, max_dyn_shared;
};
cudaError_t simt_func_attributes(const void *fn, struct simt_func_attrs *a);
/* Occupancy of the model for a block size and dynamic shared memory. */
cudaError_t simt_occupancy(int *blocks, const void *fn, int block_size, size_t dyn_smem);
cudaError_t simt_occupancy_block_size(int *min_grid, int *block_size, const void *fn,
                                      size_t dyn_smem, int block_limit);
/* The same with each block size's dynamic shared memory from smem(size, ctx)
 * (cudaOccupancyMaxPotentialBlockSizeVariableSMem's function); dyn where smem is NULL. */
cudaError_t simt_occupancy_block_size_var(int *min_grid, int *block_size, const void *fn,
                                          size_t (*smem)(int, void *), void *ctx,
                                          size_t dyn, int block_limit);
/* The most dynamic shared memory a block may take so that `blocks` blocks
 * of block_size threads fit on one SM (0 where they never do). */
cudaError_t simt_occupancy_dyn_smem(size_t *dyn_smem, const void *fn, int blocks, int block_size);

/* Called by the shim's constructor in each loaded submission: the module's
 * static shared memory range (section simt_shared). */
void simt_register_module(char *shared_lo, char *shared_hi);
/* Then: where each static shared array is (section simt_shtab, written by
 * the build's ir_shared.c; empty in a module built without it). */
void simt_register_shared_table(const void *lo, const void *hi);
/* Then each kernel's static shared arrays and bounds (simt_ktab, ir_kernels.c). */
void simt_register_kernel_table(const void *lo, const void *hi);
/* The glue: bytes of an input's allocation [lo, lo + bytes) no kernel may
 * read: sentinels past n elements of elem bytes at data, slack before. */
void simt_mem_mark_past(const void *lo, size_t bytes, const void *data, size_t elem, size_t n);
/* A copy's wrap (glue/watch.cuh) names its caller: a finding's line. */
void simt_copy_caller(void *pc);

/* ---- device-side operations (scheduling points) ---- */
/* Barriers are told apart by return address (where.c): none merged. */
#if defined(__clang__)
#define SIMT_NOMERGE __attribute__((nomerge))
#else
#define SIMT_NOMERGE
#endif
SIMT_NOMERGE void simt_syncthreads(void);
/* op: 0 count, 1 and, 2 or */
SIMT_NOMERGE int simt_syncthreads_op(int op, int pred);
void simt_syncwarp(unsigned int mask);
void simt_grid_sync(void);
unsigned int simt_activemask(void);
/* __threadfence() (gshadow.c; a block switch point), any fence (shadow_handoff.c). */
void simt_threadfence(void);
void simt_shared_fence(void);
/* __ldg of n bytes at p: a race if they were written in this launch. */
void simt_ldg(const void *p, size_t n);
/* clock64() in a kernel: the running thread's own count of the code it
 * ran, a few cycles a step (cov.c); 0 on the host. */
long long simt_clock64(void);
/* __nanosleep(ns) in a kernel: the thread's modelled time moves on by ns
 * (at most about 1 ms, as on a GPU), clock64() and the launch's modelled
 * length with it (stream_clock.c); no wall time passes. */
void simt_nanosleep(unsigned ns);
/* First in the body of a kernel with __launch_bounds__(max_threads) (the
 * rewriter puts it there): a block of more threads is a launch a GPU
 * refuses (too many resources requested); the launch fails with that. */
void simt_launch_bounds(unsigned int max_threads);
/* First in the body of a kernel with __cluster_dims__(x, y, z) (the
 * rewriter puts it there): a grid that is not a whole number of such
 * clusters in every dimension is a launch a GPU refuses; the launch fails
 * with cudaErrorInvalidClusterSize. */
void simt_cluster_dims(unsigned int x, unsigned int y, unsigned int z);

enum simt_warp_op {
  SIMT_SHFL_IDX = 0, SIMT_SHFL_UP, SIMT_SHFL_DOWN, SIMT_SHFL_XOR,
  SIMT_BALLOT, SIMT_ANY, SIMT_ALL, SIMT_SYNCWARP, SIMT_MATCH_ANY, SIMT_MATCH_ALL
};
/* A warp collective: waits for every lane of mask, then returns this lane's
 * result (shuffles: the source lane's 64-bit value).  A shuffle's op may
 * carry the 32-bit words of the value moved, op | words << SIMT_WARP_WORDS
 * (0 counts as 1), for the performance model's shuffle count. */
#define SIMT_WARP_WORDS 8
simt_u64 simt_warp(int op, unsigned int mask, simt_u64 value, int arg, int width);

enum simt_atomic_op {
  SIMT_A_ADD = 0, SIMT_A_SUB, SIMT_A_MIN, SIMT_A_MAX, SIMT_A_EXCH, SIMT_A_CAS,
  SIMT_A_AND, SIMT_A_OR, SIMT_A_XOR, SIMT_A_INC, SIMT_A_DEC
};
/* OR'ed into op: the atomic is of block scope (atomicAdd_block & co): atomic
 * only against its own block's threads (gshadow.c races it with others'). */
#define SIMT_A_BLOCK 0x100
enum simt_atomic_type { SIMT_T_I32 = 0, SIMT_T_U32, SIMT_T_U64, SIMT_T_I64, SIMT_T_F32, SIMT_T_F64 };
/* Atomic read-modify-write of *p; returns the old value (bits in a uint64). */
simt_u64 simt_atomic(int op, int type, void *p, simt_u64 val, simt_u64 cmp);

#include "simt_round.h"
/* Reports a device-side trap (__trap, failed assert) and aborts the launch. */
void simt_trap(void);
/* A call of a CUDA function the shim does not compute ends the case as the
 * emulator's gap (gap_call.c); _rt_ for the runtime API's (simt_rt_gap.h). */
void simt_gap_call(const char *name);
void simt_gap_rt_call(const char *name);

#ifdef __cplusplus
}
#endif

#include "simt_rt_more.h"

#endif /* SIMT_RT_H */
