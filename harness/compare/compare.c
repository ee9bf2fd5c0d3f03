/* compare.c — the progression table (see compare.h). */
#define _DEFAULT_SOURCE
#include "compare.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cases.h"
#include "exercise.h"
#include "exitcode.h"
#include "grade.h"
#include "run.h"
#include "run_backend.h"
#include "util.h"

struct row {
  const struct rg_exercise *ex;
  int part;
  char *file;
  bool ok;            /* compiled, ran, right */
  char note[1024];    /* why not, when !ok */
  double us[RG_MAX_LIST], cub_us[RG_MAX_LIST], cpu_us[RG_MAX_LIST], peak;
  double spread[RG_MAX_LIST];         /* (max - min) / median over the rounds */
  double sample[RG_MAX_ROUNDS][RG_MAX_LIST], cub_sample[RG_MAX_ROUNDS][RG_MAX_LIST];
  /* × CUB: the median over the rounds of each round's median of its
   * interleaved pairs' ratios (timing.cuh), as single grading reports it. */
  double ratio_sample[RG_MAX_ROUNDS][RG_MAX_LIST], ratio[RG_MAX_LIST];
  int launches[RG_MAX_LIST]; /* block families: launches of one timed run */
};

/* The solution if the kit has it, else the student's file. */
static char *file_for(const struct rg_exercise *ex, const char *root)
{
  char *sol = rg_strdupf("%s/solutions/%s/%s", root, ex->slug, ex->file);
  if (rg_is_file(sol))
    return sol;
  free(sol);
  return rg_strdupf("%s/exercises/%s/%s", root, ex->slug, ex->file);
}

/* One round of one row, as the grading hands it over (grade.h). */
struct round_of {
  struct row *r;
  int round;
};

/* The row's figures from its grading: each size checked and (on the GPU)
 * timed, or the first reason it was not. */
static void take_round(void *ctx, const struct rg_grading *g, int rc, const char *why)
{
  struct round_of *k = ctx;
  struct row *r = k->r;
  if (rc == RG_EXIT_NOT_ATTEMPTED && !g->compiled) {
    snprintf(r->note, sizeof r->note, "not attempted: %s", why ? why : "this machine cannot "
             "run it (see above)");
    r->ok = false;
    return;
  }
  if (g->compiled && !g->compile.ok) {
    snprintf(r->note, sizeof r->note, "does not compile: %s",
             g->compile.summary ? g->compile.summary : "?");
    r->ok = false;
    return;
  }
  if (!g->ran) {
    snprintf(r->note, sizeof r->note, "could not run: %s", why ? why : "see above");
    r->ok = false;
    return;
  }
  for (size_t s = 0; s < g->cases.len; s++) {
    const struct rg_outcome *o = &g->outcomes[s];
    if (!o->verdict.passed) {
      r->ok = false;
      snprintf(r->note, sizeof r->note, "wrong at n=%zu: %s", g->cases.v[s].n, o->verdict.detail);
      return;
    }
    r->sample[k->round][s] = o->glue.kernel_us_median;
    r->cub_sample[k->round][s] = o->glue.cub_us_median;
    r->ratio_sample[k->round][s] = o->glue.ratio_median;
    r->cpu_us[s] = o->cpu_us;
    r->launches[s] = o->glue.timed_levels;
    if (o->glue.peak_gbs > 0)
      r->peak = o->glue.peak_gbs;
  }
}

/* One round: every size of row r graded as any file is (rg_grade_for:
 * build, run, check), block 256, integer-valued data, each case timed on
 * a backend that times. */
static void time_one(struct row *r, int round, const struct rg_cli *cli, const size_t *sizes,
                     size_t nsizes, const struct rg_compare_env *env)
{
  struct rg_case cases[RG_MAX_LIST];
  bool timed = rg_run_backend_for(env->backend)->times;
  for (size_t s = 0; s < nsizes; s++)
    cases[s] = (struct rg_case){ .part = r->part, .n = sizes[s], .block = 256,
                                 .kind = RG_DATA_INT, .timed = timed };
  char number[8];
  snprintf(number, sizeof number, "%02d", r->ex->number);
  struct rg_cli one = *cli;
  one.compare = false;
  one.ncompare = 0;
  one.exercise = number;
  one.file = r->file;
  one.json = one.svg = one.printed = one.predictions = NULL;
  one.profile = one.compile_only = false;
  struct round_of k = { .r = r, .round = round };
  struct rg_grade_request req = { .cases = cases, .ncases = nsizes, .schedules = 1,
                                  .take = take_round, .ctx = &k };
  r->ok = true;
  rg_grade_for(&one, &req);
}

static int cmp_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The median over the rounds of column s of samples; *spread gets
 * (max - min) / median. */
static double median_of(double samples[][RG_MAX_LIST], int rounds, size_t s, double *spread)
{
  double v[RG_MAX_ROUNDS];
  for (int k = 0; k < rounds; k++)
    v[k] = samples[k][s];
  qsort(v, (size_t)rounds, sizeof v[0], cmp_double);
  double m = rounds % 2 ? v[rounds / 2] : 0.5 * (v[rounds / 2 - 1] + v[rounds / 2]);
  if (spread)
    *spread = m > 0 ? (v[rounds - 1] - v[0]) / m : 0;
  return m;
}

/* A horizontal bar chart of GB/s for the largest size. */
static void write_svg(const char *path, const struct row *rows, size_t nrows,
                      size_t size_index, size_t n, const char *device)
{
  FILE *f = fopen(path, "w");
  if (!f) {
    rg_warn("%s: %s", path, strerror(errno));
    return;
  }
  double max = 1;
  for (size_t i = 0; i < nrows; i++)
    if (rows[i].ok && rows[i].us[size_index] > 0) {
      double gbs = (double)n * 4 / (rows[i].us[size_index] * 1e3);
      max = gbs > max ? gbs : max;
    }
  if (rows[0].peak > max)
    max = rows[0].peak;
  int bar_h = 22, left = 230, width = 520, top = 40;
  int height = top + (int)nrows * (bar_h + 6) + 30;
  fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
             "font-family=\"sans-serif\" font-size=\"12\">\n", left + width + 90, height);
  fprintf(f, "<text x=\"10\" y=\"20\" font-size=\"14\">GB/s at n = %zu floats, block 256 (%s)</text>\n",
          n, device);
  for (size_t i = 0; i < nrows; i++) {
    int y = top + (int)i * (bar_h + 6);
    fprintf(f, "<text x=\"10\" y=\"%d\">%02d %s</text>\n", y + 15, rows[i].ex->number,
            rows[i].ex->slug + 3);
    if (!rows[i].ok || rows[i].us[size_index] <= 0) {
      fprintf(f, "<text x=\"%d\" y=\"%d\" fill=\"#a00\">not timed</text>\n", left, y + 15);
      continue;
    }
    double gbs = (double)n * 4 / (rows[i].us[size_index] * 1e3);
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#4a7ab5\"/>\n",
            left, y, width * gbs / max, bar_h);
    fprintf(f, "<text x=\"%.1f\" y=\"%d\">%.0f</text>\n", left + width * gbs / max + 4, y + 15, gbs);
  }
  if (rows[0].peak > 0) {
    double x = left + width * rows[0].peak / max;
    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#a00\" "
               "stroke-dasharray=\"4\"/>\n", x, top - 5, x, height - 25);
    fprintf(f, "<text x=\"%.1f\" y=\"%d\" fill=\"#a00\">peak %.0f</text>\n", x - 40,
            height - 10, rows[0].peak);
  }
  fprintf(f, "</svg>\n");
  if (fclose(f) != 0)
    rg_warn("%s: %s", path, strerror(errno));
}

/* A short-lived formatted string for one printf (not reentrant). */
static const char *rg_strdupf_static(const char *fmt, int v)
{
  static char buf[64];
  snprintf(buf, sizeof buf, fmt, v);
  return buf;
}

enum rg_step rg_compare_step(double prev_us, double us, double prev_spread, double spread,
                             int rounds)
{
  if (us <= prev_us)
    return RG_STEP_FASTER;
  double noise = rounds > 1 ? (prev_spread > spread ? prev_spread : spread) : 0;
  return us / prev_us - 1 < noise ? RG_STEP_LEVEL : RG_STEP_SLOWER;
}

/* Is every step at least as fast as the one before it, for 2^24 elements
 * and above?  A step slower by less than the run-to-run spread of either
 * row (rounds > 1) is level within noise: the run cannot tell the two
 * apart, and the line says so rather than calling it either way.  Printed,
 * never a failure: timing is feedback. */
static void print_monotonic(const struct row *rows, size_t nrows, const size_t *sizes,
                            size_t nsizes, int rounds)
{
  int checked = 0, slower = 0, level = 0;
  for (size_t s = 0; s < nsizes; s++) {
    if (sizes[s] < ((size_t)1 << 24))
      continue;
    for (size_t i = 1; i < nrows; i++) {
      const struct row *a = &rows[i - 1], *b = &rows[i];
      if (!a->ok || !b->ok || a->us[s] <= 0 || b->us[s] <= 0)
        continue;
      checked++;
      enum rg_step step = rg_compare_step(a->us[s], b->us[s], a->spread[s], b->spread[s],
                                          rounds);
      if (step == RG_STEP_FASTER)
        continue;
      double by = b->us[s] / a->us[s] - 1;
      double noise = a->spread[s] > b->spread[s] ? a->spread[s] : b->spread[s];
      bool within = step == RG_STEP_LEVEL;
      if (within)
        level++;
      else
        slower++;
      printf("%s: at n = %zu, %02d takes %.1f µs, %02d before it %.1f µs (%.1f%% slower",
             within ? "level within noise" : "not monotonic", sizes[s], b->ex->number,
             b->us[s], a->ex->number, a->us[s], 100 * by);
      if (within)
        printf(", inside the %.1f%% spread of the rounds)\n", 100 * noise);
      else
        printf(")\n");
    }
  }
  if (!checked)
    return;
  printf("monotonic for n >= 2^24: %s (%d of %d steps at least as fast as the one before",
         slower ? "no" : level ? "yes, within noise" : "yes", checked - slower - level, checked);
  if (level)
    printf("; %d slower by less than the spread of the rounds", level);
  printf(")\n");
}

/* The rows: the exercises named after --compare, or the default
 * progression.  Returns 0, or RG_EXIT_USAGE for an unknown exercise. */
static int choose_rows(const struct rg_cli *cli, struct row *rows, size_t *nrows)
{
  if (cli->ncompare) {
    for (size_t i = 0; i < cli->ncompare; i++) {
      const struct rg_exercise *ex = rg_exercise_find(cli->compare_list[i]);
      if (!ex) {
        rg_warn("--compare: unknown exercise '%s' (reduce-grade --list shows them)",
                cli->compare_list[i]);
        return RG_EXIT_USAGE;
      }
      rows[(*nrows)++] = (struct row){ .ex = ex, .part = ex->compare_part };
    }
    return 0;
  }
  /* The default progression: the exercises whose manifest puts them in
   * it, in course order, each as the entry point that stands for it
   * (the whole-array one where there are several). */
  for (size_t i = 0; i < rg_exercise_count() && *nrows < RG_MAX_LIST; i++) {
    const struct rg_exercise *ex = rg_exercise_at(i);
    if (ex->in_progression)
      rows[(*nrows)++] = (struct row){ .ex = ex, .part = ex->compare_part };
  }
  return 0;
}

/* --sizes, or 2^20 to 2^28 on a GPU; the emulator, which times nothing,
 * checks each step on one size past 2^16. */
static const size_t *choose_sizes(const struct rg_cli *cli, const struct rg_compare_env *env,
                                  size_t *nsizes)
{
  static const size_t default_sizes[] = { (size_t)1 << 20, (size_t)1 << 24, (size_t)1 << 26,
                                          (size_t)1 << 28 };
  static const size_t emu_sizes[] = { 65537 };
  if (!rg_run_backend_for(env->backend)->times && !cli->nsizes) {
    *nsizes = 1;
    return emu_sizes;
  }
  *nsizes = cli->nsizes ? cli->nsizes : sizeof default_sizes / sizeof default_sizes[0];
  return cli->nsizes ? cli->sizes : default_sizes;
}

/* Rounds interleave the rows, so a slow drift of the clocks or a
 * neighbour on the machine spreads over every row alike. */
static void time_rows(struct row *rows, size_t nrows, int rounds, const struct rg_cli *cli,
                      const size_t *sizes, size_t nsizes, const struct rg_compare_env *env)
{
  bool tty = isatty(2);
  for (int k = 0; k < rounds; k++)
    for (size_t i = 0; i < nrows; i++) {
      if (k > 0 && !rows[i].ok)
        continue;
      if (tty)
        fprintf(stderr, "\r  round %d/%d: %02d %-30s", k + 1, rounds, rows[i].ex->number,
                rows[i].ex->slug);
      time_one(&rows[i], k, cli, sizes, nsizes, env);
    }
  if (tty)
    fprintf(stderr, "\r%60s\r", "");
}

/* Each row's figures: the median over the rounds of each size's samples. */
static void take_medians(struct row *rows, size_t nrows, size_t nsizes, int rounds)
{
  for (size_t i = 0; i < nrows; i++)
    for (size_t s = 0; rows[i].ok && s < nsizes; s++) {
      rows[i].us[s] = median_of(rows[i].sample, rounds, s, &rows[i].spread[s]);
      rows[i].cub_us[s] = median_of(rows[i].cub_sample, rounds, s, NULL);
      rows[i].ratio[s] = median_of(rows[i].ratio_sample, rounds, s, NULL);
    }
}

static void print_emu_progression(const struct row *rows, size_t nrows)
{
  printf("progression on the emulator: it has no clock, so it checks each step and "
         "times nothing (run --compare on a GPU for the table)\n");
  for (size_t i = 0; i < nrows; i++)
    printf("  %02d %-28s %s\n", rows[i].ex->number, rows[i].ex->slug,
           rows[i].ok ? "right" : rows[i].note);
}

/* One line of a size's table; *prev is the row above's time (0: none),
 * which the × prev column divides by. */
static void print_row(const struct row *r, size_t n, size_t s, int rounds, double *prev)
{
  char name[40];
  snprintf(name, sizeof name, "%02d %s", r->ex->number, r->ex->slug + 3);
  if (!r->ok || r->us[s] <= 0) {
    printf("  %-30s %s\n", name, r->ok ? "not timed" : r->note);
    *prev = 0;
    return;
  }
  double gbs = (double)n * 4 / (r->us[s] * 1e3);
  char xprev[16] = "-", xcpu[16] = "-", xcub[16] = "-";
  if (*prev > 0)
    snprintf(xprev, sizeof xprev, "%.2f", *prev / r->us[s]);
  if (r->cpu_us[s] > 0)
    snprintf(xcpu, sizeof xcpu, "%.0f", r->cpu_us[s] / r->us[s]);
  if (r->ratio[s] > 0)
    snprintf(xcub, sizeof xcub, "%.2f", r->ratio[s]);
  else if (r->cub_us[s] > 0)
    snprintf(xcub, sizeof xcub, "%.2f", r->cub_us[s] / r->us[s]);
  char launches[16] = "-", spread[16] = "";
  if (r->launches[s] > 0)
    snprintf(launches, sizeof launches, "%d", r->launches[s]);
  if (rounds > 1)
    snprintf(spread, sizeof spread, "  %5.1f%%", 100 * r->spread[s]);
  printf("  %-30s %10.1f %9.0f %6.0f%% %9s %8s %7s %8s%s\n", name, r->us[s], gbs,
         r->peak > 0 ? 100 * gbs / r->peak : 0, xprev, xcpu, xcub, launches, spread);
  *prev = r->us[s];
}

/* The GPU's table, one block of rows per size, then whether each step is
 * as fast as the one before (print_monotonic) and the bar chart. */
static void print_gpu_progression(const struct row *rows, size_t nrows, const size_t *sizes,
                                  size_t nsizes, int rounds, int reps)
{
  printf("progression: median of %d event-timed runs%s, block 256, integer-valued floats, "
         "inputs rotated past the L2 cache; peak %.0f GB/s\n",
         reps ? reps : 20,
         rounds > 1 ? rg_strdupf_static(", median of %d interleaved rounds", rounds) : "",
         rows[0].peak);
  for (size_t s = 0; s < nsizes; s++) {
    printf("\nn = %zu (%.1f MiB)\n", sizes[s], (double)sizes[s] * 4 / (1 << 20));
    printf("  %-30s %10s %9s %7s %9s %8s %7s %8s%s\n", "exercise", "µs", "GB/s", "% peak",
           "× prev", "× CPU", "× CUB", "launches", rounds > 1 ? "  spread" : "");
    double prev = 0;
    for (size_t i = 0; i < nrows; i++)
      print_row(&rows[i], sizes[s], s, rounds, &prev);
  }
  printf("\n(× CUB above 1 is faster than cub::DeviceReduce::Sum on the same input in "
         "the same run.  Every row times the whole sum: 01–06 write one partial per\n"
         " block, so they are timed as Harris times them, the same kernel launched again on\n"
         " its partials until one value is left; 'launches' counts those launches)\n");
  print_monotonic(rows, nrows, sizes, nsizes, rounds);
  write_svg("progression.svg", rows, nrows, nsizes - 1, sizes[nsizes - 1], "GPU");
  printf("bar chart: progression.svg\n");
}

/* Frees the rows; RG_EXIT_FAILED if any did not compile or run right. */
static int free_rows(struct row *rows, size_t nrows)
{
  int code = RG_EXIT_PASSED;
  for (size_t i = 0; i < nrows; i++) {
    if (!rows[i].ok)
      code = RG_EXIT_FAILED;
    free(rows[i].file);
  }
  return code;
}

int rg_compare(const struct rg_cli *cli, const struct rg_compare_env *env)
{
  struct row rows[RG_MAX_LIST];
  size_t nrows = 0;
  memset(rows, 0, sizeof rows);
  int bad = choose_rows(cli, rows, &nrows);
  if (bad)
    return bad;
  size_t nsizes;
  const size_t *sizes = choose_sizes(cli, env, &nsizes);
  for (size_t i = 0; i < nrows; i++)
    rows[i].file = file_for(rows[i].ex, env->source_root);
  const struct rg_run_backend *be = rg_run_backend_for(env->backend);
  int rounds = be->times && cli->rounds > 0 ? cli->rounds : 1;
  time_rows(rows, nrows, rounds, cli, sizes, nsizes, env);
  take_medians(rows, nrows, nsizes, rounds);
  if (!be->times)
    print_emu_progression(rows, nrows);
  else
    print_gpu_progression(rows, nrows, sizes, nsizes, rounds, cli->reps);
  return free_rows(rows, nrows);
}
