/* scratch_left.c — the memory the entry point's checked calls allocate and
 * leave allocated (harness/glue/scratch_left.h says what counts).  The
 * glue opens the watch around a checked call (simt_scratch_begin, _end);
 * memory.c reports every device allocation and free, host_memory.c the
 * pinned ones, each with the submission's call that made it.  A record
 * lives until its free, whenever that comes: a later call may free what
 * an earlier one kept (a cache grown on demand frees what it replaces).
 */
#include <stdlib.h>
#include <string.h>

#include "simt_int.h"
#include "../../../glue/scratch_left.h"

struct held {
  uintptr_t p;
  size_t n;
  void *caller; /* the submission's call that made it */
  int call;     /* the checked call it was made in (1-based) */
};

static struct held *held;
static int nheld, capheld;
static int open_now, calls, live_before;

void simt_scratch_made(const void *p, size_t n, void *caller)
{
  if (!open_now || !p)
    return;
  if (nheld == capheld) {
    int cap = capheld ? 2 * capheld : 16;
    struct held *grown = realloc(held, (size_t)cap * sizeof *held);
    if (!grown)
      return; /* not counted: no verdict rests on a record never made */
    held = grown;
    capheld = cap;
  }
  held[nheld++] = (struct held){(uintptr_t)p, n, caller, calls};
}

void simt_scratch_freed(const void *p)
{
  for (int i = 0; p && i < nheld; i++)
    if (held[i].p == (uintptr_t)p) {
      held[i] = held[--nheld];
      return;
    }
}

void simt_scratch_begin(void)
{
  calls++;
  live_before = nheld;
  open_now = 1;
}

void simt_scratch_end(rg_scratch *s)
{
  open_now = 0;
  memset(s, 0, sizeof *s);
  s->calls = calls;
  s->live_before = live_before;
  s->live_after = nheld;
  void *first = NULL;
  for (int i = 0; i < nheld; i++) {
    s->bytes_after += held[i].n;
    if (held[i].call != calls)
      continue;
    s->kept++;
    s->kept_bytes += held[i].n;
    if (!first)
      first = held[i].caller;
  }
  /* the line only where the grader may name it: a call that kept memory
   * after an earlier one did (a leak's second call, a cache's first) */
  if (first && live_before > 0)
    simt_symbolize(first, s->where, sizeof s->where);
}
