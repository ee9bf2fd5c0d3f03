/* host_pointer.c — what a pointer is (cudaPointerGetAttributes), and the
 * hints a program gives about managed memory (cudaMemPrefetchAsync,
 * cudaMemAdvise): checked as CUDA checks them, and otherwise nothing here,
 * where every byte is in one memory already.
 */
#include "simt_int.h"

static uintptr_t probe;
static int probe_found;

static void probe_managed(uintptr_t base, size_t n)
{
  if (probe - base < n)
    probe_found = 1;
}

/* Managed memory: an allocation of cudaMallocManaged, or a __managed__ variable. */
static int is_managed(const void *p)
{
  probe = (uintptr_t)p;
  probe_found = 0;
  simt_mem_each_managed(probe_managed);
  return probe_found;
}

static int is_device(const void *p)
{
  uintptr_t a = (uintptr_t)p;
  return simt_mem_is_device(p, 1) || simt_symbol_holds(p, 1) ||
         (a >= simt_dv_lo && a < simt_dv_hi);
}

cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attr, const void *ptr)
{
  if (!attr)
    return simt_api_ret(cudaErrorInvalidValue);
  int dev = simt_mem_device(ptr, 1);
  struct cudaPointerAttributes a = { cudaMemoryTypeUnregistered, cudaInvalidDeviceId, NULL, NULL };
  if (ptr && is_managed(ptr)) {
    a = (struct cudaPointerAttributes){ cudaMemoryTypeManaged, dev >= 0 ? dev : simt_current_device(),
                                        (void *)ptr, (void *)ptr };
  } else if (ptr && is_device(ptr)) {
    a = (struct cudaPointerAttributes){ cudaMemoryTypeDevice, dev >= 0 ? dev : simt_current_device(),
                                        (void *)ptr, NULL };
  } else if (ptr && simt_host_pinned(ptr, 1)) {
    /* pinned memory is mapped (unified addressing): the same address on both sides */
    a = (struct cudaPointerAttributes){ cudaMemoryTypeHost, simt_current_device(), (void *)ptr,
                                        (void *)ptr };
  }
  *attr = a; /* unregistered host memory: a success since CUDA 11 */
  return simt_api_ret(cudaSuccess);
}

/* A device of the model, or the host (prefetch, advice's location). */
static int location_ok(int device)
{
  return device == cudaCpuDeviceId || (device >= 0 && device < simt_device_count());
}

cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, int dst, cudaStream_t s)
{
  if (simt_sticky())
    return simt_sticky();
  if (!p || !n || !is_managed(p) || !is_managed((const char *)p + n - 1) || !location_ok(dst))
    return simt_api_ret(!location_ok(dst) ? cudaErrorInvalidDevice : cudaErrorInvalidValue);
  if (simt_stream_device(s) < 0)
    return simt_api_ret(cudaErrorInvalidResourceHandle);
  return simt_api_ret(cudaSuccess); /* managed memory is where it is needed already */
}

cudaError_t cudaMemAdvise(const void *p, size_t n, enum cudaMemoryAdvise advice, int device)
{
  if (simt_sticky())
    return simt_sticky();
  if (!p || !n || !is_managed(p) || !is_managed((const char *)p + n - 1) ||
      advice < cudaMemAdviseSetReadMostly || advice > cudaMemAdviseUnsetAccessedBy)
    return simt_api_ret(cudaErrorInvalidValue);
  /* the read-mostly advice names no location: its device is ignored */
  if (advice != cudaMemAdviseSetReadMostly && advice != cudaMemAdviseUnsetReadMostly &&
      !location_ok(device))
    return simt_api_ret(cudaErrorInvalidDevice);
  return simt_api_ret(cudaSuccess);
}
