/* ir_devvars.c — gathers the submission's variables of device memory into
 * sections of their own, so that the runtime can treat them as a GPU does.
 *
 * Here a __device__ or __constant__ variable is an ordinary global of the
 * grader's process: host code could read a kernel's copy of the input from
 * it by name and sum it, with no copy call at all, where a GPU's host code
 * reads only its own shadow of the variable.  A __managed__ variable is one
 * the host may read, like managed memory, and must be searched for the
 * input as managed memory is.
 *
 * simt_cuda.h marks such variables with annotate("simt_device") or
 * annotate("simt_managed"); in the IR each marked variable is an entry of
 * @llvm.global.annotations.  Each marked definition gets a section:
 *
 *   .data.simt_dev / .bss.simt_dev          __device__, __constant__
 *   .data.simt_managed / .bss.simt_managed  __managed__
 *
 * (.bss for a zero initializer, so that a large array takes no room in the
 * object).  A function-scope static of device code is device memory in
 * CUDA with no qualifier at all: one of a kernel or a __device__ function
 * (simt_cuda.h marks those functions too) goes into the __device__
 * sections, one of a __host__ __device__ function into the __managed__
 * ones (host and kernels both reach it), so that what stays outside them
 * is host memory, which kernels may not touch (host_globals.c).  Each section is bounded by two marks the glue hands to the
 * runtime (watch.cuh, memory.c): simt_<section>_lo first in the module,
 * simt_<section>_hi last.  The device sections start on a page and end
 * with a page of their own, so that the runtime can close their pages to
 * host code without closing anything else.  Read-only constants are left
 * alone: a GPU's host reads their initial values, the same.
 *
 * And for the bounds of each __device__ variable: a pad of DEV_PAD bytes
 * follows each one in its section, and an entry { address, size, name } in the
 * section simt_devtab (its size is the classic constant expression, the
 * address of element 1 of an array of the type at null) tells the runtime
 * where each ends (memory.c): an index past the end lands in the pad, and
 * is reported as out of bounds rather than read from a neighbour.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_type.h"

enum { DEV, MANAGED, NKIND };
static const char *const kind_mark[NKIND] = { "c\"simt_device\\00\"", "c\"simt_managed\\00\"" };
static const char *const kind_name[NKIND] = { "dev", "managed" };

/* The @name at p (quoted or not): its length including '@', or 0
 * (ir_kernels.c reads names with it too). */
size_t simt_ir_global_name(const char *p)
{
  if (*p != '@')
    return 0;
  const char *q = p + 1;
  if (*q == '"') {
    const char *e = strchr(q + 1, '"');
    return e ? (size_t)(e + 1 - p) : 0;
  }
  while (*q && (strchr("._$-", *q) || (*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'z') ||
                (*q >= 'A' && *q <= 'Z')))
    q++;
  return q > p + 1 ? (size_t)(q - p) : 0;
}

/* The line that starts "<name> = ", or NULL. */
static const char *definition(const char *ir, const char *name, size_t nl)
{
  for (const char *p = ir; p; p = strchr(p, '\n')) {
    if (*p == '\n')
      p++;
    if (strncmp(p, name, nl) == 0 && strncmp(p + nl, " = ", 3) == 0)
      return p;
  }
  return NULL;
}

/* Which mark the string @.str... at s (length sl) holds, or -1. */
static int mark_of(const char *ir, const char *s, size_t sl)
{
  const char *d = definition(ir, s, sl);
  const char *e = d ? strchr(d, '\n') : NULL;
  for (int k = 0; d && e && k < NKIND; k++) {
    const char *m = strstr(d, kind_mark[k]);
    if (m && m < e)
      return k;
  }
  return -1;
}

/* One marked variable: where its definition's section goes, and which;
 * its name and type (name_len, type_len bytes) and kind. */
struct marked {
  const char *at;
  const char *sec;
  const char *name, *type;
  size_t name_len, type_len;
  int kind;
};

enum { DEV_PAD = 64 };

/* The type of the definition at d: the one after " global ". */
static const char *type_of(const char *d, size_t *len)
{
  const char *e = strchr(d, '\n'), *g = strstr(d, " global ");
  if (!g || (e && g > e))
    return NULL;
  *len = simt_ir_type_len(g + 8);
  return *len ? g + 8 : NULL;
}

/* Where ", section" goes in the definition at d, or NULL if d defines no
 * writable variable that can take one: a declaration, a read-only
 * constant, one that has a section already. */
static const char *section_point(const char *d, int *zero)
{
  const char *e = strchr(d, '\n');
  size_t n = e ? (size_t)(e - d) : strlen(d);
  const char *g = NULL;
  for (const char *q = d; q + 8 <= d + n && !g; q++)
    if (strncmp(q, " global ", 8) == 0)
      g = q;
  if (!g)
    return NULL;
  for (const char *q = d; q < g; q++)
    if (strncmp(q, " external ", 10) == 0 || strncmp(q, " extern_weak ", 13) == 0)
      return NULL;
  const char *stop = NULL;
  static const char *const after[] = { ", section \"", ", comdat", ", align ", ", !", NULL };
  for (const char *q = g; q < d + n && !stop; q++)
    for (int k = 0; after[k] && !stop; k++)
      if (strncmp(q, after[k], strlen(after[k])) == 0) {
        if (k == 0)
          return NULL;
        stop = q;
      }
  if (!stop)
    stop = d + n;
  *zero = 0;
  for (const char *q = g; q < stop; q++)
    if (strncmp(q, " zeroinitializer", 16) == 0)
      *zero = 1;
  return stop;
}

/* Past ", comdat" or ", comdat($name)" at p, if it is there.  A variable
 * template's instance (template <class T> __device__ T v[N]) is defined in
 * a comdat group, which the linker lays out apart from the section's other
 * input, after the high mark: its pages were not closed, and host code read
 * it by name.  The submission is one translation unit, the instance's only
 * definition, so it needs no group. */
static const char *skip_comdat(const char *p)
{
  if (strncmp(p, ", comdat", 8) != 0)
    return p;
  p += 8;
  if (*p == '(') {
    const char *e = strchr(p, ')');
    if (e)
      p = e + 1;
  }
  return p;
}

/* The marks of the four sections, before the first global and after all. */
static void put_marks(FILE *out, int last)
{
  for (int k = 0; k < NKIND; k++)
    for (int z = 0; z < 2; z++) {
      const char *sec = z ? "bss" : "data";
      /* The device sections: page-aligned, ending with a page of their own. */
      unsigned align = k == DEV ? 4096 : 16, size = k == DEV && last ? 4096 : 1;
      fprintf(out,
              "@simt_%s_%s_%s = hidden global [%u x i8] zeroinitializer, section \".%s.simt_%s\", "
              "align %u\n",
              kind_name[k], sec, last ? "hi" : "lo", size, sec, kind_name[k], align);
    }
}

/* The bounds table: { address, size, name } of each __device__ variable,
 * in the section simt_devtab.  Opaque pointers (clang 15 on) or typed ones (14),
 * as the module's own annotations are written. */
static void put_table(FILE *out, const char *ir, const struct marked *m, long n)
{
  const char *a = strstr(ir, "\n@llvm.global.annotations = ");
  const char *ae = a ? strchr(a + 1, '\n') : NULL;
  const char *ptr = a ? strstr(a, "{ ptr,") : NULL;
  int opaque = ptr && (!ae || ptr < ae);
  for (long i = 0; i < n; i++) {
    if (m[i].kind != DEV || !m[i].type)
      continue;
    int tl = (int)m[i].type_len, nl = (int)m[i].name_len;
    const char *nm = m[i].name, *t = m[i].type;
    /* the name's text: @x or @"x" (its escapes are c"" escapes too) */
    const char *text = nm + 1 + (nm[1] == '"');
    int textl = nl - 1 - 2 * (nm[1] == '"'), bytes = 0;
    for (int k = 0; k < textl; k++, bytes++)
      if (text[k] == '\\')
        k += 2;
    fprintf(out, "@simt_devname.%ld = private unnamed_addr constant [%d x i8] c\"%.*s\\00\"\n", i,
            bytes + 1, textl, text);
    if (opaque)
      fprintf(out,
              "@simt_devtab.%ld = internal constant { ptr, i64, ptr } { ptr %.*s, i64 ptrtoint "
              "(ptr getelementptr (%.*s, ptr null, i32 1) to i64), ptr @simt_devname.%ld }, "
              "section \"simt_devtab\", align 8\n",
              i, nl, nm, tl, t, i);
    else
      fprintf(out,
              "@simt_devtab.%ld = internal constant { i8*, i64, i8* } { i8* bitcast (%.*s* %.*s to "
              "i8*), i64 ptrtoint (%.*s* getelementptr (%.*s, %.*s* null, i32 1) to i64), i8* "
              "getelementptr inbounds ([%d x i8], [%d x i8]* @simt_devname.%ld, i32 0, i32 0) }, "
              "section \"simt_devtab\", align 8\n",
              i, tl, t, nl, nm, tl, t, tl, t, tl, t, bytes + 1, bytes + 1, i);
  }
}

static const char *const secs[NKIND][2] = { { ".data.simt_dev", ".bss.simt_dev" },
                                            { ".data.simt_managed", ".bss.simt_managed" } };

/* A device function's mark, by the string @.str... at s (sl bytes): DEV for
 * a kernel or a __device__ function, MANAGED for a __host__ __device__ one
 * (simt_cuda.h), or -1. */
static int fn_kind(const char *ir, const char *s, size_t sl)
{
  static const char *const fn_marks[] = { "c\"simt_kernel\\00\"", "c\"simt_device\\00\"",
                                          "c\"simt_host_device\\00\"" };
  const char *d = definition(ir, s, sl);
  const char *e = d ? strchr(d, '\n') : NULL;
  for (int k = 0; e && k < 3; k++) {
    const char *m = strstr(d, fn_marks[k]);
    if (m && m < e)
      return k < 2 ? DEV : MANAGED;
  }
  return -1;
}

/* Is the static local named at v (@_ZZ<encoding>E..., or its guard
 * @_ZGVZ...: Itanium's local names; a lambda's adds a Z a level) one of
 * the function at f (fl bytes, @ included)?  Its encoding is the mangled
 * name past _Z, or <length><name> for an extern "C" one. */
static int local_of(const char *v, const char *f, size_t fl)
{
  const char *q = v + (strncmp(v, "@_ZGVZ", 6) == 0 ? 5 : 3);
  while (*q == 'Z')
    q++;
  if (f[1] == '"' || fl < 2)
    return 0;
  char enc[32];
  size_t el = fl - 3;
  if (strncmp(f + 1, "_Z", 2) == 0 && f[3] != 'Z')
    return strncmp(q, f + 3, el) == 0 && q[el] == 'E';
  int n = snprintf(enc, sizeof enc, "%zu", fl - 1);
  return strncmp(q, enc, (size_t)n) == 0 && strncmp(q + n, f + 1, fl - 1) == 0 &&
         q[n + fl - 1] == 'E';
}

/* CUDA makes a kernel's or device function's function-scope statics device
 * memory (implicitly __device__), which no attribute marks here: found by
 * name, each added to m (n of them) with its function's kind, so that a
 * kernel's store into the rest of the object's globals, host memory on a
 * GPU, can be refused (memory.c).  fns: the marked functions, nf of them.
 * The new count, or -1. */
static long add_statics(const char *ir, struct marked **m, long n, const struct marked *fns,
                        long nf)
{
  for (const char *v = ir; nf && v; v = strchr(v, '\n')) {
    v += *v == '\n';
    if (strncmp(v, "@_ZZ", 4) != 0 && strncmp(v, "@_ZGVZ", 6) != 0)
      continue;
    size_t vl = simt_ir_global_name(v);
    int kind = -1, zero;
    for (long f = 0; f < nf && kind < 0 && vl; f++)
      if (local_of(v, fns[f].name, fns[f].name_len))
        kind = fns[f].kind;
    const char *at = kind >= 0 ? section_point(v, &zero) : NULL;
    for (long i = 0; at && i < n; i++)
      if ((*m)[i].at == at)
        at = NULL; /* marked already */
    if (!at)
      continue;
    struct marked *grown = realloc(*m, (size_t)(n + 1) * sizeof **m);
    if (!grown)
      return -1;
    *m = grown;
    size_t tl = 0;
    const char *type = type_of(v, &tl);
    (*m)[n++] = (struct marked){ at, secs[kind][zero], v, type, vl, tl, kind };
  }
  return n;
}

static int by_place(const void *a, const void *b)
{
  const char *x = ((const struct marked *)a)->at, *y = ((const struct marked *)b)->at;
  return x < y ? -1 : x > y;
}

/* The marked definitions of ir, in file order; their count, or -1. */
static long find_marked(const char *ir, struct marked **out)
{
  const char *a = strstr(ir, "\n@llvm.global.annotations = ");
  const char *ae = a ? strchr(a + 1, '\n') : NULL;
  long n = 0, nf = 0;
  struct marked *fns = NULL; /* the marked functions: their statics are added after */
  *out = NULL;
  /* Each entry names its variable, then its mark's string (@.str...). */
  const char *var = NULL;
  size_t vl = 0;
  for (const char *p = a ? a + 28 : NULL; p && p < ae; p++) {
    size_t l = simt_ir_global_name(p);
    if (!l)
      continue;
    if (strncmp(p, "@.str", 5) != 0) {
      var = p;
      vl = l;
    } else if (var) {
      int k = mark_of(ir, p, l), zero;
      const char *d = k >= 0 ? definition(ir, var, vl) : NULL;
      int fk = d ? -1 : fn_kind(ir, p, l); /* no variable: a function's mark */
      const char *at = d ? section_point(d, &zero) : NULL;
      struct marked *fg = fk >= 0 ? realloc(fns, (size_t)(nf + 1) * sizeof *fns) : NULL;
      if (fg) {
        fns = fg;
        fns[nf++] = (struct marked){ NULL, NULL, var, NULL, vl, 0, fk };
      }
      if (at) {
        struct marked *grown = realloc(*out, (size_t)(n + 1) * sizeof **out);
        if (!grown) {
          free(fns);
          return -1;
        }
        *out = grown;
        size_t tl = 0;
        const char *type = type_of(d, &tl);
        (*out)[n++] = (struct marked){ at, secs[k][zero], var, type, vl, tl, k };
      }
      var = NULL;
    }
    p += l - 1;
  }
  n = add_statics(ir, out, n, fns, nf);
  free(fns);
  if (n < 0)
    return -1;
  qsort(*out, (size_t)n, sizeof **out, by_place);
  return n;
}

int simt_ir_devvars(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  struct marked *m;
  long n = find_marked(ir, &m);
  char *tmp = malloc(strlen(path) + 5);
  FILE *out = NULL;
  if (n >= 0 && tmp) {
    sprintf(tmp, "%s.new", path);
    out = fopen(tmp, "wb");
  }
  /* The first global's line: the low marks go before it. */
  const char *first = ir[0] == '@' ? ir : strstr(ir, "\n@");
  if (first && first != ir)
    first++;
  const char *p = ir;
  if (out && first) {
    fwrite(p, 1, (size_t)(first - p), out);
    put_marks(out, 0);
    p = first;
  }
  for (long i = 0; out && i < n; i++) {
    fwrite(p, 1, (size_t)(m[i].at - p), out);
    fprintf(out, ", section \"%s\"", m[i].sec);
    p = skip_comdat(m[i].at);
    const char *eol = strchr(p, '\n');
    if (m[i].kind == DEV && m[i].type && eol) {
      fwrite(p, 1, (size_t)(eol + 1 - p), out);
      p = eol + 1;
      fprintf(out, "@simt_devpad.%ld = internal global [%d x i8] zeroinitializer, section \"%s\", "
              "align 16\n", i, DEV_PAD, m[i].sec);
    }
  }
  int ok = 0;
  if (out) {
    fputs(p, out);
    if (!first)
      put_marks(out, 0);
    put_marks(out, 1);
    put_table(out, ir, m, n);
    ok = fclose(out) == 0 && rename(tmp, path) == 0;
    if (!ok)
      remove(tmp);
  }
  free(tmp);
  free(m);
  free(ir);
  return ok ? 0 : -1;
}
