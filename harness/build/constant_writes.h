/* constant_writes.h — device code that assigns to a __constant__ variable,
 * found in the submission's text.
 *
 * In device code a __constant__ variable is read-only: nvcc refuses
 * `c_total = sum;` in a kernel ("expression must be a modifiable lvalue").
 * The emulator's __constant__ variables are ordinary globals, so a kernel
 * that kept a value in one between launches passed where a GPU cannot even
 * build it.  nvcc makes only a variable of an arithmetic type const
 * there: a store into an element of a __constant__ array, a member of a
 * __constant__ struct, a __constant__ variable template or through a
 * pointer builds (at most "Cannot store to pointer that points to constant
 * memory space"), and is not looked for.  The scan is narrow
 * (source_scan.h): a declaration at file or namespace scope of one
 * __constant__ variable of such a type, assigned (=, op=, ++, --) by its
 * plain name in the body of a __global__ or __device__ (not __host__
 * __device__) function that has no local or parameter of that name.  A
 * file that mentions __CUDA_ARCH__ is left alone (a store under `#ifndef
 * __CUDA_ARCH__` is not device code to nvcc). */
#ifndef RG_CONSTANT_WRITES_H
#define RG_CONSTANT_WRITES_H

#include <stddef.h>

/* Returns 1, the line, the variable's and the function's names (truncated
 * to cap bytes) of the first such assignment in text; 0 if there is none. */
int rg_constant_write_find(const char *text, int *line, char *var, char *fn, size_t cap);

/* The same for a store into an element of a __constant__ array of an
 * arithmetic type (c[i] = v, c[i] += v, c[i]++, ++c[i]) in such a body.
 * nvcc builds it, warns "Cannot store to pointer that points to constant
 * memory space", and its PTX drops the store or makes the kernel a trap:
 * on a GPU a wrong result or a failed launch; the emulator stored it and
 * graded a kernel that kept its block sums there as right. */
int rg_constant_array_write_find(const char *text, int *line, char *var, char *fn, size_t cap);

#endif
