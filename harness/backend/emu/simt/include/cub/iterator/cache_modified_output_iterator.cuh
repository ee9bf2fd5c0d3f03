/* cub/iterator/cache_modified_output_iterator.cuh — stand-in on the SIMT
 * emulator, written from CUB's documentation:
 * cub::CacheModifiedOutputIterator<MODIFIER, ValueType, OffsetT = ptrdiff_t>
 * wraps a pointer; an assignment through * or [] is
 * cub::ThreadStore<MODIFIER> of the item (thread/thread_store.cuh). */
#ifndef SIMT_CUB_CACHE_MODIFIED_OUTPUT_ITERATOR
#define SIMT_CUB_CACHE_MODIFIED_OUTPUT_ITERATOR
#include <cstddef>
#include <iterator>
#include <cub/thread/thread_store.cuh>

namespace cub {
template <CacheStoreModifier MODIFIER, typename ValueType, typename OffsetT = std::ptrdiff_t>
class CacheModifiedOutputIterator {
  struct Reference {
    ValueType *ptr;
    __device__ ValueType operator=(ValueType val)
    {
      ThreadStore<MODIFIER>(ptr, val);
      return val;
    }
  };

public:
  using self_type = CacheModifiedOutputIterator;
  using difference_type = OffsetT;
  using value_type = void;
  using pointer = void;
  using reference = Reference;
  using iterator_category = std::random_access_iterator_tag;

  __host__ __device__ CacheModifiedOutputIterator(ValueType *p) : ptr(p) {}
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
  __host__ __device__ reference operator*() const { return Reference{ptr}; }
  template <typename D> __host__ __device__ self_type operator+(D n) const { return self_type(ptr + n); }
  template <typename D> __host__ __device__ self_type &operator+=(D n)
  {
    ptr += n;
    return *this;
  }
  template <typename D> __host__ __device__ self_type operator-(D n) const { return self_type(ptr - n); }
  __host__ __device__ difference_type operator-(self_type other) const { return ptr - other.ptr; }
  template <typename D> __host__ __device__ reference operator[](D n) const { return Reference{ptr + n}; }
  __host__ __device__ bool operator==(const self_type &rhs) const { return ptr == rhs.ptr; }
  __host__ __device__ bool operator!=(const self_type &rhs) const { return ptr != rhs.ptr; }

private:
  ValueType *ptr;
};
} // namespace cub
#endif
