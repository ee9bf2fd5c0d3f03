/* check.h — compare a case's output with the reference and name the cause
 * (the verdict and its rule of the first cause: verdict.h).
 */
#ifndef RG_CHECK_H
#define RG_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "cases.h"
#include "exercise.h"
#include "reference.h"
#include "verdict.h"

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
