/* cub/block/block_load.cuh — stand-in for CUB's block loads on the SIMT
 * emulator, written from CUB's documentation: LoadDirectBlocked,
 * LoadDirectBlockedVectorized, LoadDirectStriped<BLOCK_THREADS>,
 * LoadDirectWarpStriped (each whole, guarded by the end of the block's
 * valid items, or guarded with a default for the items past it), and
 * cub::BlockLoad over them.
 *
 * Arrangements, for thread t of a block of B threads, item i of K:
 *   blocked       t * K + i
 *   striped       i * B + t
 *   warp-striped  (t / 32) * 32 * K + i * 32 + t % 32
 * BlockLoad gives the blocked arrangement for every ALGORITHM but
 * BLOCK_LOAD_STRIPED.  Its TRANSPOSE algorithms load striped (or
 * warp-striped) and exchange through the TempStorage the kernel declares
 * __shared__, with a __syncthreads() (a __syncwarp()) between the writes
 * and the reads, as CUB's BlockExchange does: the storage is really written
 * and read, so a second use of one TempStorage with no barrier after the
 * first races here as on a GPU.  A vectorized load reads item by item (the
 * values are the same; the emulator has no vector width to model). */
#ifndef SIMT_CUB_BLOCK_LOAD
#define SIMT_CUB_BLOCK_LOAD
#include <cub/warp/warp_reduce.cuh> /* SIMT_CUB_INL */

namespace cub {
namespace simt_detail {
/* the position of item i of thread t in each arrangement */
SIMT_CUB_INL __device__ inline int blocked_at(int t, int i, int k) { return t * k + i; }
SIMT_CUB_INL __device__ inline int striped_at(int t, int i, int b) { return i * b + t; }
SIMT_CUB_INL __device__ inline int warp_striped_at(int t, int i, int k)
{
  return (t / 32) * 32 * k + i * 32 + t % 32;
}
} // namespace simt_detail

template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectBlocked(int t, It src, T (&items)[K])
{
  for (int i = 0; i < K; ++i)
    items[i] = src[simt_detail::blocked_at(t, i, K)];
}
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectBlocked(int t, It src, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (simt_detail::blocked_at(t, i, K) < end)
      items[i] = src[simt_detail::blocked_at(t, i, K)];
}
template <typename T, typename D, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectBlocked(int t, It src, T (&items)[K], int end, D dflt)
{
  for (int i = 0; i < K; ++i)
    items[i] = dflt;
  LoadDirectBlocked(t, src, items, end);
}
template <typename T, int K>
SIMT_CUB_INL __device__ void LoadDirectBlockedVectorized(int t, T *src, T (&items)[K])
{
  LoadDirectBlocked(t, src, items);
}

template <int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectStriped(int t, It src, T (&items)[K])
{
  for (int i = 0; i < K; ++i)
    items[i] = src[simt_detail::striped_at(t, i, B)];
}
template <int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectStriped(int t, It src, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (simt_detail::striped_at(t, i, B) < end)
      items[i] = src[simt_detail::striped_at(t, i, B)];
}
template <int B, typename T, typename D, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectStriped(int t, It src, T (&items)[K], int end, D dflt)
{
  for (int i = 0; i < K; ++i)
    items[i] = dflt;
  LoadDirectStriped<B>(t, src, items, end);
}

template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectWarpStriped(int t, It src, T (&items)[K])
{
  for (int i = 0; i < K; ++i)
    items[i] = src[simt_detail::warp_striped_at(t, i, K)];
}
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectWarpStriped(int t, It src, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (simt_detail::warp_striped_at(t, i, K) < end)
      items[i] = src[simt_detail::warp_striped_at(t, i, K)];
}
template <typename T, typename D, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectWarpStriped(int t, It src, T (&items)[K], int end, D dflt)
{
  for (int i = 0; i < K; ++i)
    items[i] = dflt;
  LoadDirectWarpStriped(t, src, items, end);
}

enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED,
};

template <typename T, int BLOCK_DIM_X, int K, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockLoad {
  static constexpr int B = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr bool EXCHANGED = ALGORITHM == BLOCK_LOAD_TRANSPOSE ||
                                    ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE ||
                                    ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED;
  static constexpr bool BY_WARP = EXCHANGED && ALGORITHM != BLOCK_LOAD_TRANSPOSE;
  static_assert(B >= 1 && B <= 1024, "cub::BlockLoad: 1 to 1024 threads");
  static_assert(!BY_WARP || B % 32 == 0,
                "cub::BlockLoad: the warp-transpose algorithms need whole warps");

public:
  /* Every item of the block once, raw bytes (a __shared__ object has no
   * constructor); one byte where nothing is exchanged. */
  struct TempStorage {
    alignas(T) unsigned char bytes[EXCHANGED ? sizeof(T) * B * K : 1];
  };
  SIMT_CUB_INL __device__ explicit BlockLoad(TempStorage &storage) : temp(storage), t(rank()) {}
  SIMT_CUB_INL __device__ BlockLoad() : temp(private_storage()), t(rank()) {}

  template <typename It> SIMT_CUB_INL __device__ void Load(It src, T (&items)[K])
  {
    if (ALGORITHM == BLOCK_LOAD_STRIPED || ALGORITHM == BLOCK_LOAD_TRANSPOSE)
      LoadDirectStriped<B>(t, src, items);
    else if (BY_WARP)
      LoadDirectWarpStriped(t, src, items);
    else
      LoadDirectBlocked(t, src, items);
    exchange(items);
  }
  template <typename It> SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int end)
  {
    if (ALGORITHM == BLOCK_LOAD_STRIPED || ALGORITHM == BLOCK_LOAD_TRANSPOSE)
      LoadDirectStriped<B>(t, src, items, end);
    else if (BY_WARP)
      LoadDirectWarpStriped(t, src, items, end);
    else
      LoadDirectBlocked(t, src, items, end);
    exchange(items);
  }
  template <typename It, typename D>
  SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int end, D dflt)
  {
    for (int i = 0; i < K; ++i)
      items[i] = dflt;
    Load(src, items, end);
  }

private:
  SIMT_CUB_INL __device__ static int rank()
  {
    return (int)(threadIdx.x + threadIdx.y * BLOCK_DIM_X + threadIdx.z * BLOCK_DIM_X * BLOCK_DIM_Y);
  }
  /* Striped (warp-striped) to blocked through the storage: each item
   * written where its place in the block's order says, a barrier, then
   * read back in the blocked order. */
  SIMT_CUB_INL __device__ void exchange(T (&items)[K])
  {
    if (!EXCHANGED)
      return;
    T *slots = reinterpret_cast<T *>(temp.bytes);
    for (int i = 0; i < K; ++i)
      slots[BY_WARP ? simt_detail::warp_striped_at(t, i, K) : simt_detail::striped_at(t, i, B)] =
          items[i];
    if (BY_WARP)
      __syncwarp();
    else
      __syncthreads();
    for (int i = 0; i < K; ++i)
      items[i] = slots[simt_detail::blocked_at(t, i, K)];
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
