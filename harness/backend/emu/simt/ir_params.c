/* ir_params.c — a kernel whose parameters take more than a GPU's 32,764
 * bytes (CUDA 12.1 on, Volta and later).  nvcc refuses it ("Formal
 * parameter space overflowed"); the emulator passed the arguments by value
 * through its launch and crashed on its fiber's stack, blamed on host code
 * (tests/hostile/kernel-params-past-32k.cu).  Here each kernel the
 * annotations mark (simt_cuda.h's annotate("simt_kernel")) has its
 * parameters' sizes summed from its definition's IR types, each at its
 * alignment: a struct passed by value is a byval pointer, its own type
 * counted.  A static kernel's unused parameters may be gone from the IR
 * (clang drops them), so a sum here is at most the GPU's.
 */
#define _GNU_SOURCE /* memmem */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_type.h"
#include "ir_marks.h"

#define PARAMS_MAX 32764UL

struct layout {
  unsigned long long size, align;
};

static const char *line_end(const char *p)
{
  const char *e = strchr(p, '\n');
  return e ? e : p + strlen(p);
}

static unsigned long long round_up(unsigned long long n, unsigned long long a)
{
  return a > 1 ? (n + a - 1) / a * a : n;
}

static struct layout type_layout(const char *ir, const char *t, size_t tl, int depth);

/* The definition of the named type at t (tl bytes, %name): its layout. */
static struct layout named_layout(const char *ir, const char *t, size_t tl, int depth)
{
  char key[300];
  struct layout none = { 0, 1 };
  if (tl + 10 > sizeof key)
    return none;
  snprintf(key, sizeof key, "\n%.*s = type ", (int)tl, t);
  const char *d = strstr(ir, key);
  if (!d || strncmp(d + strlen(key), "opaque", 6) == 0)
    return none;
  d += strlen(key);
  return type_layout(ir, d, simt_ir_type_len(d), depth + 1);
}

/* A struct's members ({ a, b } or packed <{ a, b }>), laid out in order. */
static struct layout struct_layout(const char *ir, const char *t, size_t tl, int depth)
{
  int packed = *t == '<';
  const char *p = t + 1 + packed, *end = t + tl - 1 - packed;
  struct layout s = { 0, 1 };
  while (p < end) {
    while (p < end && (*p == ' ' || *p == ','))
      p++;
    size_t ml = p < end ? simt_ir_type_len(p) : 0;
    if (!ml)
      break;
    struct layout m = type_layout(ir, p, ml, depth);
    if (!packed) {
      s.size = round_up(s.size, m.align);
      s.align = m.align > s.align ? m.align : s.align;
    }
    s.size += m.size;
    p += ml;
  }
  s.size = round_up(s.size, s.align);
  return s;
}

/* [N x T] or <N x T>: N of T (a vector's size a power of two, its align). */
static struct layout array_layout(const char *ir, const char *t, size_t tl, int depth)
{
  char *x;
  unsigned long long n = strtoull(t + 1, &x, 10);
  struct layout e = { 0, 1 };
  if (strncmp(x, " x ", 3) == 0)
    e = type_layout(ir, x + 3, (size_t)(t + tl - 1 - (x + 3)), depth);
  e.size *= n;
  if (*t == '<') {
    unsigned long long v = 1;
    while (v < e.size)
      v *= 2;
    e.size = e.align = v;
  }
  return e;
}

static struct layout scalar_layout(const char *t, size_t tl)
{
  struct layout l = { 8, 8 }; /* a pointer, ptr or typed */
  if (*t == 'i' && tl > 1 && t[1] >= '0' && t[1] <= '9') {
    unsigned long long bits = strtoull(t + 1, NULL, 10), b = 1;
    while (b * 8 < bits)
      b *= 2;
    l.size = b;
    l.align = b < 16 ? b : 16;
  } else if (!strncmp(t, "half", 4) || !strncmp(t, "bfloat", 6)) {
    l.size = l.align = 2;
  } else if (!strncmp(t, "float", 5)) {
    l.size = l.align = 4;
  } else if (!strncmp(t, "x86_fp80", 8) || !strncmp(t, "fp128", 5)) {
    l.size = l.align = 16;
  }
  return l;
}

static struct layout type_layout(const char *ir, const char *t, size_t tl, int depth)
{
  struct layout none = { 0, 1 };
  if (!tl || depth > 64)
    return none;
  if (t[tl - 1] == '*' || t[tl - 1] == ')') /* a typed pointer */
    return scalar_layout("ptr", 3);
  if (*t == '{' || (t[0] == '<' && t[1] == '{'))
    return struct_layout(ir, t, tl, depth);
  if (*t == '[' || *t == '<')
    return array_layout(ir, t, tl, depth);
  if (*t == '%')
    return named_layout(ir, t, tl, depth);
  return scalar_layout(t, tl);
}

/* The end of a parameter's attributes and name from p: its ',' or the
 * list's ')', past attributes' own parentheses and quoted type names. */
static const char *param_end(const char *p, const char *e)
{
  int depth = 0;
  for (; p < e; p++) {
    if (*p == '"') {
      const char *q = memchr(p + 1, '"', (size_t)(e - p - 1));
      p = q ? q : e - 1;
    } else if (*p == '(') {
      depth++;
    } else if (*p == ')' && depth-- == 0) {
      break;
    } else if (*p == ',' && depth == 0) {
      break;
    }
  }
  return p;
}

/* The bytes of the parameters of the definition whose '(' is at open. */
static unsigned long long params_size(const char *ir, const char *open, const char *e)
{
  unsigned long long total = 0;
  for (const char *p = open + 1; p < e && *p != ')';) {
    while (*p == ' ' || *p == ',')
      p++;
    size_t tl = simt_ir_type_len(p);
    if (!tl || *p == ')')
      break;
    const char *pe = param_end(p + tl, e), *bv;
    struct layout l = type_layout(ir, p, tl, 0);
    if ((bv = memmem(p, (size_t)(pe - p), "byval(", 6)))
      l = type_layout(ir, bv + 6, (size_t)(param_end(bv + 6, pe) - (bv + 6)), 0);
    total = round_up(total, l.align) + l.size;
    p = pe;
  }
  return total;
}

/* The source line and name of the definition at d (its DISubprogram's):
 * the line, or 0; *name and *nl the name in quotes, or the IR's. */
static int define_source(const char *ir, const char *d, const char *e, const char **name,
                         int *nl)
{
  const char *g = memmem(d, (size_t)(e - d), "!dbg !", 6);
  char key[40];
  if (!g)
    return 0;
  snprintf(key, sizeof key, "\n!%lu = distinct !DISubprogram(", strtoul(g + 6, NULL, 10));
  const char *sp = strstr(ir, key), *se = sp ? line_end(sp + 1) : NULL;
  const char *l = sp ? memmem(sp, (size_t)(se - sp), " line: ", 7) : NULL;
  const char *n = sp ? memmem(sp, (size_t)(se - sp), "(name: \"", 8) : NULL;
  const char *ne = n ? memchr(n + 8, '"', (size_t)(se - n - 8)) : NULL;
  if (ne)
    *name = n + 8, *nl = (int)(ne - n - 8);
  return l ? atoi(l + 7) : 0;
}

/* The definition of the function named name (nl bytes, @ included), or NULL. */
static const char *definition(const char *ir, const char *name, size_t nl)
{
  for (const char *d = ir; (d = strstr(d, "\ndefine ")); d++) {
    const char *e = line_end(d + 1), *at = memchr(d + 1, '@', (size_t)(e - d - 1));
    if (at && simt_ir_global_name(at) == nl && memcmp(at, name, nl) == 0 && at[nl] == '(')
      return d + 1;
  }
  return NULL;
}

/* over_limit's state: the module, the first kernel past the limit. */
struct params_found {
  const char *ir, *d;
  unsigned long long bytes;
};

static long check_kernel(const char *var, size_t vl, void *ctx)
{
  struct params_found *f = ctx;
  const char *d = definition(f->ir, var, vl);
  const char *e = d ? line_end(d) : NULL, *open = d ? strchr(d, '@') + vl : NULL;
  if (!open || (f->bytes = params_size(f->ir, open, e)) <= PARAMS_MAX)
    return 0;
  f->d = d;
  return 1;
}

/* The first marked kernel past the limit: its definition, *bytes set. */
static const char *over_limit(const char *ir, unsigned long long *bytes)
{
  struct params_found f = { ir, NULL, 0 };
  simt_ir_each_kernel(ir, check_kernel, &f);
  *bytes = f.bytes;
  return f.d;
}

int simt_ir_params(const char *path, const char *submission, char *msg, size_t cap)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  unsigned long long bytes = 0;
  const char *d = over_limit(ir, &bytes);
  if (d) {
    const char *e = line_end(d), *name = memchr(d, '@', (size_t)(e - d)) + 1;
    int nl = (int)simt_ir_global_name(name - 1) - 1;
    int line = define_source(ir, d, e, &name, &nl);
    snprintf(msg, cap,
             "%s:%d: error: kernel-params: the kernel %.*s takes %llu bytes of parameters, "
             "and a GPU's kernel may take %lu (nvcc: \"Formal parameter space overflowed\"); "
             "pass a large struct through device memory (a pointer to it) instead\n",
             submission, line, nl, name, bytes, PARAMS_MAX);
  }
  free(ir);
  return d != NULL;
}
