/* run_backend_gpu.c — a run on a GPU (run_backend.h): one schedule, the
 * timed cases timed, CUPTI's counters and the -G build's figures for a
 * profiled case, the machine's memory as the child's cap. */
#include "run_backend.h"
#include "run_internal.h"

#include <stdlib.h>
#include <string.h>

/* Up to this many elements (or matrix cells) a case runs twice on a GPU. */
#define RG_GPU_SECOND_DRAW_MAX ((size_t)1 << 22)

/* The hardware keeps its own order, but a second run gets fresh data, as
 * the emulator's second schedule does: a kernel that drops one element is
 * right by luck where that element is 0 (one draw of data a case, where the
 * emulator had two, passed 13's row loop striding by 256 at 1 x 33).  Not
 * a timed case (each timed run checks its own fresh input already), a
 * profiled one (CUPTI's replays take seconds), or one past a few million
 * elements, whose host-side data and check would double its time (and
 * whose mistakes reach many elements). */
static int gpu_schedules(const struct rg_run_opts *o, const struct rg_case *c, bool timed)
{
  (void)o;
  size_t cells = c->rows && c->cols ? c->rows * c->cols : c->n;
  return timed || c->profile || cells > RG_GPU_SECOND_DRAW_MAX ? 1 : 2;
}

/* Counting replays every kernel once per counter pass, and CUPTI's first
 * use in a process takes seconds: a profiled case gets longer, and longer
 * again when the -G build runs too (twice with the lines). */
static double gpu_case_limit(const struct rg_run_opts *o, bool profiled)
{
  if (!profiled)
    return o->case_timeout_s;
  return o->lines_object ? 8 * o->case_timeout_s
         : o->branch_object ? 6 * o->case_timeout_s : 4 * o->case_timeout_s;
}

/* No device budget on a GPU: the machine's memory is the cap (guard.h). */
static uint64_t gpu_memory_cap(const struct rg_run_opts *o, uint64_t ram)
{
  (void)o;
  return ram;
}

/* NCCL's set-up over every device of a multi-GPU case takes seconds on a
 * busy machine. */
static double gpu_default_timeout_s(bool multi_gpu, bool quick)
{
  (void)quick;
  return multi_gpu ? 120 : 30;
}

/* The checked-only cases in up to 4 processes (host-side data and checks
 * in parallel; the timed ones alone, run.c); a multi-GPU exercise's
 * cases, which hold every device, one at a time. */
static int gpu_workers(bool multi_gpu, int cores)
{
  return multi_gpu ? 1 : (cores < 4 ? cores : 4);
}

static void gpu_child_setup(const struct rg_run_opts *o)
{
  (void)o;
}

/* Counting starts before the graded run of a profiled case.  The
 * divergence figures come from a second run, of the -G build, which the
 * checks never see: what the output region held before the graded run is
 * kept for it. */
static void gpu_case_begin(const struct rg_run_opts *o, const struct wire_cmd *cmd,
                           struct counter_collector *k, struct rg_case_scope *sc,
                           struct wire_reply *reply)
{
  sc->counting = cmd->profile && rg_profile_begin(o, k, reply);
  sc->out_len = cmd->job.out_bytes + cmd->job.canary_bytes;
  sc->before = sc->counting && o->branch_object != NULL ? malloc(sc->out_len) : NULL;
  if (sc->before)
    memcpy(sc->before, cmd->job.output, sc->out_len);
}

static void gpu_case_end(const struct rg_run_opts *o, const struct wire_cmd *cmd,
                         const struct counter_collector *k, struct rg_case_scope *sc,
                         struct wire_reply *reply)
{
  if (sc->counting)
    rg_profile_end(o, k, &cmd->job, sc->before, sc->out_len, reply);
  free(sc->before);
  sc->before = NULL;
}

const struct rg_run_backend rg_run_backend_gpu = {
  .name = "gpu",
  .device_as = "",
  .label = "GPU",
  .note = "a case of up to 2^22 elements run twice, the second time on fresh data (not a "
          "timed or profiled one)",
  .builds = "GPU builds",
  .models = false,
  .counts = true,
  .default_timeout_s = gpu_default_timeout_s,
  .workers = gpu_workers,
  .emulated = false,
  .times = true,
  /* Correctness does not care who else is on the device; a timing does. */
  .timed_alone = true,
  /* A checked case ends in well under a second once its process is up:
   * after a hang, an endless submission would otherwise hold the one GPU
   * of a batch for a full limit per part. */
  .hang_lingers = true,
  .parks_child = false, /* an idle CUDA context holds device memory */
  .schedules = gpu_schedules,
  .case_limit = gpu_case_limit,
  .memory_cap = gpu_memory_cap,
  .child_setup = gpu_child_setup,
  .case_begin = gpu_case_begin,
  .case_end = gpu_case_end,
};
