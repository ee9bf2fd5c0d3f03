/* own_output.h — copies of the entry point's own output to the host, told
 * apart from a host reduction.  C that compiles as C++ too: the GPU's wraps
 * (watch.cuh) and the emulator's runtime (memory.c) keep the same records.
 *
 * A student who copies the result back to look at it (a softmax row that
 * should add up to 1, a row sum printed) brings as many bytes to the host
 * as the output has: for 14's softmax the whole input's worth, and for
 * 13's row sums over one column the input's own bytes.  Counted as the
 * volume or the content of a host reduction, a correct kernel failed as
 * one.  So a copy whose source lies in the output is kept aside, its bytes
 * taken as they arrive; once the call is over and the output fetched, a
 * copy that holds exactly the final output at its place was the result
 * looked at, and is not counted.  Any other (the input staged in the
 * output buffer on its way to the host, a partial state) counts as any
 * copy from the device does: its bytes add to the volume.  Past
 * RG_OWN_MAX copies or RG_OWN_BYTES bytes, copies are counted as before.
 */
#ifndef RG_OWN_OUTPUT_H
#define RG_OWN_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define RG_OWN_MAX 8
#define RG_OWN_BYTES ((size_t)256 << 20)

struct rg_own_copy {
  size_t off, n;       /* where in the output it came from */
  unsigned char *snap; /* its bytes, as they arrived */
};

struct rg_own {
  const char *lo, *hi; /* the output of the call in progress (none: null) */
  struct rg_own_copy c[RG_OWN_MAX];
  int nc;
  size_t bytes;
};

static inline void rg_own_drop(struct rg_own *o)
{
  for (int i = 0; i < o->nc; i++)
    free(o->c[i].snap);
  o->nc = 0;
  o->bytes = 0;
}

static inline void rg_own_arm(struct rg_own *o, const void *out, size_t n)
{
  rg_own_drop(o);
  o->lo = (const char *)out;
  o->hi = out ? o->lo + n : NULL;
}

/* Does a copy of n bytes from src come from the output? */
static inline bool rg_own_from_output(const struct rg_own *o, const void *src, size_t n)
{
  const char *s = (const char *)src;
  return o->lo && n > 0 && s >= o->lo && s + n <= o->hi;
}

/* Keep the n bytes that a copy from src brought to dst.  false: not kept
 * (too many or too large): the caller counts the copy as any other. */
static inline bool rg_own_take(struct rg_own *o, const void *dst, const void *src, size_t n)
{
  if (o->nc >= RG_OWN_MAX || o->bytes + n > RG_OWN_BYTES)
    return false;
  unsigned char *snap = (unsigned char *)malloc(n);
  if (!snap)
    return false;
  memcpy(snap, dst, n);
  o->c[o->nc].off = (size_t)((const char *)src - o->lo);
  o->c[o->nc].n = n;
  o->c[o->nc++].snap = snap;
  o->bytes += n;
  return true;
}

/* The bytes of the kept copies that are not the final output (the host's
 * copy of it, or null when it could not be fetched: then none is). */
static inline size_t rg_own_settle(struct rg_own *o, const void *final_out)
{
  size_t counted = 0;
  for (int i = 0; i < o->nc; i++)
    if (!final_out || memcmp((const char *)final_out + o->c[i].off, o->c[i].snap, o->c[i].n))
      counted += o->c[i].n;
  rg_own_drop(o);
  o->lo = o->hi = NULL;
  return counted;
}

#endif
