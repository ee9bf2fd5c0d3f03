/* compile_internal.h — what the files of the compile (compile.h) share.
 *
 *   compile.c            one build, in order: cached? sources, refusals,
 *                        the compiler, the result or the error explained
 *   compile_sources.c    the submission's and the glue's translation units
 *                        (entry.cu, dispatch.cu), the emulator's rewritten
 *                        sources
 *   compile_glue.c       the glue's object, built once per exercise and
 *                        options, kept in the cache, linked by every build
 *   compile_symbols.c    what the submission's object may not name, checked
 *                        before it is linked beside the glue's
 *   refused_calls.c      the libc calls among them, matched through libc's
 *                        underscored aliases (refused_calls.h)
 *   compile_cache.c      the cache folder of a build (its key) and its lock
 *   compile_pch.c        the emulator's shim header, precompiled once
 *   compile_command.c    the compiler's command line
 *   compile_link.c       the link, as the linker's own command where the
 *                        backend asks for it (the driver's, kept once)
 *   build_backend*.c     what a build for the GPU or the emulator does
 *                        (backend/gpu/, backend/emu/)
 *                        its own way (build_backend.h)
 *   compile_refusals.c   what is refused before the compiler runs
 *   text_refusals.c      bytes the compilers and the checks read apart (NUL,
 *                        a lone carriage return, a Unicode space), refused
 *   compile_errors.c     a compiler log read: the first error, its TODO
 *   compile_warnings.c   a built object's log read: the warnings that name
 *                        a mistake, for the report (compile.h)
 *   compile_gpu_extras.c CUB's baseline and the CUPTI collectors (backend/gpu/)
 *   compile_toolkit.c    what the CUDA toolkit says of a build or of itself
 *                        (backend/gpu/: the one place it is found)
 */
#ifndef RG_COMPILE_INTERNAL_H
#define RG_COMPILE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "arch.h"
#include "compile.h"

/* The glue files, in the order they are hashed and (for the emulator)
 * rewritten into the object's folder (compile_sources.c). */
extern const char *const rg_glue_files[];
extern const size_t rg_nglue;

/* The linker's wraps (ld --wrap=X: every call of X in the submission's
 * object or the glue's lands in the glue's __wrap_X, which calls X as
 * __real_X).  GPU objects: every runtime entry point a kernel launch goes
 * through, so that the glue counts the launches of the student's entry
 * point (launches.cuh says why and how). */
#define RG_LAUNCH_WRAPS                                                        \
  "--wrap=__cudaLaunchKernel,--wrap=__cudaLaunchKernel_ptsz,"                  \
  "--wrap=cudaLaunchKernel,--wrap=cudaLaunchKernel_ptsz,"                      \
  "--wrap=cudaLaunchCooperativeKernel,--wrap=cudaLaunchCooperativeKernel_ptsz," \
  "--wrap=cudaLaunchKernelExC,--wrap=cudaLaunchKernelExC_ptsz,"                \
  "--wrap=cudaGraphLaunch,--wrap=cudaGraphLaunch_ptsz"
/* Every copy entry point of the runtime whose destination may be the
 * host's, so that the glue counts the input copied there (watch.cuh), the
 * GPU's fills and copies to a __device__ variable (who wrote the output
 * last: watch_writes.cuh), and
 * on a GPU the allocations and frees of memory the host can read (searched
 * there for the input's bytes) and the lookups of them by name (dlsym:
 * glue/lookups.cuh); the emulator's runtime counts them itself,
 * and its six serve the multi-GPU family's count of copies. */
#define RG_EMU_COPY_WRAPS                                                      \
  "--wrap=cudaMemcpy,--wrap=cudaMemcpyAsync,--wrap=cudaMemcpy2D,"              \
  "--wrap=cudaMemcpy2DAsync,--wrap=cudaMemcpyPeer,--wrap=cudaMemcpyPeerAsync"
#define RG_GPU_COPY_WRAPS                                                      \
  RG_EMU_COPY_WRAPS ","                                                        \
  "--wrap=cudaMemcpy_ptds,--wrap=cudaMemcpyAsync_ptsz,--wrap=cudaMemcpy2D_ptds," \
  "--wrap=cudaMemcpy2DAsync_ptsz,--wrap=cudaMemcpy3D,--wrap=cudaMemcpy3D_ptds," \
  "--wrap=cudaMemcpy3DAsync,--wrap=cudaMemcpy3DAsync_ptsz,--wrap=cudaMemcpy3DPeer," \
  "--wrap=cudaMemcpy3DPeer_ptds,--wrap=cudaMemcpy3DPeerAsync,"                 \
  "--wrap=cudaMemcpy3DPeerAsync_ptsz,--wrap=cudaMemcpyFromSymbol,"             \
  "--wrap=cudaMemcpyFromSymbol_ptds,--wrap=cudaMemcpyFromSymbolAsync,"         \
  "--wrap=cudaMemcpyFromSymbolAsync_ptsz,"                                     \
  "--wrap=cudaMemcpyToSymbol,--wrap=cudaMemcpyToSymbol_ptds,"                  \
  "--wrap=cudaMemcpyToSymbolAsync,--wrap=cudaMemcpyToSymbolAsync_ptsz,"        \
  "--wrap=cudaMemset,--wrap=cudaMemset_ptds,--wrap=cudaMemsetAsync,"           \
  "--wrap=cudaMemsetAsync_ptsz,"                                               \
  "--wrap=cudaMallocManaged,--wrap=cudaMallocHost,--wrap=cudaHostAlloc,"       \
  "--wrap=cudaFree,--wrap=cudaFreeHost,--wrap=dlsym,--wrap=dlvsym,"             \
  "--wrap=__cudaRegisterManagedVar"
/* GPU objects: the allocations of device memory the copy wraps leave out,
 * the stream-ordered free, and the streams' and events' creates and
 * destroys, for the leak watch (alloc_watch.cuh; the emulator's runtime
 * keeps its own table). */
#define RG_GPU_ALLOC_WRAPS                                                     \
  "--wrap=cudaMalloc,--wrap=cudaMallocPitch,--wrap=cudaMallocAsync,"           \
  "--wrap=cudaMallocAsync_ptsz,--wrap=cudaMallocFromPoolAsync,"                \
  "--wrap=cudaMallocFromPoolAsync_ptsz,--wrap=cudaFreeAsync,"                  \
  "--wrap=cudaFreeAsync_ptsz,--wrap=cudaStreamCreate,"                         \
  "--wrap=cudaStreamCreateWithFlags,--wrap=cudaStreamCreateWithPriority,"       \
  "--wrap=cudaStreamDestroy,--wrap=cudaEventCreate,--wrap=cudaEventCreateWithFlags," \
  "--wrap=cudaEventDestroy"
/* The emulator: the host's allocation calls, so that the runtime records
 * the blocks malloc maps apart from its heap, which a kernel may not read
 * (glue/host_blocks.cuh). */
#define RG_EMU_HEAP_WRAPS                                                      \
  "--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=reallocarray,--wrap=free," \
  "--wrap=aligned_alloc,--wrap=posix_memalign,--wrap=memalign,--wrap=valloc,"  \
  "--wrap=pvalloc,--wrap=strdup,--wrap=strndup,--wrap=wcsdup,--wrap=asprintf,"  \
  "--wrap=vasprintf,--wrap=_Znwm,--wrap=_Znam,--wrap=_ZnwmRKSt9nothrow_t,"        \
  "--wrap=_ZnamRKSt9nothrow_t,--wrap=_ZnwmSt11align_val_t,"                    \
  "--wrap=_ZnamSt11align_val_t,--wrap=_ZnwmSt11align_val_tRKSt9nothrow_t,"     \
  "--wrap=_ZnamSt11align_val_tRKSt9nothrow_t,--wrap=_ZdlPv,--wrap=_ZdaPv,"     \
  "--wrap=_ZdlPvm,--wrap=_ZdaPvm,--wrap=_ZdlPvRKSt9nothrow_t,"                  \
  "--wrap=_ZdaPvRKSt9nothrow_t,--wrap=_ZdlPvSt11align_val_t,"                  \
  "--wrap=_ZdaPvSt11align_val_t,--wrap=_ZdlPvmSt11align_val_t,"                \
  "--wrap=_ZdaPvmSt11align_val_t,--wrap=_ZdlPvSt11align_val_tRKSt9nothrow_t,"  \
  "--wrap=_ZdaPvSt11align_val_tRKSt9nothrow_t"
/* The multi-GPU family: the submission's NCCL calls (held, counted, timed)
 * and, on a GPU, the waits that let the grader's holds go
 * (multi_watch.cuh).  The emulator's NCCL has simt_ names (nccl.h). */
#define RG_EMU_MULTI_WRAPS                                                     \
  "--wrap=simt_ncclAllReduce,--wrap=simt_ncclGroupStart,--wrap=simt_ncclGroupEnd"
#define RG_GPU_MULTI_WRAPS                                                     \
  "--wrap=ncclAllReduce,--wrap=ncclGroupStart,--wrap=ncclGroupEnd,"            \
  "--wrap=pncclAllReduce,--wrap=pncclGroupStart,--wrap=pncclGroupEnd,"         \
  "--wrap=cudaStreamSynchronize,--wrap=cudaStreamSynchronize_ptsz,"            \
  "--wrap=cudaStreamQuery,--wrap=cudaStreamQuery_ptsz,--wrap=cudaDeviceSynchronize," \
  "--wrap=cudaEventSynchronize,--wrap=cudaEventQuery,"                         \
  "--wrap=cudaStreamWaitEvent,--wrap=cudaStreamWaitEvent_ptsz"

/* The files of one build, in its cache folder (rg_compile_object_dir):
 * the submission's translation unit and object (entry.cu, entry.o; the
 * object is kept, the -G build's cubin is read from it), the linked object
 * and what failed; and the glue's, in a folder of its own that builds of
 * other submissions share (rg_compile_glue_dir: dispatch.cu, glue.o, and
 * glue_tmp while it is compiled). */
struct build {
  char *dir, *object, *failed, *log_path, *tmp_obj;
  char *entry_path, *entry_obj;
  char *glue_dir, *dispatch_path, *glue_obj, *glue_tmp;
  int part_line0; /* entry.cu's line of its first part */
  char *pch;      /* the precompiled shim (compile_pch.c), or NULL */
  size_t sub_len; /* the submission's bytes, a NUL among them too */
};

struct rg_proc_result;
/* compile.c.  One compiler run, under the time and memory limits; a run
 * killed from outside the grading (the OOM killer) is tried once more, its
 * log replaced.  0, or -1: not started (errno). */
int rg_compile_run(char *const argv[], const char *log_path, double timeout_s,
                   struct rg_proc_result *pr);

/* compile_sources.c.  The submission's translation unit: includes the
 * submission (sub_path), then defines each part's entry point at the
 * contract's type, rg_entry_K; *part_line0 gets the line of part 0's
 * (fresh string). */
char *rg_compile_entry(const struct rg_exercise *ex, const char *sub_path, int *part_line0);
/* The glue's translation unit: the glue, rg_entry_K declared, and each
 * part called (fresh string).  It never names the submission. */
char *rg_compile_dispatch(const struct rg_exercise *ex);
/* Writes the submission's sources: entry.cu, and for the emulator the
 * rewritten submission (launches become calls).  0 when written; 1 when
 * the submission cannot be rewritten (its log says why, a compile error);
 * -1 when the harness failed (res->summary). */
int rg_compile_write_sources(const struct rg_exercise *ex, const char *submission,
                             const struct rg_compile_opts *o, struct build *b,
                             struct rg_compile_result *res);
/* Writes the glue's sources into b->glue_dir: dispatch.cu, and for the
 * emulator the rewritten glue.  0, or -1 (res->summary). */
int rg_compile_write_glue(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                          const struct build *b, struct rg_compile_result *res);

/* compile_glue.c.  The glue's object in b->glue_obj: found, or built under
 * its folder's lock (its log: glue.log beside it).  0, or -1 when it could
 * not be built (res->summary: the kit's failure, never the submission's). */
int rg_compile_glue(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                    const struct build *b, struct rg_compile_result *res);

/* compile_cache.c.  The build's folder in the cache, named for everything
 * that makes its object what it is: the submission, the generated sources
 * (sources: entry.cu and dispatch.cu), the glue, the options (fresh
 * string). */
char *rg_compile_object_dir(const struct rg_exercise *ex, const char *sub_text,
                            size_t sub_len, const char *sources,
                            const struct rg_compile_opts *o);
/* The glue's folder in the cache, named for what its object depends on:
 * the dispatch file, the glue, the options; never the submission (fresh
 * string). */
char *rg_compile_glue_dir(const struct rg_exercise *ex, const char *dispatch,
                          const struct rg_compile_opts *o);
/* h folded with every file under dir, names and contents, in name order;
 * takes dir. */
uint64_t rg_compile_hash_tree(uint64_t h, char *dir);
/* h folded with the compiler file's size and time (where it resolves): a
 * clang upgraded in place keeps its path, not its output. */
uint64_t rg_compile_hash_compiler(uint64_t h, const char *compiler);
/* Hold a build's folder (dir): one grader compiles, others wait.  Returns
 * the lock's descriptor (close to release), or -1. */
int rg_compile_lock(const char *dir);

/* compile_pch.c (rg_compile_pch: compile.h).  Does the compile log at log_path say the compiler could not use the
 * precompiled header (then the step is run again without it)? */
bool rg_compile_pch_refused(const char *log_path);

/* compile_command.c.  The compiler's command line for one step of a build:
 * the submission's object (entry.cu, which the refusals scan too), the
 * glue's, or the two linked with the wraps; the strings it owns are freed
 * by rg_compile_command_free. */
/* The emulator's entry object is made in two steps: the source to LLVM IR
 * (RG_STEP_ENTRY_IR), which simt_ir_align rewrites, then the IR to the
 * object (RG_STEP_ENTRY_OBJ); RG_STEP_ENTRY is the one-step command, which
 * the GPU runs and the refusal checks read. */
enum rg_build_step { RG_STEP_ENTRY, RG_STEP_ENTRY_IR, RG_STEP_ENTRY_OBJ, RG_STEP_GLUE, RG_STEP_LINK };
struct cmd {
  const char *argv[72];
  char *own[12];
  char arch[RG_ARCH_MAX + 1][64];
};
void rg_compile_command(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                        const struct build *b, enum rg_build_step step, struct cmd *c);
void rg_compile_command_free(struct cmd *c);
/* The wraps an object of these options is linked with, one string as ld
 * takes it ("--wrap=a,--wrap=b"; part of the cache key). */
const char *rg_compile_wraps(const struct rg_exercise *ex, const struct rg_compile_opts *o);

/* compile_link.c.  The link step (RG_STEP_LINK) of b, its log appended to
 * b->log_path: the driver's linker command, asked for once per cache and
 * kept, run with b's files where the backend's link_direct says so (the
 * driver's own link where that fails: its log then the only one); else
 * the driver's.  0 with *pr, or -1: not started (errno). */
int rg_compile_link(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                    const struct build *b, struct rg_proc_result *pr);

/* compile_symbols.c.  Does the submission's object (entry_obj) name what
 * only the glue may, define what the glue (glue_obj) calls or defines, or
 * call what works behind the grader (the process's memory, a host thread
 * on the emulator, the emulator's own runtime)?  shim: the text of the
 * emulator's headers for its build, NULL for a GPU's.  Then its compile
 * log says so and 1 is returned; 0 when it may be linked; -1 when an
 * object cannot be read (why). */
int rg_compile_symbols_refused(const char *submission, const char *sub_text,
                               const char *entry_obj, const char *glue_obj, const char *shim,
                               const char *log_path, char *why, size_t cap);
/* The text of every file beneath dir (the emulator's shim headers), fresh;
 * "" if it cannot be read. */
char *rg_shim_text(const char *dir);

/* compile_refusals.c.  The folders a compile may read beneath (includes.h):
 * fresh, NULL-ended, freed with rg_includes_free and free. */
char **rg_compile_include_allowed(const struct rg_compile_opts *o, const char *dir);
/* Is the submission refused before it is compiled: a forbidden include,
 * or (emulator) its instrumentation turned off?  Then its compile log says
 * so, at the line, and 1 is returned; else 0. */
int rg_compile_refused(const struct rg_compile_opts *o, const char *submission,
                       const char *sub_text, const char *const *argv, const char *dir,
                       const char *log_path);

/* compile_refusals.c.  A refusal's message (fresh, freed here) made the
 * build's log; 1, refused. */
int rg_compile_refuse(const char *log_path, char *msg);
/* text_refusals.c.  Is the submission refused for a byte the compilers and
 * the checks read differently (a NUL, a carriage return alone, a Unicode
 * space in the code)?  Then its log says where, and 1 is returned; else 0. */
int rg_compile_text_refused(const char *submission, const char *sub_text, size_t sub_len,
                            const char *log_path);

/* compile_errors.c.  The first max_lines lines of a compiler log (fresh). */
char *rg_compile_trim_log(const char *log, int max_lines);

/* The standard header that declares the name a compiler's error message
 * (clang's or nvcc's) says it does not know, and that name (std::X where
 * the message names std's member) in name; NULL where the name is not one
 * of the few students forget (header_hint.c). */
const char *rg_header_for_name(const char *msg, char *name, size_t cap);
/* res->summary (and res->error_line) for a build that failed: the first
 * error of log, said in the student's terms. */
void rg_compile_explain(const struct rg_exercise *ex, const char *submission,
                        const char *sub_text, const char *log,
                        const char *entry_path, int part_line0,
                        struct rg_compile_result *res);

#endif
