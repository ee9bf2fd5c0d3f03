/* simt_cg.h — the cooperative groups subset of the SIMT shim: thread_block
 * (its split barrier_arrive/barrier_wait too),
 * thread_block_tile<N> and thread_block_tile<N, Parent> (N a power of two
 * up to 32; 64 to 512 in simt_cg_multi.h), thread_group, coalesced_group (coalesced_threads()), grid_group
 * (grid.sync() needs cudaLaunchCooperativeKernel), labeled_partition and
 * binary_partition of a warp's tile or a coalesced group, the
 * free functions sync/thread_rank/group_size, invoke_one and
 * invoke_one_broadcast (cg::reduce and its operators: cooperative_groups/
 * reduce.h).
 * Included by the stand-in for <cooperative_groups.h> only, as nvcc
 * declares none of it without that header (tests/kit/shim-names); not in
 * the precompiled shim.  Everything maps onto the barrier and warp
 * primitives there; a tile's shuffles move any type of up to 32 bytes
 * (simt_shfl), as CUDA's, not only the types of __shfl_sync.
 */
#ifndef SIMT_CG_H
#define SIMT_CG_H
#include "simt_cuda.h"

namespace cooperative_groups {

SIMT_INL unsigned simt_block_threads(void)
{
  return simt_cur->block_dim.x * simt_cur->block_dim.y * simt_cur->block_dim.z;
}

/* A group known at run time: the whole block (tile 0) or a tile of it. */
class thread_group {
 public:
  unsigned tile_;
  explicit thread_group(unsigned tile) : tile_(tile) {}
  __forceinline__ void sync() const
  {
    if (tile_ == 0) simt_syncthreads();
    else simt_syncwarp(mask());
  }
  __forceinline__ unsigned thread_rank() const { return tile_ ? simt_cur->rank % tile_ : simt_cur->rank; }
  __forceinline__ unsigned size() const { return tile_ ? tile_ : simt_block_threads(); }
  __forceinline__ unsigned num_threads() const { return size(); }
  __forceinline__ unsigned mask() const
  {
    unsigned t = tile_ ? tile_ : 32;
    unsigned m = t >= 32 ? 0xffffffffu : ((1u << t) - 1);
    return m << (simt_cur->lane & ~(t - 1));
  }
};

class thread_block : public thread_group {
 public:
  thread_block() : thread_group(0) {}
  __forceinline__ void sync() const { simt_syncthreads(); }
  /* CUDA 12.2's split block barrier, as CUDA's own header has it: the
   * arrive does nothing and the wait is the block's barrier. */
  struct arrival_token {};
  __forceinline__ arrival_token barrier_arrive() const { return arrival_token{}; }
  __forceinline__ void barrier_wait(arrival_token &&) const { simt_syncthreads(); }
  __forceinline__ unsigned thread_rank() const { return simt_cur->rank; }
  __forceinline__ unsigned size() const { return simt_block_threads(); }
  __forceinline__ unsigned num_threads() const { return simt_block_threads(); }
  __forceinline__ dim3 group_index() const { return blockIdx; }
  __forceinline__ dim3 thread_index() const { return threadIdx; }
  __forceinline__ dim3 group_dim() const { return blockDim; }
  __forceinline__ dim3 dim_threads() const { return blockDim; }
};

SIMT_INL thread_block this_thread_block(void) { return thread_block(); }
SIMT_INL void sync(const thread_block &) { simt_syncthreads(); }

/* thread_block_tile<N, Parent>: CUDA names the parent group in the type
 * that tiled_partition returns and lets it convert to thread_block_tile<N>
 * (Parent void), the type every tile function here takes. */
template <unsigned N, typename Parent = void> class thread_block_tile;

/* A tile of one warp's lanes (1..32); tiles of whole warps (64..512) are
 * simt_multi_tile (simt_cg_multi.h). */
template <unsigned N> class simt_warp_tile : public thread_group {
 public:
  /* Where the tile sits in the group it was cut from: a tile of the block
   * counts among the block's tiles, a tile of a tile among its parent's
   * (CUDA keeps both at run time, so a copy into thread_block_tile<N>
   * keeps them too). */
  unsigned meta_rank_, meta_size_;
  simt_warp_tile()
      : thread_group(N), meta_rank_(simt_cur->rank / N), meta_size_((simt_block_threads() + N - 1) / N) {}
  simt_warp_tile(unsigned meta_rank, unsigned meta_size)
      : thread_group(N), meta_rank_(meta_rank), meta_size_(meta_size) {}
  __forceinline__ unsigned mask() const
  {
    unsigned m = (unsigned)((1ull << N) - 1); /* N = 32: all 32 lanes, no shift past the type */
    return m << (simt_cur->lane & ~(N - 1));
  }
  __forceinline__ void sync() const { simt_syncwarp(mask()); }
  __forceinline__ unsigned thread_rank() const { return simt_cur->rank % N; }
  static constexpr unsigned size() { return N; }
  static constexpr unsigned num_threads() { return N; }
  __forceinline__ unsigned meta_group_rank() const { return meta_rank_; }
  __forceinline__ unsigned meta_group_size() const { return meta_size_; }
  template <typename T> __forceinline__ T shfl(T v, int src) const { return simt_shfl(SIMT_SHFL_IDX, mask(), v, src, N); }
  template <typename T> __forceinline__ T shfl_down(T v, unsigned d) const { return simt_shfl(SIMT_SHFL_DOWN, mask(), v, (int)d, N); }
  template <typename T> __forceinline__ T shfl_up(T v, unsigned d) const { return simt_shfl(SIMT_SHFL_UP, mask(), v, (int)d, N); }
  template <typename T> __forceinline__ T shfl_xor(T v, int x) const { return simt_shfl(SIMT_SHFL_XOR, mask(), v, x, N); }
  __forceinline__ unsigned ballot(int p) const { return __ballot_sync(mask(), p) >> (simt_cur->lane & ~(N - 1)); }
  __forceinline__ int any(int p) const { return __any_sync(mask(), p); }
  __forceinline__ int all(int p) const { return __all_sync(mask(), p); }
};

template <unsigned N> class simt_multi_tile;
template <unsigned N>
using simt_tile_base = std::conditional_t<(N <= 32), simt_warp_tile<N>, simt_multi_tile<N>>;

template <unsigned N> class thread_block_tile<N, void> : public simt_tile_base<N> {
  static_assert(N >= 1 && N <= 1024 && (N & (N - 1)) == 0, "tiles of 1..1024 threads, a power of two");
  typedef simt_tile_base<N> base;

 public:
  using base::base;
};

template <unsigned N, typename Parent> class thread_block_tile : public thread_block_tile<N, void> {
 public:
  using thread_block_tile<N, void>::thread_block_tile;
};

template <unsigned N, typename Parent> SIMT_INL thread_block_tile<N, Parent> tiled_partition(const Parent &)
{
  return thread_block_tile<N, Parent>();
}
/* A tile of a tile: its meta group is the parent tile (M / N tiles). */
template <unsigned N, unsigned M, typename P>
SIMT_INL thread_block_tile<N, thread_block_tile<M, P>> tiled_partition(const thread_block_tile<M, P> &parent)
{
  static_assert(N <= M, "a tile is cut into tiles no larger than itself");
  return thread_block_tile<N, thread_block_tile<M, P>>(parent.thread_rank() / N, M / N);
}
SIMT_INL thread_group tiled_partition(const thread_group &, unsigned n) { return thread_group(n); }

/* The lanes of the warp that run this code together (__activemask()):
 * any subset of the warp, ranked in lane order. */
class coalesced_group {
 public:
  unsigned mask_;
  explicit coalesced_group(unsigned m) : mask_(m) {}
  __forceinline__ unsigned size() const { return (unsigned)__builtin_popcount(mask_); }
  __forceinline__ unsigned num_threads() const { return size(); }
  __forceinline__ unsigned thread_rank() const
  {
    return (unsigned)__builtin_popcount(mask_ & ((1u << simt_cur->lane) - 1));
  }
  __forceinline__ unsigned meta_group_rank() const { return 0; }
  __forceinline__ unsigned meta_group_size() const { return 1; }
  __forceinline__ void sync() const { simt_syncwarp(mask_); }
  /* the lane of the group's rank-th thread */
  __forceinline__ int lane_of(unsigned rank) const
  {
    unsigned m = mask_;
    for (unsigned k = 0; k < rank && m; k++)
      m &= m - 1;
    return m ? __builtin_ctz(m) : (int)simt_cur->lane;
  }
  template <typename T> __forceinline__ T shfl(T v, unsigned rank) const
  {
    return simt_shfl(SIMT_SHFL_IDX, mask_, v, lane_of(rank), 32);
  }
  template <typename T> __forceinline__ T shfl_down(T v, unsigned d) const
  {
    unsigned r = thread_rank() + d;
    return simt_shfl(SIMT_SHFL_IDX, mask_, v, r < size() ? lane_of(r) : (int)simt_cur->lane, 32);
  }
  template <typename T> __forceinline__ T shfl_up(T v, unsigned d) const
  {
    unsigned r = thread_rank();
    return simt_shfl(SIMT_SHFL_IDX, mask_, v, r >= d ? lane_of(r - d) : (int)simt_cur->lane, 32);
  }
  /* bit k: the predicate of the group's rank-k thread */
  __forceinline__ unsigned ballot(int p) const
  {
    unsigned lanes = __ballot_sync(mask_, p), out = 0, k = 0;
    for (unsigned m = mask_; m; m &= m - 1, k++)
      if (lanes >> __builtin_ctz(m) & 1)
        out |= 1u << k;
    return out;
  }
  __forceinline__ int any(int p) const { return __any_sync(mask_, p); }
  __forceinline__ int all(int p) const { return __all_sync(mask_, p); }
};
SIMT_INL coalesced_group coalesced_threads(void) { return coalesced_group(__activemask()); }
SIMT_INL void sync(const coalesced_group &g) { g.sync(); }

/* cg::labeled_partition and cg::binary_partition (CUDA 11, sm_70+) of a
 * coalesced group or a warp's tile: the lanes of the parent whose label
 * (whose predicate) is this lane's, a coalesced group; every lane of the
 * parent must call them, as __match_any_sync and __ballot_sync ask. */
template <typename Label> SIMT_INL coalesced_group labeled_partition(const coalesced_group &g, Label label)
{
  return coalesced_group(__match_any_sync(g.mask_, label));
}
template <typename Label, typename P>
SIMT_INL coalesced_group labeled_partition(const thread_block_tile<32, P> &g, Label label)
{
  return coalesced_group(__match_any_sync(g.mask(), label));
}
SIMT_INL unsigned simt_binary_mask(unsigned parent, bool pred)
{
  unsigned set = __ballot_sync(parent, pred);
  return pred ? set : parent & ~set;
}
SIMT_INL coalesced_group binary_partition(const coalesced_group &g, bool pred)
{
  return coalesced_group(simt_binary_mask(g.mask_, pred));
}
template <typename P> SIMT_INL coalesced_group binary_partition(const thread_block_tile<32, P> &g, bool pred)
{
  return coalesced_group(simt_binary_mask(g.mask(), pred));
}

class grid_group {
 public:
  __forceinline__ void sync() const { simt_grid_sync(); }
  /* CUDA 12.2's split grid barrier: the wait is grid.sync(), the arrive
   * does nothing (as cuda::barrier's in cuda/barrier: a store a thread makes
   * between its arrive and its wait is not a race here as on the GPU). */
  struct arrival_token {};
  __forceinline__ arrival_token barrier_arrive() const { return arrival_token{}; }
  __forceinline__ void barrier_wait(arrival_token &&) const { simt_grid_sync(); }
  __forceinline__ bool is_valid() const { return true; }
  __forceinline__ unsigned long long num_blocks() const
  {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  }
  __forceinline__ unsigned long long block_rank() const { return simt_cur->block_rank; }
  __forceinline__ unsigned long long size() const { return num_blocks() * simt_block_threads(); }
  __forceinline__ unsigned long long num_threads() const { return size(); }
  __forceinline__ unsigned long long thread_rank() const
  {
    return block_rank() * simt_block_threads() + simt_cur->rank;
  }
  __forceinline__ dim3 group_dim() const { return gridDim; }
  /* the grid in blocks and this block's place in it (CUDA 11's names) */
  __forceinline__ dim3 dim_blocks() const { return gridDim; }
  __forceinline__ dim3 block_index() const { return blockIdx; }
};
SIMT_INL grid_group this_grid(void) { return grid_group(); }

/* The free functions CUDA gives every group: cg::sync(g), cg::thread_rank(g)
 * and cg::group_size(g) (no cg::num_threads(g): nvcc 13 has none, and a
 * file the GPU's compiler refuses must not compile here).  A template, so
 * that a tile (thread_block_tile<N, Parent>) or a grid is taken as itself,
 * not as the thread_group it derives from. */
template <typename G> SIMT_INL void sync(const G &g) { g.sync(); }
template <typename G> SIMT_INL auto thread_rank(const G &g) -> decltype(g.thread_rank()) { return g.thread_rank(); }
template <typename G> SIMT_INL auto group_size(const G &g) -> decltype(g.size()) { return g.size(); }

/* cg::reduce: a butterfly over the tile, every lane gets the result. */
template <unsigned N, typename T, typename Op, std::enable_if_t<(N <= 32), int> = 0>
SIMT_INL T simt_cg_reduce(const thread_block_tile<N> &g, T v, Op &op)
{
  for (unsigned o = N / 2; o > 0; o /= 2)
    v = op(v, g.shfl_xor(v, (int)o));
  return v;
}

/* cg::reduce over a coalesced group: every thread reads each member in
 * rank order (the group may be any subset of the warp). */
template <typename T, typename Op>
SIMT_INL T simt_cg_reduce(const coalesced_group &g, T v, Op &op)
{
  T r = g.shfl(v, 0);
  for (unsigned k = 1; k < g.size(); k++)
    r = op(r, g.shfl(v, k));
  return r;
}

/* A value's own type: what cg::reduce (cooperative_groups/reduce.h) and the
 * scans (cooperative_groups/scan.h) compute in. */
template <typename V> using simt_cg_value = std::remove_cv_t<std::remove_reference_t<V>>;

/* cg::invoke_one and cg::invoke_one_broadcast (CUDA 12.1), for a tile or a
 * coalesced group: one thread of the group calls fn (CUDA lets it be any;
 * here the first), and the broadcast hands that call's result to every
 * thread of the group through a shuffle, as the GPU's does. */
template <typename G, typename Fn, typename... Args>
SIMT_INL void invoke_one(const G &g, Fn &&fn, Args &&...args)
{
  if (g.thread_rank() == 0)
    fn(static_cast<Args &&>(args)...);
}

template <typename G, typename Fn, typename... Args>
SIMT_INL auto invoke_one_broadcast(const G &g, Fn &&fn, Args &&...args)
    -> decltype(fn(static_cast<Args &&>(args)...))
{
  decltype(fn(static_cast<Args &&>(args)...)) r{};
  if (g.thread_rank() == 0)
    r = fn(static_cast<Args &&>(args)...);
  return g.shfl(r, 0);
}

} /* namespace cooperative_groups */

#include "simt_cg_multi.h"

#endif /* SIMT_CG_H */
