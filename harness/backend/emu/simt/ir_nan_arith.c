/* ir_nan_arith.c — the NaN that device code's arithmetic makes, made a
 * GPU's.
 *
 * Where a floating-point operation makes a NaN (inf - inf, 0 * inf, 0 / 0,
 * the square root of a negative number), x86-64 gives its default NaN,
 * sign set (0xffc00000 for a float), or an operand's payload; a GPU gives
 * its canonical NaN, 0x7fffffff (0x7fffffffffffffff for a double).  A
 * kernel could read the bits (__float_as_uint(inf - inf)) to learn where it
 * runs and keep its barrier only on the emulator
 * (tests/hostile/nan-bits-hides-race.cu).  Here, in the IR, in the
 * functions simt_cuda.h marks as device code (ir_marks.h), each fadd,
 * fsub, fmul, fdiv and frem of a float or a double, scalar or vector, and
 * each call of llvm.sqrt, llvm.fma, llvm.fmuladd or a C math function that
 * computes (sqrtf, expf, logf, powf, sinf ...), becomes the operation,
 * an unordered compare of its result with itself, and a select of the
 * canonical NaN where it is one.  The result keeps its name.  A NaN loaded,
 * stored, copied or negated (fneg) keeps its bits, as on a GPU; fabsf,
 * copysignf, fminf, fmaxf and the roundings are left as they are.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "simt.h"

static const char nan_f32[] = "0x7FFFFFFFE0000000", nan_f64[] = "0x7FFFFFFFFFFFFFFF";

/* The parts of "  %R = RHS" whose RHS makes a NaN-able float value. */
struct arith {
  const char *res, *rhs;
  size_t res_n, rhs_n;
  const char *elem;  /* "float" or "double" */
  unsigned lanes;    /* 0: a scalar; else <lanes x elem> */
};

static const char *skip_words(const char *p, const char *end, const char *const *words)
{
  for (int again = 1; again;) {
    again = 0;
    for (const char *const *w = words; *w; w++) {
      size_t l = strlen(*w);
      if ((size_t)(end - p) > l && memcmp(p, *w, l) == 0 && p[l] == ' ') {
        p += l + 1;
        again = 1;
      }
    }
  }
  return p;
}

/* The type at p: float, double, or a vector of them; the type's end, or
 * NULL. */
static const char *fp_type(const char *p, const char *end, struct arith *a)
{
  unsigned lanes = 0;
  if (*p == '<') {
    char *x;
    lanes = (unsigned)strtoul(p + 1, &x, 10);
    if (lanes == 0 || lanes > 64 || x >= end || strncmp(x, " x ", 3) != 0)
      return NULL;
    p = x + 3;
  }
  const char *elem = strncmp(p, "float", 5) == 0 ? "float" : strncmp(p, "double", 6) == 0 ? "double" : NULL;
  if (!elem)
    return NULL;
  p += strlen(elem);
  if (lanes && *p++ != '>')
    return NULL;
  a->elem = elem;
  a->lanes = lanes;
  return p < end && *p == ' ' ? p : NULL;
}

/* Is the callee at p one that computes (a GPU's NaN out), not one that
 * may pass an operand's bits on (fabsf, copysignf, fminf)?  An intrinsic of
 * the list, or a C math function, float ('f') or double. */
static int computing_call(const char *p, const char *end, const char *const *intrinsics)
{
  static const char *const libm[] = {
    "sqrt", "cbrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "pow",
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh",
    "acosh", "atanh", "fmod", "remainder", "hypot", "erf", "erfc", "lgamma", "tgamma", NULL,
  };
  for (const char *const *i = intrinsics; *i; i++)
    if (strncmp(p, *i, strlen(*i)) == 0)
      return 1;
  if (*p++ != '@')
    return 0;
  const char *open = memchr(p, '(', (size_t)(end - p));
  if (!open)
    return 0;
  size_t l = (size_t)(open - p);
  if (l && p[l - 1] == 'f')
    l--;
  for (const char *const *f = libm; *f; f++)
    if (strlen(*f) == l && memcmp(p, *f, l) == 0)
      return 1;
  return 0;
}

static int parse_arith(const char *p, size_t n, struct arith *a)
{
  static const char *const ops[] = { "fadd ", "fsub ", "fmul ", "fdiv ", "frem ", NULL };
  static const char *const flags[] = { "fast", "nnan", "ninf", "nsz", "arcp", "contract",
                                       "afn", "reassoc", NULL };
  static const char *const calls[] = { "tail", "musttail", "notail", NULL };
  static const char *const intrinsics[] = { "@llvm.sqrt.", "@llvm.fma.", "@llvm.fmuladd.", NULL };
  const char *end = p + n;
  if (n < 8 || memcmp(p, "  %", 3) != 0)
    return 0;
  const char *eq = memchr(p, '=', n);
  if (!eq || eq + 2 >= end || eq[-1] != ' ' || eq[1] != ' ')
    return 0;
  const char *rhs = eq + 2, *q = NULL;
  for (const char *const *o = ops; *o && !q; o++)
    if (strncmp(rhs, *o, strlen(*o)) == 0)
      q = rhs + strlen(*o);
  int call = 0;
  if (!q) {
    q = skip_words(rhs, end, calls);
    if (strncmp(q, "call ", 5) != 0)
      return 0;
    q += 5;
    call = 1;
  }
  q = skip_words(q, end, flags);
  const char *t = fp_type(q, end, a);
  if (!t)
    return 0;
  if (call && !computing_call(t + 1, end, intrinsics))
    return 0;
  a->res = p + 2;
  a->res_n = (size_t)(eq - 1 - a->res);
  a->rhs = rhs;
  a->rhs_n = (size_t)(end - rhs);
  while (a->rhs_n && (rhs[a->rhs_n - 1] == '\n' || rhs[a->rhs_n - 1] == '\r'))
    a->rhs_n--;
  return 1;
}

/* The type of a, and its canonical NaN, into out. */
static void put_type(FILE *out, const struct arith *a, int nan)
{
  const char *c = strcmp(a->elem, "float") == 0 ? nan_f32 : nan_f64;
  if (!a->lanes) {
    fprintf(out, "%s%s%s", a->elem, nan ? " " : "", nan ? c : "");
    return;
  }
  fprintf(out, "<%u x %s>", a->lanes, a->elem);
  if (!nan)
    return;
  fputs(" <", out);
  for (unsigned i = 0; i < a->lanes; i++)
    fprintf(out, "%s%s %s", i ? ", " : "", a->elem, c);
  fputc('>', out);
}

/* The operation at a, as the three instructions that give a GPU's NaN. */
static void put_canonical(FILE *out, const struct arith *a, unsigned k)
{
  fprintf(out, "  %%simt.nc%u = %.*s\n", k, (int)a->rhs_n, a->rhs);
  fprintf(out, "  %%simt.nc%u.u = fcmp uno ", k);
  put_type(out, a, 0);
  fprintf(out, " %%simt.nc%u, %s\n", k, a->lanes ? "zeroinitializer" : "0.0");
  fprintf(out, "  %.*s = select ", (int)a->res_n, a->res);
  if (a->lanes)
    fprintf(out, "<%u x i1>", a->lanes);
  else
    fputs("i1", out);
  fprintf(out, " %%simt.nc%u.u, ", k);
  put_type(out, a, 1);
  fputs(", ", out);
  put_type(out, a, 0);
  fprintf(out, " %%simt.nc%u\n", k);
}

static bool nan_line(FILE *out, const char *p, size_t n, void *ctx)
{
  unsigned *k = ctx;
  struct arith a;
  if (!parse_arith(p, n, &a))
    return false;
  put_canonical(out, &a, (*k)++);
  return true;
}

int simt_ir_nan_arith(const char *path)
{
  unsigned k = 0;
  return simt_ir_rewrite_device_lines(path, nan_line, &k);
}
