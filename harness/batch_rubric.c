/* batch_rubric.c — read an instructor's rubric (see batch_rubric.h). */
#define _POSIX_C_SOURCE 200809L
#include "batch_rubric.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void rg_rubric_default(struct rg_rubric *r)
{
  *r = (struct rg_rubric){ .rules = NULL, .len = 0, .hash = RG_HASH_SEED };
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
