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
 * A cache may be keyed by the call's arguments (one buffer per block
 * size, made by the first call with that size), so a call that holds
 * more on first sight of its arguments (part, n, shape, block size,
 * alignment: rg_leak_args) may be a cache's; only a repeat tells: a call
 * whose arguments an earlier call of the process passed holds nothing
 * more if it is a cache, one more if it is a leak.  The input pointer is
 * not among the arguments: scratch sized by them serves any input, and a
 * cache keyed by the pointer grows with every buffer a caller sums.  A
 * leak made only on first sight of each argument set is taken for a
 * cache: it is bounded by the argument sets a caller passes, as the cache
 * is.
 *
 * The counts are the glue's (glue/scratch_left.h, filled by the GPU's
 * wraps or the emulator's allocation table), one per checked call; the
 * rule is here, the same on both backends.  The repeat: on the emulator a
 * case's second schedule; where a case has one schedule (a GPU, the
 * emulator's largest sizes), the grader calls it once more, untimed, on fresh data, when
 * its call held more on first sight (rg_leak_wants_repeat,
 * run/run_shard.c), and then a call of the part's earlier arguments
 * (rg_leak_earlier; where the process called none, the part's cheapest
 * other case and the case again): a cache of the last call's arguments
 * alone, remade whenever they change with the old one dropped, holds
 * nothing more on a repeat of them, but one more on A, B, A. */
#ifndef RG_LEAK_CHECK_H
#define RG_LEAK_CHECK_H

#include <stdbool.h>
#include <stddef.h>
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

/* The argument sets a process's calls are remembered by: the oldest is
 * forgotten past this many (its next call is then a first sight). */
#define RG_LEAK_SEEN 64

/* The parts whose last calls are remembered for rg_leak_earlier. */
#define RG_LEAK_PARTS 16

/* What a shard remembers of its child's calls (zeroed: none yet). */
struct rg_leak_watch {
  int calls;      /* the last reply's count of calls: a count not above it
                     is a new process, which has called nothing before */
  uint64_t grew;  /* parts whose earlier call left more allocated (bit part % 64) */
  uint64_t grew_held[RG_HELD_KINDS]; /* the same for streams, events, heap blocks */
  uint64_t seen[RG_LEAK_SEEN]; /* the process's argument sets (rg_leak_args), a ring */
  int nseen;                   /* keys ever put in it */
  bool unrepeated; /* the last call held more on first sight of its arguments */
  /* per part: the case (index + 1; 0: none) of its last call and of the
   * last before it with other arguments, with their arguments */
  size_t last[RG_LEAK_PARTS], other[RG_LEAK_PARTS];
  uint64_t last_args[RG_LEAK_PARTS], other_args[RG_LEAK_PARTS];
};

/* The key of case c's arguments to the entry point, its pointers left
 * out: part, n, shape (or devices), block size, input alignment. */
uint64_t rg_leak_args(const struct rg_case *c);

/* After a checked call of part `part` with arguments `args`
 * (rg_leak_args), counted in s: when it holds more allocations made by
 * its checked calls than it did before, an earlier call of that part in
 * the process did the same, and an earlier call of the process passed
 * these arguments, adds memory-leak to v with a line for the student (how
 * many allocations and bytes, after how many calls, and the line that
 * made one where it is known).  The same rule, apart, for each of
 * s->held's kinds (streams, events, host and device heap blocks:
 * scratch_left.h), the call and its undoing named.  Returns true if added. */
bool rg_leak_check(struct rg_leak_watch *w, int part, uint64_t args, const rg_scratch *s,
                   struct rg_verdict *v);

/* Did the last call rg_leak_check saw hold more on first sight of its
 * arguments, so that only a repeat of them tells a cache from a leak? */
bool rg_leak_wants_repeat(const struct rg_leak_watch *w);

/* Case `index` of the grading's list, of part `part`, was called with args. */
void rg_leak_note(struct rg_leak_watch *w, int part, size_t index, uint64_t args);

/* A case of part `part` that this process called before with arguments
 * other than args (the last such): its index, or -1. */
long rg_leak_earlier(const struct rg_leak_watch *w, int part, uint64_t args);

#endif
