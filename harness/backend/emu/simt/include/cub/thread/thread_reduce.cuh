/* cub/thread/thread_reduce.cuh — stand-in on the SIMT emulator: a thread's
 * own items folded left to right with the operator (what BlockReduce does
 * first with an array of items per thread).  As CUB documents, the input is
 * any fixed-size random-access range: a C array, or a type whose size
 * std::tuple_size gives (std::array, cuda::std::array); with a prefix, the
 * fold starts from it. */
#ifndef SIMT_CUB_THREAD_REDUCE
#define SIMT_CUB_THREAD_REDUCE
#include <cstddef>
#include <type_traits>
#include <utility>
#include <cuda/functional>

namespace cub {
namespace simt_detail {
template <typename R, typename = void> struct fixed_size_range : std::false_type {};
template <typename R>
struct fixed_size_range<R, std::void_t<decltype(std::tuple_size<R>::value)>> : std::true_type {};
template <typename R> constexpr std::size_t range_size() { return std::tuple_size<R>::value; }
} // namespace simt_detail

template <int N, typename T, typename Op>
__attribute__((always_inline)) __device__ inline T ThreadReduce(const T (&items)[N], Op op)
{
  static_assert(N >= 1, "cub::ThreadReduce: at least one item");
  T acc = items[0];
  for (int k = 1; k < N; ++k)
    acc = op(acc, items[k]);
  return acc;
}
template <int N, typename T, typename Op, typename P>
__attribute__((always_inline)) __device__ inline auto ThreadReduce(const T (&items)[N], Op op, P prefix)
    -> std::decay_t<decltype(op(prefix, items[0]))>
{
  std::decay_t<decltype(op(prefix, items[0]))> acc = prefix;
  for (int k = 0; k < N; ++k)
    acc = op(acc, items[k]);
  return acc;
}

template <typename R, typename Op, std::enable_if_t<simt_detail::fixed_size_range<R>::value, int> = 0>
__attribute__((always_inline)) __device__ inline auto ThreadReduce(const R &items, Op op)
    -> std::decay_t<decltype(op(items[0], items[0]))>
{
  static_assert(simt_detail::range_size<R>() >= 1, "cub::ThreadReduce: at least one item");
  std::decay_t<decltype(op(items[0], items[0]))> acc = items[0];
  for (std::size_t k = 1; k < simt_detail::range_size<R>(); ++k)
    acc = op(acc, items[k]);
  return acc;
}
template <typename R, typename Op, typename P,
          std::enable_if_t<simt_detail::fixed_size_range<R>::value, int> = 0>
__attribute__((always_inline)) __device__ inline auto ThreadReduce(const R &items, Op op, P prefix)
    -> std::decay_t<decltype(op(prefix, items[0]))>
{
  std::decay_t<decltype(op(prefix, items[0]))> acc = prefix;
  for (std::size_t k = 0; k < simt_detail::range_size<R>(); ++k)
    acc = op(acc, items[k]);
  return acc;
}
} // namespace cub
#endif
