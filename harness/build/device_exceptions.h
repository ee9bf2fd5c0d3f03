/* device_exceptions.h — C++ exception handling and run-time type
 * information in device code, found in the submission's text.
 *
 * nvcc refuses `throw`, `try` and `catch` in a __global__, __device__ or
 * __host__ __device__ function, a lambda inside one included ("device code
 * does not support exception handling").  The emulator runs device code as
 * host code built with exceptions on, so a kernel with a try block that
 * never throws passed on the emulator where a GPU cannot even build it,
 * and one that throws ran libstdc++'s allocation of the exception in a
 * kernel.  The same for the operators of run-time type information,
 * `typeid` and `dynamic_cast` ("The operator 'typeid' is not allowed in
 * device code"), which the emulator answered from the host's tables.
 * A file that mentions __CUDA_ARCH__ is left alone: a throw under
 * `#ifndef __CUDA_ARCH__` is host code to nvcc, and this scan does not
 * follow conditionals (source_scan.h). */
#ifndef RG_DEVICE_EXCEPTIONS_H
#define RG_DEVICE_EXCEPTIONS_H

#include <stddef.h>

/* Returns 1, the line, the word (throw, try, catch, typeid or
 * dynamic_cast) and the function's
 * name (truncated to cap bytes) of the first such word in a device body
 * of text; 0 if there is none. */
int rg_device_exception_find(const char *text, int *line, char *word, char *fn, size_t cap);

#endif
