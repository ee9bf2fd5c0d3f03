/* cub/block/block_reduce.cuh — cub::BlockReduce on the SIMT emulator,
 * written from CUB's documented interface (not its code).  Every warp
 * reduces its own values by shuffles, its first lane stores the warp's
 * aggregate in the TempStorage the kernel gave, the block waits, and
 * thread 0 adds the aggregates: the result is defined in thread 0 only, as
 * in CUB.  The TempStorage is really written and read, so the mistakes CUB
 * warns of show as they would on a GPU: a second reduction into the same
 * storage with no __syncthreads() between is a race, a block larger than
 * BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z writes past it, a smaller one
 * leaves slots thread 0 reads unwritten.  Every ALGORITHM runs this way
 * (CUB's three differ in speed, not in what they compute for an
 * associative, commutative op). */
#ifndef SIMT_CUB_BLOCK_REDUCE_CUH
#define SIMT_CUB_BLOCK_REDUCE_CUH
#include "../warp/warp_reduce.cuh"

namespace cub {
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS,
};

template <typename T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1>
class BlockReduce {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;

  /* One aggregate a warp, as bytes: T need not be default-constructible
   * (CUB's Uninitialized<T> serves the same end). */
  struct Slots {
    alignas(T) unsigned char bytes[WARPS * sizeof(T)];
  };

public:
  struct TempStorage : Slots {};

  __device__ BlockReduce() : storage(private_storage()) {}
  __device__ BlockReduce(TempStorage &temp_storage) : storage(temp_storage) {}

  __device__ T Sum(T input) { return Reduce(input, ::std::plus<>{}, BLOCK_THREADS); }
  __device__ T Sum(T input, int num_valid) { return Reduce(input, ::std::plus<>{}, num_valid); }
  template <int ITEMS_PER_THREAD> __device__ T Sum(T (&inputs)[ITEMS_PER_THREAD])
  {
    return Reduce(inputs, ::std::plus<>{});
  }

  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp op)
  {
    return Reduce(input, op, BLOCK_THREADS);
  }
  template <int ITEMS_PER_THREAD, typename ReductionOp>
  __device__ T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp op)
  {
    T mine = inputs[0];
    for (int k = 1; k < ITEMS_PER_THREAD; k++)
      mine = op(mine, inputs[k]);
    return Reduce(mine, op, BLOCK_THREADS);
  }

  /* The first num_valid threads' values (in x, y, z order); thread 0's
   * result. */
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp op, int num_valid)
  {
    int tid = (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X + threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
    int warp = tid / 32, lane = tid % 32;
    int in_warp = BLOCK_THREADS - warp * 32 < 32 ? BLOCK_THREADS - warp * 32 : 32;
    unsigned mask = in_warp == 32 ? 0xffffffffu : (1u << in_warp) - 1;
    int valid = num_valid - warp * 32;
    valid = valid < 0 ? 0 : valid > in_warp ? in_warp : valid;
    T aggregate = simt_detail::warp_reduce<32>(input, op, valid, (unsigned)lane, mask);
    T *slot = reinterpret_cast<T *>(storage.bytes);
    if (lane == 0 && valid > 0 && warp > 0)
      slot[warp] = aggregate; // warp 0's stays in thread 0
    __syncthreads();          // every warp's aggregate stored before thread 0 reads them
    if (tid == 0)
      for (int w = 1; w < WARPS && w * 32 < num_valid; w++)
        aggregate = op(aggregate, slot[w]);
    return aggregate;
  }

private:
  TempStorage &storage;

  __device__ static TempStorage &private_storage()
  {
    __shared__ TempStorage shared_storage;
    return shared_storage;
  }
};
} // namespace cub
#endif
