/* ir_host_entry.c — a check at the start of each host function whose
 * address the module takes, so that no kernel thread runs it (the check
 * itself is simt_cov_host_entry, call_targets.c).
 *
 * On a GPU device code runs device code only.  Here a kernel's thread is a
 * fiber of the host process, and two checks keep it to device code: the
 * build refuses a direct call of a host function (host_calls.c, by name),
 * and a call through a pointer in device code is checked against the
 * module's device functions (ir_indirect.c).  Neither sees a host function
 * that a C library function calls back for the kernel: lfind, tsearch,
 * twalk or qsort_r, given a comparison function written without
 * __device__, ran it on the kernel's thread, and a kernel that handed
 * lfind a comparison which summed the whole input passed, a file nvcc
 * refuses (tests/hostile/lfind-callback-host-sum.cu).  Whatever calls it,
 * such a function is reached through its address: so each function the
 * module defines, that no device-code mark names (ir_marks.h) and whose
 * address the module takes (its name other than as a direct call's
 * callee, its definition or a declaration), starts with a call of the
 * runtime's check, which does nothing on the host and ends the launch as
 * a cuda-error on a kernel's thread.  The shim's launch trampolines
 * (simt_call<...>::run and simt_named_call<...>::run, whose frame is the
 * thread's first: simt_launch.h) are left alone, by name.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "ir_marks.h"
#include "ir_rewrite.h"
#include "simt.h"

/* The shim's launch trampolines, which a kernel's thread starts in
 * (@name, or @"name" where it holds a lambda's $). */
static int trampoline(const char *name, size_t n)
{
  static const char *const prefixes[] = { "_ZN9simt_callI", "_ZN15simt_named_callI", NULL };
  size_t skip = name[1] == '"' ? 2 : 1;
  for (const char *const *p = prefixes; *p; p++)
    if (n > skip + strlen(*p) && strncmp(name + skip, *p, strlen(*p)) == 0)
      return 1;
  return 0;
}

/* A host function the module defines: its name and whether its address
 * is taken. */
struct host_fn {
  const char *name;
  size_t len;
  int taken;
};

struct host_fns {
  struct host_fn *f;
  size_t n;
};

/* The name a `define` line at p (n bytes) defines, or NULL. */
static const char *defined_name(const char *p, size_t n, size_t *len)
{
  const char *at = memchr(p, '@', n);
  *len = at ? simt_ir_name_len(at) : 0;
  return *len && at[*len] == '(' ? at : NULL;
}

/* The module's host functions, none of them taken yet.  0, or -1. */
static int find_host_fns(const char *ir, const struct simt_ir_marks *m, struct host_fns *h)
{
  for (const char *p = ir; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p), len;
    if (strncmp(p, "define ", 7) != 0 || simt_ir_marked(m, p, n))
      continue;
    const char *name = defined_name(p, n, &len);
    if (!name || trampoline(name, len))
      continue;
    struct host_fn *g = realloc(h->f, (h->n + 1) * sizeof *g);
    if (!g)
      return -1;
    h->f = g;
    h->f[h->n++] = (struct host_fn){ name, len, 0 };
  }
  return 0;
}

/* Host functions in order of length, then bytes: found by a binary search,
 * so that a module of thousands of functions (CUB's) costs a search per
 * name, not a walk of them all. */
static int by_name(const void *a, const void *b)
{
  const struct host_fn *x = a, *y = b;
  if (x->len != y->len)
    return x->len < y->len ? -1 : 1;
  return memcmp(x->name, y->name, x->len);
}

static struct host_fn *lookup(const struct host_fns *h, const char *name, size_t len)
{
  struct host_fn key = { name, len, 0 };
  return h->n ? bsearch(&key, h->f, h->n, sizeof *h->f, by_name) : NULL;
}

/* Marks taken each host function named at a use that is not a direct
 * call: every @name not followed by "(" outside define and declare lines
 * and the lists the compiler keeps of every function (the coverage's
 * table of each function's address, "__sancov_pcs"; @llvm.used, the
 * constructors: @llvm.*), which no code calls through. */
static void find_taken(const char *ir, struct host_fns *h)
{
  for (const char *p = ir; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (strncmp(p, "define ", 7) == 0 || strncmp(p, "declare ", 8) == 0 ||
        strncmp(p, "@__sancov_gen_", 14) == 0 || strncmp(p, "@llvm.", 6) == 0)
      continue;
    for (const char *q = memchr(p, '@', n); q && q < p + n;
         q = memchr(q + 1, '@', (size_t)(p + n - q - 1))) {
      size_t l = simt_ir_name_len(q);
      if (!l || q[l] == '(')
        continue;
      struct host_fn *f = lookup(h, q, l);
      if (f)
        f->taken = 1;
    }
  }
}

static int taken(const struct host_fns *h, const char *p, size_t n)
{
  size_t len;
  const char *name = strncmp(p, "define ", 7) == 0 ? defined_name(p, n, &len) : NULL;
  const struct host_fn *f = name ? lookup(h, name, len) : NULL;
  return f ? f->taken : 0;
}

/* Is the line at p (n bytes) a block's label ("name:" at its start)? */
static int label(const char *p, size_t n)
{
  const char *c = memchr(p, ':', n);
  return n && *p != ' ' && *p != '\t' && *p != ';' && c && !memchr(p, ' ', (size_t)(c - p));
}

int simt_ir_host_entry(const char *path)
{
  struct simt_ir_rewrite rw;
  if (simt_ir_rewrite_begin(path, &rw) != 0)
    return -1;
  struct simt_ir_marks m;
  struct host_fns h = { NULL, 0 };
  bool ok = simt_ir_find_marks(rw.ir, &m) == 0 && find_host_fns(rw.ir, &m, &h) == 0;
  if (ok && h.n)
    qsort(h.f, h.n, sizeof *h.f, by_name);
  if (ok)
    find_taken(rw.ir, &h);
  FILE *out = ok ? rw.out : NULL;
  long checks = 0;
  int pending = 0; /* a check to put once the entry block's label is past */
  for (const char *p = rw.ir; out && *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (pending && !label(p, n)) {
      fputs("  call void @simt_cov_host_entry()\n", out);
      pending = 0;
      checks++;
    }
    fwrite(p, 1, n, out);
    if (e)
      fputc('\n', out);
    if (strncmp(p, "define ", 7) == 0 && n && p[n - 1] == '{' && taken(&h, p, n))
      pending = 1; /* put after the entry block's label, if it has one */
    p += n + (e != NULL);
  }
  if (out && checks && !strstr(rw.ir, "\ndeclare void @simt_cov_host_entry("))
    fputs("declare void @simt_cov_host_entry()\n", out);
  free(h.f);
  simt_ir_marks_free(&m);
  return simt_ir_rewrite_end(&rw, path, ok);
}
