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
 * program point, to the places its callers reach after it.
 *
 * So: from each collective that every lane of its mask reached, and each
 * __syncthreads() (the origin), each lane records the basic blocks it runs
 * (coverage guards, the first SIMT_TRAIL of them).  When a collective completes without some
 * named lanes that exited since the same origin, its callers compare each
 * block they run next with those lanes' records.  The missing lane was
 * there first, past the collective, when it ran that block as often as the
 * caller has now and, before that visit, every block both ran as often as
 * the caller ran it (the same iteration of any loop around both; blocks
 * only one of them ran are the two sides of the branch), and it came there
 * from a block of its own side, one the caller never ran: a lane that
 * returned inside a loop left through a block that a caller returning an
 * iteration later runs too, the loop's blocks between being the caller's
 * only (`tests/correct/05-warp-shuffle/lanes-return-after-each-shuffle.cu`).
 * A lane that returned early was never on the callers' side at the same
 * iteration.
 * The missing lane's last block needs more: the kernel's return has no
 * guard (the coverage pass leaves out a block every path ends in), so a
 * lane that skipped the collective and ran on ends in a block of the code
 * past it, the callers' last too (`if (tid == 0)`'s other side).  It
 * counts only when it lies on a later line of the same file than the
 * collective (addr2line, looked up only then,
 * cached per pc: diag.c).  A helper defined below its kernel, or a block
 * whose first code has line 0 (a tail clang merged), is passed over: a
 * miss, not a false fail.
 * Where no loaded module can call a collective (collective_imports.c), no
 * record is kept at all: nothing would ever compare it.
 */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

static uint32_t origins;  /* ids of origins, counted up */

/* 0 while no loaded module can call a warp collective (collective_imports.c):
 * no origin is started, so no thread records a block.  Asked again at each
 * launch; a collective that completes all the same keeps it on for good. */
static int trail_on = 1, trail_forced;

void simt_trail_launch(void)
{
  trail_on = trail_forced || simt_collectives_imported();
}

uint32_t simt_trail_origin(void)
{
  return ++origins ? origins : ++origins;  /* 0 means none */
}

/* Lane o's record starts at origin id. */
static void start(struct simt_thread *o, uint32_t id)
{
  o->tr_origin = id;
  o->tr_n = 0;
  o->tr_over = 0;
  o->tr_watch = 0;
}

/* The collective of t's lanes part completed.  gone: lanes its mask named
 * that did not take part (exited, or past the block's threads). */
void simt_trail_collective(struct simt_block *b, struct simt_thread *t, uint32_t part,
                           uint32_t gone)
{
  unsigned base = t->v.warp * SIMT_WARP;
  if (!trail_on) {  /* reached through no import: record from the next origin on */
    trail_on = trail_forced = 1;
    return;
  }
  if (!gone) {
    uint32_t id = simt_trail_origin();
    for (uint32_t m = part; m; m &= m - 1)
      start(&b->th[base + (unsigned)__builtin_ctz(m)], id);
    return;
  }
  for (uint32_t m = part; m; m &= m - 1) {
    struct simt_thread *o = &b->th[base + (unsigned)__builtin_ctz(m)];
    if (!o->tr_origin || o->tr_watch || o->tr_over)
      continue;  /* no origin, already comparing since an earlier one, or lost count */
    uint32_t watch = 0;
    for (uint32_t g = gone; g; g &= g - 1) {
      unsigned l = (unsigned)__builtin_ctz(g);
      struct simt_thread *x = base + l < b->n ? &b->th[base + l] : NULL;
      if (x && x->state == SIMT_EXITED && x->tr_origin == o->tr_origin && x->tr_n)
        watch |= 1u << l;
    }
    o->tr_watch = watch;
    o->tr_watch_pc = o->wait_pc;
    o->tr_watch_op = o->wop;
  }
}

/* A barrier released t with every live thread of its block: a point all
 * of them reached, as a collective whose lanes all came (a lane left behind
 * at one is the scheduler's divergence, not this).  So a full-mask shuffle
 * that the lanes past a count skip right after a __syncthreads() is seen
 * too. */
void simt_trail_barrier(struct simt_thread *t, uint32_t origin)
{
  if (trail_on)
    start(t, origin);
}

static unsigned count(const uintptr_t *tr, unsigned n, uintptr_t g)
{
  unsigned c = 0;
  for (unsigned k = 0; k < n; k++)
    c += tr[k] == g;
  return c;
}

/* pc's source line, into file (cap bytes); 0 if none (line 0, no debug
 * information). */
static long source_line(void *pc, char *file, size_t cap)
{
  simt_symbolize(pc, file, cap);
  char *colon = strrchr(file, ':'), *end;
  if (!colon)
    return 0;
  long line = strtol(colon + 1, &end, 10);
  *colon = 0;
  return end != colon + 1 ? line : 0;
}

/* Is the code at pc (a block) on a later line of the same file than the
 * collective at call? */
static int later_line(void *pc, void *call)
{
  char a[256], b[256];
  long la = source_line(pc, a, sizeof a), lb = source_line(call, b, sizeof b);
  return la > 0 && lb > 0 && la > lb && strcmp(a, b) == 0;
}

/* Did lane x run t's last block g at the iteration t runs it now (above)? */
static int ran_here_first(const struct simt_thread *x, const struct simt_thread *t, uintptr_t g)
{
  unsigned visit = count(t->tr, t->tr_n, g), seen = 0, p;
  for (p = 0; p < x->tr_n; p++)
    if (x->tr[p] == g && ++seen == visit)
      break;
  /* x came to g from a block of its own side of the branch: a lane that
   * returned through g an iteration before t came the way t did */
  if (p == x->tr_n || p == 0 || count(t->tr, t->tr_n - 1, x->tr[p - 1]))
    return 0;
  for (unsigned k = 0; k < p; k++) {
    unsigned mine = count(t->tr, t->tr_n - 1, x->tr[k]);
    if (mine && mine != count(x->tr, p, x->tr[k]))
      return 0;
  }
  /* x's last block (above) counts where it lies past the collective;
   * asked last, the costly test */
  return g != x->tr_last || later_line(x->tr_last_pc, t->tr_watch_pc);
}

/* Lane l of t's warp ran before t the block t runs: report. */
static void passed(struct simt_thread *t, unsigned l)
{
  int sync = t->tr_watch_op == SIMT_SYNCWARP;
  simt_diag_again(sync ? "barrier-divergence" : "shuffle-mask", t->tr_watch_pc,
            "lane %u's mask names lane %u, which never called this %s and ran on past it "
            "(it exited later): CUDA leaves the %s undefined unless every lane of the mask "
            "that has not exited calls it (move it out of the if, or name only the lanes "
            "that call it)",
            t->v.lane, l, sync ? "__syncwarp" : "warp collective",
            sync ? "__syncwarp" : "result");
  t->tr_watch = 0;
}

/* Compares t's block g with the records of the lanes t watches (t runs g
 * while it watches: simt_trail_edge); lanes with the same record are
 * compared once. */
void simt_trail_compare(struct simt_thread *t, uintptr_t g)
{
  struct simt_block *b = t->blk;
  unsigned base = t->v.warp * SIMT_WARP;
  const struct simt_thread *prev = NULL;
  for (uint32_t m = t->tr_watch; m; m &= m - 1) {
    unsigned l = (unsigned)__builtin_ctz(m);
    const struct simt_thread *x = &b->th[base + l];
    if (prev && prev->tr_n == x->tr_n && prev->tr_last == x->tr_last &&
        !memcmp(prev->tr, x->tr, x->tr_n * sizeof *x->tr))
      continue;
    prev = x;
    if (ran_here_first(x, t, g)) {
      passed(t, l);
      return;
    }
  }
}
