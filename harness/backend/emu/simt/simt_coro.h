/* simt_coro.h — not yet the default: threads as coroutines (sched_coro.c).
 * A launch made while simt_coro is set runs each CUDA thread as a stackless
 * coroutine instead of a fiber: start makes one thread's coroutine (its
 * frame from simt_coro_frame), resume runs it to its next scheduling point
 * (its __syncthreads, then a suspension) and says whether it ended.  Only
 * __syncthreads; bench/emu-speed.sh (EMU_CORO=1) measures it.  Not in the
 * shim's headers: a graded file that names these is refused at its build
 * (build/compile_symbols.c: a name of the runtime the shim never spells). */
#ifndef SIMT_CORO_H
#define SIMT_CORO_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

struct simt_coro_ops {
  void *(*start)(void *arg);
  int (*resume)(void *handle);
  void (*destroy)(void *handle);
  void *arg;
};
extern const struct simt_coro_ops *simt_coro;
void *simt_coro_frame(size_t n);

/* The runtime's side.  Only a library built with SIMT_CORO defined asks
 * (bench/emu-speed.sh builds one): the default build's scheduler and
 * callbacks have no test of simt_coro on their paths. */
#ifdef SIMT_CORO
#define SIMT_CORO_ON (simt_coro != NULL)
#else
#define SIMT_CORO_ON 0
#endif
struct simt_thread;
void simt_coro_run(struct simt_thread *t);
void simt_coro_abort(void) __attribute__((noreturn));
int simt_coro_own(uintptr_t a);  /* the running coroutine's stack */

#ifdef __cplusplus
}
#endif
#endif
