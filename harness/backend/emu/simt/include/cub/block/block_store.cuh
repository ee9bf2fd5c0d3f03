/* cub/block/block_store.cuh — stand-in for CUB's block stores on the SIMT
 * emulator, written from CUB's documentation: StoreDirectBlocked,
 * StoreDirectBlockedVectorized, StoreDirectStriped<BLOCK_THREADS>,
 * StoreDirectWarpStriped (whole, or guarded by the end of the block's valid
 * items), and cub::BlockStore over them.  The arrangements are
 * block_load.cuh's.  BlockStore takes the blocked arrangement for every
 * ALGORITHM but BLOCK_STORE_STRIPED; its TRANSPOSE algorithms exchange
 * blocked to striped (warp-striped) through the kernel's __shared__
 * TempStorage with a __syncthreads() (a __syncwarp()) between the writes
 * and the reads, as CUB's BlockExchange does, so a reuse of the storage
 * with no barrier races here as on a GPU. */
#ifndef SIMT_CUB_BLOCK_STORE
#define SIMT_CUB_BLOCK_STORE
#include <cub/block/block_load.cuh>

namespace cub {
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectBlocked(int t, It dst, T (&items)[K], int end = 1 << 30)
{
  simt_detail::store_arranged<simt_detail::BLOCKED, 1>(t, dst, items, end);
}
template <typename T, int K>
SIMT_CUB_INL __device__ void StoreDirectBlockedVectorized(int t, T *dst, T (&items)[K])
{
  StoreDirectBlocked(t, dst, items);
}
template <int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectStriped(int t, It dst, T (&items)[K], int end = 1 << 30)
{
  simt_detail::store_arranged<simt_detail::STRIPED, B>(t, dst, items, end);
}
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectWarpStriped(int t, It dst, T (&items)[K], int end = 1 << 30)
{
  simt_detail::store_arranged<simt_detail::WARP_STRIPED, 32>(t, dst, items, end);
}

enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED,
};

template <typename T, int BLOCK_DIM_X, int K, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockStore
    : public simt_detail::group_items<
          BlockStore<T, BLOCK_DIM_X, K, ALGORITHM, BLOCK_DIM_Y, BLOCK_DIM_Z>, T,
          simt_detail::block_group<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z,
                                   ALGORITHM >= BLOCK_STORE_WARP_TRANSPOSE>,
          K, ALGORITHM >= BLOCK_STORE_TRANSPOSE> {
  static constexpr bool BY_WARP = ALGORITHM >= BLOCK_STORE_WARP_TRANSPOSE;
  using base = simt_detail::group_items<
      BlockStore, T, simt_detail::block_group<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z, BY_WARP>, K,
      ALGORITHM >= BLOCK_STORE_TRANSPOSE>;
  static_assert(!BY_WARP || base::B % 32 == 0,
                "cub::BlockStore: the warp-transpose algorithms need whole warps");
  /* how the items are written: striped for STRIPED and TRANSPOSE */
  static constexpr simt_detail::arrangement WRITE =
      ALGORITHM == BLOCK_STORE_STRIPED || ALGORITHM == BLOCK_STORE_TRANSPOSE ? simt_detail::STRIPED
      : BY_WARP ? simt_detail::WARP_STRIPED : simt_detail::BLOCKED;

public:
  using typename base::TempStorage;
  SIMT_CUB_INL __device__ explicit BlockStore(TempStorage &storage) : base(storage) {}
  SIMT_CUB_INL __device__ BlockStore() : base() {}

  template <typename It> SIMT_CUB_INL __device__ void Store(It dst, T (&items)[K], int end = 1 << 30)
  {
    if (ALGORITHM >= BLOCK_STORE_TRANSPOSE)
      this->exchange(items, simt_detail::BLOCKED, WRITE);
    simt_detail::store_arranged<WRITE, base::B>(this->t, dst, items, end);
  }
};
} // namespace cub
#endif
