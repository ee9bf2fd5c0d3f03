/* vcall_origin.c — which vtable an object's pointer names, and a kernel's
 * virtual call on an object the host made refused (ir_vtables.c).
 *
 * A constructor's store of the vtable pointer asks simt_cov_vptr: a
 * kernel's thread stores device code's copy, the host the original, as a
 * GPU's two builds do.  Before a call through a pointer loaded from memory
 * device code hands simt_cov_vcall_slot the address it loaded it from and
 * the originals' bounds: an address inside one is a virtual call through
 * the host's vtable, which on a GPU is a host address: the kernel faults
 * (cudaErrorIllegalAddress).
 */
#include <stdint.h>
#include "simt_int.h"

#define SIMT_EXPORT __attribute__((visibility("default")))

SIMT_EXPORT const void *simt_cov_vptr(const void *host, const void *device)
{
  return simt_self ? device : host;
}

SIMT_EXPORT void simt_cov_vcall_slot(const void *slot, const void *const *bounds, int64_t n)
{
  if (!simt_self)
    return;
  uintptr_t a = (uintptr_t)slot;
  for (int64_t i = 0; i < n; i++)
    if (a >= (uintptr_t)bounds[2 * i] && a < (uintptr_t)bounds[2 * i + 1]) {
      simt_diag("cuda-error", __builtin_return_address(0),
                "a kernel made a virtual call on an object whose vtable pointer host code "
                "stored (an object constructed on the host: a kernel parameter, or one "
                "copied to device memory): on a GPU it points at the host's vtable, and "
                "the call is an illegal address; construct the object in device code, or "
                "pass plain data and choose the function in the kernel");
      simt_abort(cudaErrorIllegalAddress);
    }
}
