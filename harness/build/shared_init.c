/* shared_init.c — a __shared__ variable with an initializer, or in host
 * code (see shared_init.h). */
#include "shared_init.h"

#include <stdio.h>

#include "source_scan.h"

/* From the __shared__ at token i to its declaration's `;`: is there an `=`
 * outside brackets? */
static bool initialised(const struct scan *s, int i)
{
  int depth = 0;
  for (int j = i + 1; j < s->n; j++) {
    char c = s->t[j].len == 1 ? s->t[j].s[0] : 0;
    if (c == '(' || c == '[' || c == '{')
      depth++;
    else if (c == ')' || c == ']' || c == '}') {
      if (--depth < 0)
        return false;
    } else if (c == ';' && depth == 0)
      return false;
    else if (c == '=' && depth == 0)
      return true;
  }
  return false;
}

int rg_shared_init_find(const char *text, int *line)
{
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int i = 0; i < s.n && !found; i++)
    if (rg_scan_is(&s, i, "__shared__") && initialised(&s, i)) {
      found = 1;
      *line = s.t[i].line;
    }
  rg_scan_free(&s);
  return found;
}

int rg_shared_in_host_find(const char *text, int *line, char *fn, size_t cap)
{
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int k = 0; k < s.nf && !found; k++) {
    const struct fn *f = &s.f[k];
    if (f->device || f->global)
      continue;
    for (int i = f->open + 1; i < f->close && !found && !rg_scan_is(&s, i, "__device__"); i++)
      if (rg_scan_is(&s, i, "__shared__")) {
        found = 1;
        *line = s.t[i].line;
        snprintf(fn, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
      }
  }
  rg_scan_free(&s);
  return found;
}
