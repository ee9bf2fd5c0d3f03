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
#include <cub/warp/warp_reduce.cuh> /* SIMT_CUB_INL, logical_warp_mask */

namespace cub {
namespace simt_detail {
/* Where item i of thread t lies in each arrangement (k items a thread, b threads). */
enum arrangement { BLOCKED, STRIPED, WARP_STRIPED };
SIMT_CUB_INL __device__ inline int item_at(arrangement a, int t, int i, int k, int b)
{
  return a == STRIPED ? i * b + t : a == WARP_STRIPED ? (t / 32) * 32 * k + i * 32 + t % 32
                                                      : t * k + i;
}
/* The items of thread t in arrangement a from src, those at or past end
 * left as they are. */
template <arrangement A, int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void load_arranged(int t, It src, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (item_at(A, t, i, K, B) < end)
      items[i] = src[item_at(A, t, i, K, B)];
}
template <arrangement A, int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void store_arranged(int t, It dst, T (&items)[K], int end)
{
  for (int i = 0; i < K; ++i)
    if (item_at(A, t, i, K, B) < end)
      dst[item_at(A, t, i, K, B)] = items[i];
}
template <typename T, int K, typename D> SIMT_CUB_INL __device__ void fill(T (&items)[K], D v)
{
  for (int i = 0; i < K; ++i)
    items[i] = v;
}

/* The threads a collective spans: a block (its linear rank; a barrier
 * of the block, or of the warp where each warp's items lie in its own
 * part), or a logical warp of W lanes (rank the lane in it). */
template <int BX, int BY, int BZ, bool BY_WARP> struct block_group {
  static constexpr int SIZE = BX * BY * BZ;
  SIMT_CUB_INL __device__ static int rank()
  {
    return (int)(threadIdx.x + threadIdx.y * BX + threadIdx.z * BX * BY);
  }
  SIMT_CUB_INL __device__ static void sync()
  {
    if (BY_WARP)
      __syncwarp();
    else
      __syncthreads();
  }
};
template <int W> struct warp_group {
  static constexpr int SIZE = W;
  SIMT_CUB_INL __device__ static int rank() { return (int)(simt_cur->lane % W); }
  SIMT_CUB_INL __device__ static void sync() { __syncwarp(logical_warp_mask<W>()); }
};

/* What the block and warp loads and stores share: the thread's rank in
 * its Group, the TempStorage (every item of the group once, raw bytes: a
 * __shared__ object has no constructor; one byte where nothing is
 * exchanged) or a private one per class (Owner), and the exchange through
 * it. */
template <typename Owner, typename T, typename Group, int K, bool EXCHANGED>
class group_items {
protected:
  static constexpr int B = Group::SIZE;
  static_assert(B >= 1 && B <= 1024, "cub: a collective of 1 to 1024 threads");

public:
  struct TempStorage {
    alignas(T) unsigned char bytes[EXCHANGED ? sizeof(T) * B * K : 1];
  };

protected:
  SIMT_CUB_INL __device__ explicit group_items(TempStorage &s) : temp(s), t(Group::rank()) {}
  SIMT_CUB_INL __device__ group_items() : temp(private_storage()), t(Group::rank()) {}
  /* Each item written where arrangement from puts it, the group's
   * barrier, then read back where arrangement to does. */
  SIMT_CUB_INL __device__ void exchange(T (&items)[K], arrangement from, arrangement to)
  {
    T *slots = reinterpret_cast<T *>(temp.bytes);
    for (int i = 0; i < K; ++i)
      slots[item_at(from, t, i, K, B)] = items[i];
    Group::sync();
    for (int i = 0; i < K; ++i)
      items[i] = slots[item_at(to, t, i, K, B)];
  }
  TempStorage &temp;
  int t;

private:
  SIMT_CUB_INL __device__ static TempStorage &private_storage()
  {
    __shared__ TempStorage storage;
    return storage;
  }
};
} // namespace simt_detail

template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectBlocked(int t, It src, T (&items)[K], int end = 1 << 30)
{
  simt_detail::load_arranged<simt_detail::BLOCKED, 1>(t, src, items, end);
}
template <typename T, typename D, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectBlocked(int t, It src, T (&items)[K], int end, D dflt)
{
  simt_detail::fill(items, dflt);
  LoadDirectBlocked(t, src, items, end);
}
template <typename T, int K>
SIMT_CUB_INL __device__ void LoadDirectBlockedVectorized(int t, T *src, T (&items)[K])
{
  LoadDirectBlocked(t, src, items);
}
template <int B, typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectStriped(int t, It src, T (&items)[K], int end = 1 << 30)
{
  simt_detail::load_arranged<simt_detail::STRIPED, B>(t, src, items, end);
}
template <int B, typename T, typename D, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectStriped(int t, It src, T (&items)[K], int end, D dflt)
{
  simt_detail::fill(items, dflt);
  LoadDirectStriped<B>(t, src, items, end);
}
template <typename T, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectWarpStriped(int t, It src, T (&items)[K], int end = 1 << 30)
{
  simt_detail::load_arranged<simt_detail::WARP_STRIPED, 32>(t, src, items, end);
}
template <typename T, typename D, int K, typename It>
SIMT_CUB_INL __device__ void LoadDirectWarpStriped(int t, It src, T (&items)[K], int end, D dflt)
{
  simt_detail::fill(items, dflt);
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
class BlockLoad
    : public simt_detail::group_items<
          BlockLoad<T, BLOCK_DIM_X, K, ALGORITHM, BLOCK_DIM_Y, BLOCK_DIM_Z>, T,
          simt_detail::block_group<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z,
                                   ALGORITHM >= BLOCK_LOAD_WARP_TRANSPOSE>,
          K, ALGORITHM >= BLOCK_LOAD_TRANSPOSE> {
  static constexpr bool BY_WARP = ALGORITHM >= BLOCK_LOAD_WARP_TRANSPOSE;
  using base = simt_detail::group_items<
      BlockLoad, T, simt_detail::block_group<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z, BY_WARP>, K,
      ALGORITHM >= BLOCK_LOAD_TRANSPOSE>;
  static_assert(!BY_WARP || base::B % 32 == 0,
                "cub::BlockLoad: the warp-transpose algorithms need whole warps");
  /* how the items are read: striped for STRIPED and TRANSPOSE */
  static constexpr simt_detail::arrangement READ =
      ALGORITHM == BLOCK_LOAD_STRIPED || ALGORITHM == BLOCK_LOAD_TRANSPOSE ? simt_detail::STRIPED
      : BY_WARP ? simt_detail::WARP_STRIPED : simt_detail::BLOCKED;

public:
  using typename base::TempStorage;
  SIMT_CUB_INL __device__ explicit BlockLoad(TempStorage &storage) : base(storage) {}
  SIMT_CUB_INL __device__ BlockLoad() : base() {}

  template <typename It> SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int end = 1 << 30)
  {
    simt_detail::load_arranged<READ, base::B>(this->t, src, items, end);
    if (ALGORITHM >= BLOCK_LOAD_TRANSPOSE)
      this->exchange(items, READ, simt_detail::BLOCKED);
  }
  template <typename It, typename D>
  SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int end, D dflt)
  {
    simt_detail::fill(items, dflt);
    Load(src, items, end);
  }
};
} // namespace cub
#endif
