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
SIMT_CUB_INL __device__ void StoreDirectBlocked(int t, It dst, T (&items)[K])
{
  for (int i = 0; i < K; ++i)
    dst[simt_detail::blocked_at(t, i, K)] = items[i];
}
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectBlocked(int t, It dst, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (simt_detail::blocked_at(t, i, K) < end)
      dst[simt_detail::blocked_at(t, i, K)] = items[i];
}
template <typename T, int K>
SIMT_CUB_INL __device__ void StoreDirectBlockedVectorized(int t, T *dst, T (&items)[K])
{
  StoreDirectBlocked(t, dst, items);
}
template <int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectStriped(int t, It dst, T (&items)[K])
{
  for (int i = 0; i < K; ++i)
    dst[simt_detail::striped_at(t, i, B)] = items[i];
}
template <int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectStriped(int t, It dst, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (simt_detail::striped_at(t, i, B) < end)
      dst[simt_detail::striped_at(t, i, B)] = items[i];
}
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectWarpStriped(int t, It dst, T (&items)[K])
{
  for (int i = 0; i < K; ++i)
    dst[simt_detail::warp_striped_at(t, i, K)] = items[i];
}
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void StoreDirectWarpStriped(int t, It dst, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (simt_detail::warp_striped_at(t, i, K) < end)
      dst[simt_detail::warp_striped_at(t, i, K)] = items[i];
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
class BlockStore {
  static constexpr int B = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr bool EXCHANGED = ALGORITHM == BLOCK_STORE_TRANSPOSE ||
                                    ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE ||
                                    ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED;
  static constexpr bool BY_WARP = EXCHANGED && ALGORITHM != BLOCK_STORE_TRANSPOSE;
  static_assert(B >= 1 && B <= 1024, "cub::BlockStore: 1 to 1024 threads");
  static_assert(!BY_WARP || B % 32 == 0,
                "cub::BlockStore: the warp-transpose algorithms need whole warps");

public:
  struct TempStorage {
    alignas(T) unsigned char bytes[EXCHANGED ? sizeof(T) * B * K : 1];
  };
  SIMT_CUB_INL __device__ explicit BlockStore(TempStorage &storage) : temp(storage), t(rank()) {}
  SIMT_CUB_INL __device__ BlockStore() : temp(private_storage()), t(rank()) {}

  template <typename It> SIMT_CUB_INL __device__ void Store(It dst, T (&items)[K])
  {
    Store(dst, items, B * K);
  }
  template <typename It> SIMT_CUB_INL __device__ void Store(It dst, T (&items)[K], int end)
  {
    exchange(items);
    if (ALGORITHM == BLOCK_STORE_STRIPED || ALGORITHM == BLOCK_STORE_TRANSPOSE)
      StoreDirectStriped<B>(t, dst, items, end);
    else if (BY_WARP)
      StoreDirectWarpStriped(t, dst, items, end);
    else
      StoreDirectBlocked(t, dst, items, end);
  }

private:
  SIMT_CUB_INL __device__ static int rank()
  {
    return (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X + threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
  }
  /* Blocked to striped (warp-striped) through the storage. */
  SIMT_CUB_INL __device__ void exchange(T (&items)[K])
  {
    if (!EXCHANGED)
      return;
    T *slots = reinterpret_cast<T *>(temp.bytes);
    for (int i = 0; i < K; ++i)
      slots[simt_detail::blocked_at(t, i, K)] = items[i];
    if (BY_WARP)
      __syncwarp();
    else
      __syncthreads();
    for (int i = 0; i < K; ++i)
      items[i] = slots[BY_WARP ? simt_detail::warp_striped_at(t, i, K)
                               : simt_detail::striped_at(t, i, B)];
  }
  SIMT_CUB_INL __device__ static TempStorage &private_storage()
  {
    __shared__ TempStorage storage;
    return storage;
  }
  TempStorage &temp;
  int t;
};
} // namespace cub
#endif
