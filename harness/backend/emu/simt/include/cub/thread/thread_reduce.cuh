/* cub/thread/thread_reduce.cuh — stand-in on the SIMT emulator: a thread's
 * own items folded left to right with the operator (what BlockReduce does
 * first with an array of items per thread). */
#ifndef SIMT_CUB_THREAD_REDUCE
#define SIMT_CUB_THREAD_REDUCE
#include <cuda/functional>

namespace cub {
template <int N, typename T, typename Op>
__attribute__((always_inline)) __device__ inline T ThreadReduce(const T (&items)[N], Op op)
{
  static_assert(N >= 1, "cub::ThreadReduce: at least one item");
  T acc = items[0];
  for (int k = 1; k < N; ++k)
    acc = op(acc, items[k]);
  return acc;
}
} // namespace cub
#endif
