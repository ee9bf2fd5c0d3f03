/* arch_view.h — does host code see __CUDA_ARCH__?
 *
 * nvcc reads a file twice: its host pass leaves __CUDA_ARCH__ undefined,
 * its device pass defines it.  The emulator's build reads it once, with
 * __CUDA_ARCH__ defined, so that kernels take their device branches.  Host
 * code that tests it (an #ifdef in the entry point, a constant or a macro
 * chosen by it and read on the host) therefore runs one way on the GPU and
 * the other in the emulator's checked run: a barrier kept only there, and
 * a race the GPU runs goes unseen (issue 17).  Inside a __device__ or
 * __global__ function the test is what the lesson's code does (`#if
 * __CUDA_ARCH__ >= 700`), and both backends take the device branch.
 *
 * The check: the submission preprocessed as the emulator's build reads it
 * and again as nvcc's host pass would (the shim without __CUDA_ARCH__,
 * SIMT_HOST_VIEW); every line of the submission whose text differs must be
 * one host code never runs or reads: inside a __device__ or __global__
 * function, or a __host__ __device__ one that only device code calls (the
 * lane helper a kernel uses), or at file scope declaring what host code
 * never names (an unroll depth only kernels read).
 * Only where the text could reach __CUDA_ARCH__ at all (it names it, or
 * pastes tokens with ##): everywhere else nothing runs twice.
 */
#ifndef RG_ARCH_VIEW_H
#define RG_ARCH_VIEW_H

/* compile_argv: the build's command for the submission's translation unit;
 * device_pre: its preprocessed text, as the build reads it; dir: a folder
 * for the host view's text.  Returns the first line of the submission
 * where host code reads differently in the two views, or 0 (none, or the
 * check could not be made: nothing to refuse on). */
int rg_arch_view_find(const char *const *compile_argv, const char *submission,
                      const char *sub_text, const char *device_pre, const char *dir,
                      double timeout_s);

/* The texts of the submission's lines in a preprocessed file (the lines
 * its markers give to `submission`), whitespace removed: lines[k] for line
 * k + 1, NULL where none.  Returns the count (0: the file could not be
 * read); free with rg_arch_view_lines_free. */
int rg_arch_view_lines(const char *pre_path, const char *submission, char ***lines);
void rg_arch_view_lines_free(char **lines, int n);

/* The decision on the two views' lines (as rg_arch_view_lines gives
 * them) of sub_text: the first line that differs where host code runs or
 * reads it, or 0. */
int rg_arch_view_differs(const char *sub_text, char *const *dev, int nd, char *const *host,
                         int nh);

#endif
