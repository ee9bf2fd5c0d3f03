/* fiber.c — the CUDA threads' execution contexts: a hand-written x86-64
 * context switch (callee-saved registers + rsp, about 10 ns) with a ucontext
 * fallback for other machines (and for measuring: SIMT_FIBER=ucontext), plus
 * a pool of stacks reused across blocks and launches.  The scheduler that
 * decides which fiber runs is in sched.c.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include "simt_int.h"

int simt_fiber_ucontext;

#if defined(__x86_64__)
/* simt_ctx_switch(save, to): pushes the callee-saved registers, stores rsp in
 * *save, loads rsp from to and pops the other context's registers.  A fresh
 * stack is laid out by simt_fiber_init so that the final ret enters fn as if
 * it had been called (rsp = 8 mod 16). */
void simt_ctx_switch(void **save, void *to);
__asm__(".text\n"
        ".globl simt_ctx_switch\n"
        ".hidden simt_ctx_switch\n"
        ".type simt_ctx_switch,@function\n"
        "simt_ctx_switch:\n"
        "  pushq %rbp\n  pushq %rbx\n  pushq %r12\n  pushq %r13\n  pushq %r14\n  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n  popq %r14\n  popq %r13\n  popq %r12\n  popq %rbx\n  popq %rbp\n"
        "  ret\n"
        ".size simt_ctx_switch, .-simt_ctx_switch\n");
#define SIMT_HAVE_ASM 1
#else
#define SIMT_HAVE_ASM 0
#endif

/* Prepares f to run fn() at the next switch to it. */
void simt_fiber_init(struct simt_fiber *f, void (*fn)(void))
{
  if (SIMT_HAVE_ASM && !simt_fiber_ucontext) {
#if SIMT_HAVE_ASM
    uintptr_t top = ((uintptr_t)f->stack + f->size) & ~(uintptr_t)15;
    void **sp = (void **)top;
    *--sp = 0;            /* fn's (never used) return address */
    *--sp = (void *)fn;   /* where the final ret goes */
    for (int i = 0; i < 6; i++)
      *--sp = 0;          /* rbp rbx r12..r15 */
    f->sp = sp;
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
    simt_ctx_switch(&from->sp, to->sp);
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

static struct simt_fiber *pool;
static size_t pool_n;

/* Returns at least n fibers with stacks.  Stacks come from one mapping per
 * growth step; each has a PROT_NONE guard page below it while the pool is
 * small enough for the kernel's mapping limit. */
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
  if (m == MAP_FAILED || !np) {
    fprintf(stderr, "reduce-grade: emulator: cannot allocate %zu fiber stacks\n", n);
    abort();
  }
  pool = np;
  for (size_t i = 0; i < add; i++) {
    struct simt_fiber *f = &pool[pool_n + i];
    memset(f, 0, sizeof *f);
    f->stack = m + i * each + page;
    f->size = SIMT_STACK_SIZE;
    if (n <= 16384)
      mprotect(m + i * each, page, PROT_NONE);  /* stack overflow faults */
  }
  pool_n = n;
  return pool;
}
