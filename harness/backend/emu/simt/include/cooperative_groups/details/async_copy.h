/* cooperative_groups/details/async_copy.h — a group's share of an asynchronous
 * copy, made at the call (memcpy_async.h says how it is shared out), for
 * cg::memcpy_async and for <cuda/barrier>'s and <cuda/pipeline>'s group copies.
 * Apart from memcpy_async.h so that those two headers bring in no group names:
 * nvcc's do not. */
#ifndef SIMT_CG_ASYNC_COPY_H
#define SIMT_CG_ASYNC_COPY_H
#include "../../simt_cuda.h"

namespace cooperative_groups {
namespace async_detail {

template <typename G>
SIMT_INL void copy(const G &group, void *dst, const void *src, size_t bytes)
{
  size_t size = group.num_threads(), rank = group.thread_rank();
  size_t shift = size > 32 ? 32 : 1;
  size_t first = (rank + size - shift) % size; /* word w goes to rank (w + shift) % size */
  if ((((size_t)dst | (size_t)src | bytes) & 3) == 0) {
    for (size_t w = first; w < bytes / 4; w += size)
      ((unsigned *)dst)[w] = ((const unsigned *)src)[w];
  } else {
    for (size_t b = first; b < bytes; b += size)
      ((unsigned char *)dst)[b] = ((const unsigned char *)src)[b];
  }
}

} // namespace async_detail
} // namespace cooperative_groups
#endif
