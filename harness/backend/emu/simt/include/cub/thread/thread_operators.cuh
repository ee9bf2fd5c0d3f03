/* cub/thread/thread_operators.cuh — stand-in on the SIMT emulator, written
 * from CUB's documentation: cub::ArgMax and cub::ArgMin, the operators that
 * reduce cub::KeyValuePair (key: an index, value: the item), as an
 * ArgIndexInputIterator yields them.  ArgMax keeps b where b.value >
 * a.value, or the values are equal and b.key < a.key, else a: the lower
 * index wins a tie, and a NaN (no comparison true) never replaces a.
 * ArgMin likewise with b.value < a.value. */
#ifndef SIMT_CUB_THREAD_OPERATORS
#define SIMT_CUB_THREAD_OPERATORS
#include <cub/util_type.cuh>

namespace cub {
struct ArgMax {
  template <typename T, typename OffsetT>
  __host__ __device__ KeyValuePair<OffsetT, T> operator()(const KeyValuePair<OffsetT, T> &a,
                                                          const KeyValuePair<OffsetT, T> &b) const
  {
    if (b.value > a.value || (a.value == b.value && b.key < a.key))
      return b;
    return a;
  }
};
struct ArgMin {
  template <typename T, typename OffsetT>
  __host__ __device__ KeyValuePair<OffsetT, T> operator()(const KeyValuePair<OffsetT, T> &a,
                                                          const KeyValuePair<OffsetT, T> &b) const
  {
    if (b.value < a.value || (a.value == b.value && b.key < a.key))
      return b;
    return a;
  }
};
} // namespace cub
#endif
