/* shadow_suspects.c — reads of shared memory held as suspects of a race
 * until their block settles (see the comment below); shadow.c finds them.
 */
#include "simt_int.h"
#include "shadow_int.h"

/* A plain read of a shared word beside another thread's adding atomic on
 * it (atomicAdd, Sub, Inc, Dec, Xor), in one barrier interval: it reads a
 * total half made (a shared total read with no __syncthreads() after the
 * other threads' atomicAdds).  Beside a min, max, bit set, exchange or
 * compare-and-swap a read is a guess that moves one way only (a CAS loop's
 * first read; `if (v > s_max) atomicMax(...)`), no race.  A float add made
 * of a CAS loop starts from such a read too, but then makes its own atomic:
 * so the read is held as a suspect, forgiven when its reader makes an
 * atomic of its own on the word later in the interval, and a race when the
 * block settles with it still held. */
#define SUSPECT_CAP 256
struct suspect {
  const struct simt_block *b;
  long idx;                 /* the word's first cell */
  uint16_t reader, other;   /* the plain reader, the atomic's thread (rank) */
  void *read_pc, *other_pc;
};
static struct suspect suspects[SUSPECT_CAP];
static size_t nsuspect;

void simt_suspect_add(const struct simt_block *b, long idx, unsigned reader, void *read_pc,
                      unsigned other, void *other_pc)
{
  for (size_t i = 0; i < nsuspect; i++)
    if (suspects[i].b == b && suspects[i].idx == idx && suspects[i].reader == reader)
      return;
  if (nsuspect < SUSPECT_CAP)
    suspects[nsuspect++] = (struct suspect){ b, idx, (uint16_t)reader, (uint16_t)other,
                                             read_pc, other_pc };
}

/* The reader's own atomic on the word: its read was a CAS loop's guess. */
void simt_suspect_forgive(const struct simt_block *b, long idx, unsigned reader)
{
  size_t keep = 0;
  for (size_t i = 0; i < nsuspect; i++)
    if (!(suspects[i].b == b && suspects[i].idx == idx && suspects[i].reader == reader))
      suspects[keep++] = suspects[i];
  nsuspect = keep;
}

void simt_suspects_forget(const struct simt_block *b)
{
  size_t keep = 0;
  for (size_t i = 0; i < nsuspect; i++)
    if (suspects[i].b != b)
      suspects[keep++] = suspects[i];
  nsuspect = keep;
}

void simt_suspects_settle(struct simt_block *b)
{
  struct simt_thread *saved = simt_self;
  for (size_t i = 0; i < nsuspect; i++)
    if (suspects[i].b == b) {
      simt_self = &b->th[suspects[i].reader];
      simt_shadow_report_race(simt_self, suspects[i].read_pc, 0, suspects[i].other, 1,
                  suspects[i].other_pc, simt_shadow_offset_of(suspects[i].idx));
    }
  simt_self = saved;
  simt_suspects_forget(b);
}

