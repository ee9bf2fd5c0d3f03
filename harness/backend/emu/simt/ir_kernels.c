/* ir_kernels.c — what each kernel of the submission reaches: its static
 * __shared__ arrays and its __launch_bounds__, as nvcc's build tells a GPU.
 *
 * On a GPU a kernel's static shared memory is that of the arrays its code
 * (its own and every __device__ function it calls, all inlined) names, and
 * a launch, the occupancy calls and cudaFuncGetAttributes count those
 * bytes, not the module's.  Here, in the submission's IR, each function
 * marked a kernel (simt_cuda.h's annotate("simt_kernel")) is followed
 * through the functions its body names; each array of the section
 * simt_shared met on the way gives an entry { kernel, array, 0 }, and each
 * kernel one { kernel, null, bound } (bound: the constant its
 * simt_launch_bounds call takes, the rewriter's __launch_bounds__, or 0),
 * in the section simt_ktab (kernel_table.c reads it).  A function reached
 * only through a pointer is not followed.
 *
 * The same reach refuses long double in device code (simt_ir_long_double):
 * nvcc computes it as double there, the CPU in x87's 80 bits, so a kernel
 * could tell the emulator from a GPU by one sum.  Followed from the
 * kernels, it finds a long double that a template argument, an alias or a
 * deduced type brings in, and leaves host code's alone.
 */
#define _GNU_SOURCE /* memmem */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_type.h"
#include "ir_marks.h"

struct named {
  const char *name;
  size_t nl;
};
struct fn {
  struct named id;
  const char *body, *end; /* body: the line after "define", end: its "}" */
};
struct arr {
  struct named id;
  const char *type;
  size_t tl;
};

static const char *line_end(const char *p)
{
  const char *e = strchr(p, '\n');
  return e ? e : p + strlen(p);
}

/* The type after " global " on the line at d (to e), for a definition in
 * simt_shared of some size; NULL for any other line. */
static const char *in_line(const char *d, const char *e, const char *what)
{
  return memmem(d, (size_t)(e - d), what, strlen(what));
}

static const char *shared_type(const char *d, const char *e, size_t *tl)
{
  if (*d != '@')
    return NULL;
  const char *g = in_line(d, e, " global "), *s = in_line(d, e, ", section \"simt_shared\"");
  if (!g || !s)
    return NULL;
  const char *x = in_line(d, g, " external ");
  if (x || strncmp(g + 8, "[0 x ", 5) == 0)
    return NULL;
  const char *t = g + 8;
  *tl = simt_ir_type_len(t);
  return *tl && t + *tl <= e ? t : NULL;
}

/* The module's defined functions and shared arrays; 0, or -1. */
static int gather(const char *ir, struct fn **fns, long *nf, struct arr **arrs, long *na)
{
  for (const char *p = ir; *p;) {
    const char *e = line_end(p);
    size_t tl;
    const char *t;
    if (strncmp(p, "define ", 7) == 0) {
      const char *at = memchr(p, '@', (size_t)(e - p));
      const char *close = strstr(e, "\n}\n");
      struct fn *g = at && close ? realloc(*fns, (size_t)(*nf + 1) * sizeof **fns) : NULL;
      if (!g)
        return at && close ? -1 : 0;
      *fns = g;
      (*fns)[(*nf)++] = (struct fn){ { at, simt_ir_global_name(at) }, e, close + 1 };
      p = close + 3;
      continue;
    }
    if ((t = shared_type(p, e, &tl))) {
      struct arr *g = realloc(*arrs, (size_t)(*na + 1) * sizeof **arrs);
      if (!g)
        return -1;
      *arrs = g;
      (*arrs)[(*na)++] = (struct arr){ { p, simt_ir_global_name(p) }, t, tl };
    }
    p = *e ? e + 1 : e;
  }
  return 0;
}

/* Names in order: bytes, then length (fns and arrs are sorted so; each
 * begins with its struct named). */
static int by_name(const void *x, const void *y)
{
  const struct named *a = x, *b = y;
  int c = memcmp(a->name, b->name, a->nl < b->nl ? a->nl : b->nl);
  return c ? c : (a->nl > b->nl) - (a->nl < b->nl);
}

/* The index of the entry named name in v (n entries of size bytes), or -1. */
static long find(const char *name, size_t nl, const void *v, long n, size_t size)
{
  struct named key = { name, nl };
  const char *hit = bsearch(&key, v, (size_t)n, size, by_name);
  return hit ? (long)((size_t)(hit - (const char *)v) / size) : -1;
}

/* A kernel's pointer in the table: ptr @k, or in typed IR (clang 14) the
 * bitcast its annotation wrote, cast. */
static void put_ptr(FILE *out, const char *cast, size_t cl, int opaque, const char *name,
                    size_t nl)
{
  if (opaque)
    fprintf(out, "ptr %.*s", (int)nl, name);
  else
    fprintf(out, "i8* %.*s", (int)cl, cast);
}

/* The entries of the kernel whose annotation names it at k (cast: its
 * pointer's text in typed IR). */
static void put_kernel(FILE *out, long id, const struct fn *fns, long nf, const struct arr *arrs,
                       long na, long k, const char *cast, size_t cl, int opaque)
{
  char *seen = calloc((size_t)nf + (size_t)na, 1);
  long *stack = malloc(((size_t)nf + 1) * sizeof *stack);
  if (!seen || !stack) {
    free(seen);
    free(stack);
    return;
  }
  const char *lb = in_line(fns[k].body, fns[k].end, "@simt_launch_bounds(i32 ");
  unsigned long bound = 0;
  if (lb) {
    lb += 24;
    if (strncmp(lb, "noundef ", 8) == 0)
      lb += 8;
    bound = strtoul(lb, NULL, 10);
  }
  const char *ty = opaque ? "ptr, ptr, i64" : "i8*, i8*, i64";
  fprintf(out, "@simt_ktab.%ld = internal constant { %s } { ", id, ty);
  put_ptr(out, cast, cl, opaque, fns[k].id.name, fns[k].id.nl);
  fprintf(out, ", %s null, i64 %lu }, section \"simt_ktab\", align 8\n", opaque ? "ptr" : "i8*",
          bound);
  long top = 0, sub = 0;
  stack[top++] = k;
  seen[k] = 1;
  while (top) {
    const struct fn *f = &fns[stack[--top]];
    for (const char *p = f->body; (p = memchr(p, '@', (size_t)(f->end - p))); p++) {
      size_t l = simt_ir_global_name(p);
      long i = l ? find(p, l, fns, nf, sizeof *fns) : -1;
      if (i >= 0 && !seen[i]) {
        seen[i] = 1;
        stack[top++] = i;
      }
      long a = i < 0 && l ? find(p, l, arrs, na, sizeof *arrs) : -1;
      if (a < 0 || seen[nf + a])
        continue;
      seen[nf + a] = 1;
      fprintf(out, "@simt_ktab.%ld.%ld = internal constant { %s } { ", id, sub++, ty);
      put_ptr(out, cast, cl, opaque, fns[k].id.name, fns[k].id.nl);
      if (opaque)
        fprintf(out, ", ptr %.*s", (int)arrs[a].id.nl, arrs[a].id.name);
      else
        fprintf(out, ", i8* bitcast (%.*s* %.*s to i8*)", (int)arrs[a].tl, arrs[a].type,
                (int)arrs[a].id.nl, arrs[a].id.name);
      fprintf(out, ", i64 0 }, section \"simt_ktab\", align 8\n");
    }
  }
  free(seen);
  free(stack);
}

/* The line of the kernels' mark's string (ir_marks.h). */
const char *simt_ir_kernel_mark(const char *ir)
{
  static const char mark[] = " c\"simt_kernel\\00\", section \"llvm.metadata\"";
  for (const char *m = ir; (m = strstr(m, mark)); m++) {
    const char *b = m;
    while (b > ir && b[-1] != '\n')
      b--;
    if (*b == '@')
      return b;
  }
  return NULL;
}

/* The table's entries for every kernel the annotations mark (once each:
 * a declaration's mark may be written beside the definition's). */
static void put_table(FILE *out, const char *ir, const struct fn *fns, long nf,
                      const struct arr *arrs, long na, char *done)
{
  const char *a = strstr(ir, "\n@llvm.global.annotations = "), *ml = simt_ir_kernel_mark(ir);
  if (!a || !ml)
    return;
  const char *ae = line_end(a + 1);
  size_t mnl = simt_ir_global_name(ml);
  int opaque = strstr(a, "{ ptr,") && strstr(a, "{ ptr,") < ae;
  const char *var = NULL;
  size_t vl = 0;
  long id = 0;
  for (const char *p = a + 1; mnl && (p = memchr(p, '@', (size_t)(ae - p))); p++) {
    size_t l = simt_ir_global_name(p);
    if (!l)
      continue;
    if (strncmp(p, "@.str", 5) != 0) {
      var = p;
      vl = l;
    } else if (var && l == mnl && memcmp(p, ml, l) == 0) {
      long k = find(var, vl, fns, nf, sizeof *fns);
      const char *cast = var;
      size_t cl = vl;
      if (!opaque) { /* i8* bitcast (TYPE @k to i8*) */
        const char *b = var;
        while (b > a && strncmp(b, "bitcast (", 9) != 0)
          b--;
        const char *to = strstr(var, " to i8*)");
        cast = b;
        cl = to && b > a && !memchr(b, '}', (size_t)(var - b)) ? (size_t)(to + 8 - b) : 0;
      }
      if (k >= 0 && cl && !done[k]) {
        done[k] = 1;
        put_kernel(out, id++, fns, nf, arrs, na, k, cast, cl, opaque);
      }
      var = NULL;
    }
    p += l - 1;
  }
}

int simt_ir_kernels(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  struct fn *fns = NULL;
  struct arr *arrs = NULL;
  long nf = 0, na = 0;
  FILE *out = NULL;
  char *done = NULL;
  int ok = gather(ir, &fns, &nf, &arrs, &na) == 0 && (done = calloc((size_t)nf + 1, 1)) &&
           (out = fopen(path, "ab")) != NULL;
  if (ok) {
    if (nf)
      qsort(fns, (size_t)nf, sizeof *fns, by_name);
    if (na)
      qsort(arrs, (size_t)na, sizeof *arrs, by_name);
    fputc('\n', out);
    put_table(out, ir, fns, nf, arrs, na, done);
  }
  if (out)
    ok = fclose(out) == 0 && ok;
  free(done);
  free(fns);
  free(arrs);
  free(ir);
  return ok ? 0 : -1;
}

/* Calls each(name, nl, ctx) for every function the annotations mark a
 * kernel ("@name", nl bytes), in their order, until one returns nonzero:
 * that value, or 0 (ir_marks.h). */
long simt_ir_each_kernel(const char *ir, long (*each)(const char *, size_t, void *), void *ctx)
{
  const char *a = strstr(ir, "\n@llvm.global.annotations = "), *ml = simt_ir_kernel_mark(ir);
  if (!a || !ml)
    return 0;
  const char *ae = line_end(a + 1), *var = NULL;
  size_t mnl = simt_ir_global_name(ml), vl = 0;
  for (const char *p = a + 1; mnl && (p = memchr(p, '@', (size_t)(ae - p))); p++) {
    size_t l = simt_ir_global_name(p);
    if (!l)
      continue;
    if (strncmp(p, "@.str", 5) != 0) {
      var = p, vl = l;
    } else if (var && l == mnl && memcmp(p, ml, l) == 0) {
      long r = each(var, vl, ctx);
      if (r)
        return r;
      var = NULL;
    }
    p += l - 1;
  }
  return 0;
}

/* kernel_indexes' state: the sorted functions, the kernels found. */
struct kernels_found {
  const struct fn *fns;
  long nf, *ks, n, cap;
};

static long note_kernel(const char *var, size_t vl, void *ctx)
{
  struct kernels_found *f = ctx;
  long k = find(var, vl, f->fns, f->nf, sizeof *f->fns);
  if (k >= 0)
    f->ks[f->n++] = k;
  return f->n >= f->cap;
}

/* The functions the annotations mark as kernels, as indexes into fns
 * (sorted), into ks (at most cap); how many. */
static long kernel_indexes(const char *ir, const struct fn *fns, long nf, long *ks, long cap)
{
  struct kernels_found f = { fns, nf, ks, 0, cap };
  if (cap > 0)
    simt_ir_each_kernel(ir, note_kernel, &f);
  return f.n;
}

/* The first function kernel k reaches (itself, or one its body names, and
 * so on) whose code computes in x86_fp80, long double; -1 if none. */
static long reaches_fp80(const struct fn *fns, long nf, long k, char *seen, long *stack)
{
  memset(seen, 0, (size_t)nf);
  long top = 0;
  stack[top++] = k;
  seen[k] = 1;
  while (top) {
    long c = stack[--top];
    const struct fn *f = &fns[c];
    if (memmem(f->body, (size_t)(f->end - f->body), "x86_fp80", 8))
      return c;
    for (const char *p = f->body; (p = memchr(p, '@', (size_t)(f->end - p))); p++) {
      size_t l = simt_ir_global_name(p);
      long i = l ? find(p, l, fns, nf, sizeof *fns) : -1;
      if (i >= 0 && !seen[i]) {
        seen[i] = 1;
        stack[top++] = i;
      }
    }
  }
  return -1;
}

/* The source line of f's first x86_fp80 instruction (its !dbg location),
 * or 0. */
static int fp80_line(const char *ir, const struct fn *f)
{
  const char *p = memmem(f->body, (size_t)(f->end - f->body), "x86_fp80", 8);
  for (; p && p < f->end; p = memmem(p + 1, (size_t)(f->end - p - 1), "x86_fp80", 8)) {
    const char *e = line_end(p), *d = in_line(p, e, "!dbg !");
    if (!d)
      continue;
    char key[40];
    snprintf(key, sizeof key, "\n!%lu = !DILocation(line: ", strtoul(d + 6, NULL, 10));
    const char *loc = strstr(ir, key);
    return loc ? atoi(loc + strlen(key)) : 0;
  }
  return 0;
}

/* The source name in a mangled one, for a message: of _Z3sumIfEvPKT_ or
 * _ZN3cfg3sumEv, the last name before the arguments (sum); else n. */
static const char *plain_name(const char *n, size_t nl, int *len)
{
  const char *p = n, *e = n + nl, *last = NULL;
  *len = (int)nl;
  if (nl < 3 || strncmp(n, "_Z", 2) != 0)
    return n;
  p += 2 + (n[2] == 'N');
  while (p < e && *p >= '0' && *p <= '9') {
    long l = strtol(p, (char **)&p, 10);
    if (l <= 0 || l > e - p)
      break;
    last = p, *len = (int)l, p += l;
  }
  if (!last)
    *len = (int)nl;
  return last ? last : n;
}

int simt_ir_long_double(const char *path, const char *submission, char *msg, size_t cap)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  struct fn *fns = NULL;
  struct arr *arrs = NULL;
  long nf = 0, na = 0, found = -1, kernel = -1;
  int ok = gather(ir, &fns, &nf, &arrs, &na) == 0;
  long *ks = ok && nf ? malloc((size_t)nf * 2 * sizeof *ks) : NULL;
  char *seen = ks ? malloc((size_t)nf) : NULL;
  if (seen) {
    qsort(fns, (size_t)nf, sizeof *fns, by_name);
    long nk = kernel_indexes(ir, fns, nf, ks, nf);
    for (long i = 0; i < nk && found < 0; i++)
      found = reaches_fp80(fns, nf, kernel = ks[i], seen, ks + nf);
  }
  if (found >= 0) {
    int fl, kl;
    const char *f = plain_name(fns[found].id.name + 1, fns[found].id.nl - 1, &fl);
    const char *k = plain_name(fns[kernel].id.name + 1, fns[kernel].id.nl - 1, &kl);
    snprintf(msg, cap,
             "%s:%d: error: device-long-double: long double in device code (%.*s, reached "
             "from the kernel %.*s): "
             "nvcc computes device code's long double as double (warning 20208), the "
             "emulator's CPU in 80 bits, so the two would not run the same kernel; use "
             "double (host code may keep long double)\n",
             submission, fp80_line(ir, &fns[found]), fl, f, kl, k);
  }
  free(seen);
  free(ks);
  free(fns);
  free(arrs);
  free(ir);
  return !ok ? -1 : found >= 0;
}
