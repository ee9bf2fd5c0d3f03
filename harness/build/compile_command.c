/* compile_command.c — the compiler's command line for each step of one
 * build: the submission's object and the glue's, each compiled alone, then
 * the two linked into the object the grader loads, with the linker's wraps
 * (the launches, the copies, a multi-GPU exercise's NCCL calls) and NCCL.
 * nvcc for the GPU, clang++ with the SIMT shim for the emulator (see
 * compile_internal.h). */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simt/simt.h"
#include "util.h"

void rg_compile_command_free(struct cmd *c)
{
  for (size_t i = 0; i < sizeof c->own / sizeof c->own[0]; i++)
    free(c->own[i]);
}

const char *rg_compile_wraps(const struct rg_exercise *ex, const struct rg_compile_opts *o)
{
  bool multi = rg_exercise_multi_gpu(ex);
  if (o->backend == RG_BACKEND_EMU)
    return multi ? RG_EMU_COPY_WRAPS "," RG_EMU_MULTI_WRAPS : RG_EMU_COPY_WRAPS;
  return multi ? RG_LAUNCH_WRAPS "," RG_GPU_COPY_WRAPS "," RG_GPU_MULTI_WRAPS
               : RG_LAUNCH_WRAPS "," RG_GPU_COPY_WRAPS;
}

/* nvcc: compile one translation unit (-c), or link the two objects. */
static int gpu_command(const struct rg_compile_opts *o, const struct build *b,
                       enum rg_build_step step, bool nccl, const char *wraps, struct cmd *c,
                       int k)
{
  const char **argv = c->argv;
  char **own = c->own;
  int narch = rg_arch_nvcc_options(o->arch && *o->arch ? o->arch : RG_ARCH_LOWEST, c->arch,
                                   RG_ARCH_MAX + 1);
  if (step == RG_STEP_LINK) {
    argv[k++] = "-shared";
    argv[k++] = "-o";
    argv[k++] = b->tmp_obj;
    /* The glue's object first: where both define one inline function or
     * template instance, the linker keeps the glue's. */
    argv[k++] = b->glue_obj;
    argv[k++] = b->entry_obj;
    argv[k++] = "-Xlinker";
    argv[k++] = wraps;
    if (nccl) {
      /* NCCL from wherever rg_nccl_find saw it, kept even if the linker
       * drops unused ones: -l: names the file exactly (a pip wheel ships
       * libnccl.so.2 without the libnccl.so link), and the run path lets
       * the grading child load it without LD_LIBRARY_PATH. */
      argv[k++] = own[0] = rg_strdupf("-L%s", o->nccl_libdir);
      argv[k++] = "-Xlinker";
      argv[k++] = "--no-as-needed";
      argv[k++] = "-Xlinker";
      argv[k++] = own[1] = rg_strdupf("-l:%s", o->nccl_lib);
      argv[k++] = "-Xlinker";
      argv[k++] = own[2] = rg_strdupf("-rpath=%s", o->nccl_libdir);
    }
    return k;
  }
  for (int i = 0; i < narch; i++)
    argv[k++] = c->arch[i];
  /* -G: device code unoptimised, each `if` a branch, exact line info
   * (-lineinfo is implied); -O3 would only speed up the host code. */
  if (o->keep_branches) {
    argv[k++] = "-G";
    /* Unoptimised code needs more registers; a block of 1024 threads
     * must still launch (64 per thread at most), spilling if it must. */
    argv[k++] = "-maxrregcount=64";
  } else {
    argv[k++] = "-O3";
    argv[k++] = "-lineinfo";
  }
  argv[k++] = "-std=c++17";
  /* std::numeric_limits and other constexpr host functions in device code,
   * and __device__ lambdas: common in students' kernels, accepted by
   * clang++ (so by the emulator) as they are, refused by nvcc without
   * these two flags.  The backends agree on such a file only with them. */
  argv[k++] = "--expt-relaxed-constexpr";
  argv[k++] = "--extended-lambda";
  argv[k++] = "-Xcompiler";
  argv[k++] = "-fPIC";
  if (step == RG_STEP_GLUE)
    argv[k++] = own[3] = rg_strdupf("-I%s/harness/glue", o->source_root);
  if (nccl)
    argv[k++] = own[4] = rg_strdupf("-I%s", o->nccl_include);
  return k;
}

/* clang++ with the shim: compile one translation unit, or link the two. */
static int emu_command(const struct rg_compile_opts *o, const struct build *b,
                       enum rg_build_step step, const char *wraps, struct cmd *c, int k)
{
  const char **argv = c->argv;
  char **own = c->own;
  if (step == RG_STEP_LINK) {
    argv[k++] = "-shared";
    argv[k++] = "-o";
    argv[k++] = b->tmp_obj;
    argv[k++] = b->glue_obj; /* first, as on the GPU */
    argv[k++] = b->entry_obj;
    argv[k++] = own[5] = rg_strdupf("-Wl,%s", wraps);
    return k;
  }
  if (step == RG_STEP_GLUE)
    argv[k++] = own[6] = rg_strdupf("-I%s", b->glue_dir); /* the rewritten glue */
  own[7] = rg_strdupf("%s/harness/simt/include", o->source_root);
  /* An object, not the shared one the flags are written for. */
  for (const char *const *f = simt_cxx_flags; *f && k < 56; f++)
    if (strcmp(*f, "-shared") != 0)
      argv[k++] = strcmp(*f, SIMT_INCLUDE_PLACEHOLDER) == 0 ? own[7] : *f;
  return k;
}

void rg_compile_command(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                        const struct build *b, enum rg_build_step step, struct cmd *c)
{
  memset(c->own, 0, sizeof c->own);
  bool nccl = o->backend == RG_BACKEND_GPU && rg_exercise_multi_gpu(ex) && o->nccl_include &&
              o->nccl_libdir && o->nccl_lib;
  const char **argv = c->argv;
  int k = 0;
  argv[k++] = o->compiler;
  if (step == RG_STEP_ENTRY_OBJ) {
    for (const char *const *f = simt_ir_flags; *f; f++)
      argv[k++] = *f;
    argv[k++] = "-c";
    argv[k++] = "-o";
    argv[k++] = b->entry_obj;
    argv[k++] = c->own[8] = rg_strdupf("%s.ll", b->entry_obj);
    argv[k] = NULL;
    return;
  }
  k = o->backend == RG_BACKEND_GPU ? gpu_command(o, b, step, nccl, rg_compile_wraps(ex, o), c, k)
                                   : emu_command(o, b, step, rg_compile_wraps(ex, o), c, k);
  if (step == RG_STEP_ENTRY_IR) {
    argv[k++] = "-S";
    argv[k++] = "-emit-llvm";
    argv[k++] = "-o";
    argv[k++] = c->own[8] = rg_strdupf("%s.ll", b->entry_obj);
    argv[k++] = b->entry_path;
  } else if (step != RG_STEP_LINK) {
    argv[k++] = "-c";
    argv[k++] = "-o";
    argv[k++] = step == RG_STEP_ENTRY ? b->entry_obj : b->glue_tmp;
    argv[k++] = step == RG_STEP_ENTRY ? b->entry_path : b->dispatch_path;
  }
  argv[k] = NULL;
  if (o->verbose) {
    fprintf(stderr, RG_PROG ": compiling:");
    for (int i = 0; argv[i]; i++)
      fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }
}
