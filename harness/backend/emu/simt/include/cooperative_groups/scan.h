/* cooperative_groups/scan.h — stand-in for CUDA's header on the SIMT emulator:
 * cg::inclusive_scan and cg::exclusive_scan over a tile or a coalesced group
 * (CUDA 11.0 on), with cg::plus when no operator is given.  Rank k of an
 * inclusive scan gets op over the values of ranks 0..k, earlier ranks on
 * the left; the group's last rank holds the whole group's result, which
 * is how a reduction may use it.  A scan of shfl_up steps (Hillis-Steele):
 * each step a shuffle every member makes.
 * cg::exclusive_scan gives rank k the inclusive result of rank k - 1, and
 * rank 0 a value-initialised T (0 for the arithmetic types), as the CUDA
 * guide's stream-compaction example takes from cg::exclusive_scan(g, n). */
#ifndef SIMT_CG_SCAN_H
#define SIMT_CG_SCAN_H
#include "../cooperative_groups.h" /* as nvcc's: the groups come with it */
#include "../simt_libcu_names.h"
#include "details/functional.h"

namespace cooperative_groups {

template <typename G, typename T, typename Op>
SIMT_INL T simt_cg_inclusive_scan(const G &g, T v, Op &op)
{
  const unsigned rank = g.thread_rank(), size = g.size();
  for (unsigned d = 1; d < size; d *= 2) {
    T earlier = g.shfl_up(v, d);
    if (rank >= d)
      v = op(earlier, v);
  }
  return v;
}

template <typename G, typename V, typename Op>
SIMT_INL auto inclusive_scan(const G &g, V &&v, Op &&op) -> decltype(op(v, v))
{
  return simt_cg_inclusive_scan(g, simt_cg_value<V>(v), op);
}

template <typename G, typename V>
SIMT_INL simt_cg_value<V> inclusive_scan(const G &g, V &&v)
{
  plus<simt_cg_value<V>> op;
  return simt_cg_inclusive_scan(g, simt_cg_value<V>(v), op);
}

template <typename G, typename T, typename Op>
SIMT_INL T simt_cg_exclusive_scan(const G &g, T v, Op &op)
{
  T inclusive = simt_cg_inclusive_scan(g, v, op);
  T earlier = g.shfl_up(inclusive, 1);
  return g.thread_rank() == 0 ? T() : earlier;
}

template <typename G, typename V, typename Op>
SIMT_INL auto exclusive_scan(const G &g, V &&v, Op &&op) -> decltype(op(v, v))
{
  return simt_cg_exclusive_scan(g, simt_cg_value<V>(v), op);
}

template <typename G, typename V>
SIMT_INL simt_cg_value<V> exclusive_scan(const G &g, V &&v)
{
  plus<simt_cg_value<V>> op;
  return simt_cg_exclusive_scan(g, simt_cg_value<V>(v), op);
}

} /* namespace cooperative_groups */
#endif
