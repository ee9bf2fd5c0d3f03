/* grade_matrix.c — the fourth stage: the case matrix (the default one,
 * --quick, --full or the sizes asked for), the checked run's cases, which
 * cases are profiled (see grade_stages.h). */
#include "grade_stages.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "cases.h"
#include "checked.h"
#include "exitcode.h"
#include "run_backend.h"
#include "util.h"

/* A request's own cases (grade.h), instead of the matrix. */
static int requested_cases(struct grade_state *s)
{
  struct rg_grading *g = &s->g;
  size_t n = s->req->ncases;
  g->cases.v = calloc(n ? n : 1, sizeof *g->cases.v);
  g->outcomes = calloc(n ? n : 1, sizeof *g->outcomes);
  if (!g->cases.v || !g->outcomes) {
    rg_warn("out of memory building the case list");
    return RG_EXIT_FAILED;
  }
  for (size_t i = 0; i < n; i++)
    g->cases.v[i] = s->req->cases[i];
  g->cases.len = g->cases.cap = n;
  return GO_ON;
}

/* The case matrix: the default one, --quick or --full, or the sizes and
 * blocks asked for; the checked run's cases; which are profiled. */
int rg_grade_matrix(struct grade_state *s)
{
  if (s->req)
    return requested_cases(s);
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  struct rg_grading *g = &s->g;
  const struct rg_run_backend *be = rg_run_backend_for(g->backend);
  struct rg_matrix_opts mo = { .quick = cli->quick, .full = cli->full && !cli->quick,
                               .emulator = be->emulated, .timing = be->times,
                               .profile = !cli->nsizes,
                               .sizes = cli->nsizes ? cli->sizes : NULL, .nsizes = cli->nsizes,
                               .blocks = cli->nblocks ? cli->blocks : NULL,
                               .nblocks = cli->nblocks, .devices = s->devices,
                               /* the emulator's device has no size but its budget */
                               .device_bytes = be->emulated ? 0 : s->gpu_bytes,
                               .seed = cli->seed };
  for (size_t i = 0; i < cli->nsizes; i++) {
    if (cli->sizes[i] > INT_MAX && ex->parts[0].family == RG_FAM_BLOCK) {
      rg_warn("--sizes: exercise %02d takes int n, so at most 2^31-1 elements", ex->number);
      return RG_EXIT_USAGE;
    }
  }
  long nchecked = 0;
  if (rg_cases_build(ex, &mo, &g->cases) != 0 ||
      (g->checks_made == 1 && (nchecked = rg_cases_add_checked(ex, &mo, &g->cases)) < 0)) {
    rg_warn("out of memory building the case matrix");
    return RG_EXIT_FAILED;
  }
  if (g->checks_made == 1) {
    snprintf(s->checks_note, sizeof s->checks_note, "%ld small cases also run on the "
             "emulator, for its checks (%s)", nchecked, RG_CHECKED_WHAT);
    g->checks_note = s->checks_note;
  }
  if (g->cases.far_left_out && !cli->compile_only) /* nothing runs: nothing left out */
    rg_warn("a case past 2^31 or 2^32 elements needs %.1f GB of device memory and this "
            "GPU has %.1f GB: not run, so a 32-bit index that wraps there goes unseen",
            (double)g->cases.far_left_out / 1e9, (double)s->gpu_bytes / 1e9);
  /* --profile: figures for every case asked for, on either backend. */
  for (size_t i = 0; i < g->cases.len; i++) {
    g->cases.v[i].profile |= cli->profile && !g->cases.v[i].checked;
    s->profiling |= g->cases.v[i].profile;
  }
  /* every build a profiled grading needs; with --sizes, what that one needs */
  s->profiling |= cli->compile_only && !cli->nsizes;
  if (g->cases.len == 0) {
    rg_warn("no case to run: none of the block sizes asked for is supported by "
            "exercise %02d (it needs at least %d threads%s)", ex->number, ex->min_block,
            ex->any_multiple_of_32 ? ", a multiple of 32" : ", a power of two");
    return RG_EXIT_USAGE;
  }
  g->outcomes = calloc(g->cases.len, sizeof *g->outcomes);
  return GO_ON;
}
