/* ir_fma.c — device code fuses a multiply and an add where nvcc's does.
 *
 * nvcc -O3 contracts a * b + c into one fused multiply-add (fma.rn.f32,
 * .f64; its default, --fmad=true), across statements once optimised, and
 * keeps the low bits a rounded product loses: with a = 1 + 2^-12 and
 * c = -(1 + 2^-11), a * a + c is 2^-24 on a GPU and 0 where the product is
 * rounded first.  A kernel that kept its barrier only where the two
 * roundings give 0 passed here and raced on a GPU.
 *
 * The submission is compiled with -ffp-contract=fast (simt_cxx_flags):
 * every multiply and add may be fused, which the code generator does only
 * in a function whose target has FMA instructions.  x86-64's baseline has
 * none, and host code keeps it: nvcc's host compiler (gcc -O3 for x86-64)
 * rounds twice, so host code that tested a * a + c would tell the two
 * backends apart if it fused here.  This pass gives the device functions
 * (those ir_marks.h names: kernels, __device__ and __host__ __device__
 * functions, with whatever they inlined) "+fma" in their target features,
 * each through a copy of its attribute group, where the CPU has FMA
 * (simt_host_fma); where it has none nothing changes, and a grading says
 * the check is not made (cases/not_run.c).  On aarch64 FMA is baseline:
 * the flag alone contracts, host code too, as gcc does there.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_rewrite.h"
#include "simt.h"

int simt_host_fma(void)
{
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("fma") != 0;
#elif defined(__aarch64__)
  return 1;
#else
  return 0;
#endif
}

/* The attribute groups of the module: the first number above them all
 * (new groups are it + N), and which ones a device function uses. */
struct groups {
  long base;
  char *used; /* base bytes */
};

/* The number of the attribute group a `define` line at p (n bytes) names
 * (its last " #N"), or -1; *at: where its '#' is. */
static long define_group(const char *p, size_t n, const char **at)
{
  long g = -1;
  for (const char *q = p; q + 2 <= p + n; q++)
    if (q[0] == ' ' && q[1] == '#' && q + 2 < p + n && q[2] >= '0' && q[2] <= '9') {
      g = strtol(q + 2, NULL, 10);
      *at = q + 1;
    }
  return g;
}

static bool device_define(FILE *out, const char *p, size_t n, void *ctx)
{
  struct groups *gs = ctx;
  const char *at = NULL;
  long g = strncmp(p, "define ", 7) == 0 ? define_group(p, n, &at) : -1;
  if (g < 0 || g >= gs->base)
    return false;
  gs->used[g] = 1;
  const char *rest = at + 1;
  while (rest < p + n && *rest >= '0' && *rest <= '9')
    rest++;
  fprintf(out, "%.*s#%ld%.*s", (int)(at - p), p, gs->base + g, (int)(p + n - rest), rest);
  return true;
}

/* The first number above every "attributes #N = " line of ir. */
static long groups_base(const char *ir)
{
  long base = 0;
  for (const char *p = ir; (p = strstr(p, "\nattributes #")); p++) {
    long g = strtol(p + 13, NULL, 10);
    if (g >= base)
      base = g + 1;
  }
  return base;
}

/* Appends, for each group g in used, group base + g: g's attributes with
 * "+fma" added to its target features. */
static int put_groups(const char *path, const char *ir, const struct groups *gs)
{
  FILE *out = fopen(path, "ab");
  if (!out)
    return -1;
  static const char tf[] = "\"target-features\"=\"";
  for (const char *p = ir; (p = strstr(p, "\nattributes #")); p++) {
    long g = strtol(p + 13, NULL, 10);
    const char *open = strstr(p, " = { "), *e = strchr(p + 1, '\n');
    size_t n = e ? (size_t)(e - p - 1) : strlen(p + 1);
    if (g < 0 || g >= gs->base || !gs->used[g] || !open || open > p + 1 + n)
      continue;
    const char *body = open + 5, *end = p + 1 + n, *f = strstr(body, tf);
    fprintf(out, "attributes #%ld = { ", gs->base + g);
    if (f && f < end) {
      const char *q = strchr(f + sizeof tf - 1, '"');
      fprintf(out, "%.*s,+fma%.*s\n", (int)(q - body), body, (int)(end - q), q);
    } else {
      fprintf(out, "\"target-features\"=\"+fma\" %.*s\n", (int)(end - body), body);
    }
  }
  return fclose(out) == 0 ? 0 : -1;
}

int simt_ir_fma(const char *path)
{
#if defined(__x86_64__) || defined(__i386__)
  if (!simt_host_fma())
    return 0;
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  struct groups gs = { groups_base(ir), NULL };
  gs.used = calloc((size_t)gs.base + 1, 1);
  int r = gs.used ? simt_ir_rewrite_device_lines(path, device_define, &gs) : -1;
  if (r == 0)
    r = put_groups(path, ir, &gs);
  free(gs.used);
  free(ir);
  return r;
#else
  (void)path;
  return 0;
#endif
}
