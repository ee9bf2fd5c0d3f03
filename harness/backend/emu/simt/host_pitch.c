/* host_pitch.c — pitched device memory: cudaMallocPitch (rows a multiple
 * of 512 bytes apart, an H100's texture pitch alignment) and cudaMemset2D,
 * one checked row at a time. */
#include "simt_int.h"

enum { PITCH_ALIGN = 512 };

cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t width, size_t height)
{
  if (!p || !pitch)
    return simt_api_ret(cudaErrorInvalidValue);
  if (simt_sticky())
    return simt_sticky();
  if (width > (size_t)-1 - (PITCH_ALIGN - 1)) /* rounded up, it would wrap to 0 */
    return simt_api_ret(cudaErrorMemoryAllocation);
  size_t row = (width + PITCH_ALIGN - 1) / PITCH_ALIGN * PITCH_ALIGN;
  if (height && row > (size_t)-1 / height)
    return simt_api_ret(cudaErrorMemoryAllocation);
  *p = simt_mem_alloc(row * height, __builtin_return_address(0));
  if (!*p)
    return simt_api_ret(cudaErrorMemoryAllocation);
  *pitch = row;
  return simt_api_ret(cudaSuccess);
}

/* Each row a cudaMemset(Async) of its own: the same checks, the same order. */
static cudaError_t set_2d(void *p, size_t pitch, int v, size_t width, size_t height,
                          cudaStream_t s, int async)
{
  if (simt_sticky())
    return simt_sticky();
  if (width > pitch && height > 1)
    return simt_api_ret(cudaErrorInvalidPitchValue);
  for (size_t r = 0; r < height && width; r++) {
    char *row = (char *)p + r * pitch;
    cudaError_t e = async ? cudaMemsetAsync(row, v, width, s) : cudaMemset(row, v, width);
    if (e)
      return e;
  }
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaMemset2D(void *p, size_t pitch, int v, size_t width, size_t height)
{
  return set_2d(p, pitch, v, width, height, (cudaStream_t)0, 0);
}

cudaError_t cudaMemset2DAsync(void *p, size_t pitch, int v, size_t width, size_t height,
                              cudaStream_t s)
{
  return set_2d(p, pitch, v, width, height, s, 1);
}
