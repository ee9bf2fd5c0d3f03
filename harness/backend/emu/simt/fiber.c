/* fiber.c — the CUDA threads' execution contexts: a hand-written x86-64
 * context switch (callee-saved registers and rsp kept in the fiber struct)
 * with a ucontext fallback for other machines (and for measuring:
 * SIMT_FIBER=ucontext), plus a pool of stacks reused across blocks and
 * launches.  The scheduler that decides which fiber runs is in sched.c.
 */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include "simt_int.h"
#include "coop_stacks.h"

int simt_fiber_ucontext;

#if defined(__x86_64__)
/* simt_ctx_switch(from, to): stores the callee-saved registers and rsp in
 * *from, loads them from *to and returns on to's stack.  The registers live
 * in the fiber structs (contiguous, cache-friendly), not pushed on the
 * stacks; the return address is the only word read from to's stack.
 * simt_ctx_start(from, sp, fn): the same save, then enters fn on a fresh
 * stack at sp with a jump: nothing is read from that stack (the first
 * touch of each thread's stack was a cache miss and a mispredicted ret);
 * the only word written is fn's return address, 0. */
void simt_ctx_switch(struct simt_fiber *from, struct simt_fiber *to);
void simt_ctx_start(struct simt_fiber *from, void *sp, void (*fn)(void));
_Static_assert(offsetof(struct simt_fiber, sp) == 0 && offsetof(struct simt_fiber, regs) == 8,
               "simt_ctx_switch's offsets");
#define SIMT_SAVE                                                            \
  "  movq %rsp, 0(%rdi)\n  movq %rbp, 8(%rdi)\n  movq %rbx, 16(%rdi)\n"    \
  "  movq %r12, 24(%rdi)\n  movq %r13, 32(%rdi)\n  movq %r14, 40(%rdi)\n"  \
  "  movq %r15, 48(%rdi)\n"
__asm__(".text\n"
        ".globl simt_ctx_switch\n"
        ".hidden simt_ctx_switch\n"
        ".type simt_ctx_switch,@function\n"
        "simt_ctx_switch:\n"
        SIMT_SAVE
        "  movq 0(%rsi), %rsp\n  movq 8(%rsi), %rbp\n  movq 16(%rsi), %rbx\n"
        "  movq 24(%rsi), %r12\n  movq 32(%rsi), %r13\n  movq 40(%rsi), %r14\n"
        "  movq 48(%rsi), %r15\n"
        "  ret\n"
        ".size simt_ctx_switch, .-simt_ctx_switch\n"
        ".globl simt_ctx_start\n"
        ".hidden simt_ctx_start\n"
        ".type simt_ctx_start,@function\n"
        "simt_ctx_start:\n"
        SIMT_SAVE
        "  movq $0, (%rsi)\n"   /* fn's return address: 0 ends a backtrace */
        "  movq %rsi, %rsp\n"
        "  jmp *%rdx\n"
        ".size simt_ctx_start, .-simt_ctx_start\n");
#define SIMT_HAVE_ASM 1
#else
#define SIMT_HAVE_ASM 0
#endif

/* Prepares f to run fn() at the next switch to it. */
void simt_fiber_init(struct simt_fiber *f, void (*fn)(void))
{
  if (SIMT_HAVE_ASM && !simt_fiber_ucontext) {
#if SIMT_HAVE_ASM
    /* fn is entered as if called: rsp = 8 mod 16, its (never used) return
     * address at rsp, written by simt_ctx_start */
    uintptr_t top = ((uintptr_t)f->stack + f->size) & ~(uintptr_t)15;
    f->sp = (void *)(top - 8);
    f->start = fn;
#endif
    return;
  }
  if (!f->uctx) {
    f->uctx = calloc(1, sizeof(ucontext_t));
    if (!f->uctx)
      abort();
  }
  ucontext_t *u = f->uctx;
  getcontext(u);
  u->uc_stack.ss_sp = f->stack;
  u->uc_stack.ss_size = f->size;
  u->uc_link = NULL;
  makecontext(u, fn, 0);
}

/* Saves the running context into from and resumes to. */
void simt_fiber_switch(struct simt_fiber *from, struct simt_fiber *to)
{
#if SIMT_HAVE_ASM
  if (!simt_fiber_ucontext) {
    if (__builtin_expect(to->start != NULL, 0)) {
      void (*fn)(void) = to->start;
      to->start = NULL;
      simt_ctx_start(from, to->sp, fn);
    } else {
      simt_ctx_switch(from, to);
    }
    return;
  }
#endif
  if (!from->uctx) {
    from->uctx = calloc(1, sizeof(ucontext_t));
    if (!from->uctx)
      abort();
  }
  swapcontext(from->uctx, to->uctx);
}

size_t simt_fiber_live(const struct simt_fiber *f)
{
  if (!SIMT_HAVE_ASM || simt_fiber_ucontext)
    return (size_t)-1;
  if (f->start)
    return 0;
  uintptr_t top = ((uintptr_t)f->stack + f->size) & ~(uintptr_t)15;
  return top - (uintptr_t)f->sp;
}

static struct simt_fiber *pool;
static size_t pool_n;

size_t simt_fiber_pool_count(void) { return pool_n; }

/* The pool's mappings, one per growth step: where every thread's locals
 * lie (simt_fiber_stack_at). */
static struct stack_map {
  uintptr_t lo, n;
} *maps;
static size_t maps_n;

int simt_fiber_stack_at(uintptr_t a)
{
  for (size_t i = 0; i < maps_n; i++)
    if (a - maps[i].lo < maps[i].n)
      return 1;
  return 0;
}

#ifndef MADV_GUARD_INSTALL
#define MADV_GUARD_INSTALL 102  /* Linux 6.13 */
#endif

/* Makes the page at p fault on any access: a guard marker in the page
 * table where the kernel has them (no new mapping: an mprotect per stack
 * split the pool's mapping in two each time, thousands of calls a worker
 * and thousands of mappings to search on every later fault), else
 * PROT_NONE while the pool is small enough for the kernel's mapping
 * limit (n stacks). */
static void guard_page(char *p, size_t page, size_t n)
{
  static int no_marker;
  if (!no_marker && madvise(p, page, MADV_GUARD_INSTALL) == 0)
    return;
  no_marker = 1;
  if (n <= 16384)
    mprotect(p, page, PROT_NONE);
}

/* Returns at least n fibers with stacks.  Stacks come from one mapping per
 * growth step; each has a guard page below it (guard_page). */
struct simt_fiber *simt_fiber_pool(size_t n)
{
  if (n <= pool_n)
    return pool;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t each = SIMT_STACK_SIZE + page;
  size_t add = n - pool_n;
  char *m = mmap(NULL, add * each, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  struct simt_fiber *np = realloc(pool, n * sizeof *pool);
  struct stack_map *nm = realloc(maps, (maps_n + 1) * sizeof *maps);
  if (nm)
    maps = nm;
  if (m == MAP_FAILED || !np || !nm) {
    fprintf(stderr, "reduce-grade: emulator: cannot allocate %zu fiber stacks\n", n);
    abort();
  }
  pool = np;
  maps[maps_n++] = (struct stack_map){ (uintptr_t)m, add * each };
  for (size_t i = 0; i < add; i++) {
    struct simt_fiber *f = &pool[pool_n + i];
    memset(f, 0, sizeof *f);
    f->stack = m + i * each + page;
    f->size = SIMT_STACK_SIZE;
    guard_page(m + i * each, page, n);  /* stack overflow faults */
  }
  pool_n = n;
  return pool;
}

void simt_fiber_prepare(void)
{
  simt_fiber_pool((size_t)SIMT_RESIDENT * SIMT_MAX_BLOCK);
}
