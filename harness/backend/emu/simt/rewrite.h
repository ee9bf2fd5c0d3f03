/* rewrite.h — the source rewriter that prepares a .cu file for the emulator:
 * kernel<<<grid, block, shmem, stream>>>(args) becomes a call of the shim's
 * simt_launch_kernel, extern __shared__ arrays become pointers to the
 * launch's dynamic shared memory.  Line numbers are preserved exactly.
 */
#ifndef SIMT_REWRITE_H
#define SIMT_REWRITE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* simt_rewrite: rewrites src[0..len) into a new malloc()ed buffer *out of
 * *out_len bytes (NUL-terminated, caller frees) with the same number of
 * newlines as src, so that every line keeps its number.  Rewrites:
 *   NAME<<<g, b[, shmem[, stream]]>>>(args)
 *       -> simt_launch_kernel(SIMT_KERNEL(NAME), g, b, shmem|0, stream|0, args)
 *       (the shim's macro: NAME's address where it has one, else the call
 *       NAME(args...), for a template whose arguments the launch deduces)
 *   extern __shared__ T name[];  -> T *const name = (decltype(name))simt_dyn_smem;
 *   static __shared__            -> __shared__ (the shim's macro adds static)
 *   cudaLaunchCooperativeKernel((void *)k, ...) -> the cast removed, so the
 *       shim sees the kernel's parameter types
 *   x.gridDim, p->blockDim (a member access: a struct's field, or
 *       cudaLaunchConfig_t's, simt_launch_ex.h), and a variable of the
 *       submission's own named blockDim (or gridDim, threadIdx, blockIdx)
 *       -> x.simt_m_gridDim, simt_m_blockDim, ... (simt_own_names), which
 *       the shim's built-in macros would otherwise replace
 *   __launch_bounds__(MAX[, ...]) ... { -> the same, the body opening with
 *       simt_launch_bounds(MAX); (a larger block is a launch the GPU refuses)
 * Strings, character literals and comments are copied untouched.
 * Returns 0 on success; -1 on a malformed launch, with a one-line message
 * "line N: ..." in err (errcap bytes, may be 0), *out set to NULL. */
int simt_rewrite(const char *src, size_t len, char **out, size_t *out_len, char *err,
                 size_t errcap);

/* rewrite_names.c: the offsets in src of every occurrence of threadIdx,
 * blockIdx, blockDim or gridDim that names a member (`cfg.gridDim`) or a
 * variable the submission declared itself (`int blockDim = block;` in host
 * code: legal CUDA), ascending; *count of them.  A malloc()ed array
 * (caller frees), NULL out of memory.  simt_rewrite renames them
 * simt_m_NAME. */
size_t *simt_own_names(const char *src, size_t len, size_t *count);

#ifdef __cplusplus
}
#endif

#endif /* SIMT_REWRITE_H */
