/* constant_writes.c — device code that assigns to a __constant__ variable
 * (see constant_writes.h). */
#include "constant_writes.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "source_scan.h"

static bool punct(const struct scan *s, int i, char c)
{
  return i >= 0 && i < s->n && s->t[i].len == 1 && s->t[i].s[0] == c;
}

static bool same(const struct scan *s, int a, int b)
{
  return s->t[a].len == s->t[b].len && strncmp(s->t[a].s, s->t[b].s, (size_t)s->t[a].len) == 0;
}

/* A word of an arithmetic type's name (2), or a specifier (1); 0 if
 * neither. */
static int scalar_word(const struct scan *s, int i)
{
  static const char *const types[] = { "float", "double", "int", "unsigned", "signed", "long",
                                       "short", "char", "bool", "size_t", NULL };
  static const char *const specs[] = { "const", "volatile", "static", "extern", "__device__",
                                       "__constant__", NULL };
  for (int w = 0; types[w]; w++)
    if (rg_scan_is(s, i, types[w]))
      return 2;
  for (int w = 0; specs[w]; w++)
    if (rg_scan_is(s, i, specs[w]))
      return 1;
  return 0;
}

/* The variable a __constant__ declaration [from, to) declares, where it is
 * one variable of an arithmetic type (nvcc makes only those const in
 * device code: an array's elements, a struct's members and a variable
 * template build, with at most a warning); -1 if not. */
static int constant_name(const struct scan *s, int from, int to)
{
  int end = from;
  while (end < to && !punct(s, end, '='))
    end++;
  int name = end - 1;
  bool constant = false, typed = false;
  if (name <= from || !rg_scan_ident(s, name) || scalar_word(s, name))
    return -1;
  for (int i = from; i < name; i++) {
    int w = scalar_word(s, i);
    if (!w)
      return -1; /* a class, a template, an array, a list */
    constant |= rg_scan_is(s, i, "__constant__");
    typed |= w == 2;
  }
  return constant && typed ? name : -1;
}

/* The variable at token i is assigned: i = ..., i op= ..., i++, ++i. */
static bool assigned(const struct scan *s, int i)
{
  if (punct(s, i - 1, '.') || rg_scan_is(s, i - 1, "->"))
    return false;
  if (((punct(s, i - 1, '+') && punct(s, i - 2, '+')) ||
       (punct(s, i - 1, '-') && punct(s, i - 2, '-'))) &&
      (punct(s, i - 3, ';') || punct(s, i - 3, '{') || punct(s, i - 3, '}') ||
       punct(s, i - 3, '(') || punct(s, i - 3, ',')))
    return true;
  int j = i + 1;
  if (punct(s, j, '='))
    return !punct(s, j + 1, '=');
  if ((punct(s, j, '+') && punct(s, j + 1, '+')) || (punct(s, j, '-') && punct(s, j + 1, '-')))
    return true;
  static const char ops[] = "+-*/%&|^";
  if (s->t[j].len == 1 && strchr(ops, s->t[j].s[0]) && punct(s, j + 1, '='))
    return true;
  return (punct(s, j, '<') && punct(s, j + 1, '<') && punct(s, j + 2, '=')) ||
         (punct(s, j, '>') && punct(s, j + 1, '>') && punct(s, j + 2, '='));
}

/* Function f has a parameter or local named like token v before token i. */
static bool shadowed(const struct scan *s, const struct fn *f, int v, int i)
{
  for (int j = f->name + 1; j < i; j++)
    if (same(s, j, v) && (rg_scan_ident(s, j - 1) || punct(s, j - 1, '*') || punct(s, j - 1, '&')) &&
        !rg_scan_is(s, j - 1, "return") && !rg_scan_is(s, j - 1, "else") &&
        !rg_scan_is(s, j - 1, "case") && !rg_scan_is(s, j - 1, "do"))
      return true;
  return false;
}

/* The first assignment in a device body to the variable named at token v. */
static int write_to(const struct scan *s, int v, int *fn)
{
  for (int k = 0; k < s->nf; k++) {
    const struct fn *f = &s->f[k];
    if (!f->device || f->host)
      continue;
    for (int i = f->open + 1; i < f->close; i++)
      if (same(s, i, v) && assigned(s, i) && !shadowed(s, f, v, i)) {
        *fn = f->name;
        return i;
      }
  }
  return -1;
}

/* The array a __constant__ declaration [from, to) declares, where its
 * elements are of an arithmetic type (`__constant__ float c[N];`); -1 if
 * not. */
static int constant_array_name(const struct scan *s, int from, int to)
{
  int open = from;
  while (open < to && !punct(s, open, '['))
    open++;
  int name = open - 1;
  bool constant = false, typed = false;
  if (open >= to || name <= from || !rg_scan_ident(s, name) || scalar_word(s, name))
    return -1;
  for (int i = from; i < name; i++) {
    int w = scalar_word(s, i);
    if (!w)
      return -1;
    constant |= rg_scan_is(s, i, "__constant__");
    typed |= w == 2;
  }
  return constant && typed ? name : -1;
}

/* The token after the brackets that follow token i (c[i][j]): where an
 * element's assignment would start; -1 if unbalanced. */
static int past_brackets(const struct scan *s, int i)
{
  int j = i + 1, depth = 0;
  for (; j < s->n && punct(s, j, '['); j++) {
    for (depth = 1, j++; j < s->n && depth > 0; j++)
      depth += punct(s, j, '[') - punct(s, j, ']');
    j--; /* at the closing ']' */
  }
  return depth == 0 && j > i + 1 ? j - 1 : -1;
}

/* The first store into an element of the array named at token v in a
 * device body: c[i] = ..., c[i] op= ..., c[i]++, ++c[i]. */
static int element_write_to(const struct scan *s, int v, int *fn)
{
  for (int k = 0; k < s->nf; k++) {
    const struct fn *f = &s->f[k];
    if (!f->device || f->host)
      continue;
    for (int i = f->open + 1; i < f->close; i++) {
      if (!same(s, i, v) || !punct(s, i + 1, '[') || shadowed(s, f, v, i))
        continue;
      int close = past_brackets(s, i);
      if (close >= 0 && (assigned(s, i) || assigned(s, close))) {
        *fn = f->name;
        return i;
      }
    }
  }
  return -1;
}

int rg_constant_array_write_find(const char *text, int *line, char *var, char *fn, size_t cap)
{
  if (strstr(text, "__CUDA_ARCH__"))
    return 0;
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int d = 0; d < s.ndecl && !found; d++) {
    int v = constant_array_name(&s, s.decl[d].from, s.decl[d].to), f = -1;
    int at = v >= 0 ? element_write_to(&s, v, &f) : -1;
    if (at >= 0) {
      found = 1;
      *line = s.t[at].line;
      snprintf(var, cap, "%.*s", s.t[v].len, s.t[v].s);
      snprintf(fn, cap, "%.*s", s.t[f].len, s.t[f].s);
    }
  }
  rg_scan_free(&s);
  return found;
}

int rg_constant_write_find(const char *text, int *line, char *var, char *fn, size_t cap)
{
  if (strstr(text, "__CUDA_ARCH__"))
    return 0;
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int d = 0; d < s.ndecl && !found; d++) {
    int v = constant_name(&s, s.decl[d].from, s.decl[d].to), f = -1;
    int at = v >= 0 ? write_to(&s, v, &f) : -1;
    if (at >= 0) {
      found = 1;
      *line = s.t[at].line;
      snprintf(var, cap, "%.*s", s.t[v].len, s.t[v].s);
      snprintf(fn, cap, "%.*s", s.t[f].len, s.t[f].s);
    }
  }
  rg_scan_free(&s);
  return found;
}
