/* host_vars.h — device code that names a host variable, found in the
 * submission's text.
 *
 * nvcc refuses a kernel or __device__ function that reads or writes a
 * variable declared at file scope without __device__, __constant__ or
 * __managed__ ("identifier ... is undefined in device code"): the GPU
 * cannot reach host memory.  The emulator runs kernels on the CPU, where
 * the variable is just there, so without this check it passed a kernel that
 * adds into a host global, which no GPU even builds (issue 17: where only
 * the emulator grades, Gradescope's and PrairieLearn's containers).
 *
 * As narrow as host_calls.h, so that it never refuses what nvcc builds:
 * only non-const, non-constexpr variables declared at file or namespace
 * scope (a const or constexpr one may be read in device code), named by
 * their plain name in the body of a __global__ or __device__ (not
 * __host__ __device__, not a member) function that neither takes nor
 * declares a variable of that name, and not inside sizeof or decltype. */
#ifndef RG_HOST_VARS_H
#define RG_HOST_VARS_H

#include <stddef.h>

/* Scans text (a whole source file).  Returns 1 and fills *line (the use),
 * var and fn (names, cut to cap bytes), *var_line (its declaration) and
 * *fn_kind ("__global__" or "__device__") for the first such use; 0 if
 * there is none. */
int rg_host_var_find(const char *text, int *line, char *var, char *fn, size_t cap,
                     int *var_line, const char **fn_kind);

#endif
