/* cub/block/block_reduce.cuh — stand-in for CUB's BlockReduce on the SIMT
 * emulator, written from CUB's documentation.  Whatever ALGORITHM names,
 * the reduction is the warp-reductions one: each warp folds its lanes by
 * shuffles, each warp's lane 0 writes its warp's value into the
 * TempStorage the kernel declares __shared__, a __syncthreads(), and thread
 * 0 reads them all.  The storage is really written and read, so two
 * reductions into one TempStorage with no __syncthreads() between them race
 * here as they do on a GPU.  The result is defined in thread 0 only (CUB's
 * contract): every other thread gets its own input back.  Every thread of
 * the block calls it (it holds a barrier). */
#ifndef SIMT_CUB_BLOCK_REDUCE
#define SIMT_CUB_BLOCK_REDUCE
#include <cub/thread/thread_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>

namespace cub {
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS,
  BLOCK_REDUCE_WARP_REDUCTIONS_NONDETERMINISTIC,
};

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockReduce {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;
  static_assert(BLOCK_THREADS >= 1 && BLOCK_THREADS <= 1024, "cub::BlockReduce: 1 to 1024 threads");

public:
  /* One slot a warp, raw bytes (a __shared__ object has no constructor). */
  struct TempStorage {
    alignas(T) unsigned char warp_bytes[sizeof(T) * WARPS];
  };
  SIMT_CUB_INL __device__ explicit BlockReduce(TempStorage &storage) : temp(storage) {}
  /* CUB's other constructor: a TempStorage of its own in shared memory,
   * one per instantiation, as CUB's private static allocation. */
  SIMT_CUB_INL __device__ BlockReduce() : temp(private_storage()) {}

  SIMT_CUB_INL __device__ T Sum(T x) { return Reduce(x, ::cuda::std::plus<>{}, BLOCK_THREADS); }
  SIMT_CUB_INL __device__ T Sum(T x, int num_valid) { return Reduce(x, ::cuda::std::plus<>{}, num_valid); }
  template <int N> SIMT_CUB_INL __device__ T Sum(T (&items)[N])
  {
    return Reduce(ThreadReduce(items, ::cuda::std::plus<>{}), ::cuda::std::plus<>{}, BLOCK_THREADS);
  }
  template <typename Op> SIMT_CUB_INL __device__ T Reduce(T x, Op op) { return Reduce(x, op, BLOCK_THREADS); }
  template <int N, typename Op> SIMT_CUB_INL __device__ T Reduce(T (&items)[N], Op op)
  {
    return Reduce(ThreadReduce(items, op), op, BLOCK_THREADS);
  }
  /* The inputs of threads [0, num_valid) in the block's linear order. */
  template <typename Op> SIMT_CUB_INL __device__ T Reduce(T x, Op op, int num_valid)
  {
    int tid = (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X + threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
    int warp = tid / 32, first = warp * 32;
    int lanes = BLOCK_THREADS - first < 32 ? BLOCK_THREADS - first : 32;
    unsigned mask = lanes == 32 ? 0xffffffffu : (1u << lanes) - 1u;
    int valid = num_valid - first < lanes ? num_valid - first : lanes;
    T *slots = reinterpret_cast<T *>(temp.warp_bytes);
    T mine = simt_detail::warp_fold<32>(x, op, valid, mask);
    if (tid == first && valid > 0)
      slots[warp] = mine;
    __syncthreads();
    if (tid != 0)
      return x;
    T acc = mine;
    for (int w = 1; w < WARPS && w * 32 < num_valid; ++w) {
      T other = slots[w]; /* read here, not in op: a diagnosis names the caller */
      acc = op(acc, other);
    }
    return acc;
  }

private:
  SIMT_CUB_INL __device__ static TempStorage &private_storage()
  {
    __shared__ TempStorage storage;
    return storage;
  }
  TempStorage &temp;
};
} // namespace cub
#endif
