/* warp_trail.c — did a lane that a warp collective's mask named, and that
 * exited without calling it, exit before the collective or run on past it?
 *
 * CUDA lets a full-mask __syncwarp (or shuffle, or vote) go on without the
 * lanes that have exited (`if (tid >= s) return;` before it is fine), but
 * every lane of the mask that has not exited must call it.  A lane that
 * skips the collective in an `if` and exits later broke that rule, yet the
 * emulator sees the same thing either way: the lane exited before the
 * collective completed (warp.c `simt_warp_resolve`).  What tells them apart
 * is where the lane went after it left the others: past the collective's
 * program point, the place the callers reach after it.
 *
 * So: from each collective that every lane of its mask reached (the
 * origin), each lane records the first basic blocks it runs (coverage
 * guards), each with the iteration it ran in: a block run again since the
 * iteration began starts the next one (a loop came round), which tells a
 * loop's iterations apart where the code does not.  When a collective completes without
 * some named lanes that exited since the same origin, its callers compare
 * the blocks they run next against those lanes' records: a block a missing
 * lane ran at the same iteration means it was there before them, past the
 * collective it never called.  The missing lane's last block (the kernel's
 * return, shared by an early return) is no such place.  A barrier ends
 * every record: a lane waiting there is diagnosed by the scheduler.
 */
#include "simt_int.h"

static uint32_t origins;  /* ids of origins, counted up */

/* A guard and the loop iteration it ran in, in one word. */
static uint64_t entry(const uint32_t *guard, uint32_t iter)
{
  return (uint64_t)(uintptr_t)guard << 16 | (iter & 0xFFFF);
}

/* The collective of t's lanes part completed.  gone: lanes its mask named
 * that did not take part (exited, or past the block's threads). */
void simt_trail_collective(struct simt_block *b, struct simt_thread *t, uint32_t part,
                           uint32_t gone)
{
  unsigned base = t->v.warp * SIMT_WARP;
  if (!gone) {
    uint32_t id = ++origins ? origins : ++origins;  /* 0 means none */
    for (uint32_t m = part; m; m &= m - 1) {
      struct simt_thread *o = &b->th[base + (unsigned)__builtin_ctz(m)];
      o->tr_origin = id;
      o->tr_iter = 0;
      o->tr_n = 0;
      o->tr_iter_at = 0;
      o->tr_watch = 0;
    }
    return;
  }
  for (uint32_t m = part; m; m &= m - 1) {
    struct simt_thread *o = &b->th[base + (unsigned)__builtin_ctz(m)];
    if (!o->tr_origin || o->tr_watch)
      continue;  /* no origin, or already comparing since an earlier one */
    uint32_t watch = 0;
    for (uint32_t g = gone; g; g &= g - 1) {
      unsigned l = (unsigned)__builtin_ctz(g);
      struct simt_thread *x = base + l < b->n ? &b->th[base + l] : NULL;
      if (x && x->state == SIMT_EXITED && x->tr_origin == o->tr_origin && x->tr_n)
        watch |= 1u << l;
    }
    o->tr_watch = watch;
    o->tr_watch_left = SIMT_TRAIL_WATCH;
    o->tr_watch_pc = o->wait_pc;
    o->tr_watch_op = o->wop;
  }
}

/* A barrier released t: its record ends (a lane left behind at one is the
 * scheduler's divergence, not this). */
void simt_trail_barrier(struct simt_thread *t)
{
  t->tr_origin = 0;
  t->tr_watch = 0;
}

/* Lane l of t's warp ran the block e at the same iteration as t: report. */
static void passed(struct simt_thread *t, unsigned l)
{
  int sync = t->tr_watch_op == SIMT_SYNCWARP;
  simt_diag(sync ? "barrier-divergence" : "shuffle-mask", t->tr_watch_pc,
            "lane %u's mask names lane %u, which never called this %s and ran on past it "
            "(it exited later): CUDA leaves the %s undefined unless every lane of the mask "
            "that has not exited calls it (move it out of the if, or name only the lanes "
            "that call it)",
            t->v.lane, l, sync ? "__syncwarp" : "warp collective",
            sync ? "__syncwarp" : "result");
  t->tr_watch = 0;
}

/* Compares block e, reached by t, with the records of the lanes t watches. */
static void compare(struct simt_thread *t, uint64_t e)
{
  struct simt_block *b = t->blk;
  unsigned base = t->v.warp * SIMT_WARP;
  for (uint32_t g = t->tr_watch; g; g &= g - 1) {
    unsigned l = (unsigned)__builtin_ctz(g);
    const struct simt_thread *x = &b->th[base + l];
    for (unsigned k = 0; k < x->tr_n; k++)
      if (x->tr[k] == e && e != x->tr_last) {
        passed(t, l);
        return;
      }
  }
  if (--t->tr_watch_left == 0)
    t->tr_watch = 0;  /* far past the collective: a bounded cost */
}

void simt_trail_edge(struct simt_thread *t, const uint32_t *guard, void *pc)
{
  (void)pc;
  if (t->tr_n == SIMT_TRAIL) {
    t->tr_watch = 0;  /* past the record: its iterations no longer known */
    return;
  }
  uint64_t g = entry(guard, 0);
  for (unsigned k = t->tr_iter_at; k < t->tr_n; k++)
    if ((t->tr[k] & ~(uint64_t)0xFFFF) == g) {
      t->tr_iter++;  /* a block again: the next iteration of a loop */
      t->tr_iter_at = t->tr_n;
      break;
    }
  uint64_t e = entry(guard, t->tr_iter);
  t->tr_last = e;
  t->tr[t->tr_n++] = e;
  if (t->tr_watch)
    compare(t, e);
}
