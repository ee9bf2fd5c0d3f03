/* scratch_left.c — the memory the entry point's checked calls allocate and
 * leave allocated, and the streams, events and heap blocks they leave
 * behind (harness/glue/scratch_left.h says what counts).  The glue opens
 * the watch around a checked call (simt_scratch_begin, _end); memory.c
 * reports every device allocation and free, host_memory.c the pinned
 * ones, host_stream.c the streams and events, host_alloc.c the host
 * blocks the submission's own calls make (the glue's wraps), devheap.c
 * device code's, each with the submission's call that made it.  A record
 * lives until its free, whenever that comes: a later call may free what
 * an earlier one kept (a cache grown on demand frees what it replaces).
 */
#include <stdlib.h>
#include <string.h>

#include "simt_int.h"
#include "../../../glue/scratch_left.h"

#define MEMORY (-1) /* device and pinned memory: rg_scratch's own fields */

struct held {
  uintptr_t p;
  size_t n;
  void *caller; /* the submission's call that made it */
  int call;     /* the checked call it was made in (1-based) */
  int end;      /* checked calls ended before it was made */
  int kind;     /* MEMORY or an enum rg_held_kind */
};

static struct held *held;
static int nheld, capheld;
static int open_now, calls, ends, live_before;
static int kind_before[RG_HELD_KINDS];
static int dheap_at_end; /* device heap blocks held at the last end */

static void record(int kind, const void *p, size_t n, void *caller)
{
  if (nheld == capheld) {
    int cap = capheld ? 2 * capheld : 16;
    struct held *grown = realloc(held, (size_t)cap * sizeof *held);
    if (!grown)
      return; /* not counted: no verdict rests on a record never made */
    held = grown;
    capheld = cap;
  }
  held[nheld++] = (struct held){(uintptr_t)p, n, caller, calls, ends, kind};
}

static void drop(int kind, const void *p)
{
  for (int i = 0; p && i < nheld; i++)
    if (held[i].p == (uintptr_t)p && held[i].kind == kind) {
      held[i] = held[--nheld];
      return;
    }
}

static int count(int kind)
{
  int k = 0;
  for (int i = 0; i < nheld; i++)
    k += held[i].kind == kind;
  return k;
}

void simt_scratch_made(const void *p, size_t n, void *caller)
{
  if (open_now && p)
    record(MEMORY, p, n, caller);
}

/* Device memory, or a device heap block (an allocation of the arena too). */
void simt_scratch_freed(const void *p)
{
  drop(MEMORY, p);
  drop(RG_HELD_DHEAP, p);
}

/* A device heap block is kept from the process's first checked call on,
 * open or not: the kernel that makes it may run once the call has
 * returned, when the host waits (scratch_left.h). */
void simt_scratch_held_made(int kind, const void *p, size_t n, void *caller)
{
  if (kind < 0 || kind >= RG_HELD_KINDS || !p)
    return;
  if (kind == RG_HELD_DHEAP ? calls > 0 : open_now)
    record(kind, p, n, caller);
}

void simt_scratch_held_freed(int kind, const void *p) { drop(kind, p); }

void simt_scratch_runtime_block(const void *p) { drop(RG_HELD_HOST, p); }

void simt_scratch_handles_forget(void)
{
  int k = 0;
  for (int i = 0; i < nheld; i++)
    if (held[i].kind != RG_HELD_STREAM && held[i].kind != RG_HELD_EVENT &&
        held[i].kind != RG_HELD_COMM)
      held[k++] = held[i];
  nheld = k;
}

void simt_scratch_begin(void)
{
  calls++;
  live_before = count(MEMORY);
  for (int k = 0; k < RG_HELD_KINDS; k++)
    kind_before[k] = count(k);
  kind_before[RG_HELD_DHEAP] = dheap_at_end;
  open_now = 1;
}

/* Is this record the call's own: made in it, or (device heap) since the
 * end of the call before? */
static int own(const struct held *h)
{
  return h->kind == RG_HELD_DHEAP ? h->end == ends : h->call == calls;
}

/* The places kept apart by sites_of: more read as more than
 * RG_CACHE_SITES (check/leak_check.h), so that a table of a million
 * device heap blocks costs a pass or two. */
#define SITES_APART 16

static int site_in(const void *const *at, int n, const void *caller)
{
  int k = 0;
  while (k < n && at[k] != caller)
    k++;
  return k < n;
}

/* The places that made kind's records of earlier calls, and whether one
 * the call kept came from one of them (an unknown place counts as one, and
 * so does any, past SITES_APART places). */
static struct rg_sites sites_of(int kind)
{
  const void *at[SITES_APART];
  int n = 0, many = 0;
  for (int i = 0; i < nheld; i++) {
    if (held[i].kind != kind || own(&held[i]) || site_in(at, n, held[i].caller))
      continue;
    if (n < SITES_APART)
      at[n++] = held[i].caller;
    else
      many = 1;
  }
  struct rg_sites out = {n + many, 0};
  for (int i = 0; i < nheld && !out.again; i++)
    if (held[i].kind == kind && own(&held[i]))
      out.again = many || !held[i].caller || site_in(at, n, held[i].caller);
  return out;
}

/* One kind's counts into c, the line of one it kept where the grader may
 * name it (a call that keeps more after an earlier one did: a leak's
 * second call, a cache's first). */
static void fill_kind(struct rg_held_count *c, int kind)
{
  c->before = kind_before[kind];
  void *first = NULL;
  for (int i = 0; i < nheld; i++) {
    if (held[i].kind != kind)
      continue;
    c->after++;
    if (!own(&held[i]))
      continue;
    c->kept++;
    c->kept_bytes += held[i].n;
    if (!first)
      first = held[i].caller;
  }
  if (first && c->before > 0)
    simt_symbolize(first, c->where, sizeof c->where);
  c->sites = sites_of(kind);
}

void simt_scratch_end(rg_scratch *s)
{
  open_now = 0;
  memset(s, 0, sizeof *s);
  s->calls = calls;
  s->live_before = live_before;
  void *first = NULL;
  for (int i = 0; i < nheld; i++) {
    if (held[i].kind != MEMORY)
      continue;
    s->live_after++;
    s->bytes_after += held[i].n;
    if (held[i].call != calls)
      continue;
    s->kept++;
    s->kept_bytes += held[i].n;
    if (!first)
      first = held[i].caller;
  }
  /* the line only where the grader may name it, as fill_kind's */
  if (first && live_before > 0)
    simt_symbolize(first, s->where, sizeof s->where);
  s->sites_known = 1;
  s->sites = sites_of(MEMORY);
  for (int k = 0; k < RG_HELD_KINDS; k++)
    fill_kind(&s->held[k], k);
  dheap_at_end = s->held[RG_HELD_DHEAP].after;
  ends++;
}
