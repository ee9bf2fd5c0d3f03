/* backend_test.h — does a submission ask which compiler builds it?
 *
 * A GPU grading builds the submission twice: with nvcc for the GPU's own
 * run, and with clang for the emulator's checked run, whose race, barrier,
 * bounds and uninitialised-memory checks find what the GPU's run cannot
 * see.  Code that tests which compiler reads it (`#ifdef SIMT_EMULATOR`,
 * `#if defined(__clang__)`, `__NVCC__`, the compiler's or nvcc's version)
 * can hand the checked run other code than the GPU runs: a barrier there
 * only, and a race goes unseen (issue 17).  So can code that names them
 * outside a directive: a macro's name made a string (#x) reads its value on
 * one compiler and the name on the other.  A reduction has no use for
 * either, so the build refuses both on every backend, at the line.  Left out on
 * purpose: __CUDA_ARCH__ and __CUDACC__ (a __host__ __device__ function
 * needs them; the emulator defines both as nvcc's device pass does: where
 * __CUDA_ARCH__ would reach host code, arch_view.h refuses it) and
 * CUDART_VERSION (old samples compare it with 9000; both backends pass).
 * `__has_include` of a toolkit header the emulator lacks is has_include.h's.
 */
#ifndef RG_BACKEND_TEST_H
#define RG_BACKEND_TEST_H

#include <stddef.h>

/* In the submission's text, the first conditional directive (#if, #ifdef,
 * #ifndef, #elif, #elifdef, #elifndef) or other line (code, #define) that
 * names a compiler's identity, comments and literals aside.  Returns its line (the name in word, cut to wordlen), or
 * 0 when there is none. */
int rg_backend_test_find(const char *text, char *word, size_t wordlen);

#endif
