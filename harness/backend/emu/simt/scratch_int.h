/* scratch_int.h — what the runtime tells the leak watch (scratch_left.c)
 * of each thing the submission makes and undoes; the watch's counts go to
 * the grader in a struct rg_scratch (harness/glue/scratch_left.h). */
#ifndef SIMT_SCRATCH_INT_H
#define SIMT_SCRATCH_INT_H

#include <stddef.h>

/* scratch_left.c: an allocation of device or pinned memory made (kept
 * while the glue's leak watch is open), and its free. */
void simt_scratch_made(const void *p, size_t n, void *caller);
void simt_scratch_freed(const void *p);
/* The same for the rest (kind: an enum rg_held_kind, glue/scratch_left.h):
 * a stream, an event, a host or device heap block made, and undone. */
void simt_scratch_held_made(int kind, const void *p, size_t n, void *caller);
void simt_scratch_held_freed(int kind, const void *p);
/* A host block the shim's code made for the runtime (a launch's record),
 * which the runtime frees: not the submission's. */
void simt_scratch_runtime_block(const void *p);
/* Every stream and event gone at once (cudaDeviceReset, simt_reset). */
void simt_scratch_handles_forget(void);

#endif
