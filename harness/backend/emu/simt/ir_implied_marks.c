/* ir_implied_marks.c — device functions that clang writes with no mark of
 * their own: destructors and thunks (ir_marks.h).
 *
 * simt_cuda.h marks a __device__ function with an annotation, and clang
 * lists it in @llvm.global.annotations; a destructor is never listed (nor
 * is one nvcc declares itself, __host__ __device__ there), nor a thunk,
 * the entry of a second base's vtable that adjusts `this` and calls the
 * function.  A kernel's `delete` of an object device code made calls the
 * deleting destructor through the vtable, a call through a second base
 * the thunk: each was refused as a call of a host function (call_targets.c),
 * and the deleting destructor's operator delete was the C library's, not
 * the device heap's (ir_devheap.c).  Here every destructor the module
 * defines (_ZN...D0Ev, D1Ev, D2Ev; a thunk of one too) is device code, and
 * so is a thunk (_ZTh, _ZTv, _ZTc) of a marked function.  A destructor
 * only __host__ on a GPU is one nvcc refuses to call in device code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"
#include "ir_marks.h"
#include "ir_type.h"

/* The length of the unquoted @name at p. */
static size_t global_len(const char *p)
{
  size_t i = 1;
  while (p[i] && (strchr("._$", p[i]) || (p[i] >= '0' && p[i] <= '9') ||
                  (p[i] >= 'a' && p[i] <= 'z') || (p[i] >= 'A' && p[i] <= 'Z')))
    i++;
  return i;
}

static int is_marked(const struct simt_ir_marks *m, const char *name, size_t nl)
{
  for (long i = 0; i < m->n; i++)
    if (m->name_len[i] == nl && memcmp(m->name[i], name, nl) == 0)
      return 1;
  return 0;
}

/* A destructor's name: "@_ZN...D0Ev" (D1, D2), or a thunk's of one. */
static int is_destructor(const char *name, size_t nl)
{
  return nl > 8 && strncmp(name, "@_Z", 3) == 0 && name[nl - 4] == 'D' &&
         strchr("012", name[nl - 3]) && name[nl - 3] && strncmp(name + nl - 2, "Ev", 2) == 0;
}

/* Past one call offset of a thunk's name ("h[n]N_" or "v[n]N_[n]N_"), or NULL. */
static const char *call_offset(const char *p)
{
  int parts = *p == 'h' ? 1 : *p == 'v' ? 2 : 0;
  if (!parts)
    return NULL;
  p++;
  for (int k = 0; k < parts; k++) {
    p += *p == 'n';
    size_t d = strspn(p, "0123456789");
    if (!d || p[d] != '_')
      return NULL;
    p += d + 1;
  }
  return p;
}

/* Is the thunk at name (nl bytes) one of a marked function? */
static int thunk_of_marked(const struct simt_ir_marks *m, const char *name, size_t nl)
{
  if (nl < 8 || strncmp(name, "@_ZT", 4) != 0 || !strchr("hvc", name[4]))
    return 0;
  const char *r = name[4] == 'c' ? call_offset(name + 5) : name + 4;
  r = r && name[4] == 'c' ? call_offset(r) : r;
  r = r ? call_offset(r) : NULL;
  if (!r || r >= name + nl)
    return 0;
  char target[512];
  int tl = snprintf(target, sizeof target, "@_Z%.*s", (int)(name + nl - r), r);
  return tl > 0 && (size_t)tl < sizeof target && is_marked(m, target, (size_t)tl);
}

/* The type that ends right before end, starting after a space of
 * [from, end): its start, or NULL. */
static const char *type_before(const char *from, const char *end)
{
  for (const char *p = from; p < end; p++)
    if (p[-1] == ' ' && simt_ir_type_len(p) == (size_t)(end - p))
      return p;
  return NULL;
}

/* "i8* bitcast (RET (P, ...)* @name to i8*)" of the define line d, whose
 * name is at name (nl bytes): written to buf, its length, or 0. */
static size_t typed_entry(const char *d, const char *name, size_t nl, char *buf, size_t cap)
{
  const char *ret = type_before(d + 7, name - 1);
  if (!ret || name[nl] != '(')
    return 0;
  size_t k = (size_t)snprintf(buf, cap, "i8* bitcast (%.*s (", (int)(name - 1 - ret), ret);
  const char *p = name + nl + 1;
  for (int first = 1; *p != ')' && k < cap; first = 0) {
    size_t tl = simt_ir_type_len(p);
    if (!tl)
      return 0; /* varargs, or a type not read */
    k += (size_t)snprintf(buf + k, k < cap ? cap - k : 0, "%s%.*s", first ? "" : ", ", (int)tl, p);
    for (p += tl; *p && *p != ',' && *p != ')' && *p != '\n'; p++)
      if (*p == '(' && !(p = strchr(p, ')'))) /* an attribute's: dereferenceable(8) */
        return 0;
    if (*p == ',')
      p += 2;
    else if (*p != ')')
      return 0;
  }
  k += (size_t)snprintf(buf + k, k < cap ? cap - k : 0, ")* %.*s to i8*)", (int)nl, name);
  return k < cap ? k : 0;
}

/* Marks the function the define line d names (at name, nl bytes). */
static int mark(struct simt_ir_marks *m, const char *d, const char *name, size_t nl)
{
  char buf[2048];
  size_t el = m->opaque ? nl : typed_entry(d, name, nl, buf, sizeof buf);
  if (!el)
    return 0; /* not listed: a call through it is refused, as before */
  if (simt_ir_add_mark(m, NULL, name, nl, 1) != 0)
    return -1;
  return simt_ir_add_entry(m, m->opaque ? name : buf, el);
}

int simt_ir_implied_marks(const char *ir, struct simt_ir_marks *m)
{
  for (int pass = 0; pass < 2; pass++) /* destructors, then thunks (of them too) */
    for (const char *d = ir; d && *d; d = strchr(d, '\n'), d = d ? d + 1 : NULL) {
      if (strncmp(d, "define ", 7) != 0)
        continue;
      const char *e = strchr(d, '\n'), *name = strchr(d, '@');
      if (!name || (e && name > e) || name[1] == '"')
        continue;
      size_t nl = global_len(name);
      int hit = pass == 0 ? is_destructor(name, nl) : thunk_of_marked(m, name, nl);
      if (hit && !is_marked(m, name, nl) && mark(m, d, name, nl) != 0)
        return -1;
    }
  return 0;
}
