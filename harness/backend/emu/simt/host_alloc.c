/* host_alloc.c — what the glue's wraps of the submission's host allocation
 * calls report (glue/host_blocks.cuh): a block handed out, a block freed.
 *
 * A small block of malloc or new lies in the C library's heap, from the
 * end of the grader's executable to the break, which cov.c's load check
 * refuses as a whole; a large one (at least M_MMAP_THRESHOLD, 128 KiB at
 * first) is a mapping of its own anywhere among the process's others, and
 * only a record of it tells it from the emulator's own memory.  So a
 * block outside the heap's range is recorded (host_blocks.c), with the
 * bytes malloc_usable_size says it holds; one inside it is not, which
 * keeps the table to a few blocks however many small ones host code
 * makes. */
#define _GNU_SOURCE
#include <malloc.h>
#include <unistd.h>
#include "host_blocks.h"
#include "simt_int.h"
#include "../../../glue/scratch_left.h"

extern char end;

void simt_hb_made(const void *p)
{
  if (!p)
    return;
  uintptr_t a = (uintptr_t)p, brk_now = (uintptr_t)sbrk(0);
  size_t n = malloc_usable_size((void *)p);
  if (a >= (uintptr_t)&end && a < brk_now && brk_now != (uintptr_t)-1) {
    if (simt_hb_overlaps(a, n ? n : 1))
      simt_hb_drop(a, n ? n : 1); /* cov.c refuses it by the heap's range */
    return;
  }
  simt_hb_add(a, n ? n : 1);
}

/* A free from anywhere ends the leak watch's count of the block too: one
 * the submission's inline code made (a std::string's buffer) may be freed
 * inside libstdc++, which passes no wrap (host_libc_allocs.c's). */
void simt_hb_freed(const void *p)
{
  if (!p)
    return;
  simt_hb_remove((uintptr_t)p);
  simt_scratch_held_freed(RG_HELD_HOST, p);
}

/* The submission's own calls (the glue's wraps): recorded as above, and
 * counted by the leak watch until their free (scratch_left.c).  The C
 * library's own allocations, which host_libc_allocs.c reports, are not:
 * the runtime's among them. */
void simt_hb_made_by(const void *p, void *caller)
{
  simt_hb_made(p);
  if (p)
    simt_scratch_held_made(RG_HELD_HOST, p, malloc_usable_size((void *)p), caller);
}

void simt_hb_freed_by(const void *p) { simt_hb_freed(p); }
