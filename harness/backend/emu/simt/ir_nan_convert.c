/* ir_nan_convert.c — device code's conversion of a NaN to an integer made
 * PTX's.
 *
 * The build converts a float to an integer with saturation, as PTX's cvt
 * does (-fno-strict-float-cast-overflow: llvm.fptosi.sat and
 * llvm.fptoui.sat), and those give 0 for a NaN.  PTX's cvt gives 0 only
 * where the source is not a double and the result not 64 bits wide; else
 * 1 << (width - 1): `(int)NaN` of a double is INT_MIN on a GPU and `(long
 * long)NaN` of a float LLONG_MIN (the PTX ISA, cvt, since 9.0 in words).
 * A kernel could convert a NaN to learn where it runs and keep its barrier
 * only on the emulator (tests/hostile/nan-to-int-hides-race.cu).  Here, in
 * the IR, in the functions simt_cuda.h marks as device code (ir_marks.h),
 * each such call whose source is a double or whose result is 64 bits wide
 * becomes the call, an unordered compare of its operand with itself, and a
 * select of 1 << (width - 1) where the operand is a NaN.  The result keeps
 * its name.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "ir_marks.h"
#include "simt.h"

/* The parts of "  %R = call iW @llvm.fptoXi.sat.iW.fS(TYPE %x)[ #a][, !md]". */
struct convert {
  const char *res, *call, *arg, *tail;
  size_t res_n, call_n, arg_n, tail_n;
  int width;
};

/* The first s in the n bytes at p, or NULL. */
static const char *line_find(const char *p, size_t n, const char *s)
{
  size_t l = strlen(s);
  for (size_t i = 0; i + l <= n; i++)
    if (memcmp(p + i, s, l) == 0)
      return p + i;
  return NULL;
}

static int parse_convert(const char *p, size_t n, struct convert *c)
{
  const char *end = p + n, *eq = line_find(p, n, " = call i");
  const char *name = line_find(p, n, "@llvm.fpto");
  if (!eq || !name || eq > name || p[0] != ' ' || p[2] != '%')
    return 0;
  if (strncmp(name + 11, "i.sat.i", 7) != 0)
    return 0;
  c->width = atoi(name + 18);
  const char *src = line_find(name + 18, (size_t)(end - name - 18), ".");
  const char *open = line_find(name, (size_t)(end - name), "(");
  const char *close = open ? line_find(open, (size_t)(end - open), ")") : NULL;
  if (!src || !close || c->width < 8 || c->width > 64)
    return 0;
  if (strncmp(src, ".f64(", 5) != 0 && (strncmp(src, ".f32(", 5) != 0 || c->width != 64))
    return 0;
  const char *arg = line_find(open, (size_t)(close - open), "%");
  if (!arg)
    return 0;
  c->res = p + 2;
  c->res_n = (size_t)(eq - c->res);
  c->call = eq + 3;
  c->call_n = (size_t)(end - c->call);
  c->arg = arg;
  c->arg_n = (size_t)(close - arg);
  c->tail = close + 1;
  c->tail_n = (size_t)(end - c->tail);
  return 1;
}

/* The conversion at c, as the three instructions that give PTX's NaN. */
static void put_converted(FILE *out, const struct convert *c, int is_double, unsigned k)
{
  const char *md = line_find(c->tail, c->tail_n, ", !");
  int md_n = md ? (int)(c->tail + c->tail_n - md) : 0;
  long long low = c->width == 64 ? (-9223372036854775807LL - 1) : -(1LL << (c->width - 1));
  fprintf(out, "  %%simt.cv%u.v = %.*s\n", k, (int)c->call_n, c->call);
  fprintf(out, "  %%simt.cv%u.nan = fcmp uno %s %.*s, 0.0%.*s\n", k, is_double ? "double" : "float",
          (int)c->arg_n, c->arg, md_n, md ? md : "");
  fprintf(out, "  %.*s = select i1 %%simt.cv%u.nan, i%d %lld, i%d %%simt.cv%u.v%.*s", (int)c->res_n,
          c->res, k, c->width, low, c->width, k, md_n, md ? md : "");
}

/* One device line: a conversion of a NaN-able value rewritten; ctx counts
 * them for their names. */
static bool nan_line(FILE *out, const char *p, size_t n, void *ctx)
{
  unsigned *k = ctx;
  struct convert c;
  if (n <= 2 || !parse_convert(p, n, &c))
    return false;
  put_converted(out, &c, line_find(c.call, c.call_n, ".f64(") != NULL, (*k)++);
  return true;
}

int simt_ir_nan_convert(const char *path)
{
  unsigned k = 0;
  return simt_ir_rewrite_device_lines(path, nan_line, &k);
}
