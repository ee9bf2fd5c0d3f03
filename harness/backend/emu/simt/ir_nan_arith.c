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
struct product {
  char name[NAME_CAP];  /* "%x", as the IR writes it */
  unsigned adds;        /* lines that add or subtract it */
  int other;            /* a line that reads it some other way */
};

struct pass {
  unsigned k;
  struct product *v;    /* the function's fmul results, sorted by name */
  size_t n, cap;
};

static int by_name(const void *a, const void *b)
{
  return strcmp(((const struct product *)a)->name, ((const struct product *)b)->name);
}

/* The line at [l, l + n): its result's name (nl bytes at l + 2, with its
 * %) where it is "  %x = ...", else 0. */
static size_t result_name(const char *l, size_t n)
{
  const char *eq = n > 3 && memcmp(l, "  %", 3) == 0 ? memchr(l, '=', n) : NULL;
  if (!eq || eq[-1] != ' ' || eq + 2 >= l + n)
    return 0;
  return (size_t)(eq - 1 - (l + 2));
}

static int is_name_char(char c)
{
  return isalnum((unsigned char)c) || c == '.' || c == '_' || c == '$' || c == '-';
}

/* Each %name the line reads that is a product: counted as added (the line
 * an fadd or fsub) or read otherwise. */
static void note_uses(struct pass *ps, const char *l, size_t n)
{
  size_t nl = result_name(l, n);
  const char *eq = nl ? l + 2 + nl + 1 : l;
  int add = nl && (strncmp(eq + 2, "fadd ", 5) == 0 || strncmp(eq + 2, "fsub ", 5) == 0);
  struct product key;
  for (const char *q = eq; (q = memchr(q, '%', (size_t)(l + n - q)));) {
    size_t k = 1;
    while (q + k < l + n && is_name_char(q[k]))
      k++;
    if (k < NAME_CAP) {
      memcpy(key.name, q, k);
      key.name[k] = '\0';
      struct product *p = bsearch(&key, ps->v, ps->n, sizeof *ps->v, by_name);
      if (p && add)
        p->adds++;
      else if (p)
        p->other = 1;
    }
    q += k;
  }
}

/* The products of the function whose define line is at p, and how each is
 * read: two passes over its body, each line once. */
static void find_fused(struct pass *ps, const char *p)
{
  ps->n = 0;
  const char *end = strstr(p, "\n}\n");
  end = end ? end : p + strlen(p);
  for (int pass = 0; pass < 2; pass++) {
    for (const char *l = p; l < end;) {
      const char *e = memchr(l, '\n', (size_t)(end - l));
      size_t n = e ? (size_t)(e - l) : (size_t)(end - l), nl = result_name(l, n);
      if (pass == 1)
        note_uses(ps, l, n);
      else if (nl && nl < NAME_CAP && strncmp(l + 2 + nl + 3, "fmul ", 5) == 0) {
        if (ps->n == ps->cap) {
          size_t cap = ps->cap ? 2 * ps->cap : 16;
          struct product *v = realloc(ps->v, cap * sizeof *v);
          if (!v) { /* no memory: every product gets its select, as before */
            ps->n = 0;
            return;
          }
          ps->v = v;
          ps->cap = cap;
        }
        struct product *q = &ps->v[ps->n++];
        memcpy(q->name, l + 2, nl);
        q->name[nl] = '\0';
        q->adds = 0;
        q->other = 0;
      }
      l += n + 1;
    }
    if (pass == 0)
      qsort(ps->v, ps->n, sizeof *ps->v, by_name);
  }
}

static int is_fused(const struct pass *ps, const struct arith *a)
{
  struct product key;
  if (a->res_n >= NAME_CAP)
    return 0;
  memcpy(key.name, a->res, a->res_n);
  key.name[a->res_n] = '\0';
  const struct product *p = bsearch(&key, ps->v, ps->n, sizeof *ps->v, by_name);
  return p && p->adds > 0 && !p->other;
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
  free(ps.v);
  return r;
}
