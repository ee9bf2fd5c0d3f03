/* cuda/simt_async_copy.h — what <cuda/barrier> and <cuda/pipeline> share on
 * the SIMT emulator: cuda::aligned_size_t and the copy of a
 * cuda::memcpy_async.  The emulator makes the copy at the call, before the
 * wait that follows it on the GPU (arrive_and_wait, consumer_wait): what a
 * thread reads after that wait is what it reads on the GPU.  A group's copy
 * (memcpy_async(block, ...)) is shared out as cg::memcpy_async's is, word w
 * to a thread other than rank w, so that reading stage[rank] before the
 * wait is a race the emulator names; a thread's own copy is its own stores,
 * and reading them before the wait is not caught (the GPU's copy may not
 * have landed yet). */
#ifndef SIMT_CUDA_ASYNC_COPY_H
#define SIMT_CUDA_ASYNC_COPY_H
#include <cstddef>
#include "../cooperative_groups/details/async_copy.h"
#include "atomic"
namespace cuda {
/* A size promised to be a multiple of Alignment, as are both pointers. */
template <::std::size_t Alignment> struct aligned_size_t {
  static constexpr ::std::size_t align = Alignment;
  ::std::size_t value;
  __host__ __device__ constexpr explicit aligned_size_t(::std::size_t size) : value(size) {}
  __host__ __device__ constexpr operator ::std::size_t() const { return value; }
};

/* The copy of one thread's memcpy_async, made at once: in 4-byte words
 * where both pointers and the size allow (the loads the GPU's cp.async
 * makes, so a warp's copies of one float each coalesce), else bytes. */
SIMT_INL void simt_copy_now(void *dst, const void *src, ::std::size_t bytes)
{
  if ((((::std::size_t)dst | (::std::size_t)src | bytes) & 3) == 0) {
    for (::std::size_t w = 0; w < bytes / 4; w++)
      static_cast<unsigned *>(dst)[w] = static_cast<const unsigned *>(src)[w];
    return;
  }
  unsigned char *d = static_cast<unsigned char *>(dst);
  const unsigned char *s = static_cast<const unsigned char *>(src);
  for (::std::size_t b = 0; b < bytes; b++)
    d[b] = s[b];
}

template <class T> struct simt_not_modelled : ::std::false_type {};
}  // namespace cuda
#endif
