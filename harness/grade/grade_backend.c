/* grade_backend.c — the second stage: the backend (GPU or emulator), the
 * compiler of the checked run beside a GPU grading, the devices and NCCL a
 * multi-GPU exercise needs, the report's line on the backend (see
 * grade_stages.h). */
#define _DEFAULT_SOURCE
#include "grade_stages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checked.h"
#include "exitcode.h"
#include "gpu_facts.h"
#include "run_backend.h"
#include "toolchain.h"
#include "util.h"

/* The emulator's checked run beside a GPU grading (checked.h): its build
 * options, from the GPU's, where clang++ is found.  Returns the compiler
 * (the caller frees), or NULL with g's note saying which checks are not
 * made.  On the emulator (no GPU) NULL and checks_made -1, since its own
 * run makes those checks, unless it stands in for a GPU
 * (REDUCE_GRADE_EMU_AS_GPU=1, for the kit's tests; =no-clang: as on a GPU
 * machine without clang++). */
static char *checked_compiler(struct rg_grading *g, const char *compiler, bool gpu_role,
                              bool no_clang)
{
  g->checks_made = -1;
  if (rg_run_backend_for(g->backend)->emulated && !gpu_role)
    return NULL;
  char *clang = no_clang ? NULL : gpu_role ? rg_strdupf("%s", compiler) : rg_find_clangxx();
  if (!clang) {
    g->checks_made = 0;
    g->checks_note = RG_CHECKED_WHAT " were not checked: no clang++ for the emulator's "
                     "checked run (apt-get install clang)";
  }
  return clang;
}
/* A submission that launches cooperatively on a GPU without cooperative
 * launch: graded all the same (its fallback runs, or it fails), with one
 * line saying why. */
static void note_cooperative(const char *text)
{
  const struct rg_gpu_facts *dev = rg_gpu_facts_last();
  if (dev && !dev->cooperative &&
      (strstr(text, "cudaLaunchCooperativeKernel") || strstr(text, "this_grid")))
    rg_warn("this GPU (%s) does not support cooperative launch "
            "(cudaDevAttrCooperativeLaunch is 0): a grid-wide sync cannot run here, only a "
            "fallback without one", dev->name);
}

/* The backend, the checked run's compiler, the devices (and NCCL) a
 * multi-GPU exercise needs, and the report's line on the backend. */
int rg_grade_backend(struct grade_state *s)
{
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  struct rg_grading *g = &s->g;
  int rc = rg_choose_backend(cli, &g->backend, &s->compiler, &s->gpus, &s->gpu_bytes, s->arch,
                             sizeof s->arch);
  if (rc)
    return rc;
  /* A real device, or the emulator's: what it lacks (cooperative launch,
   * NCCL) and how many devices it has differ. */
  const struct rg_run_backend *be = rg_run_backend_for(g->backend);
  /* The kit's tests of the checked run, on a machine without a GPU: the
   * emulator plays the GPU (one schedule, its own checks dropped). */
  const char *as_gpu = getenv("REDUCE_GRADE_EMU_AS_GPU");
  s->gpu_role = be->emulated && as_gpu &&
                (strcmp(as_gpu, "1") == 0 || strcmp(as_gpu, "no-clang") == 0);
  /* A request (--compare) times: the emulator's checks are a grading's. */
  if (s->req)
    g->checks_made = -1;
  else
    s->checker = checked_compiler(g, s->compiler, s->gpu_role, s->gpu_role && as_gpu[0] == 'n');
  if (!be->emulated && !cli->compile_only) {
    char *src = rg_read_file(s->abs, NULL);
    if (src)
      note_cooperative(src);
    free(src);
  }
  /* Multi-GPU exercises: the devices of the run (GPUs, or those the
   * emulator models), at least two of them, and NCCL on a GPU. */
  s->devices = be->emulated ? cli->gpus : s->gpus;
  if (rg_exercise_multi_gpu(ex) && !be->emulated && cli->gpus_given) {
    /* the number asked for, not the machine's: a mistake in how shards are
     * sized may show only past two devices (a remainder of two or more) */
    if (cli->gpus > s->gpus && !cli->compile_only) {
      rg_warn("exercise %02d: --gpus %d asks for more GPUs than this machine has (%d)",
              ex->number, cli->gpus, s->gpus);
      return RG_EXIT_NOT_ATTEMPTED;
    }
    s->devices = cli->gpus;
  }
  if (rg_exercise_multi_gpu(ex)) {
    char why[400] = "";
    if (s->devices < 2 && !cli->compile_only) { /* building needs none */
      rg_warn("exercise %02d needs 2+ GPUs: %s %d (--backend emu --gpus 2 models two on "
              "the CPU)", ex->number,
              be->emulated ? "--gpus asks for" : "this machine has", s->devices);
      return RG_EXIT_NOT_ATTEMPTED;
    }
    if (!be->emulated && !rg_nccl_find(&s->nccl, why, sizeof why)) {
      rg_warn("exercise %02d needs NCCL, which is missing: %s", ex->number, why);
      return RG_EXIT_NOT_ATTEMPTED;
    }
  }
  if (be->note)
    g->backend_note = be->note;
  if (be->emulated && rg_exercise_multi_gpu(ex)) {
    snprintf(s->note, sizeof s->note, "%s, %d modelled devices", g->backend_note, s->devices);
    g->backend_note = s->note;
  }
  if (s->gpu_role)
    g->backend_note = "CPU SIMT emulator standing in for a GPU (REDUCE_GRADE_EMU_AS_GPU=1): "
                      "1 schedule, its checks dropped";
  return GO_ON;
}
