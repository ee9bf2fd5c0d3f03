/* no_coop_case.c — a case on a GPU without cooperative launch (cases.h,
 * no_coop).  A host function whose grid must be cooperative ("cooperative":
 * true in exercise.json) often keeps a way for a device that cannot launch
 * so: it asks cudaDevAttrCooperativeLaunch (or cudaGetDeviceProperties'
 * cooperativeLaunch) and falls back to ordinary launches where it is 0 or
 * where the cooperative launch is refused.  Every GPU the kit grades on, and
 * the emulator's model, can launch cooperatively, so no other case runs that
 * fallback and any mistake in it passed.
 *
 * On this case's device the attribute is 0 and a cooperative launch is
 * refused with cudaErrorNotSupported, as CUDA refuses it on such a device
 * (a GeForce under Windows' WDDM driver).  The case runs in a process of
 * its own (run_shard.c), so a host function that asks once and keeps the
 * answer asks again there.  It is graded where the code has a way for such
 * a device; the case passes ungraded (run_shard.c) code that has none:
 * code that never asked the attribute, had its cooperative launch refused
 * and ran no kernel after the refusal (the glue's coop_unasked:
 * `invoke-one.cu` of 08's right kernels; a fallback keyed on the refusal
 * alone is graded: `tests/hostile/no-coop-unasked-fallback-wrong.cu`),
 * and code that ran no kernel there (it asked, and gave up on such a
 * device: `tile16-reduce-structured-bindings.cu`).  Either is right where
 * it is graded, the contract being one cooperative launch.  Code whose
 * host copied the input out or wrote the result in there has a way, the
 * host's sum, and is graded (`tests/hostile/no-coop-fallback-host-sum.cu`:
 * a host reduction).  What a
 * fallback does is graded: its result, its races, and no
 * `no-cooperative-launch` (the glue counts no cooperative launches on a
 * device that has none). */
#include "cases_internal.h"

/* Ragged, past 2^16 (one schedule, about 0.1 s on the emulator): 773
 * blocks of 256, so a fallback's second pass has hundreds of partials to
 * add, more than one block of threads holds. */
#define RG_NO_COOP_N ((size_t)65536 * 3 + 1237)

static long push_no_coop(const struct rg_exercise *ex, struct rg_case_list *out, bool checked)
{
  long pushed = 0;
  if (!rg_exercise_block_ok(ex, 256))
    return 0;
  for (int p = 0; p < ex->nparts; p++) {
    if (!ex->parts[p].cooperative)
      continue;
    struct rg_case c = { .part = p, .n = RG_NO_COOP_N, .block = 256, .kind = RG_DATA_INT,
                         .no_coop = true, .checked = checked };
    if (rg_cases_push(out, c))
      return -1;
    pushed++;
  }
  return pushed;
}

int rg_cases_add_no_coop(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                         struct rg_case_list *out)
{
  /* the emulator's default matrix only (--sizes picks its own); a GPU
   * grading runs it in its checked run */
  if (!o->emulator || o->sizes)
    return 0;
  return push_no_coop(ex, out, false) < 0 ? -1 : 0;
}

/* Beside a GPU grading: the GPU has cooperative launch, so the checked run
 * on the emulator runs the fallback on its model of a GPU without it.
 * Returns how many were pushed, or -1. */
long rg_cases_add_no_coop_checked(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                                  struct rg_case_list *out)
{
  return o->sizes ? 0 : push_no_coop(ex, out, true);
}
