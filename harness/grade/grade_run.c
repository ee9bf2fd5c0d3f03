/* grade_run.c — the fifth stage: the GPU's extra builds a run uses, the
 * run's options on the backend (and the checked run's), every case run,
 * then the learning goals and the predictions measured (see
 * grade_stages.h). */
#define _DEFAULT_SOURCE
#include "grade_stages.h"
#include "cpus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checked.h"
#include "exitcode.h"
#include "goals.h"
#include "gpu_facts.h"
#include "heatmap.h"
#include "rg_config.h"
#include "run.h"
#include "run_backend.h"
#include "util.h"

/* The extra builds a GPU grading made: CUB's baseline, the CUPTI
 * collectors, the -G build and its cubin (any may be NULL or empty). */
static void free_builds(char *cub, char *cupti, char *lines, char *cubin,
                        struct rg_compile_result *branches)
{
  free(cub);
  free(cupti);
  free(lines);
  free(cubin);
  rg_compile_result_free(branches);
}

/* A build this GPU or its driver cannot run (no kernel image, a PTX the
 * driver cannot JIT) fails every case alike: one line instead (arch.h).
 * The first CUDA error of the grading decides. */
static bool build_unusable(const struct rg_grading *g, const char *arch)
{
  char why[512];
  for (size_t i = 0; i < g->cases.len; i++)
    if (g->outcomes[i].ran && g->outcomes[i].glue.error[0]) {
      if (!rg_arch_runtime_error(g->outcomes[i].glue.error, arch, rg_gpu_facts_last(), why,
                                 sizeof why))
        return false;
      rg_warn("%s", why);
      return true;
    }
  return false;
}

/* Worker processes: one a core, at most 8; as many as
 * REDUCE_GRADE_WORKERS says where it is set (a class batch shares the cores
 * among its gradings with it: batch_internal.h, rg_batch_share_cores; a
 * test asks for more than the cores, to see the verdict stay the same). */
static int cpu_workers(void)
{
  long n = rg_cpus();
  const char *w = getenv("REDUCE_GRADE_WORKERS");
  long share = w ? strtol(w, NULL, 10) : 0;
  if (share >= 1)
    n = share;
  return n < 1 ? 1 : n > 8 ? 8 : (int)n;
}

static void progress(void *ctx, size_t i, size_t total, const struct rg_outcome *o)
{
  (void)o;
  if (!*(int *)ctx)
    return;
  fprintf(stderr, "\r  running case %zu/%zu ", i + 1, total);
  if (i + 1 == total)
    fprintf(stderr, "\r%40s\r", "");
  fflush(stderr);
}

/* The GPU's extra builds a run uses: CUB's baseline, the CUPTI
 * collectors, the -G build and its cubin (divergence and lines). */
struct extra_builds {
  char *cub, *cupti, *lines, *cubin;
  struct rg_compile_result branches;
  char cupti_why[200], branch_why[200], lines_why[200];
};

static bool any_timed(const struct rg_grading *g)
{
  for (size_t i = 0; i < g->cases.len; i++)
    if (g->cases.v[i].timed)
      return true;
  return false;
}

static void extras_build(struct grade_state *s, struct extra_builds *h)
{
  *h = (struct extra_builds){ 0 };
  const struct rg_run_backend *be = rg_run_backend_for(s->g.backend);
  if (!be->times)
    return;
  /* CUB's time is what a timed case is held against: a grading with none
   * (--sizes below the timed size) does not wait the half minute its
   * build takes. */
  if (any_timed(&s->g))
    h->cub = rg_compile_cub(&s->co);
  if (s->profiling && be->counts)
    h->cupti = rg_compile_cupti(&s->co, h->cupti_why, sizeof h->cupti_why);
  /* nvcc -O3 predicates a short `if` (the tree's step), so no branch is
   * left to diverge: the divergence counters come from a -G build; the
   * lines that waste most lanes are its SASS metrics, each instruction
   * named by the line table of its cubin. */
  if (!h->cupti)
    return;
  struct rg_compile_opts bo = s->co;
  bo.keep_branches = true;
  if (rg_compile(s->ex, s->abs, &bo, &h->branches) != 0)
    snprintf(h->branch_why, sizeof h->branch_why, "the build with nvcc -G failed: %.150s",
             h->branches.summary ? h->branches.summary : "no reason given");
  else if ((h->lines = rg_compile_cupti_lines(&s->co, h->lines_why, sizeof h->lines_why)))
    h->cubin = rg_compile_cubin(&bo, h->branches.object, h->lines_why, sizeof h->lines_why);
}

/* The run's options on the backend, and the checked run's. */
static void run_options(const struct grade_state *s, const struct extra_builds *h, char *out_log,
                        struct rg_run_opts *ro, struct rg_run_opts *cro)
{
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  enum rg_backend b = s->g.backend;
  const struct rg_run_backend *be = rg_run_backend_for(b);
  bool multi = rg_exercise_multi_gpu(ex);
  *ro = (struct rg_run_opts){
    .backend = b, .object = s->g.compile.object, .cub_object = h->cub,
    .cupti_object = h->cupti, .cupti_why = h->cupti_why,
    .branch_object = h->branches.object, .branch_why = h->branch_why,
    .lines_object = h->cubin ? h->lines : NULL, .lines_cubin = h->cubin,
    .lines_why = h->lines_why, .submission = s->abs, .output_log = out_log,
    .output_dir_own = true,
    .case_timeout_s = cli->timeout_s > 0 ? cli->timeout_s
                                         : be->default_timeout_s(multi, cli->quick),
    .seed = cli->seed,
    .schedules = s->req && s->req->schedules ? s->req->schedules : s->gpu_role ? 1 : 2,
    .timed_reps = cli->reps ? cli->reps : 20,
    .timing_processes = cli->timing_processes ? cli->timing_processes : 3,
    .warmup_reps = 3, .stop_after_hang = true, .mem_limit = cli->mem_limit,
    .workers = be->workers(multi, cpu_workers()),
    .device_count = multi ? s->devices : 0,
    .gpu_role = s->gpu_role, .fail_fast = cli->fail_fast,
  };
  /* The checked run: the emulator's options, as its own grading sets them. */
  *cro = (struct rg_run_opts){
    .backend = RG_BACKEND_EMU, .object = s->checked_build.object, .submission = s->abs,
    .output_log = out_log, .output_dir_own = true, .case_timeout_s = 60,
    .seed = cli->seed, .schedules = 2,
    /* A GPU batch passes no --memory-limit: the emulator's default budget. */
    .stop_after_hang = true, .mem_limit = cli->mem_limit ? cli->mem_limit : (uint64_t)4 << 30,
    .workers = cpu_workers(),
    .device_count = multi ? s->devices : 0,
    .models = rg_gpu_facts_last(),
  };
}

/* --svg: the heat map of the profiled case (the emulator's model). */
static void save_heatmap(const struct grade_state *s)
{
  const struct rg_grading *g = &s->g;
  bool written = false;
  for (size_t i = 0; i < g->cases.len && !written; i++)
    if (g->cases.v[i].profile && g->outcomes[i].has_perf) {
      char what[200];
      rg_case_describe(s->ex, &g->cases.v[i], what, sizeof what);
      char *title = rg_strdupf("exercise %02d, %s: active lanes per warp and barrier interval",
                               s->ex->number, what);
      written = rg_heatmap_save(s->cli->svg, &g->outcomes[i].perf, title) == 0;
      free(title);
    }
  if (!written)
    rg_warn("--svg %s: not written: the heat map comes from the emulator's profiled "
            "case (--backend emu, without --sizes)", s->cli->svg);
}

/* Where a single-mode grading's printed output goes: printed.txt in a
 * folder of its own, rg-printed/PID beside the compile cache, made here.
 * (The folder of an earlier grading with this pid is reused.) */
static char *printed_folder_log(void)
{
  char *dir = rg_strdupf("%s/rg-printed", RG_BUILD_ROOT);
  mkdir(dir, 0755);
  char *own = rg_strdupf("%s/%ld", dir, (long)getpid());
  mkdir(own, 0700);
  char *log = rg_strdupf("%s/printed.txt", own);
  free(own);
  free(dir);
  return log;
}

/* Run every case (and the checked run beside a GPU grading), then the
 * learning goals and the predictions. */
int rg_grade_run(struct grade_state *s)
{
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  struct rg_grading *g = &s->g;
  /* What the student's code printed; one file per grading, so parallel
   * gradings (meson test) do not clobber each other's. */
  /* Its folder is the graded process's only writable one (run_child.c),
   * so never the compile cache, whose builds later gradings trust, nor
   * --printed's folder: a folder of its own beside it. */
  char *out_log = cli->printed ? rg_grade_printed_private(cli->printed) : printed_folder_log();
  if (!out_log)
    return RG_EXIT_USAGE;
  if (cli->printed)
    unlink(cli->printed); /* an earlier grading's: not this one's */
  unlink(out_log);
  struct extra_builds h;
  extras_build(s, &h);
  struct rg_run_opts ro, cro;
  run_options(s, &h, out_log, &ro, &cro);
  int tty = isatty(2), rc = GO_ON;
  char *why = NULL;
  double t0 = rg_now();
  if (cli->compile_only) { /* the cache is filled: a later grading compiles nothing */
    printf("exercise %02d: compiled %s (%s), nothing run (--compile-only)\n", ex->number,
           s->abs, rg_run_backend_for(g->backend)->builds);
    rc = RG_EXIT_PASSED;
    goto out;
  }
  bool failed = !g->outcomes ||
                (g->checks_made == 1
                     ? rg_run_checked(ex, &g->cases, &ro, &cro, g->outcomes, progress, &tty, &why)
                     : rg_run_all(ex, &g->cases, &ro, g->outcomes, progress, &tty, &why)) != 0;
  /* Only a real device may lack the build's architecture. */
  if (!failed && !rg_run_backend_for(g->backend)->emulated && build_unusable(g, s->arch)) {
    rc = RG_EXIT_NOT_ATTEMPTED; /* no verdict on the kernel */
    goto out;
  }
  if (!failed) {
    g->seconds = rg_now() - t0;
    g->ran = true;
    g->fail_fast = cli->fail_fast;
    for (size_t i = 0; cli->fail_fast && i < g->cases.len; i++)
      g->not_run_after_fail += !g->outcomes[i].ran && !g->outcomes[i].verdict.causes;
    g->ngoals = rg_goals_check(ex, &g->cases, g->outcomes, g->goals);
    if (s->pf) {
      s->preds.path = s->pf_path;
      failed = rg_predict_measure(ex, s->pf, &g->cases, g->outcomes, &ro, &s->preds, &why) != 0;
      if (!failed)
        g->predictions = &s->preds;
    }
  }
  if (failed) { /* the one way out of a run that could not finish */
    snprintf(s->why, sizeof s->why, "%s", why ? why : "out of memory");
    if (!s->req) /* the asker says it its own way */
      rg_warn("%s", s->why);
    free(why);
    rc = RG_EXIT_FAILED;
    goto out;
  }
  if (cli->svg)
    save_heatmap(s);
  struct stat st;
  if (!cli->printed && stat(out_log, &st) == 0 && st.st_size > 0) {
    s->printed = out_log; /* kept: named after the report */
    out_log = NULL;
  }
out:
  if (cli->printed) { /* moved to its place, whatever the grading's end */
    char *moved = rg_grade_printed_move(out_log, cli->printed);
    if (rc == GO_ON)
      s->printed = moved; /* named after the report */
    else
      free(moved);
    free(out_log);
  } else if (out_log && rc != GO_ON) {
    free(out_log);
  } else if (out_log) {
    unlink(out_log);
    char *slash = strrchr(out_log, '/');
    if (slash) /* the folder printed_folder_log made, empty now */
      *slash = '\0', rmdir(out_log);
    free(out_log);
  }
  free_builds(h.cub, h.cupti, h.lines, h.cubin, &h.branches);
  return rc;
}
