/* reference.h — what the right answer is, computed on the CPU in double,
 * and how close a result must come to it (tolerance.h derives the bounds). */
#ifndef RG_REFERENCE_H
#define RG_REFERENCE_H

#include <stdbool.h>
#include <stddef.h>

#include "cases.h"
#include "exercise.h"

/* The expected value of one output element. */
struct rg_expect {
  double value;     /* exact for integer data, compensated in double else */
  double tol;       /* allowed |got − value|; 0 means exactly value */
  long long index;  /* argmax: the expected index; else -1 */
  size_t first;     /* the input range [first, last) that feeds it */
  size_t last;
  size_t stride;    /* 1, or cols for a column */
};

/* Expected outputs of case c on input (n elements of the part's dtype).
 * out must have room for rg_part_outputs() entries; returns how many. */
size_t rg_reference(const struct rg_exercise *ex, const struct rg_case *c,
                    const void *input, struct rg_expect *out);

/* Input element i as a double. */
double rg_element(const void *input, enum rg_dtype t, size_t i);

#endif
