/* ir_nan_arith.c — the NaN that device code's arithmetic makes, made a
 * GPU's.
 *
 * Where a floating-point operation makes a NaN (inf - inf, 0 * inf, 0 / 0,
 * the square root of a negative number), x86-64 gives its default NaN,
 * sign set (0xffc00000 for a float), or an operand's payload; a GPU gives
 * its canonical NaN, 0x7fffffff for a float (for a double 0xfff8000000000000,
 * x86-64's default too: an H200, 2026-11-29).  A
 * kernel could read the bits (__float_as_uint(inf - inf)) to learn where it
 * runs and keep its barrier only on the emulator
 * (tests/hostile/nan-bits-hides-race.cu).  Here, in the IR, in the
 * functions simt_cuda.h marks as device code (ir_marks.h), each fadd,
 * fsub, fmul, fdiv and frem of a float or a double, scalar or vector, each
 * call of llvm.sqrt, llvm.fma, llvm.fmuladd or a C math function that
 * computes (sqrtf, expf, logf, powf, sinf ...), and for a float each fneg,
 * fabsf and rounding (floorf ...), becomes the operation, an unordered
 * compare of its result with itself, and a select of the canonical NaN
 * where it is one.  The result keeps its name.  What an H200 showed
 * decides the list: -x, fabsf(x), floorf(x), x + 1 and expf(x) of a NaN
 * x = 0xffc00123 give 0x7fffffff; a copy, a conversion to double and back,
 * and fminf(x, x) keep 0xffc00123, and are left as they are here.
 */
#define _GNU_SOURCE /* memmem */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir_rewrite.h"
#include "simt.h"

enum { NAME_CAP = 64 };

static const char nan_f32[] = "0x7FFFFFFFE0000000", nan_f64[] = "0xFFF8000000000000";

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

enum { MOVES, COMPUTES, COMPUTES_FLOAT };

/* What the callee at p does to a NaN: COMPUTES (a GPU's NaN out), or
 * COMPUTES_FLOAT (the same for a float: a GPU's fabsf and roundings give
 * its canonical NaN, measured on an H200; their double forms were not),
 * else MOVES (copysignf, fminf: left as they are).  An intrinsic, or a C
 * math function, its float form named with an 'f'. */
static int callee_kind(const char *p, const char *end)
{
  static const char *const intrinsics[] = { "@llvm.sqrt.", "@llvm.fma.", "@llvm.fmuladd.", NULL };
  static const char *const float_intrinsics[] = { "@llvm.fabs.", "@llvm.floor.", "@llvm.ceil.",
                                                  "@llvm.trunc.", "@llvm.round.", "@llvm.rint.",
                                                  "@llvm.nearbyint.", NULL };
  static const char *const libm[] = {
    "sqrt", "cbrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "pow",
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh",
    "acosh", "atanh", "fmod", "remainder", "hypot", "erf", "erfc", "lgamma", "tgamma", NULL,
  };
  static const char *const float_libm[] = { "fabs", "floor", "ceil", "trunc", "round", "rint",
                                            "nearbyint", NULL };
  for (const char *const *i = intrinsics; *i; i++)
    if (strncmp(p, *i, strlen(*i)) == 0)
      return COMPUTES;
  for (const char *const *i = float_intrinsics; *i; i++)
    if (strncmp(p, *i, strlen(*i)) == 0)
      return COMPUTES_FLOAT;
  if (*p++ != '@')
    return MOVES;
  const char *open = memchr(p, '(', (size_t)(end - p));
  if (!open)
    return MOVES;
  size_t l = (size_t)(open - p);
  if (l && p[l - 1] == 'f')
    l--;
  for (const char *const *f = libm; *f; f++)
    if (strlen(*f) == l && memcmp(p, *f, l) == 0)
      return COMPUTES;
  for (const char *const *f = float_libm; *f; f++)
    if (strlen(*f) == l && memcmp(p, *f, l) == 0)
      return COMPUTES_FLOAT;
  return MOVES;
}

static int parse_arith(const char *p, size_t n, struct arith *a)
{
  static const char *const ops[] = { "fadd ", "fsub ", "fmul ", "fdiv ", "frem ", "fneg ", NULL };
  static const char *const flags[] = { "fast", "nnan", "ninf", "nsz", "arcp", "contract",
                                       "afn", "reassoc", NULL };
  static const char *const calls[] = { "tail", "musttail", "notail", NULL };
  const char *end = p + n;
  if (n < 8 || memcmp(p, "  %", 3) != 0)
    return 0;
  const char *eq = memchr(p, '=', n);
  if (!eq || eq + 2 >= end || eq[-1] != ' ' || eq[1] != ' ')
    return 0;
  const char *rhs = eq + 2, *q = NULL;
  /* a GPU's neg.f32 gives its canonical NaN (measured); a double's not known */
  int kind = strncmp(rhs, "fneg ", 5) == 0 ? COMPUTES_FLOAT : COMPUTES;
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
  if (call)
    kind = callee_kind(t + 1, end);
  if (kind == MOVES || (kind == COMPUTES_FLOAT && strcmp(a->elem, "float") != 0))
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

/* A product that only an add or a subtract reads is left alone: the backend
 * fuses the two into one multiply-add where the CPU has FMA (ir_fma.c, as
 * nvcc does), which a select between them would stop, and its NaN flows
 * into the sum, whose own select makes it canonical.  Per function: the
 * names of its fmul results that only fadd and fsub lines use. */
struct pass {
  unsigned k;
  char (*fused)[NAME_CAP];
  size_t nfused, cap;
};

/* Is the line at p (n bytes) an fadd or fsub? */
static int adds(const char *p, size_t n)
{
  const char *eq = memchr(p, '=', n);
  return eq && eq + 7 < p + n && (strncmp(eq + 2, "fadd ", 5) == 0 || strncmp(eq + 2, "fsub ", 5) == 0);
}

/* Does every line of [body, end) that uses %name (nl bytes with its %),
 * but its definition, add or subtract it, and is there one? */
static int read_by_adds_only(const char *body, const char *end, const char *name, size_t nl)
{
  int uses = 0;
  for (const char *l = body; l < end;) {
    const char *e = memchr(l, '\n', (size_t)(end - l));
    size_t n = e ? (size_t)(e - l) : (size_t)(end - l);
    int def = n > nl + 2 && memcmp(l + 2, name, nl) == 0 && l[2 + nl] == ' ';
    for (const char *q = l; !def && (q = memmem(q, (size_t)(l + n - q), name, nl)); q += nl) {
      char c = q + nl < l + n ? q[nl] : ' ';
      if (isalnum((unsigned char)c) || c == '.' || c == '_')
        continue;
      if (!adds(l, n))
        return 0;
      uses++;
      break;
    }
    l += n + 1;
  }
  return uses > 0;
}

/* The fused products of the function whose define line is at p. */
static void find_fused(struct pass *ps, const char *p)
{
  ps->nfused = 0;
  const char *end = strstr(p, "\n}\n");
  end = end ? end : p + strlen(p);
  for (const char *l = p; l < end;) {
    const char *e = memchr(l, '\n', (size_t)(end - l));
    size_t n = e ? (size_t)(e - l) : (size_t)(end - l);
    const char *eq = memchr(l, '=', n);
    size_t nl = eq ? (size_t)(eq - 1 - (l + 2)) : 0;
    if (eq && n > 3 && memcmp(l, "  %", 3) == 0 && nl < NAME_CAP &&
        strncmp(eq + 2, "fmul ", 5) == 0 && read_by_adds_only(p, end, l + 2, nl)) {
      if (ps->nfused == ps->cap) {
        size_t cap = ps->cap ? 2 * ps->cap : 16;
        char (*v)[NAME_CAP] = realloc(ps->fused, cap * sizeof *v);
        if (!v)
          return; /* no memory: every product gets its select, as before */
        ps->fused = v;
        ps->cap = cap;
      }
      memcpy(ps->fused[ps->nfused], l + 2, nl);
      ps->fused[ps->nfused++][nl] = '\0';
    }
    l += n + 1;
  }
}

static int is_fused(const struct pass *ps, const struct arith *a)
{
  for (size_t i = 0; i < ps->nfused; i++)
    if (strlen(ps->fused[i]) == a->res_n && memcmp(ps->fused[i], a->res, a->res_n) == 0)
      return 1;
  return 0;
}

static bool nan_line(FILE *out, const char *p, size_t n, void *ctx)
{
  struct pass *ps = ctx;
  struct arith a;
  if (strncmp(p, "define ", 7) == 0)
    find_fused(ps, p);
  if (!parse_arith(p, n, &a) || is_fused(ps, &a))
    return false;
  put_canonical(out, &a, ps->k++);
  return true;
}

int simt_ir_nan_arith(const char *path)
{
  struct pass ps = { 0 };
  int r = simt_ir_rewrite_device_lines(path, nan_line, &ps);
  free(ps.fused);
  return r;
}
