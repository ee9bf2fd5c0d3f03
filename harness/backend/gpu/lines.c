/* lines.c — per-line sums of the SASS-metrics collector (see lines.h). */
#include "lines.h"
#include "counters.h"

#include <stdio.h>
#include <string.h>

/* path with "." and ".." segments and doubled slashes folded, into out
 * (lexically: links are not followed). */
static void normalize(const char *path, char *out, size_t cap)
{
  char tmp[1024];
  snprintf(tmp, sizeof tmp, "%s", path);
  const char *seg[128];
  int n = 0;
  for (char *save = NULL, *s = strtok_r(tmp, "/", &save); s; s = strtok_r(NULL, "/", &save)) {
    if (strcmp(s, ".") == 0)
      continue;
    if (strcmp(s, "..") == 0 && n > 0 && strcmp(seg[n - 1], "..") != 0) {
      n--;
      continue;
    }
    if (n < 128)
      seg[n++] = s;
  }
  size_t len = 0;
  out[0] = '\0';
  for (int i = 0; i < n && len < cap; i++)
    len += (size_t)snprintf(out + len, cap - len, "%s%s",
                            i > 0 || path[0] == '/' ? "/" : "", seg[i]);
  if (n == 0)
    snprintf(out, cap, "%s", path[0] == '/' ? "/" : ".");
}

static const char *base(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

bool rg_lines_is_submission(const char *submission, const char *dir, const char *file)
{
  if (!submission || !*submission || !file || !*file)
    return false;
  char joined[1024], a[1024], b[1024];
  if (file[0] == '/' || !dir || !*dir)
    snprintf(joined, sizeof joined, "%s", file);
  else
    snprintf(joined, sizeof joined, "%s/%s", dir, file);
  /* A relative name with no folder to put it in: its base name decides. */
  if (joined[0] != '/')
    return strcmp(base(joined), base(submission)) == 0 && strchr(joined, '/') == NULL;
  normalize(joined, a, sizeof a);
  normalize(submission, b, sizeof b);
  return strcmp(a, b) == 0;
}

void rg_lines_table_init(struct rg_line_table *t, const char *submission)
{
  memset(t, 0, sizeof *t);
  t->submission = submission;
}

/* The sums of the submission's line, a new one if unseen; NULL when the
 * table is full (counted in overflow). */
static struct rg_line_sum *line_sum(struct rg_line_table *t, unsigned line)
{
  int k = 0;
  while (k < t->n && t->v[k].line != line)
    k++;
  if (k == t->n) {
    if (t->n == RG_LINE_TABLE) {
      t->overflow++;
      return NULL;
    }
    t->v[k] = (struct rg_line_sum){ .line = line };
    t->n++;
  }
  return &t->v[k];
}

void rg_lines_add_shared(void *table, const char *dir, const char *file, unsigned line,
                         double wavefronts, double ideal)
{
  struct rg_line_table *t = table;
  if (wavefronts < 0 || ideal < 0 || t->shared < 0) {
    t->shared = t->shared_ideal = -1;
    return;
  }
  t->shared += wavefronts;
  t->shared_ideal += ideal;
  struct rg_line_sum *s = line > 0 && rg_lines_is_submission(t->submission, dir, file)
                              ? line_sum(t, line) : NULL;
  if (s) {
    s->shared += wavefronts;
    s->shared_ideal += ideal;
  }
}

void rg_lines_add(void *table, const char *dir, const char *file, unsigned line,
                  double inst, double thread_inst, double thread_inst_pred_on)
{
  struct rg_line_table *t = table;
  if (!rg_lines_is_submission(t->submission, dir, file)) {
    t->other_inst += inst;
    return;
  }
  struct rg_line_sum *s = line_sum(t, line);
  if (!s)
    return;
  s->inst += inst;
  s->thread_inst += thread_inst;
  /* One instruction without the figure makes the line's figure unknown. */
  if (thread_inst_pred_on < 0 || s->pred_on < 0)
    s->pred_on = -1;
  else
    s->pred_on += thread_inst_pred_on;
}

/* The shared wavefronts past the ideal, and the submission's line with
 * most of them (the earlier line on a tie). */
static void finish_shared(const struct rg_line_table *t, rg_lines *out)
{
  if (t->shared < 0) {
    out->shared_excess = -1;
    return;
  }
  out->shared_excess = t->shared > t->shared_ideal ? t->shared - t->shared_ideal : 0;
  const struct rg_line_sum *worst = NULL;
  for (int i = 0; i < t->n; i++) {
    const struct rg_line_sum *s = &t->v[i];
    double x = s->shared - s->shared_ideal;
    if (x > 0 && (!worst || x > worst->shared - worst->shared_ideal ||
                  (x == worst->shared - worst->shared_ideal && s->line < worst->line)))
      worst = s;
  }
  if (!worst)
    return;
  out->shared_worst_excess = worst->shared - worst->shared_ideal;
  const char *name = t->submission ? t->submission : "?";
  if (snprintf(out->shared_worst, RG_LINES_WHERE, "%s:%u", name, worst->line) >= RG_LINES_WHERE)
    snprintf(out->shared_worst, RG_LINES_WHERE, "%.140s:%u", base(name), worst->line);
}

void rg_lines_finish(const struct rg_line_table *t, rg_lines *out)
{
  memset(out, 0, sizeof *out);
  out->status = RG_COUNTERS_OK;
  /* Lines in the order first seen; sorted below, most wasted first. */
  struct ranked { unsigned line; rg_line_figure f; };
  static struct ranked all[RG_LINE_TABLE];
  int n = 0;
  for (int i = 0; i < t->n; i++) {
    const struct rg_line_sum *s = &t->v[i];
    if (s->inst <= 0)
      continue;
    rg_line_figure f = { .inst = s->inst, .wasted = 32 * s->inst - s->thread_inst,
                         .wasted_pred_on = s->pred_on < 0 ? -1 : 32 * s->inst - s->pred_on };
    if (f.wasted < 0)
      f.wasted = 0;
    out->inst += f.inst;
    out->wasted += f.wasted;
    all[n].line = s->line;
    all[n++].f = f;
  }
  out->nlines = n;
  for (int i = 1; i < n; i++) /* insertion sort: ties keep the earlier line first */
    for (int j = i; j > 0 && (all[j].f.wasted > all[j - 1].f.wasted ||
                              (all[j].f.wasted == all[j - 1].f.wasted &&
                               all[j].line < all[j - 1].line)); j--) {
      struct ranked x = all[j];
      all[j] = all[j - 1];
      all[j - 1] = x;
    }
  const char *name = t->submission ? t->submission : "?";
  for (int k = 0; k < n && k < RG_LINES_TOP; k++) {
    out->lines[k] = all[k].f;
    /* the graded path, as the emulator names lines; its base name if too long */
    char *w = out->lines[k].where;
    if (snprintf(w, RG_LINES_WHERE, "%s:%u", name, all[k].line) >= RG_LINES_WHERE)
      snprintf(w, RG_LINES_WHERE, "%.140s:%u", base(name), all[k].line);
  }
  if (t->overflow)
    snprintf(out->note, sizeof out->note, "%u instructions at lines past the first %d "
             "left out", t->overflow, RG_LINE_TABLE);
  finish_shared(t, out);
}

const char *rg_lines_worst(const rg_lines *l)
{
  return l && l->status == RG_COUNTERS_OK && l->nlines > 0 && l->lines[0].wasted > 0
             ? l->lines[0].where : "";
}

#define ADD(...) snprintf(buf + strlen(buf), cap - strlen(buf), __VA_ARGS__)

void rg_lines_describe(const rg_lines *l, char *buf, size_t cap)
{
  if (cap == 0)
    return;
  buf[0] = '\0';
  if (l->status != RG_COUNTERS_OK) {
    ADD("source lines: not measured: %s%s", l->note[0] ? l->note : "CUPTI gave no SASS metrics",
        l->status == RG_COUNTERS_DENIED ? RG_PROFILING_ALLOW : "");
    return;
  }
  if (!rg_lines_worst(l)[0]) {
    ADD("source lines: no line of the submission left a lane idle (%d lines measured)",
        l->nlines);
    return;
  }
  ADD("lines wasting most lanes (SASS metrics of the nvcc -G build, idle lanes "
      "summed over its instructions):");
  int shown = RG_LINES_TOP < l->nlines ? RG_LINES_TOP : l->nlines;
  for (int i = 0; i < shown; i++) {
    const rg_line_figure *f = &l->lines[i];
    if (f->wasted <= 0)
      break;
    ADD("\n  %s: %.0f idle lanes in %.0f warp instructions (%.0f%% efficient",
        base(f->where), f->wasted, f->inst, 100 - 100 * f->wasted / (32 * f->inst));
    if (f->wasted_pred_on >= 0)
      ADD("; %.0f%% counting only lanes whose predicate held",
          100 - 100 * f->wasted_pred_on / (32 * f->inst));
    ADD(")");
  }
  if (l->note[0])
    ADD("\n  note: %s", l->note);
}
