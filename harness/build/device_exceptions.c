/* device_exceptions.c — exception handling and run-time type information
 * in device code (see device_exceptions.h). */
#include "device_exceptions.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "source_scan.h"

/* Token i is a throw expression, a try, a catch, or an operator of
 * run-time type information: not `throw()`, an exception specification (a
 * lambda's in the body). */
static bool handles_exceptions(const struct scan *s, int i)
{
  if (rg_scan_is(s, i, "try") || rg_scan_is(s, i, "catch") || rg_scan_is(s, i, "typeid") ||
      rg_scan_is(s, i, "dynamic_cast"))
    return true;
  return rg_scan_is(s, i, "throw") && !(rg_scan_is(s, i + 1, "(") && rg_scan_is(s, i + 2, ")"));
}

int rg_device_exception_find(const char *text, int *line, char *word, char *fn, size_t cap)
{
  if (strstr(text, "__CUDA_ARCH__"))
    return 0;
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int k = 0; k < s.nf && !found; k++) {
    const struct fn *f = &s.f[k];
    if (!f->device && !f->global)
      continue;
    for (int i = f->open + 1; i < f->close && !found; i++)
      if (handles_exceptions(&s, i)) {
        found = 1;
        *line = s.t[i].line;
        snprintf(word, cap, "%.*s", s.t[i].len, s.t[i].s);
        snprintf(fn, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
      }
  }
  rg_scan_free(&s);
  return found;
}
