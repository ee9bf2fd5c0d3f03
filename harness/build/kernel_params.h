/* kernel_params.h — a kernel nvcc cannot build (a parameter that is a
 * pointer to a member or a C ellipsis, a member kernel), found in the
 * submission's text.
 *
 * nvcc 13.0 cannot build a __global__ function whose parameter is a
 * pointer to a member (`float (Op::*m)(float) const`, `int S::*field`): the
 * host stub it generates for the launch does not compile ("'__C1' does not
 * name a type", seen on an H200).  The emulator's build (clang) takes it,
 * so a grading there passed a file a GPU grading cannot build.  A `::`
 * followed by `*` between the kernel's parentheses is what is looked for
 * (source_scan.h); a member pointer hidden behind a typedef is not seen.
 *
 * nvcc also refuses a kernel with a C ellipsis, `(int n, ...)` ("a
 * __global__ function cannot have ellipsis"): its arguments go to the GPU
 * by a fixed layout.  The emulator's launch called it as a host function
 * and graded it.  A `...` right after the kernel's `(` or a `,` is what is
 * looked for; a parameter pack (`Args... args`, `Args...`) is left alone.
 *
 * And a kernel declared in a class body ("A __global__ function or
 * function template cannot be a member function"), static or not, which
 * the emulator launched as any other function: a `__global__` inside the
 * braces of a struct, class or union, not in a friend declaration.
 *
 * And a kernel whose return type is deduced, `__global__ auto k(...)` ("a
 * __global__ function must not have a deduced return type"): an `auto`
 * in the declaration before the kernel's name, with no `->` after its
 * parameters. */
#ifndef RG_KERNEL_PARAMS_H
#define RG_KERNEL_PARAMS_H

#include <stddef.h>

/* Returns 1, the kernel's line and its name if a __global__ function
 * defined in text takes a pointer to a member; 0 if none does. */
int rg_kernel_member_pointer_find(const char *text, int *line, char *name, size_t cap);

/* The same for a kernel whose parameters end in a C ellipsis. */
int rg_kernel_ellipsis_find(const char *text, int *line, char *name, size_t cap);

/* Returns 1 and the line of the first __global__ declared in a class body;
 * 0 if there is none. */
int rg_kernel_member_find(const char *text, int *line);

/* The same as rg_kernel_ellipsis_find for a kernel of deduced return type. */
int rg_kernel_auto_find(const char *text, int *line, char *name, size_t cap);

#endif
