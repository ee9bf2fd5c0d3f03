/* lms.c — the per-submission LMS formats (see lms.h). */
#define _POSIX_C_SOURCE 200809L
#include "lms.h"

#include <stdio.h>
#include <string.h>

#include "glue/glue.h"
#include "json.h"
#include "tiers.h"

/* The submission's timing against CUB, as tiers.c weighs it: the slowest
 * timed entry point's ratio and interval (of those in the tiers); work outside the timed stream, a
 * figure past the device's bandwidth or unsteady clocks in any entry point
 * count for the whole.  ratio 0: nothing was timed. */
static void timing_fig(const struct rg_jv *results, struct rg_timing_fig *f)
{
  const struct rg_jv *t = rg_jv_get(rg_jv_get(results, "extra_data"), "timing");
  memset(f, 0, sizeof *f);
  for (size_t i = 0; t && t->kind == RG_JV_ARRAY && i < t->len; i++) {
    const struct rg_jv *e = t->items[i];
    double us = rg_jv_num(rg_jv_get(e, "us_median"), 0);
    double cub = rg_jv_num(rg_jv_get(e, "cub_us_median"), 0);
    double ratio = rg_jv_num(rg_jv_get(e, "ratio"), us > 0 && cub > 0 ? cub / us : 0);
    const struct rg_jv *out = rg_jv_get(e, "outside_stream"), *un = rg_jv_get(e, "unstable");
    const struct rg_jv *tiered = rg_jv_get(e, "in_tiers"); /* absent: weighed */
    double printed = rg_jv_num(rg_jv_get(e, "printed_bytes"), 0);
    struct rg_timing_fig one = { .ratio = ratio,
                                 .lo = rg_jv_num(rg_jv_get(e, "ratio_lo"), ratio),
                                 .hi = rg_jv_num(rg_jv_get(e, "ratio_hi"), ratio),
                                 .gbs = rg_jv_num(rg_jv_get(e, "gbs"), 0),
                                 .peak_gbs = rg_jv_num(rg_jv_get(e, "peak_gbs"), 0),
                                 .outside_stream = out && out->kind == RG_JV_BOOL && out->b,
                                 .unstable = un && un->kind == RG_JV_BOOL && un->b,
                                 .printed = printed > (double)RG_PRINTED_UNTIMED };
    rg_timing_fig_merge(f, &one, !(tiered && tiered->kind == RG_JV_BOOL && !tiered->b));
  }
}

/* A tier's test is named for it: "performance: >= R.RRx CUB". */
#define TIER_NAME "performance: >= "

/* One test per tier, after the others.  Adds to *score and *max. */
static void add_tiers(struct rg_jv *results, const struct rg_rubric *r, const char *library,
                      double *score, double *max)
{
  struct rg_jv *tests = rg_jv_get(results, "tests");
  if (!tests || tests->kind != RG_JV_ARRAY)
    return;
  struct rg_timing_fig fig;
  timing_fig(results, &fig);
  const struct rg_jv *ok = rg_jv_get(rg_jv_get(results, "extra_data"), "passed");
  bool passed = ok && ok->kind == RG_JV_BOOL && ok->b;
  if (!library || !*library)
    library = rg_jv_str(rg_jv_get(rg_jv_get(results, "extra_data"), "library"), "");
  for (size_t i = 0; i < r->ntiers; i++) {
    const struct rg_rubric_tier *tier = &r->tiers[i];
    char name[64];
    snprintf(name, sizeof name, TIER_NAME "%.2fx CUB", tier->ratio);
    /* The decision is tiers.c's, as in single grading's report. */
    struct rg_tier_decision d;
    rg_tier_decide(&fig, passed, library, tier->ratio, &d);
    double w = d.state == RG_TIER_NOT_MEASURED ? 0 : tier->weight;
    double got = d.state == RG_TIER_MET ? w : 0;
    struct rg_jv *t = rg_jv_new(RG_JV_OBJECT);
    rg_jv_put(t, "name", rg_jv_new_str(name));
    rg_jv_put(t, "score", rg_jv_new_num(got));
    rg_jv_put(t, "max_score", rg_jv_new_num(w));
    if (d.state != RG_TIER_NOT_MEASURED) /* Gradescope knows only passed and failed */
      rg_jv_put(t, "status", rg_jv_new_str(got > 0 || w == 0 ? "passed" : "failed"));
    rg_jv_put(t, "output", rg_jv_new_str(d.why));
    rg_jv_put(tests, NULL, t);
    *score += got;
    *max += w;
  }
}

void rg_lms_apply_rubric(struct rg_jv *results, const struct rg_rubric *r, const char *library)
{
  struct rg_jv *tests = rg_jv_get(results, "tests");
  double score = 0, max = 0;
  for (size_t i = 0; tests && tests->kind == RG_JV_ARRAY && i < tests->len; i++) {
    struct rg_jv *t = tests->items[i];
    double w = rg_rubric_weight(r, rg_jv_str(rg_jv_get(t, "name"), ""));
    double old_max = rg_jv_num(rg_jv_get(t, "max_score"), 1);
    double frac = old_max > 0 ? rg_jv_num(rg_jv_get(t, "score"), 0) / old_max : 0;
    if (frac < 0 || frac > 1) /* never trust a number more than its bounds */
      frac = frac < 0 ? 0 : 1;
    rg_jv_put(t, "score", rg_jv_new_num(w * frac));
    rg_jv_put(t, "max_score", rg_jv_new_num(w));
    score += w * frac;
    max += w;
  }
  add_tiers(results, r, library, &score, &max);
  rg_jv_put(results, "score", rg_jv_new_num(score));
  rg_jv_put(results, "max_score", rg_jv_new_num(max));
}

double rg_lms_max_attainable(const struct rg_jv *results)
{
  double max = rg_jv_num(rg_jv_get(results, "max_score"), 0);
  struct rg_timing_fig fig;
  timing_fig(results, &fig);
  if (fig.ratio > 0) /* timed: its tiers could be met where it ran */
    return max;
  const struct rg_jv *tests = rg_jv_get(results, "tests");
  for (size_t i = 0; tests && tests->kind == RG_JV_ARRAY && i < tests->len; i++)
    if (strncmp(rg_jv_str(rg_jv_get(tests->items[i], "name"), ""), TIER_NAME,
                strlen(TIER_NAME)) == 0)
      max -= rg_jv_num(rg_jv_get(tests->items[i], "max_score"), 0);
  return max;
}

struct rg_jv *rg_lms_failed_results(const char *why, const char *cause)
{
  struct rg_jv *res = rg_jv_new(RG_JV_OBJECT);
  rg_jv_put(res, "score", rg_jv_new_num(0));
  rg_jv_put(res, "max_score", rg_jv_new_num(1));
  struct rg_jv *tests = rg_jv_new(RG_JV_ARRAY);
  struct rg_jv *t = rg_jv_new(RG_JV_OBJECT);
  rg_jv_put(t, "name", rg_jv_new_str("grading"));
  rg_jv_put(t, "score", rg_jv_new_num(0));
  rg_jv_put(t, "max_score", rg_jv_new_num(1));
  rg_jv_put(t, "status", rg_jv_new_str("failed"));
  rg_jv_put(t, "output", rg_jv_new_str(why));
  rg_jv_put(tests, NULL, t);
  rg_jv_put(res, "tests", tests);
  struct rg_jv *extra = rg_jv_new(RG_JV_OBJECT);
  struct rg_jv *causes = rg_jv_new(RG_JV_ARRAY);
  rg_jv_put(causes, NULL, rg_jv_new_str(cause));
  rg_jv_put(extra, "causes", causes);
  rg_jv_put(extra, "passed", rg_jv_new(RG_JV_BOOL));
  rg_jv_put(res, "extra_data", extra);
  return res;
}

static bool has_cause(const struct rg_jv *results, const char *cause)
{
  const struct rg_jv *causes = rg_jv_get(rg_jv_get(results, "extra_data"), "causes");
  for (size_t i = 0; causes && causes->kind == RG_JV_ARRAY && i < causes->len; i++)
    if (strcmp(rg_jv_str(causes->items[i], ""), cause) == 0)
      return true;
  return false;
}

bool rg_lms_compiled(const struct rg_jv *results)
{
  return !has_cause(results, "compile-error") && !has_cause(results, "emulator-unsupported");
}

void rg_lms_prairielearn(FILE *f, const struct rg_jv *results, const char *report)
{
  double score = rg_jv_num(rg_jv_get(results, "score"), 0);
  double max = rg_jv_num(rg_jv_get(results, "max_score"), 0);
  bool gradable = rg_lms_compiled(results);
  const struct rg_jv *tests = rg_jv_get(results, "tests");
  struct rg_json j;
  rg_json_begin(&j, f);
  rg_json_object(&j, NULL);
  rg_json_bool(&j, "gradable", gradable);
  rg_json_number(&j, "score", gradable && max > 0 ? score / max : 0);
  rg_json_string(&j, "message", gradable ? ""
                                 : has_cause(results, "emulator-unsupported")
                                     ? "not graded: the emulator lacks a CUDA name, header "
                                       "or function the file uses; it needs a GPU"
                                     : "the submission does not compile");
  rg_json_string(&j, "output", report ? report : "");
  rg_json_array(&j, "tests");
  for (size_t i = 0; tests && tests->kind == RG_JV_ARRAY && i < tests->len; i++) {
    const struct rg_jv *t = tests->items[i];
    rg_json_object(&j, NULL);
    rg_json_string(&j, "name", rg_jv_str(rg_jv_get(t, "name"), "?"));
    rg_json_number(&j, "points", rg_jv_num(rg_jv_get(t, "score"), 0));
    rg_json_number(&j, "max_points", rg_jv_num(rg_jv_get(t, "max_score"), 0));
    rg_json_string(&j, "output", rg_jv_str(rg_jv_get(t, "output"), ""));
    rg_json_end(&j);
  }
  rg_json_end(&j);
  rg_json_end(&j);
}

void rg_lms_autolab(FILE *f, const struct rg_jv *results, const char *report)
{
  if (report && *report) {
    fputs(report, f);
    if (report[strlen(report) - 1] != '\n')
      fputc('\n', f);
  }
  /* Autolab reads only the last line: one compact JSON object. */
  fputs("{\"scores\": {", f);
  const struct rg_jv *tests = rg_jv_get(results, "tests");
  for (size_t i = 0; tests && tests->kind == RG_JV_ARRAY && i < tests->len; i++) {
    const struct rg_jv *t = tests->items[i];
    if (i)
      fputs(", ", f);
    rg_json_escape(f, rg_jv_str(rg_jv_get(t, "name"), "?"));
    fprintf(f, ": %.10g", rg_jv_num(rg_jv_get(t, "score"), 0));
  }
  fputs("}}\n", f);
}
