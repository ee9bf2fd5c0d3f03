/* predict_file.c — parse predictions files and make the student's blank copy
 * (see predict_file.h for the format). */
#include "predict_file.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "exercise.h"
#include "simt/simt.h"
#include "util.h"

const struct rg_pred_quantity_info rg_pred_quantities[RG_PQ_COUNT] = {
  [RG_PQ_DIVERGENT_WARPS] = { "divergent_warps", true, RG_PW_EMULATOR,
                              "warps of the block with both active and idle lanes in round K" },
  [RG_PQ_DIVERGENT_WARP_ROUNDS] = { "divergent_warp_rounds", false, RG_PW_EMULATOR,
                                    "(warp, round) pairs with a divergent warp, over every round" },
  [RG_PQ_ADD_EFFICIENCY] = { "add_efficiency", false, RG_PW_EMULATOR,
                             "% of issued lanes doing useful work at the tree's add "
                             "(the line with the most shared-memory requests)" },
  [RG_PQ_ADD_LANE_SLOTS] = { "add_lane_slots", false, RG_PW_EMULATOR,
                             "lane slots (32 per issued warp) at the tree's add" },
  [RG_PQ_SIMT_EFFICIENCY] = { "simt_efficiency", false, RG_PW_EMULATOR,
                              "% of lanes active over every warp-block of the kernel" },
  [RG_PQ_GLOBAL_REQUESTS] = { "global_requests", false, RG_PW_EMULATOR,
                              "warp-level global memory requests (loads and stores)" },
  [RG_PQ_GLOBAL_SECTORS] = { "global_sectors", false, RG_PW_EMULATOR,
                             "32-byte sectors those requests touch" },
  [RG_PQ_BANK_CONFLICTS] = { "bank_conflicts", false, RG_PW_EMULATOR,
                             "extra shared-memory wavefronts from bank conflicts" },
  [RG_PQ_BARRIERS] = { "barriers", false, RG_PW_EMULATOR,
                       "__syncthreads() one block executes" },
  [RG_PQ_GRID_BLOCKS] = { "grid_blocks", false, RG_PW_ANY,
                          "blocks launched for n elements (or the matrix), over every "
                          "launch where the host code picks the grid" },
  [RG_PQ_GRID_BARRIERS] = { "grid_barriers", false, RG_PW_EMULATOR,
                            "__syncthreads() the whole grid executes (per block x blocks)" },
  [RG_PQ_PEAK_PCT] = { "peak_pct", false, RG_PW_GPU,
                       "% of the GPU's peak memory bandwidth the kernel reaches" },
  [RG_PQ_LAUNCHES] = { "launches", false, RG_PW_EMULATOR,
                       "kernel launches the entry point makes for n elements" },
  [RG_PQ_ATOMICS] = { "atomics", false, RG_PW_EMULATOR,
                      "atomic operations on global memory, lane-level: one per thread "
                      "that executes an atomic (a warp of 32 adding counts 32)" },
  [RG_PQ_SHUFFLES] = { "shuffles", false, RG_PW_EMULATOR,
                       "warp-level 32-bit shuffles: one per warp per shuffle of a 4-byte "
                       "value, two for an 8-byte one, over every warp and launch" },
};

/* Formats "PATH:LINE: ..." into err; returns -1 for the caller to return. */
static int fail(char *err, size_t cap, const char *path, int line, const char *fmt, ...)
{
  int k = snprintf(err, cap, "%s:%d: ", path, line);
  if (k >= 0 && (size_t)k < cap) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + k, cap - (size_t)k, fmt, ap);
    va_end(ap);
  }
  return -1;
}

static const char *skip_blanks(const char *s, const char *end)
{
  while (s < end && (*s == ' ' || *s == '\t'))
    s++;
  return s;
}

static const char *trim_end(const char *s, const char *end)
{
  while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
    end--;
  return end;
}

/* A non-negative decimal integer filling [s, end), or -1. */
static long whole_number(const char *s, const char *end)
{
  if (s == end || end - s > 9)
    return -1;
  long v = 0;
  for (; s < end; s++) {
    if (!isdigit((unsigned char)*s))
      return -1;
    v = v * 10 + (*s - '0');
  }
  return v;
}

/* One "PARAM=VALUE" of a key, [s, end) trimmed, into e. */
static int parse_param(const char *s, const char *end, struct rg_pred_entry *e,
                       unsigned *seen, const char *path, char *err, size_t cap)
{
  const char *eq = memchr(s, '=', (size_t)(end - s));
  if (!eq)
    return fail(err, cap, path, e->line, "'%.*s' is not PARAM=VALUE", (int)(end - s), s);
  const char *ne = trim_end(s, eq), *v = skip_blanks(eq + 1, end);
  char val[48];
  snprintf(val, sizeof val, "%.*s", (int)(end - v), v);
  static const char *const names[] = { "n", "block", "round", "tol", "part", "rows", "cols" };
  int which = -1;
  for (int i = 0; i < 7; i++)
    if ((size_t)(ne - s) == strlen(names[i]) && strncmp(s, names[i], (size_t)(ne - s)) == 0)
      which = i;
  if (which < 0)
    return fail(err, cap, path, e->line, "unknown parameter '%.*s' (n, block, round, tol, "
                "part, rows, cols)",
                (int)(ne - s), s);
  if (*seen & 1u << which)
    return fail(err, cap, path, e->line, "parameter %s given twice", names[which]);
  *seen |= 1u << which;
  long w;
  switch (which) {
  case 0:
    if (rg_cli_parse_size(val, &e->n) != 0 || e->n == 0)
      return fail(err, cap, path, e->line, "n=%s is not a size like 1024, 2^24 or 2^20+1", val);
    return 0;
  case 1:
    w = whole_number(v, end);
    if (w < 1 || w > 1024)
      return fail(err, cap, path, e->line, "block=%s is not a block size from 1 to 1024", val);
    e->block = (int)w;
    return 0;
  case 2:
    w = whole_number(v, end);
    if (w < 0 || w >= SIMT_PERF_INTERVALS)
      return fail(err, cap, path, e->line, "round=%s is not a round from 0 to %d", val,
                  SIMT_PERF_INTERVALS - 1);
    e->round = (int)w;
    return 0;
  case 5:
  case 6: {
    /* The matrix exercises' host functions take int rows and cols. */
    size_t *dim = which == 5 ? &e->rows : &e->cols;
    if (rg_cli_parse_size(val, dim) != 0 || *dim == 0 || *dim > INT_MAX)
      return fail(err, cap, path, e->line, "%s=%s is not a matrix dimension like 4, 2^18 "
                  "or 33 (1 to 2^31-1)", names[which], val);
    return 0;
  }
  case 4:
    /* Whether the exercise has this part is checked when it is measured. */
    w = whole_number(v, end);
    if (w < 0 || w >= RG_MAX_PARTS)
      return fail(err, cap, path, e->line, "part=%s is not an entry point from 0 to %d", val,
                  RG_MAX_PARTS - 1);
    e->part = (int)w;
    return 0;
  default: {
    char *stop = NULL;
    errno = 0;
    e->tol = strtod(val, &stop);
    e->tol_relative = stop && *stop == '%';
    if (stop == val || errno || !isfinite(e->tol) || e->tol < 0 ||
        (*stop && strcmp(stop, "%") != 0))
      return fail(err, cap, path, e->line, "tol=%s is not a tolerance like 2 or 10%%", val);
    return 0;
  }
  }
}

/* Where the key of an entry line ends: the '=' after the key (outside the
 * parentheses), or NULL. */
static const char *key_end(const char *s, const char *end)
{
  int depth = 0;
  for (const char *p = s; p < end; p++) {
    if (*p == '(')
      depth++;
    else if (*p == ')')
      depth--;
    else if (*p == '=' && depth == 0)
      return p;
    else if (*p == '#')
      return NULL;
  }
  return NULL;
}

/* One entry line [s, end) (not blank, not a comment) into e. */
static int parse_entry(const char *s, const char *end, struct rg_pred_entry *e,
                       const char *path, char *err, size_t cap)
{
  const char *eq = key_end(s, end);
  if (!eq)
    return fail(err, cap, path, e->line, "no '=': an entry is QUANTITY(n=..., block=...) = "
                "ANSWER, a comment starts with '#'");
  const char *ke = trim_end(s, eq);
  const char *name_end = s;
  while (name_end < ke && (isalnum((unsigned char)*name_end) || *name_end == '_'))
    name_end++;
  int q = -1;
  for (int i = 0; i < RG_PQ_COUNT; i++)
    if ((size_t)(name_end - s) == strlen(rg_pred_quantities[i].name) &&
        strncmp(s, rg_pred_quantities[i].name, (size_t)(name_end - s)) == 0)
      q = i;
  if (q < 0)
    return fail(err, cap, path, e->line, "unknown quantity '%.*s'", (int)(name_end - s), s);
  e->q = (enum rg_pred_quantity)q;
  const char *p = skip_blanks(name_end, ke);
  if (p == ke || *p != '(' || ke[-1] != ')')
    return fail(err, cap, path, e->line, "%s needs its parameters: %s(n=..., block=...%s)",
                rg_pred_quantities[q].name, rg_pred_quantities[q].name,
                rg_pred_quantities[q].needs_round ? ", round=..." : "");
  unsigned seen = 0;
  for (p++; p < ke - 1;) {
    const char *comma = memchr(p, ',', (size_t)(ke - 1 - p));
    const char *pe = comma ? comma : ke - 1;
    const char *a = skip_blanks(p, pe), *b = trim_end(a, pe);
    if (a == b)
      return fail(err, cap, path, e->line, "an empty parameter in '%.*s'", (int)(ke - s), s);
    if (parse_param(a, b, e, &seen, path, err, cap) != 0)
      return -1;
    p = comma ? comma + 1 : pe;
  }
  bool shape = seen & (1u << 5 | 1u << 6);
  if (shape && (seen & 1u))
    return fail(err, cap, path, e->line, "%s names a matrix by rows= and cols= in place "
                "of n=, not both", rg_pred_quantities[q].name);
  if (shape && (!(seen & 1u << 5) || !(seen & 1u << 6)))
    return fail(err, cap, path, e->line, "%s needs both rows= and cols= for a matrix",
                rg_pred_quantities[q].name);
  if (shape) {
    if (e->rows > SIZE_MAX / e->cols)
      return fail(err, cap, path, e->line, "rows x cols is too large");
    e->n = e->rows * e->cols;
  }
  if ((!(seen & 1u) && !shape) || !(seen & 2u))
    return fail(err, cap, path, e->line, "%s needs both n= and block= (for a matrix, rows= and "
                "cols= in place of n=)",
                rg_pred_quantities[q].name);
  if (rg_pred_quantities[q].needs_round != !!(seen & 4u))
    return fail(err, cap, path, e->line, "%s %s round=", rg_pred_quantities[q].name,
                rg_pred_quantities[q].needs_round ? "needs" : "takes no");
  /* The key as displayed: its text with runs of blanks squeezed. */
  size_t k = 0;
  for (const char *c = s; c < ke && k + 1 < sizeof e->key; c++)
    if (!((*c == ' ' || *c == '\t') && k > 0 && e->key[k - 1] == ' '))
      e->key[k++] = *c == '\t' ? ' ' : *c;
  e->key[k] = '\0';
  /* The answer: after '=', up to a comment. */
  const char *hash = memchr(eq, '#', (size_t)(end - eq));
  const char *a = skip_blanks(eq + 1, hash ? hash : end), *ae = trim_end(a, hash ? hash : end);
  if (a == ae)
    return 0;
  char val[64];
  if (ae - a >= (long)sizeof val)
    return fail(err, cap, path, e->line, "the answer '%.*s' is too long", (int)(ae - a), a);
  snprintf(val, sizeof val, "%.*s", (int)(ae - a), a);
  char *stop = NULL;
  errno = 0;
  e->value = strtod(val, &stop);
  if (stop == val || errno || !isfinite(e->value) ||
      (*stop && strcmp(stop, "%") != 0 && strcmp(stop, "x") != 0))
    return fail(err, cap, path, e->line, "the answer '%s' is not a number (like 32, 66.4, "
                "66%% or 2x)", val);
  e->answered = true;
  return 0;
}

int rg_pred_parse(const char *text, const char *path, struct rg_pred_file *out,
                  char *err, size_t cap)
{
  memset(out, 0, sizeof *out);
  int line = 0;
  for (const char *s = text; *s;) {
    const char *nl = strchr(s, '\n');
    const char *end = nl ? nl : s + strlen(s);
    const char *next = nl ? nl + 1 : end;
    line++;
    if (end > s && end[-1] == '\r')
      end--;
    const char *b = skip_blanks(s, end);
    if (b == end || *b == '#') {
      s = next;
      continue;
    }
    if (out->len == RG_PRED_MAX)
      return fail(err, cap, path, line, "more than %d entries", RG_PRED_MAX);
    struct rg_pred_entry *e = &out->v[out->len];
    memset(e, 0, sizeof *e);
    e->line = line;
    if (parse_entry(b, trim_end(b, end), e, path, err, cap) != 0)
      return -1;
    for (int i = 0; i < out->len; i++)
      if (strcmp(out->v[i].key, e->key) == 0)
        return fail(err, cap, path, line, "%s is already on line %d", e->key, out->v[i].line);
    out->answered += e->answered;
    out->len++;
    s = next;
  }
  return 0;
}

char *rg_pred_blank(const char *text, const char *path, char *err, size_t cap)
{
  struct rg_pred_file *f = malloc(sizeof *f);
  if (!f) {
    snprintf(err, cap, "%s: out of memory", path);
    return NULL;
  }
  int rc = rg_pred_parse(text, path, f, err, cap);
  free(f);
  if (rc != 0)
    return NULL;
  size_t len = strlen(text);
  char *out = malloc(len + 2);
  if (!out) {
    snprintf(err, cap, "%s: out of memory", path);
    return NULL;
  }
  size_t k = 0;
  for (const char *s = text; *s;) {
    const char *nl = strchr(s, '\n');
    const char *end = nl ? nl : s + strlen(s);
    const char *b = skip_blanks(s, end);
    /* Entries keep their key and '='; everything else is copied. */
    const char *eq = b < end && *b != '#' ? key_end(b, end) : NULL;
    const char *stop = eq ? eq + 1 : end;
    memcpy(out + k, s, (size_t)(stop - s));
    k += (size_t)(stop - s);
    if (nl)
      out[k++] = '\n';
    s = nl ? nl + 1 : end;
  }
  out[k] = '\0';
  return out;
}
