/* func_attrs.c — cudaFuncGetAttributes: what a GPU's build tells of one
 * kernel, answered from what the emulator knows of it.
 *
 * A constant answer for every kernel (no shared memory, 32 registers) let
 * host code tell the emulator from a GPU and keep a barrier only in the
 * checked run.  So each field is the emulator's own model where it has one,
 * the one its launch and occupancy use:
 *   sharedSizeBytes  the kernel's static __shared__ bytes: the arrays its
 *                    code and the functions it calls name (kernel_table.c,
 *                    the figure its launch and the occupancy calls count);
 *   maxDynamicSharedSizeBytes  what a launch of the kernel may ask for
 *                    (simt_func_max_dyn: 48 KiB less the static bytes, or
 *                    the kernel's cudaFuncSetAttribute opt-in);
 *   maxThreadsPerBlock  the kernel's __launch_bounds__, else 1024;
 *   ptxVersion, binaryVersion  90 (the H100 modelled);
 *   constSizeBytes, localSizeBytes  0 (a __constant__ variable is the
 *                    emulator's __device__ one; nothing spills);
 *   numRegs          a model: nvcc's allocation is unknowable without
 *                    nvcc, so the count grows with the size of the
 *                    kernel's own code as the emulator built it (the
 *                    device functions it calls not counted), from 16 to
 *                    at most 32: the occupancy model counts no
 *                    registers (launch.c), which is a GPU's occupancy for
 *                    a kernel of 32 or fewer (64K registers over 2048
 *                    threads an SM), so a larger count would contradict
 *                    what the occupancy calls answer.
 */
#define _GNU_SOURCE /* dladdr1 */
#include <dlfcn.h>
#include <link.h>
#include "simt_int.h"

enum { REGS_MIN = 16, REGS_MAX = 32, CODE_BYTES_PER_REG = 16 };

/* The model's register count for the kernel at fn: its code's bytes, from
 * the dynamic symbol table; REGS_MIN where the kernel is in none (a
 * `static` one). */
static int model_regs(const void *fn)
{
  Dl_info di;
  const ElfW(Sym) *sym = NULL;
  if (!fn || !dladdr1(fn, &di, (void **)&sym, RTLD_DL_SYMENT) || !sym ||
      di.dli_saddr != fn || ELF64_ST_TYPE(sym->st_info) != STT_FUNC)
    return REGS_MIN;
  size_t regs = REGS_MIN + sym->st_size / CODE_BYTES_PER_REG;
  return regs > REGS_MAX ? REGS_MAX : (int)regs;
}

cudaError_t simt_func_attributes(const void *fn, struct simt_func_attrs *a)
{
  if (simt_sticky())
    return simt_sticky();
  if (!a || !fn || simt_kernel_unnamed(fn)) {
    simt_set_error(cudaErrorInvalidDeviceFunction);
    return cudaErrorInvalidDeviceFunction;
  }
  a->shared_bytes = simt_kernel_shared_size(fn);
  a->const_bytes = 0;
  a->local_bytes = 0;
  a->max_threads = simt_kernel_max_threads(fn);
  a->regs = model_regs(fn);
  a->version = 90;
  a->max_dyn_shared = simt_func_max_dyn(fn);
  return cudaSuccess;
}
