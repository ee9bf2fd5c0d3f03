/* report_json.c — the JSON report of a grading (see report.h): Gradescope's
 * shape, with the grader's own findings under extra_data. */
#include "report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "batch_rubric.h"
#include "counters.h"
#include "json.h"
#include "report_internal.h"
#include "tiers.h"
#include "util.h"

/* Gradescope's score: one point per group of cases all passed, and one
 * per learning goal measured and met (goals count only where cases ran). */
static void json_score(const struct rg_grading *g, const struct group *groups, size_t ng,
                       double *score, double *max)
{
  *max = ng ? (double)ng : 1;
  *score = 0;
  for (size_t i = 0; i < ng; i++)
    *score += groups[i].passed == groups[i].total;
  for (int i = 0; ng && i < g->ngoals; i++)
    if (g->goals[i].measured) {
      *max += 1;
      *score += g->goals[i].met;
    }
}

/* One entry of tests[]: every one is worth a point. */
static void json_test(struct rg_json *j, const char *name, bool passed, const char *output)
{
  rg_json_object(j, NULL);
  rg_json_string(j, "name", name);
  rg_json_number(j, "score", passed ? 1 : 0);
  rg_json_number(j, "max_score", 1);
  rg_json_string(j, "status", passed ? "passed" : "failed");
  rg_json_string(j, "output", output);
  rg_json_end(j);
}

static void json_compile_test(struct rg_json *j, const struct rg_grading *g)
{
  char *out = rg_strdupf("%s\n\n%s", g->compile.summary ? g->compile.summary : "",
                         g->compile.log ? g->compile.log : "");
  json_test(j, "compiles", false, out);
  free(out);
}

/* A test per group (part and block): its count, or its first failure. */
static void json_group_tests(struct rg_json *j, const struct rg_grading *g,
                             const struct group *groups, size_t ng)
{
  char hint[400];
  bool hinted = rg_report_odd_blocks_hint(groups, ng, hint, sizeof hint);
  for (size_t i = 0; i < ng; i++) {
    const struct group *gr = &groups[i];
    bool ok = gr->passed == gr->total;
    char name[160];
    snprintf(name, sizeof name, "%s, block %d", g->ex->parts[gr->part].symbol, gr->block);
    char out[1700];
    if (ok) {
      snprintf(out, sizeof out, "%zu cases passed", gr->total);
    } else {
      const struct rg_outcome *o = &g->outcomes[gr->first_failed];
      char what[200];
      rg_case_describe(g->ex, &g->cases.v[gr->first_failed], what, sizeof what);
      snprintf(out, sizeof out, "%zu of %zu cases failed; first: %s: %s%s%s",
               gr->total - gr->passed, gr->total, what, o->verdict.detail,
               hinted ? "\nhint: " : "", hinted ? hint : "");
    }
    json_test(j, name, ok, out);
  }
}

static void json_goal_tests(struct rg_json *j, const struct rg_grading *g)
{
  for (int i = 0; g->compile.ok && g->ran && i < g->ngoals; i++) {
    const struct rg_goal_result *r = &g->goals[i];
    if (!r->measured)
      continue;
    char name[200];
    snprintf(name, sizeof name, "learning goal: %s", r->name);
    json_test(j, name, r->met, r->detail);
  }
}

/* Every cause seen, for scripts (and the mutant tests). */
static void json_causes(struct rg_json *j, const struct rg_grading *g)
{
  unsigned causes = 0;
  for (size_t i = 0; g->ran && i < g->cases.len; i++)
    causes |= g->outcomes[i].verdict.causes;
  /* A function the emulator does not compute ran: the gap is the grading's
   * cause only where it leaves no verdict, not beside a case failed for a
   * cause of its own (verdict.h), so a class's tools read it as "not graded"
   * exactly where the exit code says so. */
  struct rg_tally tally = rg_grading_tally(g);
  if (!rg_grading_not_graded(&tally))
    causes &= ~(1u << RG_CAUSE_EMULATOR_UNSUPPORTED);
  /* A CUDA name the emulator lacks is its gap, not the student's error. */
  if (!g->compile.ok)
    causes |= 1u << (g->compile.emulator_gap ? RG_CAUSE_EMULATOR_UNSUPPORTED
                                             : RG_CAUSE_COMPILE_ERROR);
  rg_json_array(j, "causes");
  for (int c = 0; c < RG_CAUSE_COUNT; c++)
    if (causes & (1u << c))
      rg_json_string(j, NULL, rg_cause_tag((enum rg_cause)c));
  rg_json_end(j);
}

/* bench/ only (REDUCE_GRADE_JSON_PAIRS=1): every timed pair, the kernel's
 * and CUB's microseconds, and the copies they rotated among (run i read
 * copy i mod copies), to see offline what moves a ratio (issue 18). */
static void json_pairs(struct rg_json *j, const rg_result *r)
{
  const char *on = getenv("REDUCE_GRADE_JSON_PAIRS");
  if (!on || strcmp(on, "1") != 0)
    return;
  rg_json_int(j, "copies", r->copies);
  rg_json_array(j, "pair_kernel_us");
  for (int i = 0; i < r->pairs && i < RG_MAX_PAIRS; i++)
    rg_json_number(j, NULL, r->pair_kernel_us[i]);
  rg_json_end(j);
  rg_json_array(j, "pair_cub_us");
  for (int i = 0; i < r->pairs && i < RG_MAX_PAIRS; i++)
    rg_json_number(j, NULL, r->pair_cub_us[i]);
  rg_json_end(j);
}

/* The figures of one timed case: its own, the paired ratio to CUB with
 * the conditions it was measured in, or a multi-GPU split. */
static void json_timing_row(struct rg_json *j, const struct rg_grading *g, size_t i)
{
  const struct rg_case *c = &g->cases.v[i];
  const struct rg_outcome *o = &g->outcomes[i];
  const struct rg_part *p = &g->ex->parts[c->part];
  double us = o->glue.kernel_us_median;
  double gbs = us > 0 ? (double)c->n * (double)rg_dtype_size(p->dtype) / (us * 1e3) : 0;
  rg_json_object(j, NULL);
  rg_json_string(j, "entry_point", p->symbol);
  rg_json_int(j, "n", (long long)c->n);
  rg_json_int(j, "block", c->block);
  rg_json_int(j, "reps", o->glue.reps);
  rg_json_number(j, "us_median", o->glue.kernel_us_median);
  rg_json_number(j, "gbs", gbs);
  rg_json_number(j, "cub_us_median", o->glue.cub_us_median);
  rg_json_number(j, "cpu_us", o->cpu_us);
  if (p->family != RG_FAM_MULTI) { /* the method of issue 18 (timing.cuh) */
    struct rg_timing_fig fig;
    rg_report_timing_fig_of(g, i, &fig);
    rg_json_number(j, "ratio", fig.ratio);
    rg_json_number(j, "ratio_lo", fig.lo);
    rg_json_number(j, "ratio_hi", fig.hi);
    rg_json_int(j, "pairs", o->glue.pairs);
    rg_json_bool(j, "in_tiers", !p->outside_tiers);
    rg_json_number(j, "peak_gbs", o->glue.peak_gbs);
    rg_json_bool(j, "l2_flushed", o->glue.l2_flushed);
    rg_json_bool(j, "outside_stream", o->glue.outside_stream);
    rg_json_bool(j, "unstable", o->glue.unstable);
    rg_json_int(j, "attempts", o->glue.attempts);
    rg_json_int(j, "sm_mhz_min", o->glue.sm_mhz_min);
    rg_json_int(j, "sm_mhz_max", o->glue.sm_mhz_max);
    rg_json_int(j, "throttle", (long long)o->glue.throttle);
    rg_json_string(j, "timing_note", o->glue.timing_note);
    rg_json_int(j, "printed_bytes", o->glue.printed); /* past RG_PRINTED_UNTIMED: not timed */
    rg_json_array(j, "process_ratios"); /* timing_rounds.c: one figure a process */
    for (int k = 0; k < o->timing_processes && k < RG_TIMING_PROCESSES_MAX; k++)
      rg_json_number(j, NULL, o->process_ratio[k]);
    rg_json_end(j);
    json_pairs(j, &o->glue);
  }
  if (p->family == RG_FAM_MULTI) { /* us_median: per device, before the all-reduce */
    rg_json_int(j, "devices", (long long)c->cols);
    rg_json_number(j, "allreduce_us_median", o->glue.allreduce_us_median);
    rg_json_number(j, "total_us_median", o->glue.total_us_median);
    rg_json_number(j, "single_gpu_us_median", o->glue.single_us_median);
  }
  rg_json_end(j);
}

static void json_timing(struct rg_json *j, const struct rg_grading *g)
{
  rg_json_array(j, "timing");
  for (size_t i = 0; g->ran && i < g->cases.len; i++)
    if (g->cases.v[i].timed && g->outcomes[i].ran &&
        (g->outcomes[i].glue.reps != 0 || g->outcomes[i].glue.printed > RG_PRINTED_UNTIMED))
      json_timing_row(j, g, i);
  rg_json_end(j);
}

/* extra_data: the grading's facts beside the scores, for scripts. */
static void json_extra_data(struct rg_json *j, const struct rg_grading *g)
{
  rg_json_object(j, "extra_data");
  rg_json_int(j, "exercise", g->ex->number);
  rg_json_string(j, "backend", rg_report_backend_name(g->backend));
  struct rg_tally tally = rg_grading_tally(g);
  rg_json_bool(j, "passed", rg_grading_passed(&tally));
  if (g->checks_made >= 0) { /* a GPU grading: were the emulator's checks made? */
    rg_json_bool(j, "emulator_checks", g->checks_made == 1);
    if (g->checks_note)
      rg_json_string(j, "emulator_checks_note", g->checks_note);
  }
  const rg_result *dev = rg_report_device_facts(g);
  if (dev) {
    rg_json_string(j, "device", dev->device_name);
    rg_json_number(j, "peak_gbs", dev->peak_gbs);
  }
  char library[64]; /* no performance tier with one (tiers.c, lms.c) */
  rg_report_library_of(g, library, sizeof library);
  rg_json_string(j, "library", library);
  int counted = rg_report_launches_counted(g);
  if (counted >= 0) /* false: the no-kernel check was not made */
    rg_json_bool(j, "launches_counted", counted == 1);
  if (g->fail_fast) { /* --fail-fast: did it stop early, and how many were left out */
    rg_json_bool(j, "stopped_early", g->not_run_after_fail > 0);
    rg_json_int(j, "cases_not_run", (long long)g->not_run_after_fail);
  }
  /* The compiler's warnings that name a mistake (compile_warnings.c):
   * shown, never scored. */
  rg_json_array(j, "compiler_warnings");
  for (int i = 0; g->compile.ok && i < g->compile.nwarnings; i++) {
    rg_json_object(j, NULL);
    rg_json_int(j, "line", g->compile.warnings[i].line);
    rg_json_string(j, "message", g->compile.warnings[i].text);
    rg_json_end(j);
  }
  rg_json_end(j);
  rg_json_int(j, "compiler_warnings_left_out", g->compile.ok ? g->compile.warnings_left_out : 0);
  rg_json_array(j, "not_run"); /* cases left out here, and where they run */
  for (int i = 0; g->compile.ok && i < g->cases.nnot_run; i++)
    rg_json_string(j, NULL, g->cases.not_run[i]);
  rg_json_end(j);
  json_causes(j, g);
  /* Predictions ride in extra_data, not tests[]: a rubric, junit.xml and
   * Autolab's scores count every test, and a prediction must never count. */
  if (g->predictions)
    rg_predict_json(j, g->predictions);
  json_timing(j, g);
  rg_json_end(j);
}

void rg_report_json(FILE *f, const struct rg_grading *g)
{
  size_t ng = 0;
  struct group *groups = g->compile.ok && g->ran ? rg_report_groups_of(g, &ng) : NULL;
  double score, max;
  json_score(g, groups, ng, &score, &max);
  struct rg_json j;
  rg_json_begin(&j, f);
  rg_json_object(&j, NULL);
  rg_json_number(&j, "score", score);
  rg_json_number(&j, "max_score", max);
  rg_json_array(&j, "tests");
  if (!g->compile.ok)
    json_compile_test(&j, g);
  json_group_tests(&j, g, groups, ng);
  free(groups);
  json_goal_tests(&j, g);
  rg_json_end(&j);
  json_extra_data(&j, g);
  rg_json_end(&j);
}
