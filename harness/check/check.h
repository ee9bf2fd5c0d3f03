/* check.h — compare a case's output with the reference and name the cause.
 *
 * A verdict carries a set of causes (tags the report and the mutant tests
 * match on) and one line that says what is wrong and where: the first wrong
 * block with the input range it covers, the partial that was never written,
 * the NaN that came from reading past n, the canary that was overwritten.
 */
#ifndef RG_CHECK_H
#define RG_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "cases.h"
#include "exercise.h"
#include "reference.h"

enum rg_cause {
  RG_CAUSE_WRONG_RESULT,
  RG_CAUSE_UNWRITTEN_OUTPUT,
  RG_CAUSE_OVER_READ,
  RG_CAUSE_OVER_WRITE,
  RG_CAUSE_COMPILE_ERROR,
  RG_CAUSE_CUDA_ERROR,
  RG_CAUSE_TIMEOUT,
  RG_CAUSE_CRASH,
  RG_CAUSE_RACE,
  RG_CAUSE_BARRIER_DIVERGENCE,
  RG_CAUSE_OUT_OF_BOUNDS,
  RG_CAUSE_UNINITIALISED_SHARED,
  RG_CAUSE_STEP_BUDGET,
  RG_CAUSE_SHUFFLE_MASK,
  RG_CAUSE_UNSTABLE,
  RG_CAUSE_HOST_REDUCTION,  /* the reduction done on the host: the input copied
                               there, or multi-GPU partials combined without NCCL */
  RG_CAUSE_MEMORY_LIMIT,
  RG_CAUSE_MISSING_SYNC,    /* multi-GPU: returned with work still queued */
  RG_CAUSE_NCCL_RANKS,      /* multi-GPU: a collective not called for every rank */
  RG_CAUSE_ATTACKED_GRADER, /* signalled, traced or re-limited the grader (guard.h) */
  RG_CAUSE_COUNT
};

/* "wrong-result", "unwritten-output", ... */
const char *rg_cause_tag(enum rg_cause c);

/* The cause whose tag starts the line ("race: ..." → RG_CAUSE_RACE), or -1. */
int rg_cause_from_line(const char *line);

struct rg_verdict {
  bool passed;
  unsigned causes;        /* bit (1u << enum rg_cause) */
  size_t wrong;           /* outputs that are wrong */
  char detail[768];       /* one line, no newline */
};

static inline void rg_verdict_add(struct rg_verdict *v, enum rg_cause c)
{
  v->passed = false;
  v->causes |= 1u << c;
}

/* Check output (out_bytes, then canary_bytes of canary) of case c against
 * the reference for input.  Fills v; returns v->passed. */
bool rg_check(const struct rg_exercise *ex, const struct rg_case *c,
              const void *input, const void *output, size_t out_bytes,
              size_t canary_bytes, struct rg_verdict *v);

/* The value placed after the input of a sum: reading it shows at once. */
#define RG_SUM_SENTINEL 1e30

/* The sentinel element placed after the input for this part: 1e30 for sums,
 * +INF for max, −INF for min (INT_MAX / INT_MIN for int).  Writes
 * rg_dtype_size() bytes into out. */
void rg_sentinel(const struct rg_part *p, unsigned char out[8]);

/* Is got the expected value e of part p: NaN for NaN, within e->tol where
 * there is one, else exactly the answer rounded to the output type.  The
 * one rule for a value, used by the timed runs' check too. */
bool rg_value_ok(const struct rg_part *p, const struct rg_expect *e, double got);

#endif
