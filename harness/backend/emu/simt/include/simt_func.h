/* simt_func.h — a kernel's attributes (cudaFuncSetAttribute,
 * cudaFuncGetAttributes) and the occupancy calls, over launch.c and
 * func_attrs.c.  Included by simt_cuda.h. */
#ifndef SIMT_FUNC_H
#define SIMT_FUNC_H

struct cudaFuncAttributes {
  size_t sharedSizeBytes, constSizeBytes, localSizeBytes;
  int maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion, cacheModeCA;
  int maxDynamicSharedSizeBytes, preferredShmemCarveout;
};
template <typename F> SIMT_INL cudaError_t cudaFuncSetAttribute(F *fn, cudaFuncAttribute a, int v) { return simt_func_set_attribute((const void *)fn, (int)a, v); }
SIMT_INL cudaError_t cudaFuncSetAttribute(const void *fn, cudaFuncAttribute a, int v) { return simt_func_set_attribute(fn, (int)a, v); }
template <typename F> SIMT_INL cudaError_t cudaFuncSetCacheConfig(F *, cudaFuncCache) { return cudaSuccess; }
SIMT_INL cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache) { return cudaSuccess; }
/* The kernel's own answers where the emulator knows them (func_attrs.c);
 * F is a kernel's type, or const void for the untyped overload. */
template <typename F> SIMT_INL cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *a, F *fn)
{
  struct simt_func_attrs m;
  cudaError_t e = simt_func_attributes((const void *)fn, &m);
  if (e != cudaSuccess)
    return e;
  __builtin_memset(a, 0, sizeof *a);
  a->sharedSizeBytes = m.shared_bytes;
  a->constSizeBytes = m.const_bytes;
  a->localSizeBytes = m.local_bytes;
  a->maxThreadsPerBlock = m.max_threads;
  a->numRegs = m.regs;
  a->ptxVersion = a->binaryVersion = m.version;
  a->maxDynamicSharedSizeBytes = m.max_dyn_shared;
  a->preferredShmemCarveout = -1;
  return cudaSuccess;
}
template <typename F> SIMT_INL cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, F fn, int block, size_t dyn)
{ return simt_occupancy(n, (const void *)fn, block, dyn); }
template <typename F> SIMT_INL cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, F fn, int block, size_t dyn, unsigned)
{ return simt_occupancy(n, (const void *)fn, block, dyn); }
template <typename F> SIMT_INL cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dyn, F fn, int blocks, int block)
{ return simt_occupancy_dyn_smem(dyn, (const void *)fn, blocks, block); }
template <typename F> SIMT_INL cudaError_t cudaOccupancyMaxPotentialBlockSize(int *grid, int *block, F fn, size_t dyn = 0, int limit = 0)
{ return simt_occupancy_block_size(grid, block, (const void *)fn, dyn, limit); }
template <typename F> SIMT_INL cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *grid, int *block, F fn, size_t dyn = 0, int limit = 0, unsigned = 0)
{ return simt_occupancy_block_size(grid, block, (const void *)fn, dyn, limit); }
/* The block size's shared bytes from the caller's unary function (a lambda, a functor). */
template <typename U> size_t simt_smem_of_block(int block, void *u) { return (size_t)(*(U *)u)(block); }
template <typename U, class F> SIMT_INL cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *grid, int *block, F fn, U smem, int limit = 0)
{ return simt_occupancy_block_size_var(grid, block, (const void *)fn, simt_smem_of_block<U>, &smem, 0, limit); }
template <typename U, class F> SIMT_INL cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *grid, int *block, F fn, U smem, int limit = 0, unsigned = 0)
{ return simt_occupancy_block_size_var(grid, block, (const void *)fn, simt_smem_of_block<U>, &smem, 0, limit); }

#endif
