/* has_include.h — does a submission ask which headers its build can find?
 *
 * `__has_include(<curand_kernel.h>)` is true under nvcc and false in the
 * emulator's build, which has stand-ins for only some of the toolkit's
 * headers.  A submission can hang code on the answer: a fence kept where
 * the emulator's checked run looks and dropped where the GPU runs (the
 * same harm as the compiler tests backend_test.h refuses).  A header the
 * emulator's build finds is one both builds find: the system's headers
 * are the host compiler's on both, and the emulator's stand-ins carry the
 * toolkit's names (those named after the emulator itself are refused by
 * backend_test.h).  So the emulator's build asks its own preprocessor for
 * every header a `__has_include` names, and refuses the first it cannot
 * find; a name it cannot read as written (a macro, `__has_include_next`)
 * is refused too, since its answer cannot be checked. */
#ifndef RG_HAS_INCLUDE_H
#define RG_HAS_INCLUDE_H

#include <stddef.h>

/* The `__has_include` operands in text, outside comments and literals,
 * each as written ("<name>" or "\"name\"", NULL where it is not a literal
 * header name) with its line; at most max.  Returns how many (the caller
 * frees each name). */
size_t rg_has_include_list(const char *text, char **names, int *lines, size_t max);

/* The first line of text whose `__has_include` names no header as written,
 * or one the build of compile_argv (the submission's compile command; its
 * input is replaced by a probe written in dir) cannot find: why into why.
 * 0 when there is none, or the probe could not be run (the build itself
 * then says what is wrong). */
int rg_has_include_find(const char *const *compile_argv, const char *text, const char *dir,
                        double timeout_s, char *why, size_t whylen);

#endif
