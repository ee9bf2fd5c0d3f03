/* ir_indirect.c — a check before each call through a pointer in device
 * code, so that a kernel calls no host function (call_targets.c).
 *
 * On a GPU a kernel that calls a host function through a pointer the host
 * handed it faults: the pointer is a host address.  Here the call runs the
 * host function on the kernel's thread, and a host function that sums the
 * input passed.  The build's refusal (host_calls.c) reads direct calls in
 * the source; a call through a pointer is known only when it runs.
 *
 * Here, in the IR, each function simt_cuda.h marks as device code (a
 * kernel, a __device__ or a __host__ __device__ function: the entries of
 * @llvm.global.annotations, as ir_devvars.c reads them) gets, before each
 * `call` or `invoke` whose callee is not a named function, a call of
 * simt_cov_call_target with the callee and a table of the module's
 * __device__ and __host__ __device__ functions, which this pass writes as
 * a private constant: its entries are the annotations' own, the build's
 * and never the submission's to forge, and no other name reaches it.
 * Kernels are not in it: device code launches a kernel, never calls one.
 * A virtual call, or one through a __device__ function pointer, reaches a
 * function of the table.  Clang 14's typed pointers need the callee's
 * type for the cast to i8*: it is the call's own, its return type and its
 * arguments' types (or the whole function type a varargs call spells); a
 * call whose types it cannot read (none clang writes in device code) is
 * checked with a null target, refused when a kernel makes it.  Not refused: a __device__ function whose address host
 * code took (a stub's on a GPU) runs here as device code does.  Refused
 * though a GPU takes it: a call through a pointer to a device function of
 * the C library or the shim (memcpy, fmaxf), which the table does not list.
 * The marks are read here for ir_devheap.c too (ir_marks.h).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_marks.h"
#include "ir_rewrite.h"

/* The length of the bracketed group at p ([..], {..}, <..>, (..)), or 0. */
static size_t group_len(const char *p)
{
  int depth = 0;
  for (const char *q = p; *q && *q != '\n'; q++) {
    if (*q == '"') {
      const char *e = strchr(q + 1, '"');
      if (!e)
        return 0;
      q = e;
    } else if (strchr("[{<(", *q)) {
      depth++;
    } else if (strchr("]}>)", *q) && --depth == 0) {
      return (size_t)(q + 1 - p);
    }
  }
  return 0;
}

static int is_type_word(const char *p, size_t n)
{
  static const char *const words[] = { "void", "half", "bfloat", "float", "double", "x86_fp80",
                                       "fp128", "ppc_fp128", "x86_mmx", "x86_amx", "ptr",
                                       "token", NULL };
  if (n >= 2 && p[0] == 'i' && strspn(p + 1, "0123456789") == n - 1)
    return 1;
  for (const char *const *w = words; *w; w++)
    if (strlen(*w) == n && strncmp(p, *w, n) == 0)
      return 1;
  return 0;
}

static size_t word_len(const char *p)
{
  size_t n = 0;
  while (p[n] && p[n] != ' ' && p[n] != ',' && p[n] != '\n' && p[n] != '(' && p[n] != ')' &&
         p[n] != '*')
    n++;
  return n;
}

/* The length of the IR type at t, or 0; *fn: it is a function type (its
 * last part a parameter list, no '*' after). */
static size_t type_len(const char *t, int *fn)
{
  size_t n = 0;
  *fn = 0;
  if (strchr("[{<", *t) && *t)
    n = group_len(t);
  else if (*t == '%')
    n = simt_ir_name_len(t);
  else if (is_type_word(t, word_len(t)))
    n = word_len(t);
  while (n) {
    if (t[n] == '*') {
      n++;
      *fn = 0;
    } else if (strncmp(t + n, " addrspace(", 11) == 0 && group_len(t + n + 10)) {
      n += 10 + group_len(t + n + 10);
    } else if (t[n] == ' ' && t[n + 1] == '(' && group_len(t + n + 1)) {
      n += 1 + group_len(t + n + 1);
      *fn = 1;
    } else {
      break;
    }
  }
  return n;
}

/* Past "call " or "invoke " of the instruction at p..end, or NULL. */
static const char *call_start(const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (*p == '%') {
    size_t l = simt_ir_name_len(p);
    if (!l || strncmp(p + l, " = ", 3) != 0)
      return NULL;
    p += l + 3;
  }
  static const char *const tails[] = { "tail ", "musttail ", "notail ", NULL };
  for (const char *const *t = tails; *t; t++)
    if (strncmp(p, *t, strlen(*t)) == 0)
      p += strlen(*t);
  if (end - p > 5 && strncmp(p, "call ", 5) == 0)
    return p + 5;
  if (end - p > 7 && strncmp(p, "invoke ", 7) == 0)
    return p + 7;
  return NULL;
}

/* Is the constant callee at c (cl bytes) "bitcast (T @name to T)", a
 * named function called with another type? */
static int named_cast(const char *c, size_t cl)
{
  int fn;
  if (strncmp(c, "bitcast (", 9) != 0)
    return 0;
  const char *p = c + 9;
  p += type_len(p, &fn);
  if (strncmp(p, " @", 2) != 0 || !simt_ir_name_len(p + 1))
    return 0;
  p += 1 + simt_ir_name_len(p + 1);
  if (strncmp(p, " to ", 4) != 0)
    return 0;
  p += 4;
  size_t tl = type_len(p, &fn);
  return tl && p + tl + 1 == c + cl && p[tl] == ')';
}

/* One call through a pointer: its callee's text and, with typed pointers,
 * the callee's type (malloc'd). */
struct indirect {
  const char *callee;
  size_t callee_len;
  char *type;
};

/* The callee's pointer type from the call: the function type a varargs
 * call spells, else its return type and its arguments' types. */
static char *callee_type(const char *ty, size_t tl, int fn, const char *args, size_t al)
{
  size_t cap = tl + al + 8, n = 0;
  char *s = malloc(cap);
  if (!s)
    return NULL;
  n += (size_t)snprintf(s, cap, "%.*s%s", (int)tl, ty, fn ? "" : " (");
  for (const char *a = args + 1; !fn && a < args + al - 1;) {
    while (*a == ' ')
      a++;
    int f;
    size_t at = type_len(a, &f);
    if (!at) {
      free(s);
      return NULL;
    }
    n += (size_t)snprintf(s + n, cap - n, "%s%.*s", a == args + 1 ? "" : ", ", (int)at, a);
    /* on past this argument: its value may hold commas in brackets */
    const char *q = a + at;
    while (q < args + al - 1 && *q != ',')
      q += strchr("[{<(", *q) && group_len(q) ? group_len(q) : 1;
    a = q + (*q == ',');
  }
  snprintf(s + n, cap - n, "%s*", fn ? "" : ")");
  return s;
}

/* The call through a pointer at the instruction p..end, if it is one:
 * 1 (*out set; its type NULL where this pass cannot read the call's types
 * or had no memory for them), else 0. */
static int indirect_call(const char *p, const char *end, int opaque, struct indirect *out)
{
  const char *q = call_start(p, end);
  if (!q)
    return 0;
  int fn;
  size_t tl = 0;
  /* fast-math flags, the calling convention, the return's attributes */
  while (q < end && !(tl = type_len(q, &fn))) {
    const char *sp = memchr(q, ' ', (size_t)(end - q));
    if (!sp)
      return 0;
    q = sp + 1;
  }
  if (!tl || q[tl] != ' ')
    return 0;
  const char *ty = q, *c = q + tl + 1;
  size_t cl = (*c == '%' || *c == '@') ? simt_ir_name_len(c) : word_len(c);
  if (*c != '%' && *c != '@' && c[cl] == ' ' && c[cl + 1] == '(') /* bitcast (...) */
    cl += 1 + group_len(c + cl + 1);
  if (*c == '@' || strncmp(c, "asm ", 4) == 0 || c[cl] != '(' || named_cast(c, cl))
    return 0;
  out->callee = c;
  out->callee_len = cl;
  out->type = NULL;
  if (opaque)
    return 1;
  out->type = callee_type(ty, tl, fn, c + cl, group_len(c + cl));
  return 1;
}

/* Is the global at name (nl bytes) a variable, defined as "name = "? */
static int is_variable(const char *ir, const char *name, size_t nl)
{
  for (const char *p = ir; p; p = strchr(p, '\n')) {
    p += *p == '\n';
    if (strncmp(p, name, nl) == 0 && strncmp(p + nl, " = ", 3) == 0)
      return 1;
  }
  return 0;
}

/* Which device-code mark the string @.str... at s (sl bytes) holds: 0 a
 * kernel's, 1 a __device__ one's, 2 a __host__ __device__ one's; or -1. */
static int mark_of(const char *ir, const char *s, size_t sl)
{
  static const char *const fn_marks[] = { "c\"simt_kernel\\00\"", "c\"simt_device\\00\"",
                                          "c\"simt_host_device\\00\"" };
  for (const char *p = ir; p; p = strchr(p, '\n')) {
    p += *p == '\n';
    if (strncmp(p, s, sl) != 0 || strncmp(p + sl, " = ", 3) != 0)
      continue;
    const char *e = strchr(p, '\n');
    for (int k = 0; k < 3; k++) {
      const char *m = strstr(p, fn_marks[k]);
      if (m && (!e || m < e))
        return k;
    }
    return -1;
  }
  return -1;
}

/* Adds the function at name (nl bytes, in the annotations at a) to m: its
 * name, and unless a kernel its entry of the table (the annotation's own
 * cast of it, or `ptr @name`).  0, or -1 (no memory). */
int simt_ir_add_mark(struct simt_ir_marks *m, const char *a, const char *name, size_t nl,
                     int kernel)
{
  const char **nm = realloc(m->name, (size_t)(m->n + 1) * sizeof *nm);
  if (nm)
    m->name = nm;
  size_t *ln = realloc(m->name_len, (size_t)(m->n + 1) * sizeof *ln);
  if (ln)
    m->name_len = ln;
  if (!nm || !ln)
    return -1;
  m->name[m->n] = name;
  m->name_len[m->n++] = nl;
  if (kernel)
    return 0;
  const char *from = name, *to = name + nl;
  if (!m->opaque) {
    /* i8* bitcast (T* @name to i8*) */
    for (from = name; from > a && strncmp(from, "i8* bitcast (", 13) != 0; from--)
      ;
    to = strstr(name, " to i8*)");
    if (from == a || !to)
      return 0;
    to += 8;
  }
  return simt_ir_add_entry(m, from, (size_t)(to - from));
}

int simt_ir_add_entry(struct simt_ir_marks *m, const char *entry, size_t el)
{
  size_t old = m->table ? strlen(m->table) : 0, add = el + 8;
  char *t = realloc(m->table, old + add);
  if (!t)
    return -1;
  m->table = t;
  snprintf(t + old, add, "%s%s%.*s", old ? ", " : "", m->opaque ? "ptr " : "", (int)el, entry);
  m->entries++;
  return 0;
}

/* The module's device functions, from @llvm.global.annotations: each
 * entry names its global, then its mark's string (@.str...).  0, or -1. */
int simt_ir_find_marks(const char *ir, struct simt_ir_marks *m)
{
  memset(m, 0, sizeof *m);
  static const char head[] = "@llvm.global.annotations = ";
  const char *a = strstr(ir, "\n@llvm.global.annotations = ");
  if (strncmp(ir, head, sizeof head - 1) == 0)
    a = ir;
  a = a && *a == '\n' ? a + 1 : a;
  const char *ae = a ? strchr(a, '\n') : NULL;
  ae = a && !ae ? a + strlen(a) : ae;
  const char *ptr = a ? strstr(a, "{ ptr,") : NULL;
  m->opaque = ptr && (!ae || ptr < ae);
  const char *var = NULL;
  size_t vl = 0;
  for (const char *p = a ? a + sizeof head - 1 : NULL; p && p < ae; p++) {
    size_t l = *p == '@' ? simt_ir_name_len(p) : 0;
    if (!l)
      continue;
    if (strncmp(p, "@.str", 5) != 0) {
      var = p;
      vl = l;
    } else if (var) {
      int k = mark_of(ir, p, l);
      if (k >= 0 && !is_variable(ir, var, vl) && simt_ir_add_mark(m, a, var, vl, k == 0) != 0)
        return -1;
      var = NULL;
    }
    p += l - 1;
  }
  return simt_ir_implied_marks(ir, m);
}

void simt_ir_marks_free(struct simt_ir_marks *m)
{
  free(m->name);
  free(m->name_len);
  free(m->table);
}

/* Does the `define` line at p (n bytes) define a marked function? */
int simt_ir_marked(const struct simt_ir_marks *m, const char *p, size_t n)
{
  const char *at = memchr(p, '@', n);
  size_t l = at ? simt_ir_name_len(at) : 0;
  for (long i = 0; l && at[l] == '(' && i < m->n; i++)
    if (m->name_len[i] == l && strncmp(m->name[i], at, l) == 0)
      return 1;
  return 0;
}

/* The check before the call at line (n bytes): the callee cast to i8*
 * (typed pointers), then the runtime's call, at the call's line. */
static void put_check(FILE *out, const struct simt_ir_marks *m, const struct indirect *c,
                      const char *line, size_t n, long k)
{
  const char *dbg = memmem(line, n, ", !dbg !", 8);
  int dl = dbg ? 8 + (int)strspn(dbg + 8, "0123456789") : 0;
  char table[160];
  if (m->opaque)
    snprintf(table, sizeof table, "ptr %s", m->entries ? "@simt_call_table" : "null");
  else if (m->entries)
    snprintf(table, sizeof table,
             "i8** getelementptr inbounds ([%ld x i8*], [%ld x i8*]* @simt_call_table, i64 0, "
             "i64 0)", m->entries, m->entries);
  else
    snprintf(table, sizeof table, "i8** null");
  if (m->opaque) {
    fprintf(out, "  call void @simt_cov_call_target(ptr %.*s, %s, i64 %ld)%.*s\n",
            (int)c->callee_len, c->callee, table, m->entries, dl, dbg ? dbg : "");
    return;
  }
  char target[32] = "null"; /* a call not read: refused when made */
  if (c->type) {
    fprintf(out, "  %%simt.ct.%ld = bitcast %s %.*s to i8*\n", k, c->type, (int)c->callee_len,
            c->callee);
    snprintf(target, sizeof target, "%%simt.ct.%ld", k);
  }
  fprintf(out, "  call void @simt_cov_call_target(i8* %s, %s, i64 %ld)%.*s\n", target, table,
          m->entries, dl, dbg ? dbg : "");
}

/* The table and the runtime's declaration, once, if any check was put. */
static void put_table(FILE *out, const char *ir, const struct simt_ir_marks *m)
{
  const char *pt = m->opaque ? "ptr" : "i8*";
  if (m->entries)
    fprintf(out, "@simt_call_table = private unnamed_addr constant [%ld x %s] [%s]\n",
            m->entries, pt, m->table);
  if (!strstr(ir, "\ndeclare void @simt_cov_call_target("))
    fprintf(out, "declare void @simt_cov_call_target(%s, %s, i64)\n", pt,
            m->opaque ? "ptr" : "i8**");
}

int simt_ir_indirect(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  struct simt_ir_marks m;
  int ok = simt_ir_find_marks(ir, &m) == 0;
  char *tmp = malloc(strlen(path) + 5);
  FILE *out = NULL;
  if (ok && tmp) {
    sprintf(tmp, "%s.new", path);
    out = fopen(tmp, "wb");
  }
  long checks = 0;
  int body = 0;
  for (const char *p = ir; out && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    struct indirect c;
    if (strncmp(p, "define ", 7) == 0)
      body = simt_ir_marked(&m, p, n);
    else if (n == 1 && *p == '}')
      body = 0;
    else if (body && (*p == ' ' || *p == '\t') && indirect_call(p, p + n, m.opaque, &c)) {
      put_check(out, &m, &c, p, n, checks++);
      free(c.type);
    }
    fwrite(p, 1, n + (e != NULL), out);
    p += n + (e != NULL);
  }
  ok = 0;
  if (out) {
    if (checks)
      put_table(out, ir, &m);
    ok = fclose(out) == 0 && rename(tmp, path) == 0;
    if (!ok)
      remove(tmp);
  }
  free(tmp);
  simt_ir_marks_free(&m);
  free(ir);
  return ok ? 0 : -1;
}
