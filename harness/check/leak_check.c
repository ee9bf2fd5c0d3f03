/* leak_check.c — memory the entry point leaves allocated, call after call
 * (see leak_check.h). */
#include "leak_check.h"

#include <stdio.h>

static const char *plural(long k) { return k == 1 ? "" : "s"; }

bool rg_leak_check(struct rg_leak_watch *w, int part, const rg_scratch *s,
                   struct rg_verdict *v)
{
  if (s->calls <= 0)
    return false; /* not counted */
  if (s->calls <= w->calls)
    w->grew = 0; /* a new process: its calls start again */
  w->calls = s->calls;
  uint64_t bit = (uint64_t)1 << ((unsigned)part % 64);
  bool grows = s->live_after > s->live_before && s->kept > 0;
  bool again = (w->grew & bit) != 0;
  if (grows)
    w->grew |= bit;
  /* The part's first call that holds more is a cache's first allocation,
   * whichever call it is (one made only when the input needs it comes
   * late); a second one is a leak. */
  if (!grows || !again)
    return false;
  char where[RG_SCRATCH_WHERE + 40] = "";
  if (s->where[0])
    snprintf(where, sizeof where, " (the allocation at %.*s)", RG_SCRATCH_WHERE, s->where);
  rg_verdict_fail(v, RG_CAUSE_MEMORY_LEAK,
                  "this call of the entry point returned with %d allocation%s "
                  "of %zu bytes it made still allocated%s, and an earlier call of it had "
                  "done the same: after %d calls in this process it holds %d allocation%s, "
                  "%zu bytes, and a program calling it in a loop would run out of memory.  Free "
                  "the scratch before returning (cudaFree, or cudaFreeAsync on the stream, "
                  "after the last kernel that uses it; pinned memory with cudaFreeHost), "
                  "or keep one buffer in a static and reuse it",
                  s->kept, plural(s->kept), s->kept_bytes, where, s->calls, s->live_after,
                  plural(s->live_after), s->bytes_after);
  return true;
}
