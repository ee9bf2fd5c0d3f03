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

/* Besides memory, what else a call can make and leave behind, counted the
 * same way (one count each, rg_scratch.held):
 *   streams  cudaStreamCreate, ...WithFlags, ...WithPriority until
 *            cudaStreamDestroy;
 *   events   cudaEventCreate, ...WithFlags until cudaEventDestroy;
 *   host     the host heap: malloc's family, new and new[], strdup,
 *            strndup, wcsdup, asprintf and vasprintf called by the
 *            submission, until free, delete, delete[] (emulator only: its
 *            build wraps them, glue/host_blocks.cuh);
 *   dheap    the device heap: malloc and new in device code, until free
 *            or delete there (emulator only).  A kernel runs when the host
 *            waits for it, which may be after the call has returned, so
 *            this one counts from the end of the process's previous checked
 *            call to the end of this one: before is what was held at that
 *            earlier end, kept what was made since;
 *   comms    NCCL communicators, ncclCommInitAll until ncclCommDestroy
 *            (emulator only: the GPU glue does not wrap NCCL yet). */
enum rg_held_kind {
  RG_HELD_STREAM,
  RG_HELD_EVENT,
  RG_HELD_HOST,
  RG_HELD_DHEAP,
  RG_HELD_COMM,
  RG_HELD_KINDS
};
#define RG_HELD_WHERE 120

/* The places (the submission's calls) that made what a call keeps, where
 * the backend knows them (the emulator): a second cache, made once where
 * the first was not, is told from a leak, which makes one more at the same
 * place on every call (check/leak_check.h). */
struct rg_sites {
  int before; /* the places that made what earlier calls left held */
  int again;  /* 1: one this call kept was made at one of them, or where
                 is not known */
};

struct rg_held_count {
  int before;        /* held, made by earlier checked calls, as this one began */
  int after;         /* the same after it returned, its own included */
  int kept;          /* of those, made by this call */
  size_t kept_bytes; /* their bytes (host and dheap; 0 for handles) */
  char where[RG_HELD_WHERE]; /* the line that made one of those kept ("" unknown) */
  struct rg_sites sites;     /* where they were made (rg_scratch.sites_known) */
};

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
  int sites_known;      /* 1: the sites fields are filled (the emulator) */
  struct rg_sites sites; /* the places that made the memory this call kept */
  struct rg_held_count held[RG_HELD_KINDS]; /* the rest, by enum rg_held_kind */
} rg_scratch;

#endif
