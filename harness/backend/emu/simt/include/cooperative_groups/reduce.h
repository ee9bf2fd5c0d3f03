/* cooperative_groups/reduce.h — stand-in for CUDA's header on the SIMT emulator:
 * cg::reduce, cg::reduce_update_async and cg::reduce_store_async.  They are here, not in
 * the shim's <cooperative_groups.h>, because nvcc declares them only in this header: a
 * file that calls cg::reduce without including it is a compile error on a GPU, so here
 * too.  The names nvcc's own header brings in: simt_libcu_names.h. */
#ifndef SIMT_CG_REDUCE_H
#define SIMT_CG_REDUCE_H
#include "../cooperative_groups.h" /* as nvcc's: the groups come with it */
#include "../simt_libcu_names.h"
#include "details/functional.h"

namespace cooperative_groups {

/* The overloads are CUDA's: an operator that is an instance of a class
 * template of one type (cg::plus<T>, or a functor template of the file's
 * own) is taken by the first two, which require that type to be the
 * value's ("Operator and argument types differ", nvcc 13's
 * cooperative_groups/details/reduce.h): MyOp<float> over a struct of
 * floats is a compile error on a GPU, so here too.  Any other callable
 * (a lambda, a plain struct) goes to the third. */

template <typename G, typename V, typename In, template <class> class TyOp>
SIMT_INL auto reduce(const G &g, V &&v, TyOp<In> &&op) -> decltype(op(v, v))
{
  static_assert(__is_same(In, simt_cg_value<V>), "Operator and argument types differ");
  return simt_cg_reduce(g, simt_cg_value<V>(v), op);
}

template <typename G, typename V, typename In, template <class> class TyOp>
SIMT_INL auto reduce(const G &g, V &&v, TyOp<In> &op) -> decltype(op(v, v))
{
  static_assert(__is_same(In, simt_cg_value<V>), "Operator and argument types differ");
  return simt_cg_reduce(g, simt_cg_value<V>(v), op);
}

template <typename G, typename V, typename Op>
SIMT_INL auto reduce(const G &g, V &&v, Op &&op) -> decltype(op(v, v))
{
  return simt_cg_reduce(g, simt_cg_value<V>(v), op);
}

/* cg::reduce_update_async and cg::reduce_store_async (CUDA 12,
 * <cooperative_groups/reduce.h> with <cuda/atomic>): the group's reduction,
 * then one thread (rank 0) updates a cuda::atomic or cuda::atomic_ref with
 * it (plus: fetch_add, less: fetch_min, greater: fetch_max, the bit ops;
 * any other combiner, a compare-and-swap loop) or stores it into one, or
 * through a plain pointer.  The atomic is taken as any type with load(),
 * so that this header need not include <cuda/atomic>; its value type must
 * be the input's, as CUDA's static_assert asks. */
template <typename A, typename T, typename U> SIMT_INL void simt_cg_update(A &&a, T v, plus<U>) { a.fetch_add(v); }
template <typename A, typename T, typename U> SIMT_INL void simt_cg_update(A &&a, T v, less<U>) { a.fetch_min(v); }
template <typename A, typename T, typename U> SIMT_INL void simt_cg_update(A &&a, T v, greater<U>) { a.fetch_max(v); }
template <typename A, typename T, typename U> SIMT_INL void simt_cg_update(A &&a, T v, bit_and<U>) { a.fetch_and(v); }
template <typename A, typename T, typename U> SIMT_INL void simt_cg_update(A &&a, T v, bit_or<U>) { a.fetch_or(v); }
template <typename A, typename T, typename U> SIMT_INL void simt_cg_update(A &&a, T v, bit_xor<U>) { a.fetch_xor(v); }
template <typename A, typename T, typename Op> SIMT_INL void simt_cg_update(A &&a, T v, Op op)
{
  auto old = a.load();
  while (!a.compare_exchange_weak(old, op(old, v)))
    ;
}

template <typename G, typename A, typename V, typename Op>
SIMT_INL auto reduce_update_async(const G &g, A &&dst, V &&val, Op &&op) -> decltype((void)dst.load(), void())
{
  static_assert(__is_same(std::decay_t<decltype(dst.load())>, std::decay_t<V>), "Destination and input types differ");
  auto r = reduce(g, val, op);
  if (g.thread_rank() == 0)
    simt_cg_update(static_cast<A &&>(dst), r, op);
}

template <typename G, typename A, typename V, typename Op>
SIMT_INL auto reduce_store_async(const G &g, A &&dst, V &&val, Op &&op) -> decltype((void)dst.load(), void())
{
  static_assert(__is_same(std::decay_t<decltype(dst.load())>, std::decay_t<V>), "Destination and input types differ");
  auto r = reduce(g, val, op);
  if (g.thread_rank() == 0)
    dst.store(r);
}

template <typename G, typename T, typename V, typename Op>
SIMT_INL void reduce_store_async(const G &g, T *dst, V &&val, Op &&op)
{
  static_assert(__is_same(T, std::decay_t<V>), "Destination and input types differ");
  T r = reduce(g, val, op);
  if (g.thread_rank() == 0)
    *dst = r;
}

} /* namespace cooperative_groups */
#endif
