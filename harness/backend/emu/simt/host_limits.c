/* host_limits.c — cudaDeviceSetLimit and cudaDeviceGetLimit: the limits a
 * program reads and sets (a thread's stack, device printf's FIFO, device
 * malloc's heap, ...), kept per device with an H100's defaults.  Only the
 * heap's is used here (devheap.c): a kernel's printf and stack are the
 * host's. */
#include "simt_int.h"

enum { NLIMITS = cudaLimitPersistingL2CacheSize + 1 };

static const size_t defaults[NLIMITS] = {
  [cudaLimitStackSize] = 1024,
  [cudaLimitPrintfFifoSize] = 1 << 20,
  [cudaLimitMallocHeapSize] = 8 << 20,
  [cudaLimitDevRuntimeSyncDepth] = 2,
  [cudaLimitDevRuntimePendingLaunchCount] = 2048,
  [cudaLimitMaxL2FetchGranularity] = 64,
  [cudaLimitPersistingL2CacheSize] = 0,
};
static size_t limits[SIMT_MAX_DEVICES][NLIMITS];
static int set[SIMT_MAX_DEVICES][NLIMITS];

cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
  if ((unsigned)limit >= NLIMITS)
    return simt_api_ret(cudaErrorUnsupportedLimit);
  if (limit == cudaLimitMaxL2FetchGranularity && (value > 128 || (value & (value - 1))))
    return simt_api_ret(cudaErrorInvalidValue); /* 0 to 128, a power of two */
  int dev = simt_current_device();
  limits[dev][limit] = value;
  set[dev][limit] = 1;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit)
{
  if (!value)
    return simt_api_ret(cudaErrorInvalidValue);
  if ((unsigned)limit >= NLIMITS)
    return simt_api_ret(cudaErrorUnsupportedLimit);
  int dev = simt_current_device();
  *value = set[dev][limit] ? limits[dev][limit] : defaults[limit];
  return simt_api_ret(cudaSuccess);
}

size_t simt_limit_of(int dev, enum cudaLimit limit)
{
  return set[dev][limit] ? limits[dev][limit] : defaults[limit];
}

/* The bytes of device memory a modelled device holds (memory.c's budget):
 * the grader's cap, else the modelled GPU's. */
static uint64_t mem_limit;

void simt_set_mem_limit(uint64_t bytes) { mem_limit = bytes; }

uint64_t simt_mem_limit(void) { return mem_limit ? mem_limit : SIMT_MODEL_MEMORY; }
