/* device_calls.c — host code that calls a device-only function (see
 * device_calls.h), read from the scan of source_scan.h. */
#include "device_calls.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "source_scan.h"

/* CUDA's functions that exist only in device code and that host code is
 * tempted to call: a barrier or fence "to wait for the kernel", a warp
 * function, an atomic to add on the host. */
static const char *const device_only[] = {
  "__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or",
  "__syncwarp", "__threadfence", "__threadfence_block", "__threadfence_system",
  "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__ballot_sync",
  "__any_sync", "__all_sync", "__activemask", "__ldg", "atomicAdd", "atomicSub", "atomicExch",
  "atomicMin", "atomicMax", "atomicInc", "atomicDec", "atomicCAS", "atomicAnd", "atomicOr",
  "atomicXor", NULL,
};

static bool same_word(const struct scan *s, int a, int b)
{
  return s->t[a].len == s->t[b].len && strncmp(s->t[a].s, s->t[b].s, (size_t)s->t[a].len) == 0;
}

/* Tokens j to j + 2 are <<<, written together: a launch, not a call. */
static bool launch_brackets(const struct scan *s, int j)
{
  return rg_scan_is(s, j, "<") && rg_scan_is(s, j + 1, "<") && rg_scan_is(s, j + 2, "<") &&
         s->t[j + 1].s == s->t[j].s + 1 && s->t[j + 2].s == s->t[j].s + 2;
}

/* Token i is called: i(...) or i<Args>(...), the arguments short; not
 * launched (i<<<...>>>(...), i<Args><<<...>>>(...)). */
static bool called(const struct scan *s, int i)
{
  int after = i + 1;
  if (launch_brackets(s, after))
    return false;
  if (rg_scan_is(s, after, "<")) {
    int c = rg_scan_closing(s, after, '<', '>');
    if (c - after > 16)
      return false;
    after = c + 1;
  }
  return !launch_brackets(s, after) && rg_scan_is(s, after, "(");
}

/* Token i of f's body is a call by plain name: not a member, not a
 * declaration (Type name(...)), not a parameter or local of that name. */
static bool plain_call(const struct scan *s, int i, const struct fn *f)
{
  if (!rg_scan_ident(s, i) || rg_scan_is(s, i - 1, ".") || rg_scan_is(s, i - 1, "->") ||
      rg_scan_is(s, i - 1, "::") || !called(s, i))
    return false;
  if (rg_scan_ident(s, i - 1) && !rg_scan_is(s, i - 1, "return") &&
      !rg_scan_is(s, i - 1, "else") && !rg_scan_is(s, i - 1, "case") &&
      !rg_scan_is(s, i - 1, "do"))
    return false;
  for (int j = f->name + 1; j < f->close; j++)
    if (j != i && same_word(s, j, i) && !rg_scan_is(s, j + 1, "(") &&
        !rg_scan_is(s, j + 1, "<") && !rg_scan_is(s, j - 1, "::"))
      return false;
  return true;
}

/* f is host code the scan can read: no device word inside (a __device__
 * lambda), its braces closed, no other function's name inside. */
static bool readable_host_body(const struct scan *s, const struct fn *f)
{
  if (f->device || f->global || f->member || f->close >= s->n)
    return false;
  for (int j = f->open + 1; j < f->close; j++)
    if (rg_scan_is(s, j, "__device__") || rg_scan_is(s, j, "__global__") ||
        rg_scan_is(s, j, "__host__"))
      return false;
  for (int k = 0; k < s->nf; k++)
    if (s->f[k].name > f->open && s->f[k].name < f->close)
      return false;
  return true;
}

/* What token i calls that only device code may: the index of the
 * submission's device-only function or, with *kernel, of its kernel
 * (every definition __global__), -2 for CUDA's own, or -1. */
static int device_callee(const struct scan *s, int i, bool *kernel)
{
  bool defined = false, device_only_def = true, kernels_only = true;
  int which = -1;
  for (int k = 0; k < s->nf; k++)
    if (same_word(s, s->f[k].name, i)) {
      defined = true;
      const struct fn *g = &s->f[k];
      if (!g->device || g->global || g->host || g->constexpr_ || g->member)
        device_only_def = false;
      kernels_only = kernels_only && g->global;
      which = k;
    }
  *kernel = defined && kernels_only;
  if (defined)
    return device_only_def || kernels_only ? which : -1;
  for (int d = 0; device_only[d]; d++)
    if (s->t[i].len == (int)strlen(device_only[d]) &&
        strncmp(s->t[i].s, device_only[d], (size_t)s->t[i].len) == 0)
      return -2;
  return -1;
}

int rg_device_call_find(const char *text, int *line, char *callee, char *caller, size_t cap,
                        int *callee_line, bool *kernel)
{
  struct scan s;
  rg_scan_read(&s, text);
  int found = 0;
  for (int k = 0; k < s.nf && !found; k++) {
    const struct fn *f = &s.f[k];
    if (!readable_host_body(&s, f))
      continue;
    for (int i = f->open + 1; i < f->close && !found; i++) {
      if (!plain_call(&s, i, f))
        continue;
      int g = device_callee(&s, i, kernel);
      if (g == -1)
        continue;
      found = 1;
      *line = s.t[i].line;
      *callee_line = g >= 0 ? s.t[s.f[g].name].line : 0;
      snprintf(callee, cap, "%.*s", s.t[i].len, s.t[i].s);
      snprintf(caller, cap, "%.*s", s.t[f->name].len, s.t[f->name].s);
    }
  }
  rg_scan_free(&s);
  return found;
}
