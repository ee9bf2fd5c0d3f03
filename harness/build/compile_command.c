/* compile_command.c — the compiler's command line for each step of one
 * build: the submission's object and the glue's, each compiled alone, then
 * the two linked into the object the grader loads, with the linker's wraps
 * (the launches, the copies, a multi-GPU exercise's NCCL calls).  The
 * backend's table (build_backend.h) writes its compiler's options; this
 * file the rest (see compile_internal.h). */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include "build_backend.h"

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
  const struct rg_build_backend *bb = rg_build_backend_of(o);
  return rg_exercise_multi_gpu(ex) ? bb->wraps_multi : bb->wraps_single;
}

void rg_compile_command(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                        const struct build *b, enum rg_build_step step, struct cmd *c)
{
  memset(c->own, 0, sizeof c->own);
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
  k = rg_build_backend_of(o)->command(o, b, step, rg_exercise_multi_gpu(ex),
                                      rg_compile_wraps(ex, o), c, k);
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
