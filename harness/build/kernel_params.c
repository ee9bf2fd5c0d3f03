/* kernel_params.c — a kernel parameter of pointer-to-member type, a C
 * ellipsis (see kernel_params.h). */
#include "kernel_params.h"

#include <stdio.h>

#include "source_scan.h"

/* Between the parentheses that follow token name: a `::` then a `*`? */
static bool member_pointer_param(const struct scan *s, int name)
{
  int open = name + 1;
  if (open >= s->n || !rg_scan_is(s, open, "("))
    return false;
  int close = rg_scan_closing(s, open, '(', ')');
  for (int j = open + 1; j + 1 < close; j++)
    if (rg_scan_is(s, j, "::") && rg_scan_is(s, j + 1, "*"))
      return true;
  return false;
}

/* Between the parentheses that follow token name: `...` right after the
 * `(` or a `,` (a C ellipsis, not a pack's expansion)? */
static bool ellipsis_param(const struct scan *s, int name)
{
  int open = name + 1;
  if (open >= s->n || !rg_scan_is(s, open, "("))
    return false;
  int close = rg_scan_closing(s, open, '(', ')');
  for (int j = open; j + 3 < close; j++)
    if ((j == open || rg_scan_is(s, j, ",")) && rg_scan_is(s, j + 1, ".") &&
        rg_scan_is(s, j + 2, ".") && rg_scan_is(s, j + 3, "."))
      return true;
  return false;
}

typedef bool (*param_test)(const struct scan *s, int name);

/* The first kernel defined in text whose parameters meet test. */
static int kernel_find(const char *text, param_test test, int *line, char *name, size_t cap)
{
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int k = 0; k < s.nf && !found; k++) {
    const struct fn *f = &s.f[k];
    if (!f->global || !test(&s, f->name))
      continue;
    found = 1;
    *line = s.t[f->name].line;
    snprintf(name, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
  }
  rg_scan_free(&s);
  return found;
}

int rg_kernel_ellipsis_find(const char *text, int *line, char *name, size_t cap)
{
  return kernel_find(text, ellipsis_param, line, name, cap);
}

int rg_kernel_member_pointer_find(const char *text, int *line, char *name, size_t cap)
{
  return kernel_find(text, member_pointer_param, line, name, cap);
}

