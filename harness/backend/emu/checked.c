/* checked.c — the emulator's checked run beside a GPU grading (see checked.h). */
#include "checked.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sealed_objects.h"
#include "util.h"

/* The first line of diag whose cause is in mask, into buf; its cause, or
 * -1 if there is none. */
static int first_finding(const char *diag, unsigned mask, char *buf, size_t cap)
{
  for (const char *line = diag; *line;) {
    const char *eol = strchr(line, '\n');
    int len = eol ? (int)(eol - line) : (int)strlen(line);
    int cause = rg_cause_from_line(line);
    if (cause >= 0 && (mask >> cause & 1)) {
      snprintf(buf, cap, "%.*s", len, line);
      return cause;
    }
    if (!eol)
      break;
    line = eol + 1;
  }
  return -1;
}

void rg_checked_fold(struct rg_outcome *o, const struct rg_case *c)
{
  struct rg_verdict *v = &o->verdict;
  /* A case on a GPU unlike this one (c->sm_count: a small one; c->no_coop:
   * one without cooperative launch) is a
   * result the GPU cannot give: the emulator judges it, on integer data
   * whose sum is exact, and whether a grid that must be cooperative was
   * launched so (a grid sized for the GPU at hand, not this one, is
   * refused and falls back).  Else nothing the checks see: the GPU judges
   * the result.  A case that ran a function the emulator does not compute
   * has no result to judge (its kernel was ended there), only what the
   * checks found before the call: the GPU grading stays graded, and its
   * report says which checks were cut short (report.c, print_checks_cut). */
  unsigned keep = RG_CHECKED_CAUSES;
  if ((c->sm_count || c->no_coop) && !rg_verdict_has(v, RG_CAUSE_EMULATOR_UNSUPPORTED))
    keep |= (1u << RG_CAUSE_WRONG_RESULT) | (1u << RG_CAUSE_UNWRITTEN_OUTPUT) |
            (1u << RG_CAUSE_OVER_WRITE) | (1u << RG_CAUSE_NO_COOPERATIVE);
  if (!rg_verdict_narrow(v, keep))
    return;
  /* The finding's own line names the case, over the line of a cause the
   * narrowing dropped (a wrong sum, the race's effect). */
  char line[sizeof v->detail];
  int cause = first_finding(o->diag, v->causes, line, sizeof line);
  if (cause >= 0)
    rg_verdict_overrule(v, (enum rg_cause)cause, "%s", line);
}

bool rg_checked_hangs(const struct rg_outcome *o)
{
  if (o->verdict.passed)
    return false;
  if (rg_verdict_has(&o->verdict, RG_CAUSE_STEP_BUDGET))
    return true;
  /* The emulator's two findings at a grid.sync(): some blocks exited
   * while others wait there, or no cooperative launch.  Both hang a GPU. */
  char line[768];
  return first_finding(o->diag, 1u << RG_CAUSE_BARRIER_DIVERGENCE, line, sizeof line) >= 0 &&
         strstr(line, "grid.sync()") != NULL;
}

void rg_checked_skip(const struct rg_outcome *finding, struct rg_outcome *out)
{
  memset(out, 0, sizeof *out);
  rg_verdict_pass(&out->verdict);
  rg_verdict_fail_causes(&out->verdict, finding->verdict.causes,
                         "not run on the GPU, where it would hang until its time limit: the "
                         "emulator's checked run found %.600s", finding->verdict.detail);
}

/* The cases of all for which .checked equals `checked`, with where each
 * came from (from[k] is the index in all of out->v[k]). */
static int pick(const struct rg_case_list *all, bool checked, struct rg_case_list *out,
                size_t *from)
{
  out->v = malloc((all->len ? all->len : 1) * sizeof *out->v);
  out->len = 0;
  out->cap = all->len;
  if (!out->v)
    return -1;
  for (size_t i = 0; i < all->len; i++)
    if (all->v[i].checked == checked) {
      from[out->len] = i;
      out->v[out->len++] = all->v[i];
    }
  return 0;
}

/* The checked run: its outcomes folded into outcomes[], and the first
 * hang-type finding of each part (the first 32) in hang[part]. */
static int run_emulator(const struct rg_exercise *ex, const struct rg_case_list *list,
                        const size_t *from, const struct rg_run_opts *emu,
                        struct rg_outcome *outcomes, const struct rg_outcome **hang,
                        rg_progress_fn progress, void *ctx, char **why)
{
  if (list->len == 0)
    return 0;
  struct rg_outcome *got = calloc(list->len, sizeof *got);
  if (!got) {
    *why = rg_strdupf("out of memory");
    return -1;
  }
  int rc = rg_run_all(ex, list, emu, got, progress, ctx, why);
  for (size_t i = 0; rc == 0 && i < list->len; i++) {
    struct rg_outcome *o = &outcomes[from[i]];
    *o = got[i];
    rg_checked_fold(o, &list->v[i]);
    int part = list->v[i].part;
    if (part < 32 && !hang[part] && rg_checked_hangs(o))
      hang[part] = o;
  }
  free(got);
  return rc;
}

int rg_run_checked(const struct rg_exercise *ex, const struct rg_case_list *cases,
                   const struct rg_run_opts *gpu, const struct rg_run_opts *emu,
                   struct rg_outcome *outcomes, rg_progress_fn progress, void *ctx,
                   char **why)
{
  struct rg_case_list on_emu = { 0 }, on_gpu = { 0 }, run = { 0 };
  size_t *from_emu = calloc(cases->len + 1, sizeof(size_t));
  size_t *from_gpu = calloc(cases->len + 1, sizeof(size_t));
  size_t *from_run = calloc(cases->len + 1, sizeof(size_t));
  struct rg_outcome *got = calloc(cases->len + 1, sizeof *got);
  const struct rg_outcome *hang[32] = { NULL };
  int rc = -1;
  /* The GPU's objects sealed before the checked run's children start:
   * without Landlock one of them could rewrite the GPU's object in the
   * cache before its own run sealed it (sealed_objects.h). */
  struct rg_run_opts gpu_sealed;
  struct rg_sealed_objects gpu_objects = { .n = 0 };
  if (rg_sealed_objects_open(gpu, &gpu_sealed, &gpu_objects, why) != 0) {
    free(from_emu), free(from_gpu), free(from_run), free(got);
    return -1;
  }
  gpu = &gpu_sealed;
  if (!from_emu || !from_gpu || !from_run || !got || pick(cases, true, &on_emu, from_emu) ||
      pick(cases, false, &on_gpu, from_gpu)) {
    *why = rg_strdupf("out of memory");
    goto out;
  }
  /* The checked run first: a part it found hanging is not run on the GPU. */
  rc = run_emulator(ex, &on_emu, from_emu, emu, outcomes, hang, progress, ctx, why);
  if (rc != 0)
    goto out;
  run.v = malloc((on_gpu.len ? on_gpu.len : 1) * sizeof *run.v);
  if (!run.v) {
    *why = rg_strdupf("out of memory");
    rc = -1;
    goto out;
  }
  for (size_t i = 0; i < on_gpu.len; i++) {
    int part = on_gpu.v[i].part;
    if (part < 32 && hang[part]) {
      rg_checked_skip(hang[part], &outcomes[from_gpu[i]]);
      continue;
    }
    from_run[run.len] = from_gpu[i];
    run.v[run.len++] = on_gpu.v[i];
  }
  run.cap = run.len;
  if (run.len)
    rc = rg_run_all(ex, &run, gpu, got, progress, ctx, why);
  for (size_t i = 0; rc == 0 && i < run.len; i++)
    outcomes[from_run[i]] = got[i];
out:
  rg_sealed_objects_close(&gpu_objects);
  rg_cases_free(&on_emu);
  rg_cases_free(&on_gpu);
  rg_cases_free(&run);
  free(from_emu);
  free(from_gpu);
  free(from_run);
  free(got);
  return rc;
}
