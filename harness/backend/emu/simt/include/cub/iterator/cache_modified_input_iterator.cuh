/* cub/iterator/cache_modified_input_iterator.cuh — stand-in on the SIMT
 * emulator, written from CUB's documentation:
 * cub::CacheModifiedInputIterator<MODIFIER, ValueType, OffsetT = ptrdiff_t>
 * wraps a pointer; each dereference (*, [], ->) is
 * cub::ThreadLoad<MODIFIER> of the item (thread/thread_load.cuh: LOAD_LDG
 * is __ldg, with its check), read in device code only. */
#ifndef SIMT_CUB_CACHE_MODIFIED_INPUT_ITERATOR
#define SIMT_CUB_CACHE_MODIFIED_INPUT_ITERATOR
#include <cstddef>
#include <iterator>
#include <type_traits>
#include <cub/thread/thread_load.cuh>

namespace cub {
template <CacheLoadModifier MODIFIER, typename ValueType, typename OffsetT = std::ptrdiff_t>
class CacheModifiedInputIterator {
public:
  using self_type = CacheModifiedInputIterator;
  using difference_type = OffsetT;
  using value_type = ValueType;
  using pointer = ValueType *;
  using reference = ValueType;
  using iterator_category = std::random_access_iterator_tag;

  ValueType *ptr;

  template <typename Q>
  __host__ __device__ CacheModifiedInputIterator(Q *p) : ptr(const_cast<std::remove_cv_t<Q> *>(p))
  {
  }
  __host__ __device__ self_type operator++(int)
  {
    self_type old = *this;
    ptr++;
    return old;
  }
  __host__ __device__ self_type operator++()
  {
    ptr++;
    return *this;
  }
  __device__ reference operator*() const { return ThreadLoad<MODIFIER>(ptr); }
  template <typename D> __host__ __device__ self_type operator+(D n) const { return self_type(ptr + n); }
  template <typename D> __host__ __device__ self_type &operator+=(D n)
  {
    ptr += n;
    return *this;
  }
  template <typename D> __host__ __device__ self_type operator-(D n) const { return self_type(ptr - n); }
  template <typename D> __host__ __device__ self_type &operator-=(D n)
  {
    ptr -= n;
    return *this;
  }
  __host__ __device__ difference_type operator-(self_type other) const { return ptr - other.ptr; }
  template <typename D> __device__ reference operator[](D n) const { return ThreadLoad<MODIFIER>(ptr + n); }
  __host__ __device__ bool operator==(const self_type &rhs) const { return ptr == rhs.ptr; }
  __host__ __device__ bool operator!=(const self_type &rhs) const { return ptr != rhs.ptr; }
};
} // namespace cub
#endif
