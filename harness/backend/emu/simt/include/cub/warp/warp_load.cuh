/* cub/warp/warp_load.cuh — stand-in for CUB's WarpLoad on the SIMT
 * emulator, written from CUB's documentation: each logical warp of
 * LOGICAL_WARP_THREADS lanes (a power of two up to 32) loads K items a lane
 * from the iterator it passes (the warp's own tile).  For lane l of W:
 *   WARP_LOAD_DIRECT, _VECTORIZE  item i from l * K + i (blocked)
 *   WARP_LOAD_STRIPED             item i from i * W + l (striped)
 *   WARP_LOAD_TRANSPOSE           read striped, then exchanged to blocked
 *                                 through the TempStorage the kernel
 *                                 declares __shared__ (one per warp), a
 *                                 __syncwarp() of the logical warp between
 *                                 the writes and the reads, as CUB's
 *                                 WarpExchange: the storage is really
 *                                 written and read, so a second use with
 *                                 no __syncwarp() after the first races
 *                                 here as on a GPU.
 * Guarded forms: items at or past valid_items are not read (left as they
 * were, or set to the default given). */
#ifndef SIMT_CUB_WARP_LOAD
#define SIMT_CUB_WARP_LOAD
#include <cub/block/block_load.cuh>

namespace cub {
enum WarpLoadAlgorithm { WARP_LOAD_DIRECT, WARP_LOAD_STRIPED, WARP_LOAD_VECTORIZE, WARP_LOAD_TRANSPOSE };

template <typename T, int K, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT, int LOGICAL_WARP_THREADS = 32,
          int LEGACY_PTX_ARCH = 0>
class WarpLoad {
  static constexpr int W = LOGICAL_WARP_THREADS;
  static constexpr bool EXCHANGED = ALGORITHM == WARP_LOAD_TRANSPOSE;
  static_assert(W >= 1 && W <= 32 && (W & (W - 1)) == 0,
                "cub::WarpLoad: LOGICAL_WARP_THREADS must be a power of two up to 32");

public:
  struct TempStorage {
    alignas(T) unsigned char bytes[EXCHANGED ? sizeof(T) * W * K : 1];
  };
  SIMT_CUB_INL __device__ explicit WarpLoad(TempStorage &storage) : temp(storage), l(lane()) {}
  SIMT_CUB_INL __device__ WarpLoad() : temp(private_storage()), l(lane()) {}

  template <typename It> SIMT_CUB_INL __device__ void Load(It src, T (&items)[K])
  {
    if (ALGORITHM == WARP_LOAD_STRIPED || EXCHANGED)
      LoadDirectStriped<W>(l, src, items);
    else
      LoadDirectBlocked(l, src, items);
    exchange(items);
  }
  template <typename It> SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int valid_items)
  {
    if (ALGORITHM == WARP_LOAD_STRIPED || EXCHANGED)
      LoadDirectStriped<W>(l, src, items, valid_items);
    else
      LoadDirectBlocked(l, src, items, valid_items);
    exchange(items);
  }
  template <typename It, typename D>
  SIMT_CUB_INL __device__ void Load(It src, T (&items)[K], int valid_items, D oob_default)
  {
    for (int i = 0; i < K; ++i)
      items[i] = oob_default;
    Load(src, items, valid_items);
  }

private:
  SIMT_CUB_INL __device__ static int lane() { return (int)(simt_cur->lane % W); }
  /* Striped to blocked: item i of lane l written at i * W + l, the logical
   * warp's barrier, item i read back from l * K + i. */
  SIMT_CUB_INL __device__ void exchange(T (&items)[K])
  {
    if (!EXCHANGED)
      return;
    T *slots = reinterpret_cast<T *>(temp.bytes);
    for (int i = 0; i < K; ++i)
      slots[simt_detail::item_at(simt_detail::STRIPED, l, i, K, W)] = items[i];
    __syncwarp(simt_detail::logical_warp_mask<W>());
    for (int i = 0; i < K; ++i)
      items[i] = slots[simt_detail::item_at(simt_detail::BLOCKED, l, i, K, W)];
  }
  SIMT_CUB_INL __device__ static TempStorage &private_storage()
  {
    __shared__ TempStorage storage;
    return storage;
  }
  TempStorage &temp;
  int l;
};
} // namespace cub
#endif
