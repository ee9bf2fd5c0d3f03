/* cov.c — the SanitizerCoverage callbacks a submission is compiled to call
 * (-fsanitize-coverage=trace-pc-guard,trace-loads,trace-stores): every edge
 * counts a step against the thread's budget, every load and store inside a
 * kernel is checked against shared memory (shadow.c) and device memory
 * (memory.c).  Outside kernels they return at once.  Resolved from the
 * reduce-grade executable (export_dynamic) when the submission is dlopen()ed.
 */
#include "simt_int.h"

struct simt_options simt_opt;
uint64_t simt_budget = SIMT_DEFAULT_STEPS;

/* A plain store to global memory: in a concurrent run another block may
 * run first (the store then lands after its stores), and the race shadow
 * sees it. */
static inline void global_write(uintptr_t a, size_t n, void *pc)
{
  if (simt_concurrent)
    simt_sched_switch_point();
  simt_gshadow_write(a, n, pc);
}

/* The one place every kernel access goes through. */
static inline void access(const void *p, size_t n, int write, void *pc)
{
  if (!simt_self)
    return;
  uintptr_t a = (uintptr_t)p;
  if (a & (n - 1)) {
    /* the GPU faults on an access not aligned to its size (e.g. a float4
     * load from a float pointer that is not 16-byte aligned); only device
     * and shared memory are checked, host-side objects are the CPU's */
    if (simt_mem_in_arena(a) || simt_is_shared(a)) {
      simt_diag("misaligned-address", pc, "%s of %zu bytes at %p, not %zu-byte aligned",
                write ? "write" : "read", n, p, n);
      simt_abort(cudaErrorMisalignedAddress);
    }
  }
  if (a - simt_arena_lo < simt_arena_hi - simt_arena_lo) {
    simt_mem_check(a, n, write, pc);
    if (write)
      global_write(a, n, pc);
    if (__builtin_expect(simt_perf_on, 0))
      simt_perf_access(a, n, 0, write, pc);
    return;
  }
  if (simt_in_shared(a)) {
    simt_shared_access(a, n, write, pc);
    if (__builtin_expect(simt_perf_on, 0))
      simt_perf_access(a, n, 1, write, pc);
    return;
  }
  /* neither device nor shared memory: the thread's own stack (locals), or a
   * __device__ variable, which is global memory */
  const struct simt_fiber *f = simt_self->fiber;
  if (write && a - (uintptr_t)f->stack >= f->size)
    global_write(a, n, pc);
}

#define SIMT_EXPORT __attribute__((visibility("default")))

SIMT_EXPORT void __sanitizer_cov_load1(uint8_t *p) { access(p, 1, 0, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_load2(uint16_t *p) { access(p, 2, 0, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_load4(uint32_t *p) { access(p, 4, 0, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_load8(uint64_t *p) { access(p, 8, 0, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_load16(__int128 *p) { access(p, 16, 0, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_store1(uint8_t *p) { access(p, 1, 1, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_store2(uint16_t *p) { access(p, 2, 1, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_store4(uint32_t *p) { access(p, 4, 1, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_store8(uint64_t *p) { access(p, 8, 1, __builtin_return_address(0)); }
SIMT_EXPORT void __sanitizer_cov_store16(__int128 *p) { access(p, 16, 1, __builtin_return_address(0)); }

/* Every edge: a step of the running thread.  A thread over budget between
 * two scheduling points is stuck (an endless loop, or a spin on a flag that
 * another thread of the block would only set later). */
SIMT_EXPORT void __sanitizer_cov_trace_pc_guard(uint32_t *guard)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  if (__builtin_expect(simt_perf_on, 0))
    simt_perf_edge(t, guard, __builtin_return_address(0));
  /* one test on the fast path: every 2^16 steps, or past the budget */
  if (__builtin_expect((++t->steps & 0xFFFF) != 0, 1) && t->steps <= simt_budget)
    return;
  void *pc = __builtin_return_address(0);
  if (t->steps <= simt_budget) {
    if (simt_clock_out(t->blk, t, pc))
      simt_abort(cudaErrorLaunchTimeout);
    /* a long stretch without a scheduling point (a spin on a flag another
     * block sets?): let the other resident blocks run */
    if (simt_concurrent)
      simt_sched_switch_point();
    return;
  }
  if (!simt_diag_seen("step-budget", pc)) {
    char where[1024];
    simt_sched_where(t->blk, t, pc, where, sizeof where);
    simt_diag("step-budget", pc,
              "thread (%u,%u,%u) did not reach the next barrier within %llu steps (an endless "
              "loop, or a wait for something no thread will do while it spins); %s",
              t->v.thread_idx.x, t->v.thread_idx.y, t->v.thread_idx.z,
              (unsigned long long)simt_budget, where);
  }
  simt_abort(cudaErrorLaunchTimeout);
}

SIMT_EXPORT void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop)
{
  simt_shadow_guards((char *)start, (char *)stop);
  /* 0: not yet seen by the performance model, which numbers the basic
   * blocks that kernels run (perf.c) */
  for (uint32_t *g = start; g < stop; g++)
    *g = 0;
}

SIMT_EXPORT void __sanitizer_cov_pcs_init(const uintptr_t *beg, const uintptr_t *end)
{
  (void)beg;
  (void)end;
}
