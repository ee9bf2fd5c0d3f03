/* compile.h — build a submission into a loadable object, cached by content.
 *
 * The object is the glue (harness/glue/) linked with the student's .cu,
 * each compiled in a translation unit of its own: nvcc for the GPU
 * backend, clang++ with the SIMT shim for the emulator.
 * A compile error is a verdict, not a harness failure: rg_compile() returns
 * it with the first error's file:line and the TODO that is probably unfinished.
 */
#ifndef RG_COMPILE_H
#define RG_COMPILE_H

#include <stdbool.h>
#include <sys/types.h>

#include "exercise.h"

enum rg_backend { RG_BACKEND_GPU, RG_BACKEND_EMU };

struct rg_compile_opts {
  enum rg_backend backend;
  const char *source_root; /* the kit: harness/glue, harness/simt live here */
  const char *cache_dir;   /* where objects are kept */
  const char *arch;        /* nvcc -arch, e.g. "sm_86" (arch.h chooses it); part of
                            * every cache key; NULL: RG_ARCH_LOWEST, which runs
                            * on every GPU the kit supports (PTX JIT) */
  const char *compiler;    /* nvcc or clang++ path */
  double timeout_s;        /* wall-clock limit for the compiler */
  bool verbose;
  /* NCCL for multi-GPU exercises on the GPU (rg_nccl_find); NULL elsewhere. */
  const char *nccl_include; /* folder holding nccl.h */
  const char *nccl_libdir;  /* folder holding the library */
  const char *nccl_lib;     /* its file name: libnccl.so or libnccl.so.2 */
  /* GPU: build with nvcc -G, which keeps every branch of the source (no
   * if-conversion in NVVM or ptxas).  Only the divergence counters of the
   * profiled case are read from such an object; it is cached apart. */
  bool keep_branches;
};

/* A warning of the compiler's about the submission's own file, of a class
 * that names a mistake (compile_warnings.c): shown, never a verdict. */
enum { RG_WARNINGS_MAX = 8, RG_WARNING_TEXT_MAX = 160 };
struct rg_compile_warning {
  int line;
  char text[RG_WARNING_TEXT_MAX + 1]; /* the message, its flag; printable ASCII */
  unsigned long long key;             /* a hash of the whole message: once each */
};

struct rg_compile_result {
  bool ok;
  bool cached;           /* the object came from the cache */
  char *object;          /* path of the .so (caller frees) */
  char *summary;         /* one line: "reduce.cu:21: error: ... (TODO 2 ...)" */
  char *log;             /* the compiler's output, trimmed (caller frees) */
  int error_line;        /* in the student's file, 0 if elsewhere */
  bool emulator_gap;     /* the first error is a CUDA name or header the emulator
                            lacks (compile_errors.c): cause emulator-unsupported */
  double seconds;
  /* A built object's warnings (the first RG_WARNINGS_MAX, each line and
   * message once) and how many more there were. */
  struct rg_compile_warning warnings[RG_WARNINGS_MAX];
  int nwarnings, warnings_left_out;
};

/* Compile `submission` for exercise ex.  Always fills res (free with
 * rg_compile_result_free); returns 0 if an object is ready, 1 for a compile
 * error (res->summary says why), -1 if the harness itself could not run the
 * compiler (res->summary says why). */
int rg_compile(const struct rg_exercise *ex, const char *submission,
               const struct rg_compile_opts *o, struct rg_compile_result *res);

void rg_compile_result_free(struct rg_compile_result *res);

/* The glue's object of exercise ex built under o, as rg_compile would build
 * it for any submission (it never depends on one), or found in o->cache_dir.
 * Returns its folder (caller frees), which a build whose cache holds a copy
 * of it under the same name links without compiling it; NULL, with a
 * one-line reason in why, when it could not be built. */
char *rg_compile_glue_ready(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                            char *why, size_t cap);

/* The backend's prefix header (the emulator's shim) precompiled once per
 * cache, compiler and shim, as every build under o loads it (compile_pch.c):
 * its path (caller frees), or NULL where the backend has none,
 * REDUCE_GRADE_NO_PCH is set, or it could not be built (builds then include
 * the header as text).  A cache holding a copy of its folder under the same
 * name uses the copy. */
char *rg_compile_pch(const struct rg_compile_opts *o);

/* Build the CUB baseline object once (GPU only).  Returns its path (caller
 * frees) or NULL when it cannot be built (timing then lacks the ratio). */
char *rg_compile_cub(const struct rg_compile_opts *o);

/* Build the CUPTI counter collector (harness/glue/cupti_counters.cu) once
 * (GPU only), finding CUPTI's headers and library beside nvcc.  Returns its
 * path (caller frees), or NULL with a one-line reason in why: counters are
 * then reported as not measured, never as a failure. */
char *rg_compile_cupti(const struct rg_compile_opts *o, char *why, size_t cap);

/* Build the SASS-metrics collector (harness/glue/cupti_lines.cu) once, as
 * rg_compile_cupti does (CUDA 12.4 or later).  NULL with a one-line reason
 * in why: the report then names no line on the GPU. */
char *rg_compile_cupti_lines(const struct rg_compile_opts *o, char *why, size_t cap);

/* Start building CUB's baseline and both CUPTI collectors at once, in a
 * child process whose only effect is the objects it leaves in the cache
 * (a first grading on a machine, or for a new architecture, builds them in
 * parallel instead of one after another).  Returns the child's pid for
 * waitpid (then rg_compile_cub and the rest find them cached), or -1. */
pid_t rg_compile_extras_start(const struct rg_compile_opts *o);

/* The cubin of a compiled GPU object (the nvcc -G build), extracted with
 * cuobjdump -xelf (beside nvcc, else on PATH) from the submission's own
 * object beside it (entry.o; else from object) and kept beside the object
 * as submission.cubin, once.  Returns its path (caller frees), or NULL with
 * a one-line reason in why. */
char *rg_compile_cubin(const struct rg_compile_opts *o, const char *object, char *why,
                       size_t cap);

/* The architectures nvcc (o->compiler) can build SASS for, as
 * `nvcc --list-gpu-code` prints them ("sm_75\nsm_80\n..."; caller frees),
 * or NULL if it would not say (an nvcc older than CUDA 11.0). */
char *rg_compile_gpu_codes(const struct rg_compile_opts *o);

/* Parse the first error out of compiler output: sets *file (fresh string),
 * *line, *msg (fresh string).  Returns 0 if one was found.  Understands
 * gcc/clang "f:12:3: error: m" and nvcc "f(12): error: m". */
int rg_compile_first_error(const char *log, char **file, int *line, char **msg);

/* The warnings of log (a built object's compiler output) about the file
 * submission, of the classes compile_warnings.c lists, into res. */
void rg_compile_warnings(const char *log, const char *submission,
                         struct rg_compile_result *res);

/* from's warnings added to into's, but those on a line into already has a
 * warning for (the checked run's clang beside a GPU's nvcc). */
void rg_compile_warnings_merge(struct rg_compile_result *into,
                               const struct rg_compile_result *from);

/* The TODO most likely unfinished for an error at `line` of `text`: the
 * "TODO <k>" whose region holds the line (its marker to its END TODO, or a
 * few lines when it has none).  Returns k, or 0 when the line lies in no
 * TODO's region (the student's own code: no hint). */
int rg_compile_nearest_todo(const char *text, int line);

#endif
