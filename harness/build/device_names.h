/* device_names.h — a device entity whose name is not ASCII, found in the
 * submission's text.
 *
 * nvcc refuses a __global__ or __device__ function, or a __device__,
 * __constant__, __managed__ or __shared__ variable, whose name has a
 * letter past ASCII ("Universal character is not allowed in device entity
 * name"): such a name goes into the PTX, whose names are ASCII.  A local
 * variable, a parameter, a member or a type may have one, on both
 * compilers.  The emulator's clang takes them all, so a kernel named
 * `naïve` or an `extern __shared__ float σ[]` passed there and did not
 * build on a GPU.
 *
 * Looked for narrowly (source_scan.h): from one of those words to the
 * first `(`, `[`, `=`, `;` or `{` outside a template's angle brackets, the
 * last name before it, past an attribute's parentheses (`__launch_bounds__`,
 * `__align__`, `alignas`, `__attribute__`). */
#ifndef RG_DEVICE_NAMES_H
#define RG_DEVICE_NAMES_H

#include <stddef.h>

/* Returns 1, the line and the name (cut to cap bytes) of the first such
 * declaration in text; 0 if there is none. */
int rg_device_name_find(const char *text, int *line, char *name, size_t cap);

#endif
