/* sched_coro.c — not yet the default: a CUDA thread run as a stackless
 * coroutine (a kernel compiled as a C++20 coroutine that suspends after
 * each __syncthreads) instead of a fiber, so that a switch between threads
 * is a return and an indirect call, not a stack switch.  The block
 * scheduler (sched.c) is the same: its passes, orders, barriers and the
 * checks of every access; only the thread's run differs.  A runtime built
 * with SIMT_CORO defined (bench/emu-speed.sh with EMU_CORO=1 builds one)
 * runs a launch this way while simt_coro is set (bench/emu-coro.cu sets
 * it); the default build never does.  Fibers of the hand-written switch
 * only (not SIMT_FIBER=ucontext).  What it lacks to be the default is in
 * bench/results.md. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include "simt_int.h"
#include "simt_coro.h"

const struct simt_coro_ops *simt_coro;
static jmp_buf coro_abort;  /* simt_abort inside a coroutine lands here */

/* The running thread's frame: at the bottom of its fiber's stack, memory
 * the coverage callbacks already know as the thread's own (its locals). */
void *simt_coro_frame(size_t n)
{
  struct simt_fiber *f = simt_self->fiber;
  if (n > f->size) {
    fprintf(stderr, "reduce-grade: emulator: a coroutine frame of %zu bytes\n", n);
    abort();
  }
  return f->stack;
}

/* A coroutine runs on the scheduler's stack: what it keeps there between
 * two scheduling points (locals that live across none) is its own, as a
 * fiber's stack is (below the frame of simt_coro_run, 64 KiB at most). */
static uintptr_t run_top;

int simt_coro_own(uintptr_t a)
{
  return run_top - a < SIMT_STACK_SIZE;
}

/* Runs thread t (simt_self) to its next scheduling point or its end.  Its
 * fiber is never entered: the fiber's start, set for each new thread
 * (simt_fiber_init), says the coroutine is not made yet, and its saved
 * stack pointer holds the coroutine once it is. */
void simt_coro_run(struct simt_thread *t)
{
  struct simt_fiber *f = t->fiber;
  run_top = (uintptr_t)__builtin_frame_address(0);
  simt_L->cur_blk = NULL;  /* simt_yield then goes to its end, which returns */
  if (setjmp(coro_abort))
    return;  /* the launch aborted: its threads are never resumed */
  if (f->start) {
    f->start = NULL;
    f->sp = simt_coro->start(simt_coro->arg);
  }
  if (!simt_coro->resume(f->sp))
    return;
  simt_coro->destroy(f->sp);
  simt_thread_set(t, SIMT_EXITED);
  simt_clock_thread_done(t);
}

void simt_coro_abort(void)
{
  longjmp(coro_abort, 1);
}
