/* timed_check.h — every timed run checked against its own input.
 *
 * Timed runs rotate among copies of the input.  Were those copies all the
 * same, a submission that keeps its last result (keyed on the input
 * pointer, or on a few sampled elements) would be timed doing nothing, and
 * only its last output could be compared.  So each timed run reads a
 * variant of the input: a few elements, at places drawn from the grading's
 * seed, changed so that the right answer moves by more than the tolerance
 * (a kept result is then wrong), and every timed output is checked here,
 * after the timing, against its own variant.  The glue (timing.cuh)
 * applies the variants in the order rg_variant_of (glue/timing_stats.h)
 * gives; this file makes them and checks the outputs.
 */
#ifndef RG_TIMED_CHECK_H
#define RG_TIMED_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "cases.h"
#include "check.h"
#include "exercise.h"
#include "glue/glue.h"

/* Fill job->variants and job->var_* for case c on input (host, the case's n
 * elements, as datagen made them), from seed.  Each variant's expected
 * output differs from input's beyond the tolerance.  Returns the number of
 * variants made: 0 when none could be (no host input, or data other than
 * integer-valued, whose expected values this file cannot update exactly),
 * and the timed outputs are then checked against the input itself. */
int rg_timed_variants(const struct rg_exercise *ex, const struct rg_case *c,
                      void *input, uint64_t seed, rg_job *job);

/* Put variant v of job into input (undo: the input's own bytes back). */
void rg_timed_variant_put(const rg_job *job, size_t elem, void *input, int v, bool undo);

/* Check the outputs of the timed runs (outputs: kept of them, out_bytes
 * each, in run order; copies: the input copies the runs rotated among)
 * against their own variants of input (left unchanged on return).
 * checked: the checked run's output on input, which passed rg_check.  A
 * wrong one adds unstable-result to v with a line naming the run; returns
 * true if every output was right. */
bool rg_timed_check(const struct rg_exercise *ex, const struct rg_case *c, void *input,
                    const rg_job *job, const void *checked, const void *outputs, int kept,
                    int copies, struct rg_verdict *v);

#endif
