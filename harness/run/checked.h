/* checked.h — the emulator's checked run beside a GPU grading.
 *
 * A shared-memory race, a __syncthreads() in a divergent branch, a shared
 * array too small for the block or a shuffle whose mask names lanes that
 * have exited often give the right sum on a GPU, by luck; the emulator
 * names them with their line.  So a GPU grading, where clang++ is present,
 * also runs a few small cases of each part and block size on the emulator
 * (cases.h: rg_cases_add_checked, marked .checked) and folds what its
 * checks find into the verdict; the GPU still judges every result.  A part
 * whose checked run found a bug that hangs a GPU (an endless loop, a
 * grid.sync() without a cooperative launch) is not run on the GPU, where
 * each case would wait out its time limit.
 *
 * The pipeline: spec → cases → build → run (GPU | emulator) → check →
 * verdict → report; the two runs share everything but the backend.
 */
#ifndef RG_CHECKED_H
#define RG_CHECKED_H

#include <stdbool.h>

#include "run.h"

/* The causes of the emulator's checks (a GPU run cannot see them): the
 * only ones a checked case contributes. */
#define RG_CHECKED_CAUSES                                                        \
  ((1u << RG_CAUSE_RACE) | (1u << RG_CAUSE_BARRIER_DIVERGENCE) |                 \
   (1u << RG_CAUSE_OUT_OF_BOUNDS) | (1u << RG_CAUSE_UNINITIALISED_SHARED) |      \
   (1u << RG_CAUSE_STEP_BUDGET) | (1u << RG_CAUSE_SHUFFLE_MASK) |                   \
   (1u << RG_CAUSE_HOST_REDUCTION) | (1u << RG_CAUSE_MISSING_FENCE) |            \
   (1u << RG_CAUSE_OVER_READ) | (1u << RG_CAUSE_UNINITIALISED_GLOBAL))

/* What the checks cover, for the line that says they were not made.  The
 * GPU sees copies of the input to the host only through the linker's wraps
 * of the runtime's copy calls (glue/watch.cuh says what they miss); the
 * emulator's runtime counts every copy it makes. */
#define RG_CHECKED_WHAT                                                          \
  "races, missing fences, barrier divergence, out-of-bounds and "              \
  "uninitialised shared memory, reads of device memory nothing wrote, "       \
  "reads past the input's end, "                                               \
  "shuffle masks and grid syncs, copies of the input to the host made "        \
  "other than through the CUDA runtime's cudaMemcpy calls, and a total the "   \
  "host made handed to a kernel to store"

/* Keep of a checked case's outcome only what the checks found: their
 * causes, and as the detail the emulator's first line naming one (its
 * source line as the emulator wrote it).  Anything else (a wrong result,
 * an error of the emulator's own) is the GPU's to judge: the case then
 * passes.  A case of a small GPU (c->sm_count, cases.h), which the GPU
 * cannot run, also keeps its wrong or unwritten result and a cooperative
 * launch it did not make. */
void rg_checked_fold(struct rg_outcome *o, const struct rg_case *c);

/* Would the finding of this folded outcome hang a GPU: an endless loop
 * (step-budget), or a grid.sync() that not every block can reach? */
bool rg_checked_hangs(const struct rg_outcome *o);

/* The outcome of a GPU case not run because the checked run of its part
 * found `finding` (rg_checked_hangs): failed, with its causes. */
void rg_checked_skip(const struct rg_outcome *finding, struct rg_outcome *out);

/* Run cases: those marked .checked with emu (the emulator's options), the
 * rest with gpu, skipping the GPU cases of a part whose checked run found
 * a hang (rg_checked_hangs).  Outcomes, progress and the return value as
 * rg_run_all. */
int rg_run_checked(const struct rg_exercise *ex, const struct rg_case_list *cases,
                   const struct rg_run_opts *gpu, const struct rg_run_opts *emu,
                   struct rg_outcome *outcomes, rg_progress_fn progress, void *ctx,
                   char **why);

#endif
