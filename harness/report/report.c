/* report.c — terminal and JSON reports of a grading (see report.h). */
#include "report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "heatmap.h"
#include "counters.h"
#include "json.h"
#include "lines.h"
#include "batch_rubric.h"
#include "run_backend.h"
#include "tiers.h"
#include "util.h"
#include "report_internal.h"

struct rg_tally rg_grading_tally(const struct rg_grading *g)
{
  struct rg_tally t = { .built = g->compiled && g->compile.ok && g->ran };
  for (size_t i = 0; g->outcomes && i < g->cases.len; i++)
    rg_tally_case(&t, &g->outcomes[i].verdict);
  for (int i = 0; i < g->ngoals; i++)
    rg_tally_goal(&t, g->goals[i].measured, g->goals[i].met);
  return t;
}

/* Each line of text, indented by two spaces. */
static void print_indented(FILE *f, const char *text)
{
  for (const char *p = text; *p;) {
    const char *eol = strchr(p, '\n');
    int len = eol ? (int)(eol - p) : (int)strlen(p);
    fprintf(f, "  %.*s\n", len, p);
    if (!eol)
      break;
    p = eol + 1;
  }
}

/* The GPU counters of each profiled case (CUPTI), indented like the model's. */
static void print_counters(FILE *f, const struct rg_grading *g)
{
  for (size_t i = 0; i < g->cases.len; i++) {
    const struct rg_outcome *o = &g->outcomes[i];
    if (!g->cases.v[i].profile || !o->has_counters || g->cases.v[i].undisclosed)
      continue; /* the drawn goal case: its size would be a target */
    char what[200], text[2048];
    rg_case_describe(g->ex, &g->cases.v[i], what, sizeof what);
    rg_counters_describe(&o->counters, o->has_branch_counters ? &o->branch_counters : NULL,
                         &g->cases.v[i],
                         rg_dtype_size(g->ex->parts[g->cases.v[i].part].dtype), text,
                         sizeof text);
    fprintf(f, "\ndivergence and memory (GPU counters, CUPTI, %s):\n", what);
    print_indented(f, text);
    /* The lines that waste most lanes, as the emulator's model names them. */
    if (o->has_lines && o->counters.status == RG_COUNTERS_OK) {
      rg_lines_describe(&o->lines, text, sizeof text);
      print_indented(f, text);
    }
  }
}

/* The performance model's summary of the profiled case, and the goals. */
static void print_goals(FILE *f, const struct rg_grading *g, const char *red,
                        const char *green, const char *off)
{
  for (size_t i = 0; i < g->cases.len; i++) {
    const struct rg_outcome *o = &g->outcomes[i];
    if (!g->cases.v[i].profile || !o->has_perf || !o->perf_text[0] ||
        g->cases.v[i].undisclosed)
      continue;
    char what[200];
    rg_case_describe(g->ex, &g->cases.v[i], what, sizeof what);
    fprintf(f, "\ndivergence and memory (emulator model, %s):\n", what);
    print_indented(f, o->perf_text);
    if (g->verbose) {
      rg_heatmap_table(f, &o->perf, "  ");
      rg_heatmap_text(f, &o->perf, "  ");
    } else {
      fprintf(f, "  (--verbose: the per-warp table and heat map; --svg FILE: the map as SVG)\n");
    }
    break;
  }
  print_counters(f, g);
  for (int i = 0; i < g->ngoals; i++) {
    const struct rg_goal_result *r = &g->goals[i];
    fprintf(f, "%slearning goal%s: %s — %s%s%s: %s\n", i == 0 ? "\n" : "", "", r->name,
            !r->measured ? "" : r->met ? green : red,
            !r->measured ? "not measured" : r->met ? "met" : "NOT MET", off, r->detail);
  }
}

/* Every group of the cases, in the order first seen; the table grows with
 * them (4 parts x 32 block sizes is 128 groups: none may go unreported).
 * Returns a malloc'd array of *n groups (NULL when there are none). */
struct group *rg_report_groups_of(const struct rg_grading *g, size_t *n)
{
  struct group *out = NULL;
  size_t k = 0, cap = 0;
  for (size_t i = 0; i < g->cases.len; i++) {
    const struct rg_case *c = &g->cases.v[i];
    size_t j = 0;
    while (j < k && !(out[j].part == c->part && out[j].block == c->block))
      j++;
    if (j == k) {
      if (k == cap) {
        cap = cap ? 2 * cap : 64;
        out = realloc(out, cap * sizeof *out);
        if (!out) {
          rg_warn("out of memory for the report's %zu groups of cases", cap);
          abort();
        }
      }
      out[k++] = (struct group){ c->part, c->block, 0, 0, (size_t)-1, 0, 0 };
    }
    out[j].total++;
    /* The failure shown: the first, but a finding of the emulator's checked
     * run first of all: it names the line that is the cause (a race), where
     * the GPU saw only its effect (a wrong sum).  And a case that ran before
     * one that did not (--fail-fast's, or "not run: an earlier case hung"):
     * cases need not run in the matrix's order (a GPU grading runs its far
     * cases first), and the one that hung is the one to show. */
    size_t at = out[j].first_failed;
    if (g->outcomes[i].verdict.passed)
      out[j].passed++;
    else if (!g->outcomes[i].ran && !g->outcomes[i].verdict.causes)
      out[j].left_out++; /* --fail-fast's: a failure, but not one to show */
    else if (rg_verdict_has(&g->outcomes[i].verdict, RG_CAUSE_EMULATOR_UNSUPPORTED))
      out[j].ungraded++;
    if (g->outcomes[i].verdict.passed)
      ;
    else if (at == (size_t)-1 || (c->checked && !g->cases.v[at].checked) ||
             (g->outcomes[i].ran && !g->outcomes[at].ran))
      out[j].first_failed = i;
  }
  *n = k;
  return out;
}

bool rg_report_odd_blocks_hint(const struct group *gr, size_t ng, char *buf, size_t cap)
{
  char sizes[128] = "";
  size_t len = 0;
  bool failed = false, pow2_passed = false;
  for (size_t i = 0; i < ng; i++) {
    bool pow2 = (gr[i].block & (gr[i].block - 1)) == 0;
    if (gr[i].passed + gr[i].left_out == gr[i].total) {
      pow2_passed |= pow2;
      continue;
    }
    if (pow2)
      return false;
    failed = true;
    char one[16];
    snprintf(one, sizeof one, "%d", gr[i].block);
    if (len + strlen(one) + 3 < sizeof sizes && !strstr(sizes, one))
      len += (size_t)snprintf(sizes + len, sizeof sizes - len, "%s%s", len ? ", " : "", one);
  }
  if (!failed || !pow2_passed)
    return false;
  snprintf(buf, cap,
           "only block sizes that are not powers of two fail (%s). If your tree starts at "
           "blockDim.x / 2 and halves, it drops an element whenever the stride is odd (96: 48, "
           "24, 12, 6, 3, 1 leaves position 2 out): start it at the next power of two, "
           "guarding tid + s < blockDim.x. Otherwise look for what else depends on the block "
           "size, or on where a block's elements fall in the input", sizes);
  return true;
}

static void causes_text(unsigned causes, char *buf, size_t cap)
{
  buf[0] = '\0';
  for (int c = 0; c < RG_CAUSE_COUNT; c++) {
    if (!(causes & (1u << c)))
      continue;
    size_t len = strlen(buf);
    snprintf(buf + len, cap - len, "%s%s", len ? ", " : "", rg_cause_tag((enum rg_cause)c));
  }
}

const char *rg_report_backend_name(enum rg_backend b)
{
  return rg_run_backend_for(b)->label;
}

/* The device the cases ran on, from the first outcome that says. */
const rg_result *rg_report_device_facts(const struct rg_grading *g)
{
  for (size_t i = 0; g->ran && i < g->cases.len; i++)
    if (g->outcomes[i].ran && g->outcomes[i].glue.device_name[0])
      return &g->outcomes[i].glue;
  return NULL;
}

/* Multi-GPU timing: the slowest device's work before the all-reduce, the
 * all-reduce, both, and the same code on one device in the same run. */
/* Whether the kernel launches of the student's host functions were
 * counted (launches.cuh): 1 yes, 0 not counted (the no-kernel check was not
 * made), -1 nothing to count (only block families, or nothing ran). */
int rg_report_launches_counted(const struct rg_grading *g)
{
  int counted = -1;
  for (size_t i = 0; g->ran && i < g->cases.len; i++) {
    const struct rg_outcome *o = &g->outcomes[i];
    enum rg_family fam = g->ex->parts[g->cases.v[i].part].family;
    if (!o->ran || o->glue.status != RG_GLUE_OK || fam == RG_FAM_BLOCK || fam == RG_FAM_ARGMAX)
      continue;
    if (o->glue.launches < 0)
      return 0;
    counted = 1;
  }
  return counted;
}

static void print_multi_timing(FILE *f, const struct rg_case *c, const struct rg_outcome *o)
{
  double gbs = (double)c->n * sizeof(float) / (o->glue.total_us_median * 1e3);
  char scaling[32] = "-", single[32] = "-";
  if (o->glue.single_us_median > 0) {
    snprintf(single, sizeof single, "%.1f", o->glue.single_us_median);
    snprintf(scaling, sizeof scaling, "%.2f", o->glue.single_us_median / o->glue.total_us_median);
  }
  fprintf(f, "\ntiming: median of %d runs after warm-up, per run the slowest of %zu devices; "
             "results poisoned before each run\n", o->glue.reps, c->cols);
  fprintf(f, "  %12s %8s %12s %14s %10s %8s %12s %9s\n", "n", "devices", "per-GPU µs",
          "all-reduce µs", "total µs", "GB/s", "1 GPU µs", "scaling");
  fprintf(f, "  %12zu %8zu %12.1f %14.1f %10.1f %8.0f %12s %9s\n", c->n, c->cols,
          o->glue.kernel_us_median, o->glue.allreduce_us_median, o->glue.total_us_median, gbs,
          single, scaling);
  fprintf(f, "  (per-GPU: each device's own sum, up to its ncclAllReduce; scaling: the "
             "same code on device 0 alone, divided by the total; timing is feedback, never "
             "the verdict)\n");
}

/* Timed case i's figure, as tiers.c weighs it. */
void rg_report_timing_fig_of(const struct rg_grading *g, size_t i, struct rg_timing_fig *f)
{
  const struct rg_case *c = &g->cases.v[i];
  const rg_result *r = &g->outcomes[i].glue;
  double bytes = (double)c->n * (double)rg_dtype_size(g->ex->parts[c->part].dtype);
  double ratio = r->ratio_median > 0 ? r->ratio_median
                 : r->cub_us_median > 0 && r->kernel_us_median > 0
                     ? r->cub_us_median / r->kernel_us_median : 0;
  *f = (struct rg_timing_fig){ .ratio = ratio, .lo = r->ratio_lo, .hi = r->ratio_hi,
                               .gbs = r->kernel_us_median > 0 ? bytes / (r->kernel_us_median * 1e3) : 0,
                               .peak_gbs = r->peak_gbs, .outside_stream = r->outside_stream,
                               .unstable = r->unstable,
                               .printed = r->printed > RG_PRINTED_UNTIMED };
}

/* Library reductions in the submission (tiers.c's rule), into buf. */
void rg_report_library_of(const struct rg_grading *g, char *buf, size_t cap)
{
  char *text = g->submission ? rg_read_file(g->submission, NULL) : NULL;
  rg_tier_library(text, g->ex->number, buf, cap);
  free(text);
}

/* The exercise's default tiers, decided as the batch decides them
 * (lms.c): one line, after the timing table. */
static void print_tiers(FILE *f, const struct rg_grading *g, const struct rg_timing_fig *fig)
{
  struct rg_rubric r;
  rg_rubric_default(&r);
  rg_rubric_default_tiers(&r, g->ex->number);
  char library[64];
  rg_report_library_of(g, library, sizeof library);
  struct rg_tally tally = rg_grading_tally(g);
  bool passed = rg_grading_passed(&tally);
  for (size_t t = 0; t < r.ntiers; t++) {
    struct rg_tier_decision d;
    rg_tier_decide(fig, passed, library, r.tiers[t].ratio, &d);
    const char *state = d.state == RG_TIER_MET ? "met" : d.state == RG_TIER_NOT_MET ? "not met"
                        : d.state == RG_TIER_DENIED ? "no tier" : "not measured";
    if (t == 0)
      fprintf(f, "  performance tiers (the exercise's defaults; a rubric may set others): %s\n",
              d.why);
    fprintf(f, "    >= %.2fx CUB: %s\n", r.tiers[t].ratio, state);
  }
  rg_rubric_free(&r);
}

/* How one timed entry point was measured: the ratio's interval, the
 * pairs, the clocks, and anything that makes the figure unusable. */
static void print_timing_method(FILE *f, const struct rg_outcome *o,
                                const struct rg_timing_fig *fig)
{
  const rg_result *r = &o->glue;
  if (r->pairs > 0 && r->cub_us_median > 0)
    fprintf(f, "    %.3fx CUB, 95%% interval [%.3f, %.3f] over %d interleaved pairs%s",
            fig->ratio, fig->lo, fig->hi, r->pairs, r->l2_flushed ? ", L2 flushed and launches queued before each run" : "");
  else if (r->pairs > 0)
    fprintf(f, "    %d timed runs%s", r->pairs, r->l2_flushed ? ", L2 flushed before each" : "");
  if (r->nvml)
    fprintf(f, "; SM clock %u-%u MHz%s", r->sm_mhz_min, r->sm_mhz_max,
            r->throttle ? ", throttled" : "");
  if (r->attempts > 1)
    fprintf(f, "; measured %d times", r->attempts);
  fputc('\n', f);
  /* timing_rounds.c: the figure is the median process's; the interval
   * spans them all. */
  if (o->timing_processes > 1) {
    fprintf(f, "    in %d processes:", o->timing_processes);
    for (int k = 0; k < o->timing_processes && k < RG_TIMING_PROCESSES_MAX; k++) {
      fputs(k ? ", " : " ", f);
      if (o->process_ratio[k] > 0)
        fprintf(f, "%.3f", o->process_ratio[k]);
      else
        fputs("none", f); /* that process did not run, or measured nothing */
    }
    fprintf(f, " x CUB (the median taken: from one process to the next CUB's time moves "
               "by a few %%)\n");
  }
  char why[240];
  if (r->timing_note[0])
    fprintf(f, "    note: %s\n", r->timing_note);
  if (r->unstable)
    fprintf(f, "    not measured: the clocks were throttled or unsteady in %d attempts\n",
            r->attempts);
  if (rg_timing_impossible(fig, why, sizeof why))
    fprintf(f, "    rejected: %s\n", why);
}

/* A timed case whose checked call printed past RG_PRINTED_UNTIMED: not
 * timed (glue/parts.cuh), its row says why; no tier is given for it. */
static bool printed_untimed(const struct rg_outcome *o)
{
  return o->glue.reps == 0 && o->glue.printed > RG_PRINTED_UNTIMED;
}

/* The timed runs of the first case that has them (the header's count). */
static int timed_reps(const struct rg_grading *g)
{
  for (size_t i = 0; i < g->cases.len; i++)
    if (g->cases.v[i].timed && g->outcomes[i].ran && g->outcomes[i].glue.reps > 0)
      return g->outcomes[i].glue.reps;
  return 0;
}

static void print_timing(FILE *f, const struct rg_grading *g)
{
  bool header = false;
  struct rg_timing_fig all = { 0 };
  for (size_t i = 0; i < g->cases.len; i++) {
    const struct rg_case *c = &g->cases.v[i];
    const struct rg_outcome *o = &g->outcomes[i];
    if (!c->timed || !o->ran || (o->glue.reps == 0 && !printed_untimed(o)))
      continue;
    const struct rg_part *p = &g->ex->parts[c->part];
    if (p->family == RG_FAM_MULTI) {
      print_multi_timing(f, c, o);
      continue;
    }
    if (!header) {
      fprintf(f, "\ntiming: median of %d runs after warm-up; inputs rotated over "
                 "more than twice the L2 cache; output poisoned before each run\n",
              timed_reps(g));
      fprintf(f, "  %-22s %10s %10s %8s %8s %8s %9s\n", "entry point", "n", "µs",
              "GB/s", "% peak", "× CUB", "× CPU");
      header = true;
    }
    struct rg_timing_fig one;
    rg_report_timing_fig_of(g, i, &one);
    if (printed_untimed(o)) {
      fprintf(f, "  %-22s %10zu %10s %8s %8s %8s %9s\n    %s\n", p->symbol, c->n, "-", "-",
              "-", "-", "-", o->glue.timing_note);
      rg_timing_fig_merge(&all, &one, !p->outside_tiers);
      continue;
    }
    double bytes = (double)c->n * (double)rg_dtype_size(p->dtype);
    double gbs = bytes / (o->glue.kernel_us_median * 1e3);
    char cub[16] = "-", cpu[16] = "-", peak[16] = "-";
    if (o->glue.ratio_median > 0) /* the median of the pairs' ratios */
      snprintf(cub, sizeof cub, "%.2f", o->glue.ratio_median);
    else if (o->glue.cub_us_median > 0)
      snprintf(cub, sizeof cub, "%.2f", o->glue.cub_us_median / o->glue.kernel_us_median);
    if (o->cpu_us > 0)
      snprintf(cpu, sizeof cpu, "%.0f", o->cpu_us / o->glue.kernel_us_median);
    if (o->glue.peak_gbs > 0)
      snprintf(peak, sizeof peak, "%.0f%%", 100 * gbs / o->glue.peak_gbs);
    fprintf(f, "  %-22s %10zu %10.1f %8.0f %8s %8s %9s\n", p->symbol, c->n,
            o->glue.kernel_us_median, gbs, peak, cub, cpu);
    print_timing_method(f, o, &one);
    if (p->outside_tiers)
      fprintf(f, "    (slow by design, to show a cost: not weighed by the tiers)\n");
    rg_timing_fig_merge(&all, &one, !p->outside_tiers);
  }
  if (header) {
    fprintf(f, "  (× CUB above 1 means faster than cub::DeviceReduce on the same "
               "input; timing is feedback, never the verdict)\n");
    print_tiers(f, g, &all);
  }
}

/* The compiler's warnings of the classes that name a mistake
 * (compile_warnings.c), at their lines of the submission: feedback beside
 * the verdict, which they never change. */
static void print_warnings(FILE *f, const struct rg_grading *g)
{
  const struct rg_compile_result *c = &g->compile;
  if (c->nwarnings == 0)
    return;
  char *path = rg_path_shown(g->submission);
  const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
  fprintf(f, "the compiler warned (a likely mistake, whatever the cases showed; not part of "
             "the verdict):\n");
  for (int i = 0; i < c->nwarnings; i++)
    fprintf(f, "  %s:%d: %s\n", base, c->warnings[i].line, c->warnings[i].text);
  if (c->warnings_left_out)
    fprintf(f, "  ... and %d more\n", c->warnings_left_out);
  free(path);
}

/* The checked cases (a GPU grading's, run on the emulator) whose run called
 * a function the emulator does not compute (simt/gap_call.c): checked only
 * up to that call, the result left to the GPU (checked.c drops the gap), so
 * one line says what went unchecked, with the first call's diagnosis. */
static void print_checks_cut(FILE *f, const struct rg_grading *g)
{
  static const char tag[] = "emulator-unsupported: ";
  size_t cut = 0;
  const char *first = NULL;
  for (size_t i = 0; g->outcomes && i < g->cases.len; i++) {
    const char *d = g->outcomes[i].diag;
    const char *at = strncmp(d, tag, sizeof tag - 1) == 0 ? d
                     : strstr(d, "\nemulator-unsupported: ");
    if (!g->cases.v[i].checked || !at)
      continue;
    first = first ? first : at + (*at == '\n');
    cut++;
  }
  if (cut)
    fprintf(f, "checks: %zu checked case%s stopped at a call of a function the emulator does "
               "not compute, and what runs after it was not checked (%.*s)\n",
            cut, cut > 1 ? "s" : "", (int)strcspn(first, "\n"), first);
}

/* One line per group of cases: ok, FAIL, STOP (nothing that ran failed:
 * --fail-fast's), or SKIP (every miss ran into the emulator's gap). */
static void print_groups(FILE *f, const struct rg_grading *g, const struct group *groups,
                         size_t ng, const char *red, const char *green, const char *off)
{
  for (size_t i = 0; i < ng; i++) {
    const struct group *gr = &groups[i];
    bool ok = gr->passed == gr->total;
    bool none_ran_failed = gr->passed + gr->left_out == gr->total;
    /* every case not passed ran into the emulator's gap: no verdict */
    bool skip = !ok && gr->passed + gr->left_out + gr->ungraded == gr->total;
    fprintf(f, "  %s%-4s%s %-24s block %4d: %zu/%zu cases passed",
            ok ? green : skip ? "" : red,
            ok ? "ok" : none_ran_failed ? "STOP" : skip ? "SKIP" : "FAIL", ok || !skip ? off : "",
            g->ex->parts[gr->part].symbol, gr->block, gr->passed, gr->total);
    if (gr->ungraded)
      fprintf(f, ", %zu not graded (a function the emulator does not compute)", gr->ungraded);
    if (gr->left_out)
      fprintf(f, ", %zu not run (--fail-fast)", gr->left_out);
    fputc('\n', f);
  }
}

void rg_report_text(FILE *f, const struct rg_grading *g, bool color)
{
  const char *red = color ? "\033[31m" : "", *green = color ? "\033[32m" : "";
  const char *bold = color ? "\033[1m" : "", *off = color ? "\033[0m" : "";
  char *path = rg_path_shown(g->submission); /* a name's newline forges no line */
  fprintf(f, "%sexercise %02d %s%s — %s\n", bold, g->ex->number, g->ex->title, off, path);
  free(path);
  const rg_result *dev = rg_report_device_facts(g);
  fprintf(f, "backend: %s", rg_report_backend_name(g->backend));
  if (dev)
    fprintf(f, " (%s%s)", rg_run_backend_for(g->backend)->device_as, dev->device_name);
  if (g->backend_note)
    fprintf(f, "; %s", g->backend_note);
  fputc('\n', f);
  if (g->checks_note) /* the emulator's checked run (checked.h): made, or why not */
    fprintf(f, "checks: %s\n", g->checks_note);
  print_checks_cut(f, g);
  if (!g->compile.ok) {
    bool gap = g->compile.emulator_gap; /* the emulator's, not the student's */
    fprintf(f, "%s%s%s: %s\n", red, gap ? "not built on the emulator" : "compile error", off,
            g->compile.summary ? g->compile.summary : "(no details)");
    if (g->compile.log)
      fprintf(f, "\n%s", g->compile.log);
    if (gap)
      fprintf(f, "\nresult: NOT GRADED (the emulator lacks a CUDA name or header the file "
              "uses: no verdict on your kernel; grade it on a GPU)\n");
    else
      fprintf(f, "\n%sresult: FAILED%s (does not compile)\n", red, off);
    return;
  }
  fprintf(f, "compiled in %.1f s%s\n", g->compile.seconds, g->compile.cached ? " (cached)" : "");
  print_warnings(f, g);
  size_t ng = 0;
  struct group *groups = rg_report_groups_of(g, &ng);
  fputc('\n', f);
  print_groups(f, g, groups, ng, red, green, off);
  char hint[400];
  if (rg_report_odd_blocks_hint(groups, ng, hint, sizeof hint))
    fprintf(f, "  hint: %s\n", hint);
  if (g->cases.nunsupported) {
    fprintf(f, "  block sizes not supported by this algorithm (not graded):");
    for (int i = 0; i < g->cases.nunsupported; i++)
      fprintf(f, " %d", g->cases.unsupported[i]);
    fprintf(f, " (it needs at least %d threads%s)\n", g->ex->min_block,
            g->ex->any_multiple_of_32 ? "" : " and a power of two");
  }
  /* Cases this backend or these options leave out, and where they run. */
  for (int i = 0; i < g->cases.nnot_run; i++)
    fprintf(f, "  not run here: %s\n", g->cases.not_run[i]);
  /* The first failure of each failing group, with its diagnosis. */
  struct rg_tally tally = rg_grading_tally(g);
  size_t shown = 0, failed = tally.failed;
  for (size_t i = 0; i < ng; i++) {
    if (groups[i].first_failed == (size_t)-1 || (shown >= 3 && !g->verbose))
      continue;
    size_t at = groups[i].first_failed;
    const struct rg_outcome *o = &g->outcomes[at];
    if (!o->ran && !o->verdict.causes)
      continue; /* nothing in it ran and failed: --fail-fast left it out */
    char what[200], causes[200];
    rg_case_describe(g->ex, &g->cases.v[at], what, sizeof what);
    bool gap = rg_verdict_has(&o->verdict, RG_CAUSE_EMULATOR_UNSUPPORTED);
    /* the gap's call ends its kernel as a trap would: that error is the gap's */
    causes_text(o->verdict.causes & ~(gap ? 1u << RG_CAUSE_CUDA_ERROR : 0u), causes,
                sizeof causes);
    fprintf(f, "\n%s%s%s %s [%s]\n  %s\n", gap ? "" : red, gap ? "NOT GRADED" : "FAILED",
            gap ? "" : off, what, causes, o->verdict.detail);
    /* Emulator diagnoses beyond the first, a few lines. */
    int lines = 0;
    for (const char *p = o->diag; *p && lines < (g->verbose ? 20 : 4);) {
      const char *eol = strchr(p, '\n');
      int len = eol ? (int)(eol - p) : (int)strlen(p);
      if (strncmp(p, o->verdict.detail, (size_t)len) != 0)
        fprintf(f, "  %.*s\n", len, p), lines++;
      if (!eol)
        break;
      p = eol + 1;
    }
    shown++;
  }
  free(groups);
  if (shown < (size_t)ng && failed && !g->verbose)
    fprintf(f, "  (--verbose shows every failing group)\n");
  if (rg_report_launches_counted(g) == 0)
    fprintf(f, "\nintegrity: kernel launches not counted in this build, so \"no kernel "
               "launched\" was not checked (copies of the input to the host still are)\n");
  print_timing(f, g);
  print_goals(f, g, red, green, off);
  if (g->predictions)
    rg_predict_text(f, g->predictions, red, green, off);
  size_t total = g->cases.len;
  int missed = tally.goals_missed;
  if (rg_grading_not_graded(&tally)) /* a function the emulator lacks ran (verdict.h) */
    fprintf(f, "\nresult: NOT GRADED (a case called a CUDA function the emulator does not "
               "compute: no verdict on your kernel; grade it on a GPU)\n");
  else if (g->not_run_after_fail) /* failed, never a pass: a case failed first */
    fprintf(f, "\n%sresult: FAILED%s — stopped at the first failing case (--fail-fast): "
               "%zu of %zu cases failed, %zu not run\n", red, off,
            failed - g->not_run_after_fail, total, g->not_run_after_fail);
  else if (failed)
    fprintf(f, "\n%sresult: FAILED%s — %zu of %zu cases failed\n", red, off, failed, total);
  else if (missed)
    fprintf(f, "\n%sresult: FAILED%s — every result is right (%zu cases), but %d learning "
               "goal%s not met: the code computes the answer without the technique this "
               "exercise is about\n", red, off, total, missed, missed > 1 ? "s are" : " is");
  else
    fprintf(f, "\n%sresult: PASSED%s — %zu cases\n", green, off, total);
}
