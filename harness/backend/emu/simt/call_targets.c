/* call_targets.c — device code's calls through a function pointer, each
 * checked against the device functions of its module.
 *
 * On a GPU a kernel runs device code only: a function pointer the host
 * hands it to a host function holds a host address, and the call faults
 * (an illegal address).  Here host and device code are native code of one
 * process, and the call would run the host function on the kernel's
 * thread: a host function that sums the input, called so, passed.  The
 * build (ir_indirect.c) puts a call of simt_cov_call_target before every
 * call through a pointer in a kernel or a __device__ function, with a
 * table it made of the module's __device__ and __host__ __device__
 * functions (simt_cuda.h's marks): the submission's text decides nothing
 * of it.  A virtual call or a __device__ function pointer reaches a
 * function of the table and goes on; on the host (a __host__ __device__
 * function called there) nothing is checked.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include "simt_int.h"

#define SIMT_EXPORT __attribute__((visibility("default")))

/* What the target is, for the message: its symbol's name, else where its
 * code starts (a file-scope static has no dynamic symbol). */
static void describe(const void *target, char *buf, size_t cap)
{
  Dl_info di;
  char name[128], where[300];
  if (!target) {
    snprintf(buf, cap, "a function (a call whose types the build could not read)");
    return;
  }
  if (dladdr(target, &di) && di.dli_sname && di.dli_saddr == target) {
    snprintf(buf, cap, "%s", simt_var_name(di.dli_sname, name, sizeof name));
    return;
  }
  /* simt_symbolize takes a return address: the byte before it is read */
  simt_symbolize((char *)target + 1, where, sizeof where);
  snprintf(buf, cap, "the function at %s", where);
}

SIMT_EXPORT void simt_cov_call_target(const void *target, const void *const *table, size_t n)
{
  if (!simt_self)
    return;
  for (size_t i = 0; i < n; i++)
    if (table[i] == target)
      return;
  void *pc = __builtin_return_address(0);
  char what[400];
  describe(target, what, sizeof what);
  simt_diag("cuda-error", pc,
            "a kernel called %s through a function pointer, which is not a __device__ "
            "function: on a GPU the pointer is a host address, and calling it is an illegal "
            "address; mark the function __device__ (its address taken in device code) or "
            "call it from the host",
            what);
  simt_abort(cudaErrorIllegalAddress);
}

/* The first call of each host function whose address the module takes
 * (ir_host_entry.c): nothing on the host; on a kernel's thread, which
 * reached it through a C library function that calls back (lfind,
 * tsearch) or any other way no check saw, a cuda-error. */
SIMT_EXPORT void simt_cov_host_entry(void)
{
  if (!simt_self)
    return;
  simt_diag("cuda-error", __builtin_return_address(0),
            "a kernel's thread ran a host function, one not marked __device__ (a C library "
            "function called it back, or a pointer to it was called): on a GPU device code "
            "cannot run host code, and nvcc refuses such a call; mark the function "
            "__device__ and do the work in device code");
  simt_abort(cudaErrorIllegalAddress);
}
