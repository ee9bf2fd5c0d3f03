/* host_calls.c — device code that calls a host function (see host_calls.h):
 * each __global__ or __device__ body of the scan (source_scan.h), read for
 * calls by plain name. */
#include "host_calls.h"

#include <stdio.h>
#include <string.h>

#include "source_scan.h"


static bool same(const struct scan *s, int i, const struct fn *f)
{
  return s->t[i].len == s->t[f->name].len &&
         strncmp(s->t[i].s, s->t[f->name].s, (size_t)s->t[i].len) == 0;
}

/* The C library's host-only functions a student may reach for in a kernel
 * (a random number, an error exit, a message to stderr), by the name nvcc
 * refuses.  CUDA's device code has printf, malloc, free, memcpy, memset,
 * assert, clock and the math functions: none of them is here. */
static const char *const host_library[] = {
  "rand", "srand", "rand_r", "random", "srandom", "drand48", "time", "exit", "fopen",
  "fclose", "fprintf", "fputs", "puts", "putchar", "fwrite", "fread", "fflush", "scanf",
  "getenv", "system", "sleep", "usleep", "atoi", "atof", "strtol", "strtof", "qsort",
  "bsearch", "perror", NULL,
};

static bool named(const struct scan *s, int i, const char *name)
{
  return s->t[i].len == (int)strlen(name) && strncmp(s->t[i].s, name, (size_t)s->t[i].len) == 0;
}

/* Token i, in the device body `in`, calls something by plain name: not a
 * member, not a declaration (Type name(...)), not a local of that name. */
static bool plain_call(const struct scan *s, int i, const struct fn *in)
{
  if (!rg_scan_ident(s, i) || rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->") ||
      rg_scan_is(s, i - 1, "::"))
    return false;
  if (rg_scan_ident(s, i - 1) && !rg_scan_is(s, i - 1, "return") &&
      !rg_scan_is(s, i - 1, "else") && !rg_scan_is(s, i - 1, "case") &&
      !rg_scan_is(s, i - 1, "do"))
    return false;
  int after = i + 1;
  if (rg_scan_is(s, after, "<")) { /* name<Args>(...), the arguments short */
    int c = rg_scan_closing(s, after, '<', '>');
    if (c - after > 16)
      return false;
    after = c + 1;
  }
  if (!rg_scan_is(s, after, "("))
    return false;
  for (int e = 0; e < s->nexempt; e++)
    if (named(s, i, s->exempt[e]))
      return false;
  for (int j = in->open; j < in->close; j++)
    if (s->t[j].len == s->t[i].len && strncmp(s->t[j].s, s->t[i].s, (size_t)s->t[j].len) == 0 &&
        !rg_scan_is(s, j + 1, "(") && !rg_scan_is(s, j + 1, "<"))
      return false;
  return true;
}

/* What token i, in a device body, calls that only a host can run: one of
 * the submission's functions (its index), -2 and *lib for the C library's,
 * or -1. */
static int host_callee(const struct scan *s, int i, const struct fn *in, const char **lib)
{
  if (!plain_call(s, i, in))
    return -1;
  bool defined = false;
  for (int k = 0; k < s->nf; k++)
    if (same(s, i, &s->f[k])) {
      if (!s->f[k].device && !s->f[k].constexpr_ && !s->f[k].member)
        return k;
      defined = true;
    }
  for (int l = 0; host_library[l] && !defined; l++)
    if (named(s, i, host_library[l])) {
      *lib = host_library[l];
      return -2;
    }
  return -1;
}

int rg_host_call_find(const char *text, int *line, char *callee, char *caller, size_t cap,
                      int *callee_line, const char **caller_kind)
{
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int k = 0; k < s.nf && !found; k++) {
    const struct fn *f = &s.f[k];
    if (!f->device || f->host || f->member)
      continue;
    for (int i = f->open + 1; i < f->close && !found; i++) {
      const char *lib = NULL;
      int g = host_callee(&s, i, f, &lib);
      if (g == -1)
        continue;
      found = 1;
      *line = s.t[i].line;
      *callee_line = g >= 0 ? s.t[s.f[g].name].line : 0;
      *caller_kind = f->global ? "__global__" : "__device__";
      if (g >= 0)
        snprintf(callee, cap, "%.*s", s.t[s.f[g].name].len, s.t[s.f[g].name].s);
      else
        snprintf(callee, cap, "%s", lib);
      snprintf(caller, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
    }
  }
  rg_scan_free(&s);
  return found;
}
