/* shadow_handoff.c — a hand-off through a fence and a shared atomic orders
 * two threads of one block for the shared race detector (shadow.c), as a
 * barrier does.
 *
 * The PTX memory model's release pattern is a fence followed by a strong
 * write (the atomic), its acquire pattern a strong read (an atomic)
 * followed by a fence: a thread that stores its warp's sum, runs
 * __threadfence_block() and takes a ticket from a shared counter hands
 * that sum to the thread whose later ticket says it is the last, once that
 * one fences after its own atomic (the last-block-done pattern of the
 * threadFenceReduction sample, inside one block).  Without either fence the
 * reads may see stale words on a GPU: still a race here.
 *
 * Judged per thread: an access by thread o at warp clock x happens before
 * thread t's access when o fenced after x and a shared atomic of o's
 * followed that fence, and t made a shared atomic after that one and then
 * fenced.  Which words the atomics touched, and whether t's read what o's
 * wrote, is not asked: lenient, it may miss a race, never invents one (as
 * gshadow.c's hand-off for global memory).  The clock is simt_warp_clock,
 * ticked at each fence and shared atomic, so that "after" is an order of
 * the block's events; the warp checks compare it only with itself. */
#include "simt_int.h"
#include "shadow_int.h"

void simt_shared_fence(void)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  t->sh_fence = ++simt_warp_clock;
  t->sh_acq = t->sh_atomic;
}

void simt_shared_handoff_atomic(struct simt_thread *t)
{
  uint32_t now = ++simt_warp_clock;
  t->sh_atomic = now;
  if (t->sh_fence > t->sh_rel) { /* the first atomic after a new fence */
    t->sh_rel = t->sh_fence;
    t->sh_rel_at = now;
  }
}

int simt_shared_handed_off(const struct simt_thread *o, uint32_t other_ws,
                           const struct simt_thread *t)
{
  return o->sh_rel > other_ws && o->sh_rel_at < t->sh_acq;
}
