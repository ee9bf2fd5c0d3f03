/* sched.c — the block scheduler: runs the threads of a block as fibers in
 * forward or seeded-shuffled order, switching only at scheduling points
 * (__syncthreads, warp collectives, grid.sync, thread exit), releases barriers,
 * and turns threads stuck at different barriers into a barrier-divergence
 * report instead of a hang.  The scheduling points a kernel calls are in
 * barrier.c, warp collectives in warp.c; launch checks and its host side in launch.c.
 *
 * Block order: the forward schedule runs the blocks one after another in
 * index order.  The shuffled schedule keeps SIMT_RESIDENT blocks resident at
 * once, taken in a seeded shuffled order, and switches between them at random
 * global stores, global atomics, fences and every 2^16 steps without a
 * scheduling point (so a spin on a flag another block sets makes progress),
 * each switch parking the block's shared memory (shadow.c).  A cooperative
 * launch runs its blocks in index order, each until grid.sync, its end or
 * such a spin, then the next, all on one block's stacks (coop_stacks.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"
#include "simt_coro.h"
#include "sched_switch.h"
#include "coop_stacks.h"

struct simt_thread *simt_self;
struct simt_launch_state *simt_L;
static struct simt_thread_view host_view;
struct simt_thread_view *simt_cur = &host_view;
static struct simt_fiber sched_fiber;  /* the host side of the launch */

/* The host's stack pointer while a kernel's thread runs (saved at the switch
 * to it; 0 under the ucontext backend): host stack below it is no live frame's. */
uintptr_t simt_sched_host_sp(void) { return (uintptr_t)sched_fiber.sp; }
static uint32_t ids;                   /* block instances and intervals */
static uint64_t rng;
int simt_concurrent;
int simt_cooperative;
/* Cooperative spins: scheduling points reached (a wait or an exit, not a
 * block switch), their count at the last spin turn, and spin turns since. */
static uint64_t sched_events, spin_mark, spin_turns;
static unsigned countdown;             /* switch points until the next switch */
#define SIMT_SWITCH_EVERY 16           /* a switch every 1..16 switch points */

/* Restarts the schedule's random stream: the same seed and the same calls
 * give the same thread orders. */
void simt_sched_seed(uint64_t seed)
{
  rng = seed * 0x2545F4914F6CDD1Dull + 1;
}

enum { CONTINUE, DONE, QUIESCENT, ABORTED, SWITCH };

uint64_t simt_launch_steps;

static void fiber_main(void)
{
  struct simt_thread *t = simt_self;
  simt_L->d->entry(simt_L->d->arg);
  simt_thread_set(t, SIMT_EXITED);
  simt_clock_thread_done(t); /* its steps, and its time (stream_clock.c) */
  simt_yield();
  abort();  /* an exited fiber is never resumed */
}

/* Leaves the running fiber; returns when resumed.  Straight to the next
 * runnable thread of the pass when the scheduler would only pick it
 * (one switch instead of two: the switches were half the emulator's time),
 * and at the pass's end straight to the next pass's first thread while one
 * is runnable (a block of one warp: a pass per shuffle, each a round trip
 * through the scheduler); to the scheduler when the launch aborts, a block
 * switch is asked for, or the block waits at a barrier or ends.  The order
 * of threads is the same either way. */
void simt_yield(void)
{
  struct simt_thread *t = simt_self;
  struct simt_thread *n = NULL;
  sched_events += !simt_L->switch_req;
  if (!simt_L->aborted && !simt_L->switch_req && t->blk == simt_L->cur_blk) {
    n = simt_next_in_pass(t->blk);
    if (!n)
      n = simt_next_pass(t->blk);
  }
  if (n) {
    simt_sched_warm(t->blk);
    simt_self = n;
    simt_cur = &n->v;
    simt_switch_to(t->fiber, n->fiber);
    return;
  }
  if (SIMT_CORO_ON)  /* a coroutine leaves at its next suspension (sched_coro.c) */
    return;
  simt_self = NULL;
  simt_cur = &host_view;
  simt_fiber_switch(t->fiber, &sched_fiber);
}

void simt_abort(int err)
{
  if (!simt_L->aborted)
    simt_L->aborted = err;
  if (SIMT_CORO_ON)
    simt_coro_abort();
  simt_yield();
  abort();  /* an aborted launch never resumes its fibers */
}

static void run_thread(struct simt_thread *t)
{
  simt_self = t;
  simt_cur = &t->v;
  if (SIMT_CORO_ON)
    simt_coro_run(t);
  else
    simt_fiber_switch(&sched_fiber, t->fiber);
  simt_self = NULL;
  simt_cur = &host_view;
}

static void shuffle_order(struct simt_block *b)
{
  if (simt_opt.schedule != 1)
    return;
  for (unsigned i = b->n; i > 1; i--) {
    unsigned j = (unsigned)(simt_rand(&rng) % i);
    unsigned x = b->order[i - 1];
    b->order[i - 1] = b->order[j];
    b->order[j] = x;
  }
}

/* Sets up block b (index idx) of launch d: every thread runnable at the
 * kernel's entry, on fibers fib[0..n). */
static void block_init(struct simt_block *b, const struct simt_launch_desc *d,
                       simt_u3 idx, struct simt_fiber *fib)
{
  unsigned bx = d->block.x, by = d->block.y;
  b->idx = idx;
  b->instance = ++ids;
  b->interval = ++ids;
  b->started = 0;
  b->pf_interval = 0;
  b->pos = 0;
  b->g_acq = 0;
  memset(b->warp_sync, 0, sizeof b->warp_sync);
  memset(b->warp_arrived, 0, sizeof b->warp_arrived);
  memset(b->tiles.in, 0, sizeof b->tiles.in);
  memset(b->ss.at, 0, sizeof b->ss.at);
  b->ss.at[SIMT_RUNNABLE] = b->n;
  memset(b->ss.st, SIMT_RUNNABLE, b->n);
  simt_states_bar_reset(&b->ss);
  b->ss.bar_pc = NULL;
  unsigned brank = idx.x + d->grid.x * (idx.y + d->grid.y * idx.z);
  simt_u3 ti = {0, 0, 0};  /* thread i's index, counted up: no division */
  /* one memset for the block: one per thread (rep stos of 192 bytes) was
   * half of block_init; one per thread of only the fields a run reads
   * before it writes (344 bytes of 600) was 6 % slower again: the large
   * one's fast string stores beat vector stores to cold lines */
  memset(b->th, 0, b->n * sizeof *b->th);
  for (unsigned i = 0; i < b->n; i++) {
    struct simt_thread *t = &b->th[i];
    t->v.thread_idx = ti;
    if (++ti.x == bx) {
      ti.x = 0;
      if (++ti.y == by) {
        ti.y = 0;
        ti.z++;
      }
    }
    t->v.block_idx = idx;
    t->v.block_dim = d->block;
    t->v.grid_dim = d->grid;
    t->v.rank = i;
    t->v.lane = i % SIMT_WARP;
    t->v.warp = i / SIMT_WARP;
    t->v.block_rank = brank;
    t->blk = b;
    t->fiber = &fib[i];
    t->state = SIMT_RUNNABLE;
    simt_fiber_init(t->fiber, fiber_main);
    b->order[i] = i;
  }
  shuffle_order(b);
}

/* The block's threads cannot all meet at one barrier (where.c reports it). */
static int diverged(struct simt_block *b, struct simt_thread *a, struct simt_thread *o)
{
  (void)b;
  simt_sched_diverged(a, o);
  return ABORTED;
}

/* What resolve learns in its one pass over a block's threads. */
struct census {
  unsigned live, bar, grid, warp, mask, tile;
  struct simt_thread *fb, *fg, *fw, *ft, *ex;  /* the first at each, in index order */
  struct simt_thread *odd;     /* the first at a barrier other than fb's */
  int count, all, any;         /* __syncthreads_count/_and/_or over the barrier */
};

/* Counts where block b's threads are; 0 if one is runnable (left at a block
 * switch: its turn again).  One pass: a block's threads are far larger than
 * the L1 cache, and every barrier of every block comes here. */
static int take_census(struct simt_block *b, struct census *out)
{
  struct census c;  /* a local, written out at the end: counters kept in
                     * *out made a store-to-load chain of every iteration */
  memset(&c, 0, sizeof c);
  c.all = 1;
  for (unsigned i = 0; i < b->n; i++) {
    struct simt_thread *t = &b->th[i];
    switch (t->state) {
    case SIMT_RUNNABLE: return 0;
    case SIMT_AT_BAR:
      c.bar++;
      if (!c.fb)
        c.fb = t;
      else if (!c.odd && (t->wait_pc != c.fb->wait_pc || t->bar_kind != c.fb->bar_kind))
        c.odd = t;
      c.count += t->bar_pred != 0;
      c.all &= t->bar_pred != 0;
      c.any |= t->bar_pred != 0;
      break;
    case SIMT_AT_GRID: c.grid++; if (!c.fg) c.fg = t; break;
    case SIMT_AT_WARP: c.warp++; if (!c.fw) c.fw = t; break;
    case SIMT_AT_MASK: c.mask++; break;
    case SIMT_AT_TILE: c.tile++; if (!c.ft) c.ft = t; break;
    case SIMT_EXITED: if (!c.ex) c.ex = t; break;
    default: c.live++; break;
    }
  }
  c.live += c.bar + c.grid + c.warp + c.mask + c.tile;
  *out = c;
  return 1;
}

/* What a barrier of that kind returns: __syncthreads_count, _and, _or. */
static int bar_result(int kind, int count, int all, int any)
{
  return kind == 1 ? count : kind == 2 ? all : any;
}

/* Releases a __syncthreads barrier all live threads wait at; each gets res. */
static void release_barrier(struct simt_block *b, int res)
{
  if (simt_perf_on)
    simt_perf_interval_end(b, 1);
  simt_shadow_settle(b);
  b->interval = ++ids;  /* a new barrier interval: the race window closes */
  if ((b->interval & 0x3FF) < 2 && simt_clock_out(b, NULL, NULL))
    return;  /* a loop with a barrier inside, past the time limit */
  uint32_t origin = simt_trail_origin();  /* every thread left the barrier together */
  const unsigned char *st = b->ss.st;
  unsigned k = 0;
  for (unsigned i = 0; i < b->n; i++) {
    if (st[i] != SIMT_AT_BAR)
      continue;
    struct simt_thread *t = &b->th[i];
    t->bar_result = res;
    simt_trail_barrier(t, origin);
    simt_thread_wake(t, 0);
    k++;
  }
  simt_states_moved(&b->ss, SIMT_AT_BAR, k);
  simt_states_bar_reset(&b->ss);
  shuffle_order(b);
}

/* Finishes block b, answers __activemask(), releases a barrier, completes
 * warp collectives whose missing lanes exited, or reports divergence, if
 * nothing in b can run; CONTINUE if something can. */
static int resolve(struct simt_block *b)
{
  const struct simt_states *ss = &b->ss;
  if (ss->at[SIMT_RUNNABLE])
    return CONTINUE;
  /* the common case, from the counts kept as the threads arrived: every
   * thread at one __syncthreads, no pass over them (take_census finds the
   * same) */
  if (ss->at[SIMT_AT_BAR] == b->n && !ss->bar_mixed) {
    unsigned k = ss->bar_true;
    release_barrier(b, bar_result(ss->bar_kind, (int)k, k == b->n, k != 0));
    return simt_L->aborted ? ABORTED : CONTINUE;
  }
  struct census c;
  if (!take_census(b, &c))
    return CONTINUE;
  if (c.live == 0) {
    simt_shadow_settle(b);
    return DONE;
  }
  /* first: a warp collective may wait for lanes still at __activemask() */
  if (c.mask && simt_activemask_resolve(b))
    return CONTINUE;
  if (c.warp) {
    if (simt_warp_resolve(b))
      return CONTINUE;
    return diverged(b, c.fw, c.fb ? c.fb : c.fg ? c.fg : c.ex);
  }
  if (c.tile)  /* a tile's sync() releases as its last thread arrives (tile.c) */
    return diverged(b, c.ft, simt_tile_missing(b, c.ft));
  if (c.bar == c.live) {
    if (c.ex)
      return diverged(b, c.fb, c.ex);
    if (c.odd)
      return diverged(b, c.fb, c.odd);
    release_barrier(b, bar_result(c.fb->bar_kind, c.count, c.all, c.any));
    return simt_L->aborted ? ABORTED : CONTINUE;
  }
  if (c.grid == c.live) {
    if (c.ex)
      return diverged(b, c.fg, c.ex);
    simt_shadow_settle(b);
    return QUIESCENT;
  }
  return diverged(b, c.fb, c.fg);
}

/* Runs block b until it finishes, waits at grid.sync, the launch aborts, or
 * (concurrent runs) a thread asks for a block switch; it then resumes with
 * the next thread in its order. */
static int block_run(struct simt_block *b)
{
  for (;;) {
    for (; b->pos < b->n; b->pos++) {
      unsigned i = b->order[b->pos];
      if (b->ss.st[i] != SIMT_RUNNABLE)
        continue;
      run_thread(&b->th[i]);
      if (simt_L->aborted) {
        if (simt_perf_on)
          simt_perf_interval_end(b, 0);
        return ABORTED;
      }
      if (simt_L->switch_req) {
        simt_L->switch_req = 0;
        b->pos++;
        return SWITCH;
      }
    }
    b->pos = 0;
    /* resolve finds any thread made runnable during the pass (a warp
     * collective its last lane completed): the next pass runs it, in order */
    int r = resolve(b);
    if (r != CONTINUE) {
      /* the block finished or waits at grid.sync: its interval ends */
      if (simt_perf_on)
        simt_perf_interval_end(b, r != ABORTED);
      return r;
    }
  }
}

static struct simt_block *blocks;
static size_t blocks_cap;
static struct simt_thread *threads;
static size_t threads_cap;
static unsigned *orders;
static unsigned char *states;  /* a byte a thread (struct simt_states) */

/* Makes room for nb blocks of n threads. */
static void grow(size_t nb, unsigned n)
{
  size_t nt = nb * n;
  if (nb > blocks_cap) {
    for (size_t i = 0; i < blocks_cap; i++) {
      free(blocks[i].saved);
      free(blocks[i].cells);
    }
    free(blocks);
    blocks = calloc(nb, sizeof *blocks);
    blocks_cap = nb;
  }
  if (nt > threads_cap) {
    free(threads);
    free(orders);
    free(states);
    threads = calloc(nt, sizeof *threads);
    orders = calloc(nt, sizeof *orders);
    states = calloc(nt, 1);
    threads_cap = nt;
  }
  if (!blocks || !threads || !orders || !states) {
    fprintf(stderr, "reduce-grade: emulator: out of memory for %zu threads\n", nt);
    abort();
  }
  for (size_t i = 0; i < nb; i++) {
    blocks[i].th = threads + i * n;
    blocks[i].order = orders + i * n;
    blocks[i].ss.st = states + i * n;
    blocks[i].n = n;
    blocks[i].first = (unsigned)(i * n);
    blocks[i].pf_slot = (unsigned)(i % SIMT_RESIDENT);
  }
}

static int run_cooperative(const struct simt_launch_desc *d, unsigned n, size_t nb)
{
  grow(nb, n);
  int share = simt_coop_stacks_begin(nb);  /* one block's stacks for all (coop_stacks.c) */
  struct simt_fiber *fib = simt_fiber_pool(share ? n : nb * n);
  for (size_t r = 0; r < nb; r++) {
    block_init(&blocks[r], d, simt_block_index(d, r), share ? fib : fib + r * n);
    simt_coop_stacks_park(&blocks[r]);
  }
  spin_turns = 0, spin_mark = sched_events;
  for (;;) {
    size_t done = 0, waiting = 0, spinning = 0;
    struct simt_block *wb = NULL;
    for (size_t r = 0; r < nb; r++) {
      struct simt_block *b = &blocks[r];
      if (b->started == 2) {
        done++;
        continue;
      }
      if (b->started == 3) {  /* at grid.sync while others took turns */
        waiting++;
        wb = b;
        continue;
      }
      simt_L->cur_blk = b;
      simt_shadow_unpark(b);
      simt_coop_stacks_unpark(b);
      int res = block_run(b);
      simt_coop_stacks_park(b);
      simt_shadow_park(b);
      if (res == ABORTED)
        return simt_L->aborted;
      if (res == DONE) {
        b->started = 2;
        done++;
      } else if (res == SWITCH) {
        spinning++;  /* its turn again in the next round */
      } else {
        b->started = 3;
        waiting++;
        wb = b;
      }
    }
    if (done == nb)
      return 0;
    if (spinning)
      continue;
    if (done) {
      /* some blocks finished while others wait at grid.sync: a GPU hangs */
      struct simt_thread *a = NULL;
      for (unsigned i = 0; i < wb->n && !a; i++)
        if (wb->th[i].state == SIMT_AT_GRID)
          a = &wb->th[i];
      simt_self = a;
      simt_diag("barrier-divergence", a->wait_pc,
                "block (%u,%u,%u) waits at grid.sync() but other blocks have exited",
                wb->idx.x, wb->idx.y, wb->idx.z);
      simt_self = NULL;
      return cudaErrorLaunchFailure;
    }
    simt_gshadow_epoch();  /* grid.sync orders everything before it */
    for (size_t r = 0; r < nb; r++) {
      struct simt_block *b = &blocks[r];
      b->interval = ++ids;
      if (b->started == 3)
        b->started = 1;
      for (unsigned i = 0; i < n; i++)
        if (b->th[i].state == SIMT_AT_GRID)
          simt_thread_resume(&b->th[i]);
    }
  }
}

/* A global store, atomic, fence or long stretch of steps in a concurrent
 * run: every 1..SIMT_SWITCH_EVERY of them (seeded), the thread leaves its
 * block for the scheduler, which picks a resident block at random. */
void simt_sched_switch_point(void)
{
  if (--countdown)
    return;
  countdown = 1 + (unsigned)(simt_rand(&rng) % SIMT_SWITCH_EVERY);
  simt_L->switch_req = 1;
  simt_yield();
}

/* Every 2^16 steps without a scheduling point the thread may spin on a flag
 * another block (cooperative: all resident) or warp sets: the next block, or
 * the block's next runnable thread, takes a turn.  0, no switch, once the
 * whole grid ran the step budget with no scheduling point: no spin can end
 * (a step-budget finding, as soon as one thread's endless loop would be). */
int simt_sched_spin_turn(void)
{
  if (sched_events != spin_mark)
    spin_turns = 0;
  if (++spin_turns << 16 > simt_budget)
    return 0;
  spin_mark = sched_events;
  simt_L->switch_req = simt_cooperative; /* else the block's next thread */
  sched_events -= !simt_cooperative;     /* which is no scheduling event */
  simt_yield();
  return 1;
}

static int grid_sync_outside_coop(struct simt_block *b)
{
  struct simt_thread *a = NULL;
  for (unsigned i = 0; i < b->n && !a; i++)
    if (b->th[i].state == SIMT_AT_GRID)
      a = &b->th[i];
  simt_self = a;
  simt_diag("barrier-divergence", a->wait_pc,
            "grid.sync() needs a cudaLaunchCooperativeKernel launch");
  simt_self = NULL;
  return cudaErrorLaunchFailure;
}

/* The shuffled schedule of a non-cooperative launch: SIMT_RESIDENT blocks
 * at once, taken in a shuffled order, the next one as one finishes. */
static int run_concurrent(const struct simt_launch_desc *d, unsigned n, size_t nb)
{
  size_t R = nb < SIMT_RESIDENT ? nb : SIMT_RESIDENT;
  grow(R, n);
  struct simt_fiber *fib = simt_fiber_pool(R * n);
  struct simt_perm p = simt_perm_make(nb, &rng, simt_perf_on); /* measured: block 0 last */
  size_t next = 0, active = 0;
  struct simt_block *slot[SIMT_RESIDENT], *live = NULL;
  for (size_t s = 0; s < R; s++) {
    slot[active++] = &blocks[s];
    block_init(&blocks[s], d, simt_block_index(d, simt_perm_at(&p, next++)), fib + s * n);
  }
  countdown = 1 + (unsigned)(simt_rand(&rng) % SIMT_SWITCH_EVERY);
  simt_concurrent = R > 1;
  int err = 0;
  while (active && !err) {
    size_t k = active > 1 ? (size_t)(simt_rand(&rng) % active) : 0;
    struct simt_block *b = slot[k];
    if (live != b) {
      if (live)
        simt_shadow_park(live);
      simt_shadow_unpark(b);
      live = b;
    }
    simt_L->cur_blk = b;
    int res = block_run(b);
    if (res == ABORTED) {
      err = simt_L->aborted;
    } else if (res == QUIESCENT) {
      err = grid_sync_outside_coop(b);
    } else if (res == DONE) {
      live = NULL;  /* its shared memory is not needed any more */
      if (next < nb)
        block_init(b, d, simt_block_index(d, simt_perm_at(&p, next++)),
                   fib + (size_t)(b - blocks) * n);
      else
        slot[k] = slot[--active];
    }
  }
  simt_concurrent = 0;
  simt_shadow_own();
  return err;
}

/* Runs every block of the checked launch d; returns 0 or the launch error. */
int simt_sched_run(const struct simt_launch_desc *d)
{
  struct simt_launch_state L;
  memset(&L, 0, sizeof L);
  L.d = d;
  unsigned n = d->block.x * d->block.y * d->block.z;
  size_t nb = (size_t)d->grid.x * d->grid.y * d->grid.z;
  L.nthreads = n;
  simt_L = &L;
  simt_cov_launch(d, __builtin_frame_address(0));
  simt_prints_launch();
  int concurrent = !d->cooperative && simt_opt.schedule == 1 && nb > 1;
  if (simt_perf_on)
    simt_perf_launch(d->cooperative ? nb * n : concurrent ? SIMT_RESIDENT * n : n);
  simt_gshadow_launch(nb);
  int err = 0;
  if (d->cooperative) {
    simt_cooperative = nb > 1;
    err = run_cooperative(d, n, nb);
    simt_cooperative = 0;
    simt_shadow_own();
  } else if (concurrent) {
    err = run_concurrent(d, n, nb);
  } else {
    grow(1, n);
    struct simt_fiber *fib = simt_fiber_pool(n);
    struct simt_block *b = &blocks[0];
    for (size_t r = 0; r < nb && !err; r++) {
      block_init(b, d, simt_block_index(d, r), fib);
      L.cur_blk = b;
      simt_shadow_block_start(b);
      int res = block_run(b);
      if (res == ABORTED) {
        err = L.aborted;
      } else if (res == QUIESCENT) {
        err = grid_sync_outside_coop(b);
      }
    }
  }
  simt_L = NULL;
  return err;
}
