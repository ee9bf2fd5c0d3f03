/* device_calls.h — host code that calls a function only device code can
 * call, found in the submission's text.
 *
 * nvcc refuses a host function that calls a __device__ function ("calling
 * a __device__ function from a __host__ function is not allowed"): a
 * helper marked __device__ alone and used by the host function too, or
 * __syncthreads() or __threadfence() written between two launches as if it
 * waited for the first kernel.  The emulator runs host and device code on
 * the CPU alike, so without this check such a file passed there.
 *
 * As narrow as host_calls.h: the bodies of functions without __device__
 * or __global__ (not class members, not a body that holds a __device__
 * lambda or a __device__ or __global__ word, not one whose braces the scan
 * cannot close), calls by plain name (not a member, not a declaration, not
 * a parameter or local of that name) of a function the submission defines
 * only as __device__ (every definition of the name __device__, none
 * __host__, __global__ or constexpr), or of CUDA's device-only barriers,
 * fences, warp functions, atomics and __ldg, unless the submission defines
 * that name itself; and a call of one of the submission's kernels (every
 * definition __global__) without <<<...>>> (nvcc: "a __global__ function
 * call must be configured"), which the emulator would run on the host's
 * thread.  Comments, literals and preprocessor lines are not read.
 */
#ifndef RG_DEVICE_CALLS_H
#define RG_DEVICE_CALLS_H

#include <stdbool.h>
#include <stddef.h>

/* Scans text (a whole source file).  Returns 1 and fills *line (the
 * call's line), callee and caller (function names, cut to cap bytes),
 * *callee_line (the callee's definition; 0 for CUDA's own) and *kernel
 * (the callee is a kernel called unconfigured) for the first such call; 0
 * if there is none. */
int rg_device_call_find(const char *text, int *line, char *callee, char *caller, size_t cap,
                        int *callee_line, bool *kernel);

#endif
