/* coop_stacks.c — the blocks of a cooperative launch take turns on one
 * block's fiber stacks.
 *
 * A cooperative launch keeps every block of its grid resident (sched.c,
 * run_cooperative): each block runs until grid.sync(), its end or a spin
 * turn, then the next, and the waiting ones keep their threads suspended.
 * With a stack of its own for every thread of the grid, 08's grid (the
 * occupancy API's 2 blocks of 1024 threads on each of 132 SMs) was 270336
 * stacks: a page each that every fresh process running such a case
 * faulted in, more than half of the CPU of 08's grading.  A thread waiting
 * at grid.sync() holds a few hundred bytes of stack (152 in 08's solution).
 * So the blocks share one block's stacks: a block's turn ends with each of
 * its live threads' saved registers and stack bytes (from the saved stack
 * pointer to the top) copied into the block's buffer, and its next turn
 * begins with them copied back to the same addresses, where its frames and
 * any pointer to its own locals expect them.  The asm fibers only: a
 * ucontext keeps registers elsewhere (simt_fiber_live says so).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"
#include "simt_coro.h"
#include "coop_stacks.h"

/* One live thread in a block's buffer, followed by its stack bytes. */
struct rec {
  unsigned rank;
  unsigned len;   /* stack bytes that follow, padded to 8 in the buffer */
  void *sp;
  void *regs[6];
  void (*start)(void);
};

/* Block r's buffer: what its threads hold while another block runs. */
static struct buf {
  unsigned char *p;
  size_t len, cap;
} *bufs;
static size_t nbufs;
static int sharing;

static size_t pad8(size_t n) { return (n + 7) & ~(size_t)7; }

static void out_of_memory(void)
{
  fprintf(stderr, "reduce-grade: emulator: out of memory for a waiting block's stacks\n");
  abort();
}

int simt_coop_stacks_begin(size_t nb)
{
  struct simt_fiber probe = {0};
  sharing = !SIMT_CORO_ON && nb > 1 && simt_fiber_live(&probe) != (size_t)-1;
  if (sharing && nb > nbufs) {
    struct buf *nbuf = realloc(bufs, nb * sizeof *bufs);
    if (!nbuf)
      out_of_memory();
    memset(nbuf + nbufs, 0, (nb - nbufs) * sizeof *nbuf);
    bufs = nbuf;
    nbufs = nb;
  }
  return sharing;
}

/* Which of the launch's blocks b is: they lie in index order, n threads
 * each (sched.c, grow). */
static struct buf *buf_of(const struct simt_block *b) { return &bufs[b->first / b->n]; }

/* Block b's turn ended (it waits at grid.sync, was switched out, or ended):
 * its live threads' fibers go to its buffer.  An exited thread has nothing
 * to keep. */
void simt_coop_stacks_park(const struct simt_block *b)
{
  if (!sharing)
    return;
  struct buf *s = buf_of(b);
  size_t need = 0;
  for (unsigned i = 0; i < b->n; i++)
    if (b->th[i].state != SIMT_EXITED)
      need += sizeof(struct rec) + pad8(simt_fiber_live(b->th[i].fiber));
  if (need > s->cap) {
    unsigned char *p = realloc(s->p, need);
    if (!p)
      out_of_memory();
    s->p = p;
    s->cap = need;
  }
  unsigned char *at = s->p;
  for (unsigned i = 0; i < b->n; i++) {
    const struct simt_thread *t = &b->th[i];
    if (t->state == SIMT_EXITED)
      continue;
    const struct simt_fiber *f = t->fiber;
    struct rec r = { i, (unsigned)simt_fiber_live(f), f->sp, {0}, f->start };
    memcpy(r.regs, f->regs, sizeof r.regs);
    memcpy(at, &r, sizeof r);
    at += sizeof r;
    memcpy(at, f->sp, r.len);
    at += pad8(r.len);
  }
  s->len = (size_t)(at - s->p);
}

/* Block b's turn begins: its threads' fibers back where they were. */
void simt_coop_stacks_unpark(const struct simt_block *b)
{
  if (!sharing)
    return;
  const struct buf *s = buf_of(b);
  const unsigned char *at = s->p, *end = s->p + s->len;
  while (at < end) {
    struct rec r;
    memcpy(&r, at, sizeof r);
    at += sizeof r;
    struct simt_fiber *f = b->th[r.rank].fiber;
    f->sp = r.sp;
    memcpy(f->regs, r.regs, sizeof r.regs);
    f->start = r.start;
    memcpy(r.sp, at, r.len);
    at += pad8(r.len);
  }
}
