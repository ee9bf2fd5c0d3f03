/* ir_vtables.c — device code's own copy of each vtable, so that a virtual
 * call a kernel makes on an object the host made is found (vcall_origin.c).
 *
 * On a GPU a class's vtable exists twice, the host's and the device's: a
 * constructor run in device code stores the device's address in the
 * object, one run on the host the host's, and a kernel that calls a
 * virtual function of an object the host made (a kernel parameter, a
 * polymorphic object copied to device memory) reads the host's vtable
 * through a host address: an illegal address.  The CUDA programming guide
 * calls it undefined.  Here there is one vtable for both, and the call
 * worked.
 *
 * In the IR: each vtable the module defines (@_ZTV...) gets a private copy,
 * @_ZTV....simt_dev, of the same type and entries.  Every store of a vtable's
 * address (a constructor's, wherever it was inlined) stores what
 * simt_cov_vptr chooses between the two: the copy while a kernel's thread
 * runs, the original on the host.  A global's initializer names the copy:
 * a __device__ object initialised at compile time is device code's.  And in
 * device code (ir_marks.h), before each call through a pointer loaded from
 * memory, simt_cov_vcall_slot is handed the address it was loaded from and
 * a table of the originals' bounds: a slot inside an original is a virtual
 * call on an object whose vtable pointer the host stored.  A call through a
 * pointer to a virtual member function calls a phi of the pointer loaded
 * from the vtable and the non-virtual one: the check then follows each
 * load the phi takes, at the call's line.  Host code that
 * calls a virtual function of an object device code made reads the copy,
 * whose entries are the original's, and works (undefined on a GPU).
 * Vtables the module only declares (the C++ library's) are left alone.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_marks.h"

enum { MAX_VTABLES = 512 };

/* The module's defined vtables: each name (with '@') and type, in ir. */
struct vtables {
  const char *name[MAX_VTABLES], *type[MAX_VTABLES];
  size_t name_len[MAX_VTABLES], type_len[MAX_VTABLES];
  int n, opaque;
  long vptrs, checks;
};

static int opens(char c) { return c && strchr("([{<", c) != NULL; }

/* The length of the balanced group that starts at p with ( [ { or <. */
static size_t group_len(const char *p)
{
  int depth = 0;
  size_t i = 0;
  for (; p[i] && p[i] != '\n'; i++) {
    if (opens(p[i]))
      depth++;
    else if (strchr(")]}>", p[i]) && --depth == 0)
      return i + 1;
  }
  return i;
}

/* The step from p[i] to the next character outside any group. */
static size_t step(const char *p)
{
  return opens(*p) ? group_len(p) : 1;
}

/* The name of the unquoted global or local at p ('@' or '%' included). */
static size_t value_name_len(const char *p)
{
  size_t i = 1;
  while (p[i] && (p[i] == '_' || p[i] == '.' || p[i] == '$' || (p[i] >= '0' && p[i] <= '9') ||
                  (p[i] >= 'a' && p[i] <= 'z') || (p[i] >= 'A' && p[i] <= 'Z')))
    i++;
  return i;
}

/* Which defined vtable the name at p (l bytes) is, or -1. */
static int vtable_of(const struct vtables *v, const char *p, size_t l)
{
  for (int i = 0; i < v->n; i++)
    if (v->name_len[i] == l && memcmp(v->name[i], p, l) == 0)
      return i;
  return -1;
}

/* The vtables the module defines: "@_ZTV... = ... constant TYPE INIT". */
static void find_vtables(const char *ir, struct vtables *v)
{
  for (const char *p = ir; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
    if (strncmp(p, "@_ZTV", 5) != 0 || v->n == MAX_VTABLES)
      continue;
    size_t l = value_name_len(p);
    const char *e = strchr(p, '\n');
    const char *c = strstr(p + l, " constant ");
    if (strncmp(p + l, " = ", 3) != 0 || !c || (e && c > e) || strchr("{[", c[10]) == NULL)
      continue;
    size_t tl = group_len(c + 10);
    if (c[10 + tl] != ' ' || strchr("{[", c[11 + tl]) == NULL)
      continue; /* declared only ("external ... constant TYPE, align 8") */
    v->name[v->n] = p;
    v->name_len[v->n] = l;
    v->type[v->n] = c + 10;
    v->type_len[v->n] = tl;
    v->n++;
  }
}

/* Writes p[0..n) with each defined vtable's name made its copy's. */
static void put_renamed(FILE *out, const struct vtables *v, const char *p, size_t n)
{
  size_t from = 0;
  for (size_t i = 0; i < n; i++) {
    if (p[i] != '@')
      continue;
    size_t l = value_name_len(p + i);
    if (vtable_of(v, p + i, l) >= 0) {
      fwrite(p + from, 1, i + l - from, out);
      fputs(".simt_dev", out);
      from = i + l;
    }
    i += l - 1;
  }
  fwrite(p + from, 1, n - from, out);
}

/* Does p[0..n) name a defined vtable? */
static int names_vtable(const struct vtables *v, const char *p, size_t n)
{
  for (const char *a = p; (a = memchr(a, '@', (size_t)(p + n - a))) != NULL; a++)
    if (vtable_of(v, a, value_name_len(a)) >= 0)
      return 1;
  return 0;
}

/* A store of a vtable's address ("  store TYPE EXPR, PTR"): the runtime's
 * choice between the original and the copy stored instead.  1 if
 * written, 0 if the line is no such store. */
static int put_vptr_store(FILE *out, struct vtables *v, const char *p, size_t n)
{
  const char *s = strstr(p, "store ");
  if (!s || s > p + n || strncmp(p, "  store ", 8) != 0)
    return 0;
  s += 6;
  if (strncmp(s, "atomic ", 7) == 0 || strncmp(s, "volatile ", 9) == 0)
    return 0;
  size_t opl = 0; /* the value operand: up to the first ',' outside groups */
  while (s + opl < p + n && s[opl] != ',')
    opl += step(s + opl);
  if (!names_vtable(v, s, opl))
    return 0;
  size_t tl = 0; /* the type: before the expression's first word */
  const char *kw[] = { "bitcast (", "getelementptr ", "@" };
  for (tl = 0; tl < opl; tl += step(s + tl)) {
    int hit = 0;
    for (size_t k = 0; k < 3; k++)
      hit |= tl > 0 && s[tl - 1] == ' ' && strncmp(s + tl, kw[k], strlen(kw[k])) == 0;
    if (hit)
      break;
  }
  if (tl == 0 || tl >= opl)
    return 0;
  const char *ptr = v->opaque ? "ptr" : "i8*";
  long id = v->vptrs++;
  fprintf(out, "  %%simt.vp.%ld = call %s @simt_cov_vptr(", id, ptr);
  for (int copy = 0; copy < 2; copy++) {
    fprintf(out, "%s%s ", copy ? ", " : "", ptr);
    if (!v->opaque)
      fputs("bitcast (", out);
    if (copy)
      put_renamed(out, v, s, opl);
    else
      fwrite(s, 1, opl, out);
    if (!v->opaque)
      fputs(" to i8*)", out);
  }
  fputs(")\n", out);
  if (v->opaque) {
    fprintf(out, "  store ptr %%simt.vp.%ld", id);
  } else {
    fprintf(out, "  %%simt.vp.%ld.t = bitcast i8* %%simt.vp.%ld to %.*s\n", id, id, (int)(tl - 1), s);
    fprintf(out, "  store %.*s %%simt.vp.%ld.t", (int)(tl - 1), s, id);
  }
  fwrite(s + opl, 1, (size_t)(p + n - (s + opl)), out);
  return 1;
}

/* The local a call at p (n bytes) calls through ("%7" of "call double
 * %7("): its length in *l, or NULL. */
static const char *callee_local(const char *p, size_t n, size_t *l)
{
  if (!memmem(p, n, " call ", 6) && !memmem(p, n, " invoke ", 8))
    return NULL;
  for (size_t i = 1; i + 1 < n; i++)
    if (p[i] == '%' && p[i - 1] == ' ') {
      size_t k = value_name_len(p + i);
      if (i + k < n && p[i + k] == '(') {
        *l = k;
        return p + i;
      }
    }
  return NULL;
}

/* The pointer operand of the load that defines the local c (cl bytes) in
 * the body [b, e): "T* %5" (typed) or "ptr %5", its length in *ol, and
 * where its name starts in *at; NULL if c is no load's of a local. */
static const char *load_source(const char *b, const char *e, const char *c, size_t cl,
                               size_t *ol, size_t *at)
{
  for (const char *p = b; p < e; p = strchr(p, '\n') + 1) {
    if (strncmp(p, "  ", 2) != 0 || strncmp(p + 2, c, cl) != 0 ||
        strncmp(p + 2 + cl, " = load ", 8) != 0)
      continue;
    const char *q = p + 2 + cl + 8, *end = strchr(p, '\n');
    while (q < end && *q != ',')
      q += step(q);
    if (q >= end || q[1] != ' ')
      return NULL;
    q += 2;
    size_t n = 0, last = 0;
    while (q + n < end && q[n] != ',') {
      if (q[n] == ' ')
        last = n + 1;
      n += step(q + n);
    }
    if (!last || q[last] != '%' || value_name_len(q + last) != n - last)
      return NULL;
    *ol = n;
    *at = last;
    return q;
  }
  return NULL;
}

/* The runtime's check of the slot src (ol bytes, "T* %5") a function
 * pointer was loaded from, at the line dbg names (dl bytes, or none). */
static void put_check(FILE *out, struct vtables *v, const char *src, size_t ol, const char *dbg,
                      size_t dl)
{
  long id = v->checks++;
  if (v->opaque) {
    fprintf(out, "  call void @simt_cov_vcall_slot(%.*s, ptr @simt.vtable_bounds, i64 %d)%.*s\n",
            (int)ol, src, v->n, (int)dl, dbg);
    return;
  }
  fprintf(out, "  %%simt.vs.%ld = bitcast %.*s to i8*\n", id, (int)ol, src);
  fprintf(out,
          "  call void @simt_cov_vcall_slot(i8* %%simt.vs.%ld, i8** getelementptr inbounds "
          "([%d x i8*], [%d x i8*]* @simt.vtable_bounds, i64 0, i64 0), i64 %d)%.*s\n",
          id, 2 * v->n, 2 * v->n, v->n, (int)dl, dbg);
}

/* The ", !dbg !N" of the line p (n bytes): its length in *dl, or NULL. */
static const char *dbg_of(const char *p, size_t n, size_t *dl)
{
  const char *dbg = memmem(p, n, ", !dbg !", 8);
  *dl = 0;
  if (dbg)
    for (*dl = 8; dbg + *dl < p + n && dbg[*dl] >= '0' && dbg[*dl] <= '9';)
      ++*dl;
  return dbg;
}

/* Before a call through a pointer loaded from memory in device code: the
 * runtime's check of the address it was loaded from. */
static void put_slot_check(FILE *out, struct vtables *v, const char *b, const char *e,
                           const char *p, size_t n)
{
  size_t cl, ol, at, dl;
  const char *c = callee_local(p, n, &cl);
  const char *src = c ? load_source(b, e, c, cl, &ol, &at) : NULL;
  const char *dbg = dbg_of(p, n, &dl); /* the call's line, for the report */
  if (src)
    put_check(out, v, src, ol, dbg, dl);
}

/* The call in [b, e) whose callee is a phi with the local l (ll bytes)
 * among its values, a virtual call through a pointer to a member function
 * ("%52 = phi T* [ %50, %44 ], [ %32, %43 ]"): its line, n in *cn, or NULL. */
static const char *phi_call(const char *b, const char *e, const char *l, size_t ll, size_t *cn)
{
  char in[80];
  if (snprintf(in, sizeof in, "[ %.*s, ", (int)ll, l) >= (int)sizeof in)
    return NULL;
  for (const char *p = b; p < e; p = strchr(p, '\n') + 1) {
    const char *le = strchr(p, '\n'), *h = strstr(p, " = phi ");
    if (strncmp(p, "  %", 3) != 0 || !h || h > le || !memmem(p, (size_t)(le - p), in, strlen(in)))
      continue;
    size_t pl = (size_t)(h - (p + 2)), k;
    for (const char *q = b; q < e; q = strchr(q, '\n') + 1) {
      const char *c = callee_local(q, (size_t)(strchr(q, '\n') - q), &k);
      if (c && k == pl && strncmp(c, p + 2, pl) == 0) {
        *cn = (size_t)(strchr(q, '\n') - q);
        return q;
      }
    }
  }
  return NULL;
}

/* After the load line p (n bytes) in device code of a function pointer a
 * phi hands to a call: the check of its slot, at the call's line. */
static void put_phi_check(FILE *out, struct vtables *v, const char *b, const char *e,
                          const char *p, size_t n)
{
  const char *eq = memmem(p, n, " = load ", 8);
  size_t ol, at, cn, dl;
  if (strncmp(p, "  %", 3) != 0 || !eq)
    return;
  const char *call = phi_call(b, e, p + 2, (size_t)(eq - (p + 2)), &cn);
  const char *src = call ? load_source(b, e, p + 2, (size_t)(eq - (p + 2)), &ol, &at) : NULL;
  const char *dbg = src ? dbg_of(call, cn, &dl) : NULL;
  if (src)
    put_check(out, v, src, ol, dbg, dl);
}

/* The originals' bounds, [start, end) of each, and the runtime's calls. */
static void put_tail(FILE *out, const struct vtables *v)
{
  const char *ptr = v->opaque ? "ptr" : "i8*";
  if (v->checks) {
    fprintf(out, "@simt.vtable_bounds = private constant [%d x %s] [", 2 * v->n, ptr);
    for (int i = 0; i < v->n; i++) {
      int tl = (int)v->type_len[i], nl = (int)v->name_len[i];
      const char *t = v->type[i], *nm = v->name[i];
      if (v->opaque)
        fprintf(out, "%sptr %.*s, ptr getelementptr (%.*s, ptr %.*s, i64 1)", i ? ", " : "",
                nl, nm, tl, t, nl, nm);
      else
        fprintf(out,
                "%si8* bitcast (%.*s* %.*s to i8*), i8* bitcast (%.*s* getelementptr "
                "(%.*s, %.*s* %.*s, i64 1) to i8*)",
                i ? ", " : "", tl, t, nl, nm, tl, t, tl, t, tl, t, nl, nm);
    }
    fputs("]\n", out);
    fprintf(out, "declare void @simt_cov_vcall_slot(%s, %s%s, i64)\n", ptr, ptr,
            v->opaque ? "" : "*");
  }
  if (v->vptrs)
    fprintf(out, "declare %s @simt_cov_vptr(%s, %s)\n", ptr, ptr, ptr);
}

/* A vtable's definition line p (n bytes), then its copy's. */
static void put_vtable(FILE *out, const struct vtables *v, int i, const char *p, size_t n)
{
  fwrite(p, 1, n, out);
  const char *init = v->type[i] + v->type_len[i] + 1;
  fprintf(out, "\n%.*s.simt_dev = private unnamed_addr constant %.*s %.*s, align 8",
          (int)v->name_len[i], v->name[i], (int)v->type_len[i], v->type[i],
          (int)group_len(init), init);
}

/* The module ir written to out with the vtables' copies, the vptr stores
 * chosen at run time and the checks before device code's calls. */
static void put_module(FILE *out, const char *ir, const struct simt_ir_marks *m,
                       struct vtables *v)
{
  const char *fn = NULL, *fe = NULL; /* the body of the function being written */
  int device = 0;
  for (const char *p = ir; *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    int k = *p == '@' ? vtable_of(v, p, value_name_len(p)) : -1;
    if (strncmp(p, "define ", 7) == 0) {
      device = simt_ir_marked(m, p, n);
      fn = e ? e + 1 : NULL;
      fe = e ? strstr(e, "\n}\n") : NULL;
      fn = fe ? fn : NULL;
      fe = fe ? fe + 1 : NULL;
    } else if (n == 1 && *p == '}') {
      fn = NULL;
    }
    if (k >= 0 && v->type[k] > p && v->type[k] < p + n) {
      put_vtable(out, v, k, p, n);
    } else if (*p == '@') {
      put_renamed(out, v, p, n); /* a global's initializer names the copies */
    } else if (fn && e && put_vptr_store(out, v, p, n)) {
      ;
    } else {
      if (fn && e && device && v->n > 0)
        put_slot_check(out, v, fn, fe, p, n);
      fwrite(p, 1, n, out);
    }
    if (e)
      fputc('\n', out);
    if (fn && e && device && v->n > 0 && *p == ' ')
      put_phi_check(out, v, fn, fe, p, n);
    p += n + (e != NULL);
  }
  put_tail(out, v);
}

int simt_ir_vtables(const char *path)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  struct simt_ir_marks m;
  struct vtables *v = calloc(1, sizeof *v);
  int ok = simt_ir_find_marks(ir, &m) == 0 && v;
  if (ok)
    find_vtables(ir, v);
  if (ok && v->n > 0) {
    v->opaque = m.opaque;
    char *tmp = malloc(strlen(path) + 5);
    FILE *out = NULL;
    if (tmp) {
      sprintf(tmp, "%s.new", path);
      out = fopen(tmp, "wb");
    }
    if (out)
      put_module(out, ir, &m, v);
    ok = out && fclose(out) == 0 && rename(tmp, path) == 0;
    if (!ok && tmp)
      remove(tmp);
    free(tmp);
  }
  simt_ir_marks_free(&m);
  free(v);
  free(ir);
  return ok ? 0 : -1;
}
