/* leak_check.h — memory the student's entry point allocates and never
 * frees.  The contract: any scratch memory is allocated and freed by the
 * student's function.  One call cannot tell a leak from allowed state: a
 * scratch kept in a `static`, allocated on the first call (or grown when a
 * larger call comes, freeing the one it replaces), also ends that call
 * holding memory.  Across the calls of one process it can: a cache grows
 * the memory held once (on the first call that needs it, which may come
 * late: a buffer only a misaligned input needs), and a leak grows it on
 * every call that allocates.
 *
 * The counts are the glue's (glue/scratch_left.h, filled by the GPU's
 * wraps or the emulator's allocation table), one per checked call; the
 * rule is here, the same on both backends.  It needs a part called twice
 * by one process: on the emulator every case is (two schedules); a GPU
 * deals its checked cases to up to four processes, so a part of five
 * cases or more is. */
#ifndef RG_LEAK_CHECK_H
#define RG_LEAK_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "check.h"
#include "glue/scratch_left.h"

/* Where the backend knows the place (the submission's call) that made
 * each allocation (both backends: glue/scratch_left.h, rg_sites), a call
 * that holds more is not a leak when all it kept was made at places that
 * hold nothing from earlier calls, while fewer than this many places do
 * (any part's: the backends do not know which part made a block): caches
 * made once each, on the first call that needs them.  A leak makes
 * one more at the same place every call; one spread over places runs out
 * of them here. */
#define RG_CACHE_SITES 4

/* What a shard remembers of its child's calls (zeroed: none yet). */
struct rg_leak_watch {
  int calls;      /* the last reply's count of calls: a count not above it
                     is a new process, which has called nothing before */
  uint64_t grew;  /* parts whose earlier call left more allocated (bit part % 64) */
  uint64_t grew_held[RG_HELD_KINDS]; /* the same for streams, events, heap blocks */
};

/* After a checked call of part `part`, counted in s: when it holds more
 * allocations made by its checked calls than it did before, and an
 * earlier call of that part in the process did the same, adds memory-leak to v with a line for
 * the student (how many allocations and bytes, after how many calls, and
 * the line that made one where it is known).  The same rule, apart, for
 * each of s->held's kinds (streams, events, host and device heap blocks:
 * scratch_left.h), the call and its undoing named.  Returns true if added. */
bool rg_leak_check(struct rg_leak_watch *w, int part, const rg_scratch *s,
                   struct rg_verdict *v);

#endif
