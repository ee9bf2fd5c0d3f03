/* batch_rubric.c — read an instructor's rubric (see batch_rubric.h). */
#define _POSIX_C_SOURCE 200809L
#include "batch_rubric.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise.h"
#include "util.h"

void rg_rubric_default(struct rg_rubric *r)
{
  *r = (struct rg_rubric){ .rules = NULL, .len = 0, .hash = RG_HASH_SEED };
}

/* The exercise's default tiers come from its manifest (exercise.h). */
void rg_rubric_default_tiers(struct rg_rubric *r, int exercise)
{
  const struct rg_exercise *ex = rg_exercise_by_number(exercise);
  if (r->tiers_set || !ex)
    return;
  r->ntiers = 0;
  for (int i = 0; i < ex->ntiers && r->ntiers < RG_RUBRIC_MAX_TIERS; i++)
    r->tiers[r->ntiers++] = (struct rg_rubric_tier){ .ratio = ex->tiers[i].x_cub,
                                                     .weight = ex->tiers[i].points };
}

/* A `tier ...` line (s, already trimmed): 0, or -1 with err set. */
static int parse_tier(const char *name, int lineno, const char *s, struct rg_rubric *r,
                      char *err, size_t errcap)
{
  char ratio_s[64] = "", weight_s[64] = "", extra[8] = "";
  int got = sscanf(s, "tier %63s %63s %7s", ratio_s, weight_s, extra);
  if (got == 1 && strcmp(ratio_s, "none") == 0) {
    r->tiers_set = true;
    r->ntiers = 0;
    return 0;
  }
  char *e1 = NULL, *e2 = NULL;
  double ratio = got == 2 ? strtod(ratio_s, &e1) : 0;
  double w = got == 2 ? strtod(weight_s, &e2) : -1;
  if (got != 2 || *e1 || *e2 || !isfinite(ratio) || !(ratio > 0) || !isfinite(w) || w < 0) {
    snprintf(err, errcap, "%s:%d: expected 'tier RATIO WEIGHT' (RATIO > 0, e.g. 'tier 0.8 2') "
             "or 'tier none', got '%s'", name, lineno, s);
    return -1;
  }
  if (!r->tiers_set)
    r->ntiers = 0;
  r->tiers_set = true;
  if (r->ntiers == RG_RUBRIC_MAX_TIERS) {
    snprintf(err, errcap, "%s:%d: more than %d tiers", name, lineno, RG_RUBRIC_MAX_TIERS);
    return -1;
  }
  /* Keep them ascending: the report lists them in that order. */
  size_t at = r->ntiers++;
  while (at > 0 && r->tiers[at - 1].ratio > ratio) {
    r->tiers[at] = r->tiers[at - 1];
    at--;
  }
  r->tiers[at] = (struct rg_rubric_tier){ .ratio = ratio, .weight = w };
  return 0;
}

void rg_rubric_free(struct rg_rubric *r)
{
  for (size_t i = 0; i < r->len; i++)
    free(r->rules[i].prefix);
  free(r->rules);
  rg_rubric_default(r);
}

int rg_rubric_parse(const char *name, const char *text, struct rg_rubric *r,
                    char *err, size_t errcap)
{
  rg_rubric_default(r);
  r->hash = rg_hash_str(RG_HASH_SEED, text);
  int lineno = 0;
  const char *p = text;
  while (*p) {
    lineno++;
    const char *eol = strchr(p, '\n');
    size_t n = eol ? (size_t)(eol - p) : strlen(p);
    char *line = rg_strdupf("%.*s", (int)n, p);
    p += n + (eol ? 1 : 0);
    /* Trim both ends; a CR from a Windows editor is whitespace too. */
    size_t len = strlen(line);
    while (len && strchr(" \t\r", line[len - 1]))
      line[--len] = '\0';
    char *s = line;
    while (*s == ' ' || *s == '\t')
      s++;
    if (*s == '\0' || *s == '#') {
      free(line);
      continue;
    }
    if (strncmp(s, "tier", 4) == 0 && (s[4] == ' ' || s[4] == '\t' || s[4] == '\0')) {
      int bad = parse_tier(name, lineno, s, r, err, errcap);
      free(line);
      if (bad) {
        rg_rubric_free(r);
        return -1;
      }
      continue;
    }
    char *sp = strrchr(s, ' ');
    char *tab = strrchr(s, '\t');
    if (tab && (!sp || tab > sp))
      sp = tab;
    if (!sp) {
      snprintf(err, errcap, "%s:%d: expected 'TEST-NAME-PREFIX WEIGHT', got '%s'", name, lineno, s);
      free(line);
      rg_rubric_free(r);
      return -1;
    }
    char *end = NULL;
    errno = 0;
    double w = strtod(sp + 1, &end);
    if (end == sp + 1 || *end != '\0' || errno || !isfinite(w) || w < 0) {
      snprintf(err, errcap, "%s:%d: weight '%s' is not a number ≥ 0", name, lineno, sp + 1);
      free(line);
      rg_rubric_free(r);
      return -1;
    }
    while (sp > s && (sp[-1] == ' ' || sp[-1] == '\t'))
      sp--;
    *sp = '\0';
    struct rg_rubric_rule *nr = realloc(r->rules, (r->len + 1) * sizeof *nr);
    if (!nr)
      abort();
    r->rules = nr;
    r->rules[r->len++] = (struct rg_rubric_rule){ .prefix = rg_strdupf("%s", s), .weight = w };
    free(line);
  }
  return 0;
}

int rg_rubric_load(const char *path, struct rg_rubric *r, char *err, size_t errcap)
{
  char *text = rg_read_file(path, NULL);
  if (!text) {
    snprintf(err, errcap, "%s: %s", path, strerror(errno));
    rg_rubric_default(r);
    return -1;
  }
  int rc = rg_rubric_parse(path, text, r, err, errcap);
  free(text);
  return rc;
}

double rg_rubric_weight(const struct rg_rubric *r, const char *test_name)
{
  double w = 1;
  size_t best = 0;
  for (size_t i = 0; i < r->len; i++) {
    size_t n = strlen(r->rules[i].prefix);
    if (n >= best && strncmp(test_name, r->rules[i].prefix, n) == 0) {
      best = n;
      w = r->rules[i].weight;
    }
  }
  return w;
}
