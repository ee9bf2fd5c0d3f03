/* kernel_params.c — a kernel parameter of pointer-to-member type, a C
 * ellipsis (see kernel_params.h). */
#include "kernel_params.h"

#include <stdio.h>
#include <stdlib.h>

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

/* An `auto` before token name in its declaration (back to the last ; { }
 * or a template's >), and no trailing return type after the parameters. */
static bool deduced_return(const struct scan *s, int name)
{
  bool any = false;
  for (int j = name - 1; j >= 0; j--) {
    if (rg_scan_is(s, j, ";") || rg_scan_is(s, j, "{") || rg_scan_is(s, j, "}") ||
        rg_scan_is(s, j, ">"))
      break;
    any |= rg_scan_is(s, j, "auto");
  }
  int open = name + 1;
  if (!any || open >= s->n || !rg_scan_is(s, open, "("))
    return false;
  return !rg_scan_is(s, rg_scan_closing(s, open, '(', ')') + 1, "->");
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

int rg_kernel_auto_find(const char *text, int *line, char *name, size_t cap)
{
  return kernel_find(text, deduced_return, line, name, cap);
}

int rg_kernel_member_pointer_find(const char *text, int *line, char *name, size_t cap)
{
  return kernel_find(text, member_pointer_param, line, name, cap);
}


/* The { at token i opens a class body: its statement (back to the last
 * ; { or }) names struct, class or union, after no enum and with no (. */
static bool class_body(const struct scan *s, int i)
{
  bool named = false;
  for (int j = i - 1; j >= 0; j--) {
    if (rg_scan_is(s, j, ";") || rg_scan_is(s, j, "{") || rg_scan_is(s, j, "}"))
      break;
    if (rg_scan_is(s, j, "(") || rg_scan_is(s, j, "enum") || rg_scan_is(s, j, "="))
      return false;
    named |= rg_scan_is(s, j, "struct") || rg_scan_is(s, j, "class") ||
             rg_scan_is(s, j, "union");
  }
  return named;
}

/* A friend before token i in its declaration (back to the last ; { } or
 * an access label's :). */
static bool friend_decl(const struct scan *s, int i)
{
  for (int j = i - 1; j >= 0; j--) {
    if (rg_scan_is(s, j, ";") || rg_scan_is(s, j, "{") || rg_scan_is(s, j, "}") ||
        rg_scan_is(s, j, ":"))
      return false;
    if (rg_scan_is(s, j, "friend"))
      return true;
  }
  return false;
}

int rg_kernel_member_find(const char *text, int *line)
{
  struct scan s;
  rg_scan_read(&s, text);
  bool *in_class = calloc((size_t)s.n + 1, sizeof *in_class);
  if (!in_class)
    abort();
  int depth = 0, found = 0, classes = 0;
  for (int i = 0; i < s.n && !found; i++) {
    if (rg_scan_is(&s, i, "{")) {
      in_class[++depth] = class_body(&s, i);
      classes += in_class[depth];
    } else if (rg_scan_is(&s, i, "}") && depth > 0) {
      classes -= in_class[depth--];
    } else if (classes > 0 && rg_scan_is(&s, i, "__global__") && !friend_decl(&s, i)) {
      found = 1;
      *line = s.t[i].line;
    }
  }
  free(in_class);
  rg_scan_free(&s);
  return found;
}
