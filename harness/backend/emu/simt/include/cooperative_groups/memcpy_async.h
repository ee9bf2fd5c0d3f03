/* cooperative_groups/memcpy_async.h — stand-in for CUDA's header on the SIMT emulator:
 * cg::memcpy_async (bytes, or element counts for the destination and the source), cg::wait
 * and cg::wait_prior<N>, for a thread block or a tile.
 *
 * The copy is made at the call by the group's threads, each a share of it, and cg::wait is
 * the group's barrier.  Word w (4 bytes where both pointers and the size allow, else byte w)
 * is copied by the thread of rank (w + shift) % size, never by the thread whose rank is w:
 * a thread that reads stage[rank] before cg::wait reads another thread's write with no
 * barrier between, a race the emulator names, as the GPU's asynchronous copy races with
 * it.  The shift is a whole warp (32) in a group of more than 32 threads, so that each warp
 * still copies 32 consecutive words, one coalesced load as on the GPU (a shift of one had
 * every warp's load straddle a sector more); in a smaller group it is 1. */
#pragma once
#include "../cooperative_groups.h" /* as nvcc's: the groups come with it */
#include "../simt_libcu_names.h" /* the names nvcc's own header brings in */
#include "details/async_copy.h"

namespace cooperative_groups {

/* bytes: a size_t, or anything that converts to one (cuda::aligned_size_t) */
template <typename G, typename T, typename S>
SIMT_INL void memcpy_async(const G &group, T *dst, const T *src, const S &bytes)
{
  async_detail::copy(group, (void *)dst, (const void *)src, (size_t)bytes);
}

/* element counts: the source's, into a destination of dst_count elements */
template <typename G, typename T, typename D, typename S>
SIMT_INL void memcpy_async(const G &group, T *dst, const D &dst_count, const T *src,
                           const S &src_count)
{
  size_t n = (size_t)src_count < (size_t)dst_count ? (size_t)src_count : (size_t)dst_count;
  async_detail::copy(group, (void *)dst, (const void *)src, n * sizeof(T));
}

template <typename G> SIMT_INL void wait(const G &group) { group.sync(); }

template <unsigned N, typename G> SIMT_INL void wait_prior(const G &group) { group.sync(); }

} // namespace cooperative_groups
