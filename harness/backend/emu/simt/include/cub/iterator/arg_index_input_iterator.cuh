/* cub/iterator/arg_index_input_iterator.cuh — stand-in on the SIMT emulator,
 * written from CUB's documentation: cub::ArgIndexInputIterator<It, OffsetT =
 * ptrdiff_t, OutputValueT = It's value type> wraps a random-access iterator
 * itr and an offset (0 unless given).  Dereferenced at offset i it yields a
 * cub::KeyValuePair<OffsetT, OutputValueT> whose key is i, counted from the
 * itr it was made with (not from the start of the array when itr points
 * into one), and whose value is itr[i].  +, -, ++, +=, -=, [] move the
 * offset; normalize() moves itr by it and sets it to 0. */
#ifndef SIMT_CUB_ARG_INDEX_INPUT_ITERATOR
#define SIMT_CUB_ARG_INDEX_INPUT_ITERATOR
#include <cstddef>
#include <iterator>
#include <cub/util_type.cuh>

namespace cub {
template <typename InputIteratorT, typename OffsetT = std::ptrdiff_t,
          typename OutputValueT = typename std::iterator_traits<InputIteratorT>::value_type>
class ArgIndexInputIterator {
public:
  using self_type = ArgIndexInputIterator;
  using difference_type = OffsetT;
  using value_type = KeyValuePair<difference_type, OutputValueT>;
  using pointer = value_type *;
  using reference = value_type;
  using iterator_category = std::random_access_iterator_tag;

  __host__ __device__ ArgIndexInputIterator(InputIteratorT itr, difference_type offset = 0)
      : itr(itr), offset(offset)
  {
  }
  __host__ __device__ self_type operator++(int)
  {
    self_type old = *this;
    offset++;
    return old;
  }
  __host__ __device__ self_type operator++()
  {
    offset++;
    return *this;
  }
  __host__ __device__ reference operator*() const
  {
    value_type kv;
    kv.value = itr[offset];
    kv.key = offset;
    return kv;
  }
  template <typename D> __host__ __device__ self_type operator+(D n) const { return self_type(itr, offset + n); }
  template <typename D> __host__ __device__ self_type &operator+=(D n)
  {
    offset += n;
    return *this;
  }
  template <typename D> __host__ __device__ self_type operator-(D n) const { return self_type(itr, offset - n); }
  template <typename D> __host__ __device__ self_type &operator-=(D n)
  {
    offset -= n;
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const { return offset - other.offset; }
  template <typename D> __host__ __device__ reference operator[](D n) const { return *(*this + n); }
  __host__ __device__ bool operator==(const self_type &rhs) const
  {
    return itr == rhs.itr && offset == rhs.offset;
  }
  __host__ __device__ bool operator!=(const self_type &rhs) const
  {
    return itr != rhs.itr || offset != rhs.offset;
  }
  __host__ __device__ void normalize()
  {
    itr += offset;
    offset = 0;
  }

private:
  InputIteratorT itr;
  difference_type offset;
};
} // namespace cub
#endif
