/* cov.c — the SanitizerCoverage callbacks a submission is compiled to call
 * (-fsanitize-coverage=trace-pc-guard,trace-loads,trace-stores): every edge
 * counts a step against the thread's budget, every load and store inside a
 * kernel is checked against shared memory (shadow.c) and device memory
 * (memory.c).  Outside kernels they return at once, but for host stores
 * into memory kernels read once data came back (provenance.c).  Resolved from the
 * reduce-grade executable (export_dynamic) when the submission is dlopen()ed.
 */
#include <string.h>
#include <sys/resource.h>
#include "simt_int.h"
#include "simt_coro.h"
#include "host_blocks.h"

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

/* The checks of a device-memory access and of a shared one; out of line,
 * so that the callbacks' path for the commonest loads (threadIdx & co,
 * locals) needs no stack frame. */
static __attribute__((noinline)) void device_access(uintptr_t a, size_t n, int write, void *pc)
{
  simt_mem_check(a, n, write, pc);
  if (write)
    global_write(a, n, pc);
  else if (a - simt_gw_lo[0] < simt_gw_hi[0] - simt_gw_lo[0])
    simt_gshadow_read(a, n, pc);
  if (__builtin_expect(simt_perf_on, 0))
    simt_perf_access(a, n, 0, write, pc);
  if (__builtin_expect(simt_fp_on, 0)) /* stream_order.c asked for this launch's bytes */
    simt_fp_touch(a, n, write);
}

static __attribute__((noinline)) void shared_access(uintptr_t a, size_t n, int write, void *pc)
{
  simt_shared_access(a, n, write, pc);
  if (__builtin_expect(simt_perf_on, 0))
    simt_perf_access(a, n, 1, write, pc);
}

/* A store to neither device nor shared memory: the thread's own stack
 * (locals), or a __device__ variable, which is global memory (a global of
 * the submission's, or pinned host memory).  Anything else is host memory
 * (malloc, new, a host function's locals), which a GPU's kernel cannot
 * reach: a kernel that wrote the input there for host code to sum would
 * pass here and crash on a GPU. */
static __attribute__((noinline)) void other_write(uintptr_t a, size_t n, void *pc)
{
  const struct simt_fiber *f = simt_self->fiber;
  if (a - (uintptr_t)f->stack < f->size || (SIMT_CORO_ON && simt_coro_own(a)))
    return;
  if (a - simt_dv_lo < simt_dv_hi - simt_dv_lo) {
    simt_mem_devvar_check(a, n, 1, pc);
    if (__builtin_expect(simt_fp_on, 0))
      simt_fp_touch(a, n, 1);
  } else
    simt_mem_kernel_store(a, n, pc);
  global_write(a, n, pc);
}

/* A load from a __device__ variable: within its bounds, and another
 * block's store to it published? */
static __attribute__((noinline)) void devvar_read(uintptr_t a, size_t n, void *pc)
{
  simt_mem_devvar_check(a, n, 0, pc);
  if (__builtin_expect(simt_fp_on, 0))
    simt_fp_touch(a, n, 0);
  if (a - simt_gw_lo[1] < simt_gw_hi[1] - simt_gw_lo[1])
    simt_gshadow_read(a, n, pc);
}

/* The GPU faults on an access not aligned to what its type requires (e.g.
 * a float4 load from a float pointer that is not 16-byte aligned): its
 * size, or less where the IR says so (ir_align.c: two floats of a struct
 * stored at once need 4).  Only device and shared memory are checked,
 * host-side objects are the CPU's, and such an access is then finished
 * here.  Out of line, as the others. */
static __attribute__((noinline, cold)) void misaligned(uintptr_t a, size_t n, size_t align,
                                                       int write, void *pc)
{
  if (simt_mem_in_arena(a) || simt_is_shared(a)) {
    simt_diag("misaligned-address", pc, "%s of %zu bytes at %p, not %zu-byte aligned",
              write ? "write" : "read", n, (void *)a, align);
    simt_abort(cudaErrorMisalignedAddress);
  }
  if (write)
    other_write(a, n, pc);
}

/* The launch's own copy of its kernel and arguments (the shim's simt_call:
 * the kernel's address or its lambda, then the tuple at args), which each
 * thread's start reads to call the kernel: the emulator's memory, no more
 * the kernel's than its thread view. */
static uintptr_t args_lo, args_n;

/* The host thread's live frames while a launch runs: from the frame of the
 * scheduler's entry (its own locals lie below it) up to the stack's start,
 * glibc's __libc_stack_end; the host code that made the launch (the
 * submission's, the glue's) has its locals there.  0, 0 where that is not
 * the stack the launch runs on. */
extern void *__libc_stack_end;
static uintptr_t host_stack_lo, host_stack_n;
/* And how far below the stack's start the host stack may reach (its
 * limit, at most 1 GiB: the mappings below begin past it): the part under
 * the host's saved stack pointer is the frames of host functions that have
 * returned, a launch's caller that did not wait for it among them, whose
 * locals a pointer the kernel was given may still name
 * (tests/hostile/kernel-reads-returned-host-frame.cu). */
static uintptr_t host_stack_reach;
uintptr_t simt_sched_host_sp(void); /* sched.c: 0 under the ucontext backend */
int simt_host_func_stack_at(uintptr_t a); /* host_callbacks.c: its worker's stack */

/* The C library's heap as a launch starts: from the end of the grader's
 * executable (the heap follows it, at a random distance) to the break.
 * Small blocks of malloc and new come from there (large ones are mappings
 * of their own, recorded as the submission makes them: host_blocks.h);
 * pinned memory from cudaMallocHost is
 * malloc's too, and a kernel may read it. */
extern char end;
void *sbrk(intptr_t increment); /* unistd.h's access() would clash with this file's */
static uintptr_t heap_lo, heap_n;

/* A launch's bounds: its arguments' copy, the host's frames above the
 * scheduler's (frame: simt_sched_run's). */
void simt_cov_launch(const struct simt_launch_desc *d, const void *frame)
{
  uintptr_t lo_f = (uintptr_t)frame, top = (uintptr_t)__libc_stack_end;
  host_stack_lo = lo_f;
  host_stack_n = top > lo_f && top - lo_f < ((uintptr_t)1 << 30) ? top - lo_f : 0;
  struct rlimit rl;
  host_stack_reach = host_stack_n && getrlimit(RLIMIT_STACK, &rl) == 0
                         ? (rl.rlim_cur < ((rlim_t)1 << 30) ? (uintptr_t)rl.rlim_cur : (uintptr_t)1 << 30)
                         : 0;
  uintptr_t brk_now = (uintptr_t)sbrk(0);
  heap_lo = (uintptr_t)&end;
  heap_n = brk_now > heap_lo && brk_now != (uintptr_t)-1 ? brk_now - heap_lo : 0;
  uintptr_t lo = (uintptr_t)d->args, arg = (uintptr_t)d->arg;
  args_n = lo ? d->args_size : 0;
  if (lo && arg <= lo && lo - arg <= 64) { /* the object's head, before the tuple */
    args_n += lo - arg;
    lo = arg;
  }
  args_lo = lo;
}

/* A load neither from device, shared nor host-global memory nor the
 * thread's own locals (the caller's test): the emulator's own memory (its
 * thread view, the launch's arguments, tested first) or constant data of
 * the image, which pass; or the locals of another thread, whose address
 * one handed to another (through shared memory, say).  A GPU thread's
 * local memory is its own: the same address read by another thread names
 * that thread's own local window (its own value, or none), so a block that
 * sums its neighbours' locals is wrong there while fibers, all stacks of
 * one process, read each other's: out of bounds here too.  So are a host
 * function's locals and malloc's memory, which a GPU's kernel cannot reach
 * (an illegal address). */
/* Is a in the host stack's frames of functions that have returned: under
 * the host's saved stack pointer, within the stack's limit of its start? */
static int in_returned_host_frames(uintptr_t a)
{
  uintptr_t sp = simt_sched_host_sp(), top = host_stack_lo + host_stack_n;
  return host_stack_reach && sp && a < sp && top - a <= host_stack_reach;
}

static __attribute__((noinline)) void other_read(uintptr_t a, size_t n, void *pc)
{
  if (a - host_stack_lo < host_stack_n || in_returned_host_frames(a) ||
      simt_host_func_stack_at(a)) {
    simt_diag("out-of-bounds", pc,
              "read of %zu bytes at %p, in a host function's locals, which a kernel on a GPU "
              "cannot reach: give kernels memory from cudaMalloc, or pass the value itself",
              n, (void *)a);
    simt_abort(cudaErrorIllegalAddress);
  }
  if ((a - heap_lo < heap_n || simt_hb_overlaps(a, n)) && !simt_host_pinned((const void *)a, n)) {
    simt_diag("out-of-bounds", pc,
              "read of %zu bytes at %p, in host memory from malloc or new, which a kernel on "
              "a GPU cannot reach: give kernels memory from cudaMalloc, or pass the value itself",
              n, (void *)a);
    simt_abort(cudaErrorIllegalAddress);
  }
  if (!simt_fiber_stack_at(a))
    return;
  simt_diag("out-of-bounds", pc,
            "read of %zu bytes at %p, in another thread's local variables (its stack): "
            "a GPU thread's locals are its own, whatever address another thread was given; "
            "share values through shared or global memory", n, (void *)a);
  simt_abort(cudaErrorIllegalAddress);
}

/* The one place every kernel access goes through: n bytes, aligned to
 * `align` where the GPU runs it. */
static inline void access_aligned(const void *p, size_t n, size_t align, int write, void *pc)
{
  if (!simt_self) {
    if (__builtin_expect(simt_lp_host, 0) && write)
      simt_lp_host_store(p, n);
    return;
  }
  uintptr_t a = (uintptr_t)p;
  if (__builtin_expect(simt_lp_on, 0)) /* what a kernel read, after data came back */
    simt_lp_access(a, n, write);
  /* threadIdx & co: a read of simt_cur, then of the running thread's view
   * (the first member of its struct), and a thread's start reading the
   * launch's arguments: the emulator's own memory, which no check below
   * applies to; the commonest loads of a kernel */
  if (!write && (a - (uintptr_t)simt_self < sizeof(struct simt_thread_view) ||
                 a == (uintptr_t)&simt_cur || a - args_lo < args_n))
    return;
  if (__builtin_expect(a & (align - 1), 0))
    misaligned(a, n, align, write, pc);
  else if (a - simt_arena_lo < simt_arena_hi - simt_arena_lo)
    device_access(a, n, write, pc);
  else if (simt_in_shared(a))
    shared_access(a, n, write, pc);
  else if (write)
    other_write(a, n, pc);
  else if (a - simt_dv_lo < simt_dv_hi - simt_dv_lo)
    devvar_read(a, n, pc);
  else if (a - simt_hg_lo < simt_hg_hi - simt_hg_lo && !simt_mem_managed_var(a))
    simt_hg_refuse(a, n, 0, pc); /* a host global: host memory */
  else if (a - simt_gw_lo[1] < simt_gw_hi[1] - simt_gw_lo[1])
    simt_gshadow_read(a, n, pc);   /* pinned host memory another block stored? */
  else if (a - (uintptr_t)simt_self->fiber->stack >= simt_self->fiber->size)
    other_read(a, n, pc); /* not the thread's own locals, the commonest such load */
}

static inline void access(const void *p, size_t n, int write, void *pc)
{
  access_aligned(p, n, n, write, pc);
}

#define SIMT_EXPORT __attribute__((visibility("default")))

/* An access of N bytes whose type requires only A (ir_align.c renames the
 * callback). */
#define SIMT_COV_ALIGNED(N, A, T)                                                      \
  SIMT_EXPORT void simt_cov_load##N##_align##A(T *p)                                   \
  {                                                                                    \
    access_aligned(p, N, A, 0, __builtin_return_address(0));                           \
  }                                                                                    \
  SIMT_EXPORT void simt_cov_store##N##_align##A(T *p)                                  \
  {                                                                                    \
    access_aligned(p, N, A, 1, __builtin_return_address(0));                           \
  }
SIMT_COV_ALIGNED(2, 1, uint16_t)
SIMT_COV_ALIGNED(4, 1, uint32_t)
SIMT_COV_ALIGNED(4, 2, uint32_t)
SIMT_COV_ALIGNED(8, 1, uint64_t)
SIMT_COV_ALIGNED(8, 2, uint64_t)
SIMT_COV_ALIGNED(8, 4, uint64_t)
SIMT_COV_ALIGNED(16, 1, __int128)
SIMT_COV_ALIGNED(16, 2, __int128)
SIMT_COV_ALIGNED(16, 4, __int128)
SIMT_COV_ALIGNED(16, 8, __int128)

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

/* memcpy, memmove and memset, as ir_memcalls.c renames the intrinsics: in
 * a kernel, the bytes read and written are checked as loads and stores of
 * at most 16 bytes (the shadows' and the performance model's unit; no
 * alignment asked: a GPU's memcpy copies any bytes), reads first; then the
 * copy. */
static void mem_range(const char *p, uint64_t n, int write, void *pc)
{
  for (uint64_t i = 0; i < n; i += 16)
    access_aligned(p + i, n - i < 16 ? (size_t)(n - i) : 16, 1, write, pc);
}

SIMT_EXPORT void simt_cov_memcpy(void *d, const void *s, uint64_t n, _Bool vol)
{
  (void)vol;
  if (simt_self && n) {
    mem_range(s, n, 0, __builtin_return_address(0));
    mem_range(d, n, 1, __builtin_return_address(0));
  } else if (simt_lp_host && n)
    simt_lp_host_store(d, n);
  memcpy(d, s, n);
}

SIMT_EXPORT void simt_cov_memmove(void *d, const void *s, uint64_t n, _Bool vol)
{
  (void)vol;
  if (simt_self && n) {
    mem_range(s, n, 0, __builtin_return_address(0));
    mem_range(d, n, 1, __builtin_return_address(0));
  } else if (simt_lp_host && n)
    simt_lp_host_store(d, n);
  memmove(d, s, n);
}

SIMT_EXPORT void simt_cov_memset(void *d, char v, uint64_t n, _Bool vol)
{
  (void)vol;
  if (simt_self && n)
    mem_range(d, n, 1, __builtin_return_address(0));
  else if (simt_lp_host && n)
    simt_lp_host_store(d, n);
  memset(d, v, n);
}

/* Every 2^16 steps of thread t, or past the budget: the time limit, a
 * block switch in a concurrent run, or the step-budget report.  Out of line
 * (its 1 KiB buffer made every edge push a stack frame). */
static __attribute__((noinline, cold)) void step_check(struct simt_thread *t, void *pc)
{
  if (t->steps <= simt_budget) {
    if (simt_clock_out(t->blk, t, pc))
      simt_abort(cudaErrorLaunchTimeout);
    /* a long stretch without a scheduling point (a spin on a flag another
     * block sets?): let the other resident blocks run */
    if (simt_concurrent)
      simt_sched_switch_point();
    /* a cooperative grid: every block is resident, so the others take
     * turns; else a spin on what another warp of the block sets (warps
     * progress independently on a GPU): the block's next runnable thread
     * takes a turn.  Unless the whole grid, or block, has spun past the
     * budget with no scheduling point */
    if (simt_sched_spin_turn())
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

/* Every edge: a step of the running thread.  A thread over budget between
 * two scheduling points is stuck (an endless loop, or a spin on a flag that
 * another thread of the block would only set later). */
static inline void step(struct simt_thread *t, void *pc)
{
  /* one test on the fast path: every 2^16 steps, or past the budget */
  if (__builtin_expect((++t->steps & 0xFFFF) != 0, 1) && t->steps <= simt_budget)
    return;
  step_check(t, pc);
}

/* An edge with the performance model on. */
static __attribute__((noinline)) void step_perf(struct simt_thread *t, uint32_t *guard, void *pc)
{
  simt_perf_edge(t, guard, pc);
  step(t, pc);
}

SIMT_EXPORT void __sanitizer_cov_trace_pc_guard(uint32_t *guard)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  if (__builtin_expect(t->tr_origin != 0, 0))  /* after a warp collective */
    simt_trail_edge(t, guard, __builtin_return_address(0));
  if (__builtin_expect(simt_perf_on, 0))
    step_perf(t, guard, __builtin_return_address(0));
  else
    step(t, __builtin_return_address(0));
}

SIMT_EXPORT void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop)
{
  simt_shadow_guards((char *)start, (char *)stop);
  simt_perf_guards(start, stop);
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

/* A GPU's clock64() counts its SM's cycles: large, running forward, and the
 * more code a thread ran, the further.  So here: a start far from zero, and
 * six cycles for each basic block the thread ran, and the cycles it slept
 * in __nanosleep (stream_clock.c).  No wall time: a kernel
 * that timed itself would learn that it runs on the emulator, and could
 * hand the checked run other code than the GPU runs. */
long long simt_clock64(void)
{
  struct simt_thread *t = simt_self;
  return t ? (long long)(((uint64_t)1 << 32) + 6 * (t->ran + t->steps) + (uint64_t)t->slept) : 0;
}
