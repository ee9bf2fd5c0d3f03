/* compile_internal.h — what the files of the compile (compile.h) share.
 *
 *   compile.c            one build, in order: cached? sources, refusals,
 *                        the compiler, the result or the error explained
 *   compile_sources.c    the dispatch file, the emulator's rewritten sources
 *   compile_cache.c      the cache folder of a build (its key) and its lock
 *   compile_command.c    the compiler's command line
 *   compile_refusals.c   what is refused before the compiler runs
 *   compile_errors.c     a compiler log read: the first error, its TODO
 *   compile_gpu_extras.c CUB's baseline and the CUPTI collectors
 *   compile_toolkit.c    what the CUDA toolkit says of a build or of itself
 */
#ifndef RG_COMPILE_INTERNAL_H
#define RG_COMPILE_INTERNAL_H

#include <stddef.h>

#include "arch.h"
#include "compile.h"

/* The glue files, in the order they are hashed and (for the emulator)
 * rewritten into the object's folder (compile_sources.c). */
extern const char *const rg_glue_files[];
extern const size_t rg_nglue;

/* GPU objects: every runtime entry point a kernel launch goes through is
 * wrapped by the linker, so that the glue counts the launches of the
 * student's entry point (launches.cuh says why and how). */
#define RG_LAUNCH_WRAPS                                                        \
  "--wrap=__cudaLaunchKernel,--wrap=__cudaLaunchKernel_ptsz,"                  \
  "--wrap=cudaLaunchKernel,--wrap=cudaLaunchKernel_ptsz,"                      \
  "--wrap=cudaLaunchCooperativeKernel,--wrap=cudaLaunchCooperativeKernel_ptsz," \
  "--wrap=cudaLaunchKernelExC,--wrap=cudaLaunchKernelExC_ptsz,"                \
  "--wrap=cudaGraphLaunch,--wrap=cudaGraphLaunch_ptsz"

/* The files of one build, in its cache folder (rg_compile_object_dir). */
struct build {
  char *dir, *object, *failed, *log_path, *dispatch_path, *tmp_obj;
  int part_line0; /* the dispatch file's line of its first part */
};

/* compile_sources.c.  The dispatch file: includes the submission, then the
 * glue, and calls each part; *part_line0 gets the line of part 0's call
 * (fresh string). */
char *rg_compile_dispatch(const struct rg_exercise *ex, const char *sub_path,
                          int *part_line0);
/* Writes the build's sources: the dispatch file, and for the emulator the
 * rewritten submission and glue (launches become calls).  0 when written;
 * 1 when the submission cannot be rewritten (its log says why, a compile
 * error); -1 when the harness failed (res->summary). */
int rg_compile_write_sources(const struct rg_exercise *ex, const char *submission,
                             const struct rg_compile_opts *o, struct build *b,
                             struct rg_compile_result *res);

/* compile_cache.c.  The build's folder in the cache, named for everything
 * that makes its object what it is (fresh string). */
char *rg_compile_object_dir(const struct rg_exercise *ex, const char *sub_text,
                            size_t sub_len, const char *dispatch,
                            const struct rg_compile_opts *o);
/* Hold the build's folder: one grader compiles, others wait.  Returns the
 * lock's descriptor (close to release), or -1. */
int rg_compile_lock(const struct build *b);

/* compile_command.c.  The compiler's command line; the strings it owns are
 * freed by rg_compile_command_free. */
struct cmd {
  const char *argv[72];
  char *own[8];
  char arch[RG_ARCH_MAX + 1][64];
};
void rg_compile_command(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                        const struct build *b, struct cmd *c);
void rg_compile_command_free(struct cmd *c);

/* compile_refusals.c.  The folders a compile may read beneath (includes.h):
 * fresh, NULL-ended, freed with rg_includes_free and free. */
char **rg_compile_include_allowed(const struct rg_compile_opts *o, const char *dir);
/* Is the submission refused before it is compiled: a forbidden include,
 * or (emulator) its instrumentation turned off?  Then its compile log says
 * so, at the line, and 1 is returned; else 0. */
int rg_compile_refused(const struct rg_compile_opts *o, const char *submission,
                       const char *sub_text, const char *const *argv, const char *dir,
                       const char *log_path);

/* compile_errors.c.  The first max_lines lines of a compiler log (fresh). */
char *rg_compile_trim_log(const char *log, int max_lines);
/* res->summary (and res->error_line) for a build that failed: the first
 * error of log, said in the student's terms. */
void rg_compile_explain(const struct rg_exercise *ex, const char *submission,
                        const char *sub_text, const char *log,
                        const char *dispatch_path, int part_line0,
                        struct rg_compile_result *res);

#endif
