/* cub/util_ptx.cuh — stand-in on the SIMT emulator, written from CUB's
 * documentation: cub::ShuffleUp, ShuffleDown and ShuffleIndex over a
 * logical warp of LOGICAL_WARP_THREADS lanes (a power of two up to 32),
 * by the emulator's shuffles, so that their mask and divergence checks see
 * them.  ShuffleUp reads lane - src_offset, or keeps its own input where
 * that lane is below first_thread; ShuffleDown reads lane + src_offset, or
 * keeps its own past last_thread (lanes counted within the logical warp);
 * ShuffleIndex reads src_lane of the logical warp. */
#ifndef SIMT_CUB_UTIL_PTX
#define SIMT_CUB_UTIL_PTX
#include <cub/util_arch.cuh>

namespace cub {
template <int LOGICAL_WARP_THREADS, typename T>
__attribute__((always_inline)) __device__ inline T ShuffleUp(T input, int src_offset, int first_thread,
                                                             unsigned int member_mask)
{
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "cub::ShuffleUp: a logical warp of a power of two threads up to 32");
  T other = simt_shfl(SIMT_SHFL_UP, member_mask, input, src_offset, LOGICAL_WARP_THREADS);
  int lane = (int)(simt_cur->lane % LOGICAL_WARP_THREADS);
  return lane - src_offset >= first_thread ? other : input;
}
template <int LOGICAL_WARP_THREADS, typename T>
__attribute__((always_inline)) __device__ inline T ShuffleDown(T input, int src_offset, int last_thread,
                                                               unsigned int member_mask)
{
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "cub::ShuffleDown: a logical warp of a power of two threads up to 32");
  T other = simt_shfl(SIMT_SHFL_DOWN, member_mask, input, src_offset, LOGICAL_WARP_THREADS);
  int lane = (int)(simt_cur->lane % LOGICAL_WARP_THREADS);
  return lane + src_offset <= last_thread ? other : input;
}
template <int LOGICAL_WARP_THREADS, typename T>
__attribute__((always_inline)) __device__ inline T ShuffleIndex(T input, int src_lane, unsigned int member_mask)
{
  return simt_shfl(SIMT_SHFL_IDX, member_mask, input, src_lane, LOGICAL_WARP_THREADS);
}
} // namespace cub
#endif
