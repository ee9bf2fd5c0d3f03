/* shared_init.h — a __shared__ variable with an initializer, or in host
 * code, found in the submission's text.
 *
 * nvcc refuses `__shared__ float total = 0;` ("initializer not allowed for
 * __shared__ variable"): shared memory has no value when a block starts, so
 * one thread must write it and the block wait at a barrier.  On the
 * emulator the same line compiled, the variable was set once for the whole
 * run, and a kernel that counted on it could pass where a GPU cannot even
 * build it.  An `=` in the declaration, up to its `;`, is what is looked
 * for (source_scan.h).
 *
 * nvcc also refuses a __shared__ variable in a host function's body ("a
 * static \"__shared__\" variable declaration is not allowed inside a host
 * function body"): shared memory is a block's, and host code runs in no
 * block.  The emulator built it as a host variable.  Looked for in the
 * bodies of functions defined at file or namespace scope without
 * __device__ or __global__, up to a __device__ in the body (a device
 * lambda's). */
#ifndef RG_SHARED_INIT_H
#define RG_SHARED_INIT_H

#include <stddef.h>

/* Returns 1 and the declaration's line if text declares a __shared__
 * variable with an `=` initializer; 0 if not. */
int rg_shared_init_find(const char *text, int *line);

/* Returns 1, the declaration's line and the host function's name
 * (truncated to cap bytes) if a host function's body declares a __shared__
 * variable; 0 if none does. */
int rg_shared_in_host_find(const char *text, int *line, char *fn, size_t cap);

#endif
