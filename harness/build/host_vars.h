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
 * only variables declared at file or namespace scope, named by their
 * plain name, as ::name or through a namespace the file declares
 * (cfg::name) in the body of a __global__ or __device__ (not
 * __host__ __device__, not a member) function that neither takes nor
 * declares a variable of that name, and not inside sizeof or decltype.
 * Of those, a non-const, non-constexpr variable is refused at any use; a
 * const or constexpr one only when it is an array (a table) whose element
 * is read where nvcc 13.0 does not fold it to a constant: nvcc lets device
 * code read a host constant that is a scalar or a struct's member, and a
 * table's element only in a constant expression (constexpr, static_assert,
 * a template's argument, `if constexpr`, a case label) or a local's
 * initializer with a constant index (host_vars.c, table_read_refused;
 * each form is in tests/unit/test_host_vars.c and tests/correct/06-*). */
#ifndef RG_HOST_VARS_H
#define RG_HOST_VARS_H

#include <stdbool.h>
#include <stddef.h>

/* Scans text (a whole source file).  Returns 1 and fills *line (the use),
 * var and fn (names, cut to cap bytes), *var_line (its declaration) and
 * *fn_kind ("__global__" or "__device__") for the first such use, and
 * *table (true: a constant table's element, false: a host variable); 0
 * if there is none. */
int rg_host_var_find(const char *text, int *line, char *var, char *fn, size_t cap,
                     int *var_line, const char **fn_kind, bool *table);

#endif
