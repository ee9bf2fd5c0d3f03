/* scratch_left.h — the memory the student's entry point allocates and
 * leaves allocated when it returns, as counted around each checked call.
 *
 * Plain C, PODs only: the glue (alloc_watch.cuh) fills one per call, the
 * emulator's runtime (simt/scratch_left.c) fills it from its allocation
 * table, and it crosses the child's pipe inside rg_result to the grader,
 * which decides from a process's calls whether they leak
 * (check/leak_check.c).
 *
 * Counted: every allocation of device memory (cudaMalloc, cudaMallocAsync,
 * cudaMallocPitch, cudaMallocManaged) and of pinned host memory
 * (cudaMallocHost, cudaHostAlloc) made while a checked call of the entry
 * point runs, until its free (cudaFree, cudaFreeAsync, cudaFreeHost)
 * whenever that comes.  A free queued with cudaFreeAsync counts at its
 * call: the stream gives the memory back once its work is done, and the
 * function that queued it has freed it.  Memory a stream-ordered pool
 * keeps for reuse after the free is the pool's, not the submission's.
 */
#ifndef RG_SCRATCH_LEFT_H
#define RG_SCRATCH_LEFT_H

#include <stddef.h>

/* One place an allocation was made, as the report names it. */
#define RG_SCRATCH_WHERE 160

typedef struct rg_scratch {
  int calls;            /* checked calls of the entry point in this process,
                           this one included (0: not counted) */
  int live_before;      /* allocations made by earlier checked calls, still held
                           as this one began */
  int live_after;       /* the same after it returned: earlier calls' and its own */
  size_t bytes_after;   /* their bytes */
  int kept;             /* allocations this call made, still held after it returned */
  size_t kept_bytes;    /* their bytes */
  char where[RG_SCRATCH_WHERE]; /* the call that made one of those kept (the
                                   emulator: its source line; "" unknown) */
} rg_scratch;

#endif
