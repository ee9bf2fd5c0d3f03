/* device_static_init.h — a function-scope static in device code whose
 * initializer reads a run-time value, found in the submission's text.
 *
 * nvcc refuses `static const size_t first = n;` in a __device__ or
 * __global__ function ("dynamic initialization is not supported for a
 * function-scope static __device__ variable within a __device__/__global__
 * function"): such a static is device memory, set before any thread runs,
 * so only a constant can start it.  The emulator runs device code as host
 * code, where the first thread to reach the line initialised it once for
 * the whole run: a value kept from the first call, the first case's, in
 * code a GPU cannot even build.  The scan is narrow (source_scan.h): a
 * `static` declaration in the body of a __global__ or __device__ (not
 * __host__ __device__) function whose initializer names one of the
 * function's parameters or a built-in index (threadIdx, blockIdx,
 * blockDim, gridDim); a constant expression, or a call of a constexpr
 * function on constants, is left alone.  A file that mentions
 * __CUDA_ARCH__ is not scanned. */
#ifndef RG_DEVICE_STATIC_INIT_H
#define RG_DEVICE_STATIC_INIT_H

#include <stddef.h>

/* Returns 1, the line and the function's name (truncated to cap bytes) of
 * the first such static; 0 if there is none. */
int rg_device_static_init_find(const char *text, int *line, char *fn, size_t cap);

#endif
