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

/* The host-only function that token i, in a device body, calls; or NULL. */
static const struct fn *host_callee(const struct scan *s, int i, const struct fn *in)
{
  if (!rg_scan_ident(s, i) || rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->") || rg_scan_is(s, i - 1, "::"))
    return NULL;
  if (rg_scan_ident(s, i - 1) && !rg_scan_is(s, i - 1, "return") && !rg_scan_is(s, i - 1, "else") &&
      !rg_scan_is(s, i - 1, "case") && !rg_scan_is(s, i - 1, "do"))
    return NULL; /* a declaration (Type name(...)), not a call */
  int after = i + 1;
  if (rg_scan_is(s, after, "<")) { /* name<Args>(...), the arguments short */
    int c = rg_scan_closing(s, after, '<', '>');
    if (c - after > 16)
      return NULL;
    after = c + 1;
  }
  if (!rg_scan_is(s, after, "("))
    return NULL;
  for (int e = 0; e < s->nexempt; e++)
    if (s->t[i].len == (int)strlen(s->exempt[e]) &&
        strncmp(s->t[i].s, s->exempt[e], (size_t)s->t[i].len) == 0)
      return NULL;
  /* Used in this body other than as a call: a local of that name. */
  for (int j = in->open; j < in->close; j++)
    if (s->t[j].len == s->t[i].len && strncmp(s->t[j].s, s->t[i].s, (size_t)s->t[j].len) == 0 &&
        !rg_scan_is(s, j + 1, "(") && !rg_scan_is(s, j + 1, "<"))
      return NULL;
  for (int k = 0; k < s->nf; k++)
    if (!s->f[k].device && !s->f[k].constexpr_ && !s->f[k].member && same(s, i, &s->f[k]))
      return &s->f[k];
  return NULL;
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
      const struct fn *g = host_callee(&s, i, f);
      if (!g)
        continue;
      found = 1;
      *line = s.t[i].line;
      *callee_line = s.t[g->name].line;
      *caller_kind = f->global ? "__global__" : "__device__";
      snprintf(callee, cap, "%.*s", s.t[g->name].len, s.t[g->name].s);
      snprintf(caller, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
    }
  }
  rg_scan_free(&s);
  return found;
}
