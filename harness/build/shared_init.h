/* shared_init.h — a __shared__ variable with an initializer, found in the
 * submission's text.
 *
 * nvcc refuses `__shared__ float total = 0;` ("initializer not allowed for
 * __shared__ variable"): shared memory has no value when a block starts, so
 * one thread must write it and the block wait at a barrier.  On the
 * emulator the same line compiled, the variable was set once for the whole
 * run, and a kernel that counted on it could pass where a GPU cannot even
 * build it.  An `=` in the declaration, up to its `;`, is what is looked
 * for (source_scan.h). */
#ifndef RG_SHARED_INIT_H
#define RG_SHARED_INIT_H

/* Returns 1 and the declaration's line if text declares a __shared__
 * variable with an `=` initializer; 0 if not. */
int rg_shared_init_find(const char *text, int *line);

#endif
