/* host_blocks.h — the live blocks of host memory that the submission's
 * host code took from malloc, calloc, realloc, the aligned allocators and
 * operator new, where the C library's heap range does not hold them
 * (host_blocks.c; recorded through the linker's wraps of those calls,
 * glue/host_blocks.cuh, and the process-wide interposition of malloc's
 * family, host_libc_allocs.c, by host_alloc.c's simt_hb_made and
 * simt_hb_freed).
 * A kernel's load there is refused as a load from the heap is (cov.c). */
#ifndef SIMT_HOST_BLOCKS_H
#define SIMT_HOST_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

/* The span of every recorded block, [lo, hi): a load outside it needs no
 * search (0, 0 while none is recorded). */
extern uintptr_t simt_hb_lo, simt_hb_hi;

/* Records [p, p+n) (n > 0); 0, or -1 where the table could not grow. */
int simt_hb_add(uintptr_t p, size_t n);
/* Forgets every block that overlaps [p, p+n) (memory handed out again
 * there, live: a record of it is stale). */
void simt_hb_drop(uintptr_t p, size_t n);
/* Forgets the block that starts at p, if one does. */
void simt_hb_remove(uintptr_t p);
/* Does [a, a+n) overlap a recorded block? */
int simt_hb_overlaps_slow(uintptr_t a, size_t n);
static inline int simt_hb_overlaps(uintptr_t a, size_t n)
{
  if (a + n <= simt_hb_lo || a >= simt_hb_hi)
    return 0;
  return simt_hb_overlaps_slow(a, n);
}
/* The wraps' calls (host_alloc.c): p handed out by one of the calls (NULL:
 * none), recorded unless the heap's range holds it; p freed or moved. */
void simt_hb_made(const void *p);
void simt_hb_freed(const void *p);
/* The same for a call of the submission's own (caller: where it was made),
 * also counted by the leak watch (glue/scratch_left.h: host). */
void simt_hb_made_by(const void *p, void *caller);
void simt_hb_freed_by(const void *p);
/* How many blocks are recorded (the tests'). */
size_t simt_hb_count(void);
/* Forgets them all (the tests'). */
void simt_hb_clear(void);

#endif
