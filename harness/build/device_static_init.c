/* device_static_init.c — a device function's static started from a
 * run-time value (see device_static_init.h). */
#include "device_static_init.h"

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

/* Token i names a parameter of f: a name in its parameter list followed
 * by , ) [ or =. */
static bool parameter(const struct scan *s, const struct fn *f, int i)
{
  int open = f->name + 1;
  if (!punct(s, open, '('))
    return false;
  int close = rg_scan_closing(s, open, '(', ')');
  for (int j = open + 1; j < close; j++)
    if (rg_scan_ident(s, j) && same(s, i, j) &&
        (punct(s, j + 1, ',') || punct(s, j + 1, ')') || punct(s, j + 1, '[') ||
         punct(s, j + 1, '=')))
      return true;
  return false;
}

/* Token i is a built-in index, whole or with its member (the scan keeps
 * `blockDim.x` one token). */
static bool builtin_index(const struct scan *s, int i)
{
  static const char *const names[] = { "threadIdx", "blockIdx", "blockDim", "gridDim", NULL };
  for (int k = 0; names[k]; k++) {
    int l = (int)strlen(names[k]);
    if (s->t[i].len >= l && strncmp(s->t[i].s, names[k], (size_t)l) == 0 &&
        (s->t[i].len == l || s->t[i].s[l] == '.'))
      return true;
  }
  return false;
}

/* The static declared at token i (in f's body) reads a run-time value in
 * its initializer: from its first = ( or { at depth 0 to its ;. */
static bool dynamic_static(const struct scan *s, const struct fn *f, int i)
{
  int j = i + 1;
  while (j < f->close && !punct(s, j, ';') && !punct(s, j, '=') && !punct(s, j, '(') &&
         !punct(s, j, '{'))
    j++;
  if (j >= f->close || punct(s, j, ';'))
    return false;
  for (int depth = 0; j < f->close && !(depth == 0 && punct(s, j, ';')); j++) {
    if (punct(s, j, '(') || punct(s, j, '{') || punct(s, j, '['))
      depth++;
    else if (punct(s, j, ')') || punct(s, j, '}') || punct(s, j, ']'))
      depth--;
    else if (rg_scan_ident(s, j) && !punct(s, j - 1, '.') && !rg_scan_is(s, j - 1, "->") &&
             (builtin_index(s, j) || parameter(s, f, j)))
      return true;
  }
  return false;
}

int rg_device_static_init_find(const char *text, int *line, char *fn, size_t cap)
{
  if (strstr(text, "__CUDA_ARCH__"))
    return 0;
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int k = 0; k < s.nf && !found; k++) {
    const struct fn *f = &s.f[k];
    if (!f->device || f->host)
      continue;
    for (int i = f->open + 1; i < f->close && !found; i++)
      if (rg_scan_is(&s, i, "static") && dynamic_static(&s, f, i)) {
        found = 1;
        *line = s.t[i].line;
        snprintf(fn, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
      }
  }
  rg_scan_free(&s);
  return found;
}
