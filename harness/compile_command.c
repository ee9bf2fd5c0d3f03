/* compile_command.c — the compiler's command line for one build: nvcc for
 * the GPU (the architectures, the launch wrappers, NCCL for a multi-GPU
 * exercise), clang++ with the SIMT shim for the emulator (see
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

void rg_compile_command(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                        const struct build *b, struct cmd *c)
{
  memset(c->own, 0, sizeof c->own);
  int narch = rg_arch_nvcc_options(o->arch && *o->arch ? o->arch : RG_ARCH_LOWEST, c->arch,
                                   RG_ARCH_MAX + 1);
  bool nccl = o->backend == RG_BACKEND_GPU && rg_exercise_multi_gpu(ex) && o->nccl_include &&
              o->nccl_libdir && o->nccl_lib;
  char **own = c->own;
  const char **argv = c->argv;
  int k = 0;
  argv[k++] = o->compiler;
  if (o->backend == RG_BACKEND_GPU) {
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
    argv[k++] = "-Xcompiler";
    argv[k++] = "-fPIC";
    argv[k++] = "-shared";
    argv[k++] = "-Xlinker";
    argv[k++] = RG_LAUNCH_WRAPS;
    argv[k++] = own[0] = rg_strdupf("-I%s/harness/glue", o->source_root);
    if (nccl)
      argv[k++] = own[1] = rg_strdupf("-I%s", o->nccl_include);
  } else {
    argv[k++] = own[2] = rg_strdupf("-I%s", b->dir); /* rewritten glue first */
    own[3] = rg_strdupf("%s/harness/simt/include", o->source_root);
    for (const char *const *f = simt_cxx_flags; *f && k < 56; f++)
      argv[k++] = strcmp(*f, SIMT_INCLUDE_PLACEHOLDER) == 0 ? own[3] : *f;
  }
  argv[k++] = "-o";
  argv[k++] = b->tmp_obj;
  argv[k++] = b->dispatch_path;
  if (nccl) {
    /* NCCL from wherever rg_nccl_find saw it, after the source and kept
     * even if the linker drops unused ones: -l: names the file exactly (a
     * pip wheel ships libnccl.so.2 without the libnccl.so link), and the
     * run path lets the grading child load it without LD_LIBRARY_PATH. */
    argv[k++] = own[4] = rg_strdupf("-L%s", o->nccl_libdir);
    argv[k++] = "-Xlinker";
    argv[k++] = "--no-as-needed";
    argv[k++] = "-Xlinker";
    argv[k++] = own[5] = rg_strdupf("-l:%s", o->nccl_lib);
    argv[k++] = "-Xlinker";
    argv[k++] = own[6] = rg_strdupf("-rpath=%s", o->nccl_libdir);
  }
  argv[k] = NULL;
  if (o->verbose) {
    fprintf(stderr, RG_PROG ": compiling:");
    for (int i = 0; argv[i]; i++)
      fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }
}
