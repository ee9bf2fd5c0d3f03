/* written.h — which bytes of device memory something wrote (written.c):
 * the test on a kernel's load, inline on the path every global access
 * takes (memory.c, simt_mem_check). */
#ifndef SIMT_WRITTEN_H
#define SIMT_WRITTEN_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* One per allocation, by its index in memory.c's table: a bit per byte
 * of its first n bytes (bits null: none followed, as managed memory). */
struct simt_wmap {
  uint8_t *bits;
  uintptr_t base;
  size_t n, size;
};
extern struct simt_wmap *simt_wmaps;

void simt_wr_alloc(size_t i, uintptr_t base, size_t size, size_t tracked);
void simt_wr_drop(size_t i);
void simt_wr_slow(size_t i, size_t off, size_t n, int write, void *pc);

/* A kernel's access of n bytes at byte off of allocation i: write 0 a
 * load, 1 a store, 2 an atomic that reads the old value first. */
static inline void simt_wr_access(size_t i, size_t off, size_t n, int write, void *pc)
{
  const struct simt_wmap *m = &simt_wmaps[i];
  if (!m->bits || off >= m->n)
    return;
  if (n <= 16 && off + n <= m->n) {
    uint32_t w, mask = ((1u << n) - 1) << (off & 7);
    memcpy(&w, m->bits + (off >> 3), sizeof w);
    if ((w & mask) == mask)
      return;
  }
  simt_wr_slow(i, off, n, write, pc);
}

#endif
