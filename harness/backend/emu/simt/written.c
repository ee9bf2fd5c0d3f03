/* written.c — a read of device memory that nothing wrote.  A GPU's
 * cudaMalloc hands out whatever the memory held: zeros for pages never
 * used, an earlier call's data for a block the allocator reuses.  A sum
 * into scratch that was never zeroed, a second pass that reads partials
 * the first never stored, a counter never reset: each reads that, and
 * passes or fails by luck.  The emulator's fill (memory.c) makes most of
 * them wrong, but a read of the fill is no finding by itself, and a
 * program that tests for the fill learns where it runs.  So every
 * allocation of cudaMalloc (its first bytes, as many as the fill covers)
 * has a bit per byte, set by what writes device memory: a kernel's store
 * or atomic, a copy into it, a memset, NCCL's receive buffer, the glue's
 * input and poison (which are copies and memsets).  A kernel's load or an
 * atomic that reads the old value (all but atomicExch), and a copy out of
 * it while the entry point runs, of a byte whose bit is clear is the
 * finding uninitialised-global, at its line, whatever the output.
 * Managed memory is left out (host code stores into it unseen), and so
 * is pinned host memory (not an allocation of the arena). */
#include <stdint.h>
#include <stdlib.h>
#include "simt_int.h"
#include "written.h"

struct simt_wmap *simt_wmaps;
static size_t cap;

void simt_wr_alloc(size_t i, uintptr_t base, size_t size, size_t tracked)
{
  if (i >= cap) {
    size_t c = cap ? 2 * cap : 64;
    while (c <= i)
      c *= 2;
    struct simt_wmap *t = realloc(simt_wmaps, c * sizeof *t);
    if (!t)
      abort();
    memset(t + cap, 0, (c - cap) * sizeof *t);
    simt_wmaps = t;
    cap = c;
  }
  free(simt_wmaps[i].bits);
  /* 4 bytes past the last bit's: the inline test loads a 32-bit word */
  uint8_t *bits = calloc(tracked / 8 + 5, 1);
  if (!bits)
    abort();
  simt_wmaps[i] = (struct simt_wmap){ bits, base, tracked, size };
}

void simt_wr_drop(size_t i)
{
  if (i >= cap)
    return;
  free(simt_wmaps[i].bits);
  simt_wmaps[i].bits = NULL;
}

/* Bits [off, off + n) of m set. */
static void mark(struct simt_wmap *m, size_t off, size_t n)
{
  if (off >= m->n)
    return; /* past the followed bytes */
  size_t end = off + n < m->n ? off + n : m->n;
  for (; off < end && (off & 7); off++)
    m->bits[off >> 3] |= (uint8_t)(1u << (off & 7));
  if (end - off >= 8) {
    memset(m->bits + (off >> 3), 0xFF, (end - off) >> 3);
    off += (end - off) & ~(size_t)7;
  }
  for (; off < end; off++)
    m->bits[off >> 3] |= (uint8_t)(1u << (off & 7));
}

/* The first byte of [off, off + n) whose bit is clear, or SIZE_MAX. */
static size_t first_unwritten(const struct simt_wmap *m, size_t off, size_t n)
{
  size_t end = off + n < m->n ? off + n : m->n;
  while (off < end) {
    if ((off & 7) == 0 && end - off >= 8 && m->bits[off >> 3] == 0xFF) {
      off += 8;
      continue;
    }
    if (!(m->bits[off >> 3] & (1u << (off & 7))))
      return off;
    off++;
  }
  return SIZE_MAX;
}

static void report(const struct simt_wmap *m, size_t at, size_t n, const char *how, void *pc)
{
  if (simt_diag_seen("uninitialised-global", pc))
    return;
  simt_diag("uninitialised-global", pc,
            "%s of %zu bytes reaching byte %zu of a %zu-byte device allocation (cudaMalloc) that "
            "nothing wrote (no kernel store, copy or memset since it was allocated): a GPU "
            "hands out memory holding zeros or an earlier call's data, so what this reads is "
            "luck; zero or store it first (cudaMemset, a kernel's store) and read only what "
            "was written", how, n, at, m->size);
}

void simt_wr_slow(size_t i, size_t off, size_t n, int write, void *pc)
{
  struct simt_wmap *m = &simt_wmaps[i];
  if (write != 1) {
    size_t at = first_unwritten(m, off, n);
    if (at != SIZE_MAX)
      report(m, at, n, write ? "an atomic's read" : "read", pc);
  }
  /* Reported once: the bytes count as written from here on, so that a
   * kernel reading a whole unwritten buffer pays the report once. */
  mark(m, off, n);
}

/* The allocation i holding [a, a + n) and followed, or null. */
static struct simt_wmap *holding(uintptr_t a, size_t n)
{
  long i = simt_mem_index(a, n);
  return i >= 0 && simt_wmaps[i].bits ? &simt_wmaps[i] : NULL;
}

void simt_wr_copied(const void *dst, const void *src, size_t n, void *pc)
{
  struct simt_wmap *m = simt_mem_guarded() ? holding((uintptr_t)src, n) : NULL;
  if (m) {
    size_t off = (uintptr_t)src - m->base, at = first_unwritten(m, off, n);
    if (at != SIZE_MAX) {
      report(m, at, n, "a copy", pc);
      mark(m, off, n);
    }
  }
  simt_wr_filled(dst, n);
}

void simt_wr_filled(const void *p, size_t n)
{
  struct simt_wmap *m = holding((uintptr_t)p, n);
  if (m)
    mark(m, (uintptr_t)p - m->base, n);
}
