/* predict.c — measure a student's predictions on the submission (see
 * predict.h).  The quantities are defined in predict_file.c; here each one
 * is read from the outcome of the case that measures it. */
#define _DEFAULT_SOURCE
#include "predict.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "run_backend.h"
#include "util.h"

char *rg_predict_locate(const char *submission)
{
  const char *slash = strrchr(submission, '/');
  char *path = slash ? rg_strdupf("%.*s/predictions.txt", (int)(slash - submission), submission)
                     : rg_strdupf("predictions.txt");
  if (path && !rg_is_file(path)) {
    free(path);
    return NULL;
  }
  return path;
}

int rg_predict_load(const char *explicit_path, const char *submission,
                    struct rg_pred_file **out, char **path)
{
  *out = NULL;
  *path = explicit_path ? rg_strdupf("%s", explicit_path) : rg_predict_locate(submission);
  if (!*path)
    return 0;
  /* Only a regular file: a FIFO or /dev/zero would never end the read. */
  struct stat st;
  const char *why = NULL;
  if (stat(*path, &st) != 0)
    why = strerror(errno);
  else if (!S_ISREG(st.st_mode))
    why = "not a regular file (predictions are a text file: see predictions.txt)";
  char *text = why ? NULL : rg_read_file(*path, NULL);
  if (!text && !why)
    why = strerror(errno);
  char err[512];
  int rc = 1;
  if (!text) {
    rg_warn("%s: %s", *path, why);
    rc = -1;
  } else if (!(*out = malloc(sizeof **out))) {
    rg_warn("%s: out of memory", *path);
    rc = -1;
  } else if (rg_pred_parse(text, *path, *out, err, sizeof err) != 0) {
    rg_warn("%s", err);
    rc = -1;
  }
  free(text);
  if (rc < 0) {
    free(*out);
    free(*path);
    *out = NULL;
    *path = NULL;
  }
  return rc;
}

/* The case an entry is measured on: emulator keys on the key's (n, block),
 * except the grid-wide ones, which multiply one block's figure; GPU keys on
 * a timed case. */
static struct rg_case case_for(const struct rg_exercise *ex, const struct rg_pred_entry *e)
{
  struct rg_case c = { .part = e->part, .n = e->n, .rows = e->rows, .cols = e->cols,
                       .block = e->block, .kind = RG_DATA_INT };
  if (e->q == RG_PQ_GRID_BARRIERS)
    c.n = (size_t)e->block * (size_t)ex->parts[e->part].items_per_thread;
  if (rg_pred_quantities[e->q].where == RG_PW_GPU)
    c.timed = true;
  else
    c.profile = true;
  return c;
}

static bool same_case(const struct rg_case *a, const struct rg_case *b)
{
  /* A 1D key (rows 0) matches a 1D case whatever its cols (multi-GPU cases
   * keep their devices there); a matrix key, only its own shape. */
  return a->part == b->part && a->n == b->n && a->block == b->block && a->kind == b->kind &&
         a->in_offset == 0 && a->rows == b->rows && (b->rows == 0 || a->cols == b->cols) &&
         a->profile == b->profile && a->timed == b->timed;
}

/* Index of the matrix case that measures c, or -1. */
static long find_case(const struct rg_case_list *l, const struct rg_case *c)
{
  for (size_t i = 0; i < l->len; i++)
    if (same_case(&l->v[i], c))
      return (long)i;
  return -1;
}

/* The source line of the tree's add: the one with the most shared-memory
 * requests (a tree reads two words and writes one per add, more than any
 * other line of a block reduction).  NULL if no line touched shared memory. */
static const struct simt_perf_line *add_line(const struct simt_perf *p)
{
  const struct simt_perf_line *best = NULL;
  for (int i = 0; i < p->nlines; i++)
    if (p->lines[i].shared_requests && (!best || p->lines[i].shared_requests > best->shared_requests))
      best = &p->lines[i];
  return best;
}

/* Rounds of a tree over a block: log2(block), rounded up. */
static int rounds_of(int block)
{
  int r = 0;
  while ((1 << r) < block)
    r++;
  return r;
}

/* Reads entry r->e's figure from outcome o (ran on case c) into r->measured;
 * returns false with r->note set when it cannot. */
static bool read_figure(const struct rg_exercise *ex, const struct rg_case *c,
                        const struct rg_outcome *o, struct rg_pred_result *r)
{
  const struct rg_pred_entry *e = &r->e;
  const struct simt_perf *p = &o->perf;
  if (e->q == RG_PQ_PEAK_PCT) {
    if (!o->ran || o->glue.reps == 0 || !(o->glue.kernel_us_median > 0) || !(o->glue.peak_gbs > 0)) {
      snprintf(r->note, sizeof r->note, "not measured: the timed run did not complete");
      return false;
    }
    double gbs = (double)c->n * (double)rg_dtype_size(ex->parts[e->part].dtype) /
                 (o->glue.kernel_us_median * 1e3);
    r->measured = 100 * gbs / o->glue.peak_gbs;
    return true;
  }
  if (!o->has_perf) {
    snprintf(r->note, sizeof r->note, "not measured: the model measured nothing for n=%zu "
             "block=%d", c->n, c->block);
    return false;
  }
  const struct simt_perf_line *add = NULL;
  switch (e->q) {
  case RG_PQ_DIVERGENT_WARPS:
    r->measured = p->divergent_warps[e->round];
    return true;
  case RG_PQ_DIVERGENT_WARP_ROUNDS: {
    double sum = 0;
    for (int k = 1; k <= rounds_of(c->block) && k < SIMT_PERF_INTERVALS; k++)
      sum += p->divergent_warps[k];
    r->measured = sum;
    return true;
  }
  case RG_PQ_ADD_EFFICIENCY:
  case RG_PQ_ADD_LANE_SLOTS:
    add = add_line(p);
    if (!add || !add->warp_blocks) {
      snprintf(r->note, sizeof r->note, "not measured: no line of the kernel both branches "
               "and touches shared memory");
      return false;
    }
    r->measured = e->q == RG_PQ_ADD_EFFICIENCY ? add->efficiency_pct
                                               : 32.0 * (double)add->warp_blocks;
    return true;
  case RG_PQ_SIMT_EFFICIENCY:
    r->measured = p->simt_efficiency_pct;
    return true;
  case RG_PQ_GLOBAL_REQUESTS:
    r->measured = (double)p->global_requests;
    return true;
  case RG_PQ_GLOBAL_SECTORS:
    r->measured = (double)p->global_sectors;
    return true;
  case RG_PQ_BANK_CONFLICTS:
    r->measured = (double)p->shared_extra_wavefronts;
    return true;
  case RG_PQ_BARRIERS:
  case RG_PQ_GRID_BARRIERS:
    /* Intervals end at each barrier and at the block's exit. */
    r->measured = p->intervals > 0 ? p->intervals - 1 : 0;
    if (e->q == RG_PQ_GRID_BARRIERS)
      r->measured *= (double)rg_part_grid(&ex->parts[e->part], e->n, e->block);
    return true;
  case RG_PQ_LAUNCHES:
    r->measured = p->launches;
    return true;
  case RG_PQ_GRID_BLOCKS:
    /* Only where the host code picks the grid: the blocks it ran. */
    r->measured = (double)p->blocks;
    return true;
  case RG_PQ_ATOMICS:
    r->measured = (double)p->global_atomics;
    return true;
  case RG_PQ_SHUFFLES:
    r->measured = (double)p->shuffles;
    return true;
  default:
    snprintf(r->note, sizeof r->note, "not measured: no model for this quantity");
    return false;
  }
}

static bool is_matrix(const struct rg_part *p)
{
  return p->family == RG_FAM_ROWS || p->family == RG_FAM_COLS || p->family == RG_FAM_SOFTMAX;
}

/* grid_blocks of a part whose host code picks its grid: counted by the
 * emulator on a run, not worked out from n. */
static bool counted_grid(const struct rg_exercise *ex, const struct rg_pred_entry *e)
{
  return e->q == RG_PQ_GRID_BLOCKS && e->part < ex->nparts &&
         rg_part_grid(&ex->parts[e->part], 1, 1) == 0;
}

/* Can entry e be measured here at all?  Sets r->note when not. */
static bool measurable(const struct rg_exercise *ex, const struct rg_run_opts *ro,
                       struct rg_pred_result *r)
{
  const struct rg_pred_entry *e = &r->e;
  enum rg_pred_where w = rg_pred_quantities[e->q].where;
  const struct rg_run_backend *be = rg_run_backend_of(ro);
  if (e->part >= ex->nparts) {
    snprintf(r->note, sizeof r->note, "not measured: exercise %02d has no part=%d (its "
             "entry points are 0 to %d)", ex->number, e->part, ex->nparts - 1);
    return false;
  }
  const struct rg_part *part = &ex->parts[e->part];
  if (!rg_exercise_block_ok(ex, e->block)) {
    snprintf(r->note, sizeof r->note, "not measured: exercise %02d does not run block=%d",
             ex->number, e->block);
    return false;
  }
  if (is_matrix(part) != (e->rows > 0)) {
    snprintf(r->note, sizeof r->note, is_matrix(part)
             ? "not measured: part=%d takes a matrix: name it by rows= and cols= in place of n="
             : "not measured: part=%d takes an array of n elements, not rows= and cols=",
             e->part);
    return false;
  }
  if (e->q == RG_PQ_GRID_BARRIERS && rg_part_grid(part, 1, 1) == 0) {
    snprintf(r->note, sizeof r->note, "not measured: this exercise's host code picks its own grid");
    return false;
  }
  /* The GPU's counters (predict.h) fill none of these figures yet: only
   * the emulator's model does. */
  if (!be->models &&
      (e->q == RG_PQ_ATOMICS || e->q == RG_PQ_SHUFFLES || counted_grid(ex, e))) {
    snprintf(r->note, sizeof r->note, "measured on the emulator only (--backend emu)");
    return false;
  }
  if (counted_grid(ex, e))
    w = RG_PW_EMULATOR;
  /* One block per row is the usual shape: the emulator runs every thread,
   * so a row kernel's rows x block is held to its size limit too. */
  if (be->emulated && w == RG_PW_EMULATOR && part->family != RG_FAM_COLS &&
      e->rows > 0 && e->rows * (size_t)e->block > RG_EMU_MAX_N) {
    snprintf(r->note, sizeof r->note, "not measured: rows x block = %zu threads is past the "
             "emulator's %zu", e->rows * (size_t)e->block, RG_EMU_MAX_N);
    return false;
  }
  if (w == RG_PW_GPU && !be->times) {
    snprintf(r->note, sizeof r->note, "measured on the GPU only (the emulator has no clock)");
    return false;
  }
  /* On the GPU the model's keys need counters; see the hook in predict.h. */
  if (w == RG_PW_EMULATOR && be->emulated && e->q != RG_PQ_GRID_BARRIERS &&
      e->n > RG_EMU_MAX_N) {
    snprintf(r->note, sizeof r->note, "not measured: n=%zu is past the emulator's %zu",
             e->n, RG_EMU_MAX_N);
    return false;
  }
  return true;
}

static void judge(struct rg_pred_result *r)
{
  double tol = r->e.tol_relative ? r->e.tol / 100 * fabs(r->measured) : r->e.tol;
  /* Half a unit of the last printed digit, so "66.4" matches 66.40625. */
  bool ok = fabs(r->e.value - r->measured) <= tol + 0.05;
  r->status = ok ? RG_PRED_RIGHT : RG_PRED_WRONG;
}

int rg_predict_measure(const struct rg_exercise *ex, const struct rg_pred_file *pf,
                       const struct rg_case_list *cases, const struct rg_outcome *outcomes,
                       const struct rg_run_opts *ro, struct rg_predictions *out, char **why)
{
  out->len = pf->len;
  out->right = out->wrong = out->not_answered = out->not_measured = 0;
  struct rg_case_list extra = { 0 };
  long where[RG_PRED_MAX]; /* >= 0: matrix case; <= -2: extra case -2-i; -1: none */
  for (int i = 0; i < pf->len; i++) {
    struct rg_pred_result *r = &out->v[i];
    memset(r, 0, sizeof *r);
    r->e = pf->v[i];
    where[i] = -1;
    if (!r->e.answered || (r->e.q == RG_PQ_GRID_BLOCKS && !counted_grid(ex, &r->e)) ||
        !measurable(ex, ro, r))
      continue;
    struct rg_case c = case_for(ex, &r->e);
    long at = find_case(cases, &c);
    if (at >= 0 && outcomes[at].ran) {
      where[i] = at;
      continue;
    }
    size_t k = 0;
    while (k < extra.len && !same_case(&extra.v[k], &c))
      k++;
    if (k == extra.len) {
      struct rg_case *nv = realloc(extra.v, (extra.len + 1) * sizeof *nv);
      if (!nv) {
        free(extra.v);
        *why = rg_strdupf("out of memory for the predictions' cases");
        return -1;
      }
      extra.v = nv;
      extra.v[extra.len++] = c;
    }
    where[i] = -2 - (long)k;
  }
  struct rg_outcome *extra_out = NULL;
  if (extra.len) {
    extra_out = calloc(extra.len, sizeof *extra_out);
    if (!extra_out || rg_run_all(ex, &extra, ro, extra_out, NULL, NULL, why) != 0) {
      if (!extra_out)
        *why = rg_strdupf("out of memory for the predictions' cases");
      free(extra_out);
      free(extra.v);
      return -1;
    }
  }
  for (int i = 0; i < out->len; i++) {
    struct rg_pred_result *r = &out->v[i];
    if (!r->e.answered) {
      r->status = RG_PRED_NOT_ANSWERED;
      out->not_answered++;
      continue;
    }
    bool got = false;
    if (r->e.q == RG_PQ_GRID_BLOCKS && !counted_grid(ex, &r->e) && measurable(ex, ro, r)) {
      r->measured = (double)rg_part_grid(&ex->parts[r->e.part], r->e.n, r->e.block);
      got = true;
    } else if (where[i] != -1) {
      const struct rg_case *c = where[i] >= 0 ? &cases->v[where[i]] : &extra.v[-2 - where[i]];
      const struct rg_outcome *o = where[i] >= 0 ? &outcomes[where[i]] : &extra_out[-2 - where[i]];
      if (!o->verdict.passed) {
        snprintf(r->note, sizeof r->note, "not measured: the case n=%zu block=%d failed",
                 c->n, c->block);
      } else if (!rg_run_backend_of(ro)->models && !o->has_perf &&
                 rg_pred_quantities[r->e.q].where == RG_PW_EMULATOR) {
        snprintf(r->note, sizeof r->note, "measured on the emulator only "
                 "(--backend emu)");
      } else {
        got = read_figure(ex, c, o, r);
      }
    }
    if (got) {
      judge(r);
      out->right += r->status == RG_PRED_RIGHT;
      out->wrong += r->status == RG_PRED_WRONG;
    } else {
      r->status = RG_PRED_NOT_MEASURED;
      out->not_measured++;
    }
  }
  free(extra_out);
  free(extra.v);
  return 0;
}

/* A figure as a student would write it: whole numbers in full, others to
 * four significant digits. */
static const char *num_text(double v, char *buf, size_t cap)
{
  if (v == floor(v) && fabs(v) < 1e15)
    snprintf(buf, cap, "%.0f", v);
  else
    snprintf(buf, cap, "%.4g", v);
  return buf;
}

static void tol_text(const struct rg_pred_entry *e, char *buf, size_t cap)
{
  if (e->tol_relative)
    snprintf(buf, cap, "±%g%%", e->tol);
  else
    snprintf(buf, cap, "±%g", e->tol);
}

void rg_predict_text(FILE *f, const struct rg_predictions *p, const char *red,
                     const char *green, const char *off)
{
  if (p->len == 0) {
    /* Some exercises ask only what the model cannot measure yet. */
    fprintf(f, "\npredictions: %s has no keys (this exercise's questions are worked out "
               "by hand)\n", p->path);
    return;
  }
  if (p->not_answered == p->len) {
    fprintf(f, "\npredictions: none answered yet in %s (write your numbers after the "
               "'=' signs, then grade again)\n", p->path);
    return;
  }
  fprintf(f, "\npredict, then measure (%s; never changes the verdict):\n", p->path);
  for (int i = 0; i < p->len; i++) {
    const struct rg_pred_result *r = &p->v[i];
    char tol[32], said[32], got[32];
    tol_text(&r->e, tol, sizeof tol);
    num_text(r->e.value, said, sizeof said);
    num_text(r->measured, got, sizeof got);
    switch (r->status) {
    case RG_PRED_NOT_ANSWERED:
      fprintf(f, "  %s: not answered\n", r->e.key);
      break;
    case RG_PRED_RIGHT:
    case RG_PRED_WRONG:
      fprintf(f, "  %s: you said %s, measured %s (%s) — %s%s%s\n", r->e.key, said, got, tol, r->status == RG_PRED_RIGHT ? green : red,
              r->status == RG_PRED_RIGHT ? "right" : "wrong", off);
      break;
    case RG_PRED_NOT_MEASURED:
      fprintf(f, "  %s: you said %s; %s\n", r->e.key, said, r->note);
      break;
    }
  }
  fprintf(f, "predictions: %d right, %d wrong, %d not answered, %d not measured here\n",
          p->right, p->wrong, p->not_answered, p->not_measured);
}

void rg_predict_json(struct rg_json *j, const struct rg_predictions *p)
{
  static const char *const names[] = { "not answered", "right", "wrong", "not measured" };
  rg_json_array(j, "predictions");
  for (int i = 0; i < p->len; i++) {
    const struct rg_pred_result *r = &p->v[i];
    rg_json_object(j, NULL);
    rg_json_string(j, "key", r->e.key);
    rg_json_string(j, "status", names[r->status]);
    if (r->e.answered)
      rg_json_number(j, "predicted", r->e.value);
    if (r->status == RG_PRED_RIGHT || r->status == RG_PRED_WRONG)
      rg_json_number(j, "measured", r->measured);
    rg_json_number(j, "tolerance", r->e.tol);
    rg_json_bool(j, "tolerance_relative", r->e.tol_relative);
    if (r->note[0])
      rg_json_string(j, "note", r->note);
    rg_json_end(j);
  }
  rg_json_end(j);
}
