/* host_mem_pool.c — the stream-ordered allocator's pools as far as a
 * reduction uses them: each device's default pool (cudaDeviceGetDefaultMemPool,
 * cudaDeviceGetMemPool), its attributes (the release threshold and the reuse
 * switches, kept and read back; the usage counters read as 0, not tracked
 * here), cudaMemPoolTrimTo, and cudaMallocFromPoolAsync, which allocates as
 * cudaMallocAsync does (host_memory.c: counted, freed and leak-checked the
 * same way).  Pools of one's own (cudaMemPoolCreate) and cudaDeviceSetMemPool
 * are not modelled: those names stay unknown (build/cuda_names.inc). */
#include "simt_int.h"

struct simt_mem_pool {
  int device;
  uint64_t release_threshold;
  int reuse[3]; /* cudaMemPoolReuseFollowEventDependencies .. AllowInternalDependencies */
};

static struct simt_mem_pool pools[SIMT_MAX_DEVICES];
static int ready[SIMT_MAX_DEVICES];

static struct simt_mem_pool *pool_of(int dev)
{
  if (!ready[dev]) {
    pools[dev] = (struct simt_mem_pool){dev, 0, {1, 1, 1}}; /* CUDA's defaults: reuse allowed */
    ready[dev] = 1;
  }
  return &pools[dev];
}

static int pool_valid(cudaMemPool_t pool)
{
  return pool && pool >= pools && pool < pools + SIMT_MAX_DEVICES && ready[pool - pools];
}

cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *pool, int device)
{
  if (!pool || device < 0 || device >= simt_device_count())
    return simt_api_ret(device < 0 || !pool ? cudaErrorInvalidValue : cudaErrorInvalidDevice);
  *pool = pool_of(device);
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *pool, int device)
{
  return cudaDeviceGetDefaultMemPool(pool, device); /* no cudaDeviceSetMemPool: the default */
}

cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t pool, enum cudaMemPoolAttr attr, void *value)
{
  if (!pool_valid(pool) || !value)
    return simt_api_ret(cudaErrorInvalidValue);
  switch (attr) {
  case cudaMemPoolReuseFollowEventDependencies:
  case cudaMemPoolReuseAllowOpportunistic:
  case cudaMemPoolReuseAllowInternalDependencies:
    pool->reuse[attr - 1] = *(const int *)value != 0;
    return simt_api_ret(cudaSuccess);
  case cudaMemPoolAttrReleaseThreshold:
    pool->release_threshold = *(const uint64_t *)value;
    return simt_api_ret(cudaSuccess);
  case cudaMemPoolAttrReservedMemHigh:
  case cudaMemPoolAttrUsedMemHigh: /* only a reset to 0 may be set */
    return simt_api_ret(*(const uint64_t *)value == 0 ? cudaSuccess : cudaErrorInvalidValue);
  default:
    return simt_api_ret(cudaErrorInvalidValue);
  }
}

cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t pool, enum cudaMemPoolAttr attr, void *value)
{
  if (!pool_valid(pool) || !value)
    return simt_api_ret(cudaErrorInvalidValue);
  switch (attr) {
  case cudaMemPoolReuseFollowEventDependencies:
  case cudaMemPoolReuseAllowOpportunistic:
  case cudaMemPoolReuseAllowInternalDependencies:
    *(int *)value = pool->reuse[attr - 1];
    return simt_api_ret(cudaSuccess);
  case cudaMemPoolAttrReleaseThreshold:
    *(uint64_t *)value = pool->release_threshold;
    return simt_api_ret(cudaSuccess);
  case cudaMemPoolAttrReservedMemCurrent:
  case cudaMemPoolAttrReservedMemHigh:
  case cudaMemPoolAttrUsedMemCurrent:
  case cudaMemPoolAttrUsedMemHigh:
    *(uint64_t *)value = 0;
    return simt_api_ret(cudaSuccess);
  default:
    return simt_api_ret(cudaErrorInvalidValue);
  }
}

cudaError_t cudaMemPoolTrimTo(cudaMemPool_t pool, size_t min_bytes_to_keep)
{
  (void)min_bytes_to_keep;
  return simt_api_ret(pool_valid(pool) ? cudaSuccess : cudaErrorInvalidValue);
}

cudaError_t cudaMallocFromPoolAsync(void **p, size_t size, cudaMemPool_t pool, cudaStream_t s)
{
  if (!pool_valid(pool))
    return simt_api_ret(cudaErrorInvalidValue);
  return cudaMallocAsync(p, size, s);
}
