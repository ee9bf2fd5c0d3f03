/* sched_switch.h — simt_yield's switch to the next thread of a pass, the
 * emulator's commonest step (each lane at each warp collective takes it),
 * and which thread that is: the pass's next runnable one, or at its end
 * the next pass's first while one is runnable (tests/simt/test_warp_order.c
 * holds them to block_run's order).
 *
 * While one thread of a pass is switched to, the next ones are brought
 * toward the cache: a pass over a block resumes each of its
 * threads once, and by its turn a thread's struct, its fiber's saved
 * registers and the top of its stack were last touched a whole pass
 * earlier (hundreds of switches), so each resumption began with a chain of
 * misses: the fiber's saved stack pointer, then the words at it, then the
 * thread's fields.  A hint only: what it guesses (the threads after b->pos
 * that are runnable now) decides nothing, and a guess made wrong by a
 * later change of state costs a wasted prefetch. */
#ifndef SIMT_SCHED_SWITCH_H
#define SIMT_SCHED_SWITCH_H
#include "simt_int.h"
#include "simt_coro.h"

/* The thread block_run would run next in this pass of b's order, or NULL
 * (the pass is over); b->pos is left at the thread returned, or at the
 * last index, as block_run's loop would leave it. */
static inline struct simt_thread *simt_next_in_pass(struct simt_block *b)
{
  while (b->pos + 1 < b->n) {
    unsigned i = b->order[++b->pos];
    if (b->ss.st[i] == SIMT_RUNNABLE)
      return &b->th[i];
  }
  return NULL;
}

/* The pass is over and block_run would only start the next one (resolve
 * has nothing to do while a thread is runnable: a warp collective its last
 * lane completed): the first runnable thread of b's order, b->pos at it,
 * as block_run's next pass would leave it; NULL, b untouched, where
 * block_run has work (a barrier to release, the block's end). */
static inline struct simt_thread *simt_next_pass(struct simt_block *b)
{
  if (SIMT_CORO_ON || !b->ss.at[SIMT_RUNNABLE])
    return NULL;
  for (unsigned p = 0; p < b->n; p++) {
    unsigned i = b->order[p];
    if (b->ss.st[i] == SIMT_RUNNABLE) {
      b->pos = p;
      return &b->th[i];
    }
  }
  return NULL;
}

/* A thread's struct: the lines a resumption reads first (its view, the
 * fields of its edges and its collective: struct simt_thread's head). */
static inline void simt_warm_thread(const struct simt_thread *t)
{
  const char *p = (const char *)t;
  __builtin_prefetch(p);
  __builtin_prefetch(p + 64);
  __builtin_prefetch(p + 128);
  __builtin_prefetch(p + 191);
}

/* Up to `look` positions after b->pos: the first two runnable threads.  Of
 * the second, its struct and its fiber's (block_init gave thread i the
 * fiber i of the block's, so no load of the thread's is waited for); of
 * the first, warmed so a switch earlier, the stack at its saved pointer. */
static inline void simt_sched_warm(const struct simt_block *b)
{
  enum { look = 8 };
  unsigned got[2], k = 0, end = b->pos + 1 + look < b->n ? b->pos + 1 + look : b->n;
  for (unsigned p = b->pos + 1; p < end && k < 2; p++) {
    unsigned i = b->order[p];
    if (b->ss.st[i] == SIMT_RUNNABLE)
      got[k++] = i;
  }
  const struct simt_fiber *fib = b->th[0].fiber;
  if (k > 0) {
    const char *sp = (const char *)fib[got[0]].sp;
    __builtin_prefetch(sp);
    __builtin_prefetch(sp + 64);
    __builtin_prefetch(sp + 128);
    __builtin_prefetch(sp + 192);
  }
  if (k > 1) {
    simt_warm_thread(&b->th[got[1]]);
    __builtin_prefetch(&fib[got[1]]);
  }
}

/* simt_fiber_switch from a thread to a thread that has run before, inline:
 * the register switch itself (fiber.c's) without the call around it and
 * its tests; a fresh fiber, or the ucontext back end, takes fiber.c's
 * whole path. */
#if defined(__x86_64__)
void simt_ctx_switch(struct simt_fiber *from, struct simt_fiber *to);
static inline void simt_switch_to(struct simt_fiber *from, struct simt_fiber *to)
{
  if (__builtin_expect(!simt_fiber_ucontext && !to->start, 1))
    simt_ctx_switch(from, to);
  else
    simt_fiber_switch(from, to);
}
#else
#define simt_switch_to simt_fiber_switch
#endif
#endif
