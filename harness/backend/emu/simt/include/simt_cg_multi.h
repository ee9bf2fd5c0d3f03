/* simt_cg_multi.h — cooperative groups tiles of 64, 128, 256 and 512
 * threads (CUDA 12, compute capability 8.0 on): thread_block_tile<N> of
 * whole warps.  What CUDA 13's cooperative_groups.h gives such a tile:
 * sync() (here a barrier of the tile's threads only, tile.c: the race
 * shadow sees the order it gives), thread_rank(), size(), num_threads(),
 * meta_group_rank(), meta_group_size(), shfl() (every thread naming the
 * same source), any(), all(), and cg::reduce; values of at most 8 bytes,
 * moved through one slot a warp as CUDA's own shared scratch.  CUDA gives
 * no shfl_up/_down/_xor, ballot or match_any/_all to them: none here
 * either, so that a file nvcc refuses does not compile.  Cutting the tile
 * is a barrier of its parent, as on a GPU (the block's, or the parent
 * tile's); cg::block_tile_memory is taken and not needed.  Included at
 * the end of simt_cg.h.
 */
#ifndef SIMT_CG_MULTI_H
#define SIMT_CG_MULTI_H

extern "C" {
void simt_tile_sync(unsigned int size);
void simt_tile_put(unsigned int w, simt_u64 v);
simt_u64 simt_tile_get(unsigned int w);
}

namespace cooperative_groups {

/* A value of at most 8 bytes in a slot and back (like as the second). */
template <typename T> SIMT_INL simt_u64 simt_slot_of(T v)
{
  simt_u64 s = 0;
  memcpy(&s, &v, sizeof v);
  return s;
}
template <typename T> SIMT_INL T simt_slot_as(simt_u64 s, T like)
{
  memcpy(&like, &s, sizeof like);
  return like;
}

template <unsigned N> class simt_multi_tile {
  static_assert(N == 64 || N == 128 || N == 256 || N == 512, "Size must be one of 64/128/256/512");

 public:
  unsigned meta_rank_, meta_size_;
  /* a tile of the block: the block's barrier */
  __forceinline__ simt_multi_tile()
      : meta_rank_(simt_cur->rank / N), meta_size_((simt_block_threads() + N - 1) / N)
  {
    simt_syncthreads();
  }
  /* a tile of a tile of meta_size * N threads: that tile's barrier */
  __forceinline__ simt_multi_tile(unsigned meta_rank, unsigned meta_size)
      : meta_rank_(meta_rank), meta_size_(meta_size)
  {
    simt_tile_sync(N * meta_size);
  }
  __forceinline__ void sync() const { simt_tile_sync(N); }
  __forceinline__ unsigned thread_rank() const { return simt_cur->rank % N; }
  static constexpr unsigned size() { return N; }
  static constexpr unsigned num_threads() { return N; }
  __forceinline__ unsigned meta_group_rank() const { return meta_rank_; }
  __forceinline__ unsigned meta_group_size() const { return meta_size_; }
  /* the first warp of the tile, in the block */
  __forceinline__ unsigned first_warp() const { return (simt_cur->rank & ~(N - 1)) / 32; }
  template <typename T> __forceinline__ T shfl(T v, unsigned src) const
  {
    static_assert(sizeof(T) <= 8, "Collectives with tiles larger than 32 threads are limited to types smaller then 8 bytes");
    if (thread_rank() == src)
      simt_tile_put(first_warp(), simt_slot_of(v));
    sync();
    T r = simt_slot_as(simt_tile_get(first_warp()), v);
    sync();  /* every thread has read before the slot is written again */
    return r;
  }
  __forceinline__ int any(int p) const { return simt_gather(__any_sync(0xffffffffu, p), [](int a, int b) { return a | b; }); }
  __forceinline__ int all(int p) const { return simt_gather(__all_sync(0xffffffffu, p), [](int a, int b) { return a & b; }); }

  /* Each warp's value v (the same on all its lanes) combined in warp order,
   * on every thread of the tile. */
  template <typename T, typename Op> __forceinline__ T simt_gather(T v, Op op) const
  {
    static_assert(sizeof(T) <= 8, "Collectives with tiles larger than 32 threads are limited to types smaller then 8 bytes");
    if (simt_cur->lane == 0)
      simt_tile_put(simt_cur->rank / 32, simt_slot_of(v));
    sync();
    T r = simt_slot_as(simt_tile_get(first_warp()), v);
    for (unsigned k = 1; k < N / 32; k++)
      r = op(r, simt_slot_as(simt_tile_get(first_warp() + k), v));
    sync();
    return r;
  }
};

/* cg::block_tile_memory: the shared scratch CUDA's tiles of many warps
 * take from the student before compute capability 8.0 (reserved shared
 * memory since; empty here); this_thread_block(scratch) traps in a block
 * of more than MaxBlockSize threads, as CUDA's, and is the block's barrier. */
template <unsigned MaxBlockSize = 1024> struct alignas(8) block_tile_memory {};
template <unsigned M> SIMT_INL thread_block this_thread_block(block_tile_memory<M> &)
{
  if (simt_block_threads() > M)
    __trap();
  simt_syncthreads();
  return thread_block();
}

/* cg::reduce over a tile of whole warps: a butterfly in each warp, then
 * the warps' results in order. */
template <unsigned N, typename T, typename Op>
SIMT_INL T simt_cg_reduce(const simt_multi_tile<N> &g, T v, Op &op)
{
  for (int o = 16; o > 0; o /= 2)
    v = op(v, simt_shfl(SIMT_SHFL_XOR, 0xffffffffu, v, o, 32));
  return g.simt_gather(v, [&op](T a, T b) { return op(a, b); });
}

} /* namespace cooperative_groups */

#endif /* SIMT_CG_MULTI_H */
