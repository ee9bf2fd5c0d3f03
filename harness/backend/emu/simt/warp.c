/* warp.c — warp collectives (shuffles, votes, __syncwarp): the lanes named
 * in the mask rendezvous, the last one to arrive computes every lane's result
 * and makes them runnable.  A completed collective also advances the warp's
 * sync count (gshadow.c); a completed __syncwarp, and only it, orders the
 * shared-memory accesses of the lanes that took part (shadow.c): shuffles and
 * votes converge the lanes but are no memory barrier.  The scheduler that
 * runs the lanes is sched.c.
 */
#include <string.h>
#include "simt_int.h"

static struct simt_thread *lane_thread(struct simt_block *b, unsigned base, unsigned l)
{
  return base + l < b->n ? &b->th[base + l] : NULL;
}

/* Source lane of a shuffle, or own lane where CUDA returns the caller's value. */
static unsigned shfl_src(int op, unsigned lane, int arg, int width)
{
  unsigned w = (width <= 0 || width > SIMT_WARP) ? SIMT_WARP : (unsigned)width;
  unsigned seg = lane & ~(w - 1), in = lane & (w - 1);
  switch (op) {
  case SIMT_SHFL_IDX: return seg + ((unsigned)arg & (w - 1));
  case SIMT_SHFL_UP: return in < (unsigned)arg ? lane : lane - (unsigned)arg;
  case SIMT_SHFL_DOWN: return in + (unsigned)arg >= w ? lane : lane + (unsigned)arg;
  case SIMT_SHFL_XOR: {
    unsigned s = lane ^ (unsigned)arg;
    return (s >= seg + w || s >= SIMT_WARP) ? lane : s;
  }
  default: return lane;
  }
}

/* What a lane reads from a lane outside the shuffle's mask, or exited: CUDA
 * leaves the value undefined, and the read is no fault if the lane drops it
 * (a partner past the warp count, discarded by an if).  So the lane gets
 * SIMT_LANE_FILL, 1e19 in the first schedule and -1e19 in the second (as a
 * float, or a double for 8 bytes): a sum, max or min built from it comes
 * out wrong, yet far from the grader's 1e30 over-read sentinel and apart
 * from shared memory's fill, and the grader keeps the shuffle-mask finding
 * only when the output is wrong (run_verdict.c), or when a lane of the mask
 * ran on past the collective (warp_trail.c). */
static uint64_t undefined_lane_value(unsigned words)
{
  double sign = simt_opt.schedule == 1 ? -1.0 : 1.0;
  uint64_t r = 0;
  if (words == 2) {
    double d = sign * SIMT_LANE_FILL;
    memcpy(&r, &d, sizeof d);
  } else {
    float f = (float)(sign * SIMT_LANE_FILL);
    uint32_t w;
    memcpy(&w, &f, sizeof w);
    r = (uint64_t)w << 32 | w;
  }
  return r;
}

/* The lanes of b's warp w that wait at a collective, as a mask: b's
 * arrival word holds exactly the lanes whose state is SIMT_AT_WARP
 * (arrive() sets a lane's bit, complete() clears it, and only they change
 * that state), so no scan of the lanes' large thread structs is needed to
 * find them. */
static uint32_t arrived(const struct simt_block *b, unsigned w)
{
  return b->warp_arrived[w];
}

/* Lane l's result in a collective of the lanes part; ballot is their
 * predicates. */
static void lane_result(struct simt_block *b, unsigned base, unsigned l, uint32_t part,
                        uint32_t ballot)
{
  struct simt_thread *o = &b->th[base + l];
  switch (o->wop) {
  case SIMT_SHFL_IDX: case SIMT_SHFL_UP: case SIMT_SHFL_DOWN: case SIMT_SHFL_XOR: {
    unsigned s = shfl_src(o->wop, l, o->warg, o->wwidth);
    if (part >> s & 1) {
      o->wres = b->th[base + s].wval;
    } else {
      struct simt_thread *save = simt_self;
      simt_self = o;
      simt_diag("shuffle-mask", o->wait_pc,
                "lane %u reads lane %u, which is not in the mask 0x%08x or has exited",
                l, s, o->wmask);
      simt_self = save;
      o->wres = undefined_lane_value(o->wwords);
    }
    break;
  }
  case SIMT_BALLOT: o->wres = ballot; break;
  case SIMT_ANY: o->wres = ballot != 0; break;
  case SIMT_ALL: o->wres = ballot == part; break;
  case SIMT_MATCH_ALL: {
    uint32_t m = part;
    for (unsigned k = 0; k < SIMT_WARP; k++)
      if ((part >> k & 1) && b->th[base + k].wval != o->wval)
        m = 0;
    o->wres = m;
    break;
  }
  case SIMT_MATCH_ANY: {
    uint32_t m = 0;
    for (unsigned k = 0; k < SIMT_WARP; k++)
      if ((part >> k & 1) && b->th[base + k].wval == o->wval)
        m |= 1u << k;
    o->wres = m;
    break;
  }
  default: o->wres = 0; break;
  }
}

/* The lanes of part whose value is not 0 (a ballot's, any's and all's). */
static uint32_t ballot_of(const struct simt_block *b, unsigned base, uint32_t part)
{
  uint32_t ballot = 0;
  for (uint32_t m = part; m; m &= m - 1) {
    unsigned l = (unsigned)__builtin_ctz(m);
    if (b->th[base + l].wval)
      ballot |= 1u << l;
  }
  return ballot;
}

uint32_t simt_warp_clock;

/* The lanes part of a warp (base its first thread) complete a __syncwarp:
 * each pair of them is ordered from now on (shadow.c `separated`).  A lane
 * that waits at another collective under the same mask is not. */
static void meet(struct simt_block *b, unsigned base, uint32_t part)
{
  uint32_t now = ++simt_warp_clock, synced = 0;
  for (uint32_t m = part; m; m &= m - 1) {
    unsigned l = (unsigned)__builtin_ctz(m);
    if (b->th[base + l].wop == SIMT_SYNCWARP)
      synced |= 1u << l;
  }
  for (uint32_t m = synced; m; m &= m - 1)
    for (uint32_t k = synced; k; k &= k - 1)
      b->th[base + (unsigned)__builtin_ctz(m)].met[__builtin_ctz(k)] = now;
}

/* Completes the collective of lane t: every lane of t's mask that waits at a
 * collective gets its result and runs again.  The loops visit only the
 * lanes taking part (their bits, lowest first: the order of any
 * shuffle-mask diagnoses is that of a walk over all 32). */
static void complete(struct simt_block *b, struct simt_thread *t)
{
  unsigned w = t->v.warp, base = w * SIMT_WARP;
  uint32_t part = t->wmask & arrived(b, w), ballot = 0;
  int voted = 0;  /* the ballot, made at the first vote: no lane's value changes here */
  for (uint32_t m = part; m; m &= m - 1) {
    unsigned l = (unsigned)__builtin_ctz(m);
    int op = b->th[base + l].wop;
    if (!voted && (op == SIMT_BALLOT || op == SIMT_ANY || op == SIMT_ALL)) {
      ballot = ballot_of(b, base, part);
      voted = 1;
    }
    lane_result(b, base, l, part, ballot);
  }
  /* One warp-level shuffle instruction per 32-bit word moved, whatever the
   * lanes taking part. */
  if (simt_perf_on && t->wop >= SIMT_SHFL_IDX && t->wop <= SIMT_SHFL_XOR)
    simt_perf_shuffle(t->wwords ? t->wwords : 1);
  /* every lane of part waits at a collective (arrived()): counted at once */
  for (uint32_t m = part; m; m &= m - 1)
    simt_thread_wake(&b->th[base + (unsigned)__builtin_ctz(m)], 0);
  simt_states_moved(&b->ss, SIMT_AT_WARP, (unsigned)__builtin_popcount(part));
  b->warp_arrived[w] &= ~part;
  b->warp_sync[w]++;
  simt_trail_collective(b, t, part, t->wmask & ~part);
  if (t->wop == SIMT_SYNCWARP)
    meet(b, base, part);
}

/* Lane t arrives at a collective (its state is SIMT_AT_WARP from now until
 * complete() releases it). */
static void arrive(struct simt_block *b, struct simt_thread *t)
{
  simt_thread_set(t, SIMT_AT_WARP);
  b->warp_arrived[t->v.warp] |= 1u << t->v.lane;
}

/* 1 if every lane of t's mask waits at a collective (a lane past the
 * block's threads never arrives). */
static int all_arrived(struct simt_block *b, struct simt_thread *t)
{
  return (t->wmask & ~arrived(b, t->v.warp)) == 0;
}

/* CUDA: the calling lane must be named in its mask (a mask of 16 bits
 * taken for 'all lanes', written 0xffff).  Named here, where the code wrote
 * it; the lane is then taken as part of its collective all the same, so
 * that the run goes on. */
static void check_own_lane(struct simt_thread *t, unsigned mask, const char *call)
{
  t->wmask_code = mask;
  if (mask >> t->v.lane & 1)
    return;
  simt_diag("shuffle-mask", t->wait_pc,
            "lane %u calls %s with the mask 0x%08x, which leaves out the calling lane "
            "(CUDA: each calling lane must be in the mask)",
            t->v.lane, call, mask);
}

uint64_t simt_warp(int op, unsigned int mask, uint64_t value, int arg, int width)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return op == SIMT_BALLOT ? (value != 0) : value;  /* host: a warp of one */
  struct simt_block *b = t->blk;
  t->wait_pc = __builtin_return_address(0);
  t->wop = op & ((1 << SIMT_WARP_WORDS) - 1);
  t->wwords = (unsigned)op >> SIMT_WARP_WORDS;
  check_own_lane(t, mask, t->wop <= SIMT_SHFL_XOR ? "a shuffle" : "a vote");
  t->wmask = mask | (1u << t->v.lane);  /* the caller always takes part */
  t->wval = value;
  t->warg = arg;
  t->wwidth = width;
  arrive(b, t);
  if (all_arrived(b, t))
    complete(b, t);
  else
    simt_yield();
  return t->wres;
}

void simt_syncwarp(unsigned int mask)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  struct simt_block *b = t->blk;
  t->wait_pc = __builtin_return_address(0);
  t->wop = SIMT_SYNCWARP;
  check_own_lane(t, mask, "__syncwarp");
  t->wmask = mask | (1u << t->v.lane);
  t->wval = 0;
  arrive(b, t);
  if (all_arrived(b, t))
    complete(b, t);
  else
    simt_yield();
}

/* The lanes a GPU runs together at an __activemask() are those that reach
 * that call with this one: lanes that took the other side of a branch are
 * not among them, though they have not exited.  So the lane waits until no
 * thread of the block can run (simt_activemask_resolve). */
unsigned int simt_activemask(void)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return 1;
  t->wait_pc = __builtin_return_address(0);
  simt_thread_set(t, SIMT_AT_MASK);
  simt_yield();
  return (unsigned int)t->wres;
}

int simt_activemask_resolve(struct simt_block *b)
{
  int progressed = 0;
  for (unsigned i = 0; i < b->n; i++) {
    struct simt_thread *t = &b->th[i];
    if (t->state != SIMT_AT_MASK)
      continue;
    unsigned base = t->v.warp * SIMT_WARP, mask = 0;
    for (unsigned l = 0; l < SIMT_WARP; l++) {
      struct simt_thread *o = lane_thread(b, base, l);
      if (o && o->state == SIMT_AT_MASK && o->wait_pc == t->wait_pc)
        mask |= 1u << l;
    }
    for (unsigned l = 0; l < SIMT_WARP; l++)
      if (mask >> l & 1) {
        struct simt_thread *o = &b->th[base + l];
        o->wres = mask;
        simt_thread_resume(o);
      }
    progressed = 1;
  }
  return progressed;
}

int simt_warp_resolve(struct simt_block *b)
{
  int progressed = 0;
  for (unsigned i = 0; i < b->n; i++) {
    struct simt_thread *t = &b->th[i];
    if (t->state != SIMT_AT_WARP)
      continue;
    unsigned base = t->v.warp * SIMT_WARP, gone = 0, blocked = 0;
    for (unsigned l = 0; l < SIMT_WARP; l++) {
      if (!(t->wmask >> l & 1))
        continue;
      struct simt_thread *o = lane_thread(b, base, l);
      if (!o || o->state == SIMT_EXITED)
        gone |= 1u << l;
      else if (o->state != SIMT_AT_WARP)
        blocked |= 1u << l;
    }
    if (blocked)
      continue;
    /* a lane left out of its own mask was named at the call (check_own_lane):
     * the lanes it waited for did not fail it */
    struct simt_thread *save = simt_self;
    simt_self = t;
    if (t->wmask_code >> t->v.lane & 1)
      simt_diag("shuffle-mask", t->wait_pc,
                "the mask 0x%08x names lanes that have exited or do not exist (0x%08x)",
                t->wmask_code, gone);
    simt_self = save;
    complete(b, t);
    progressed = 1;
  }
  return progressed;
}
