/* reference.h — what the right answer is, computed on the CPU in double. */
#ifndef RG_REFERENCE_H
#define RG_REFERENCE_H

#include <stddef.h>

#include "cases.h"
#include "exercise.h"

/* The expected value of one output element, with what tolerance.h needs. */
struct rg_expect {
  double value;     /* exact for integer data, Kahan-summed in double else */
  double abs_sum;   /* Σ|x| over the elements that feed it */
  size_t count;     /* how many elements feed it */
  size_t first;     /* index range [first, last) of the input it covers */
  size_t last;
};

/* Expected outputs of case c on input (n elements of the part's dtype).
 * Fills out[0 .. rg_part_outputs()) ; returns how many. */
size_t rg_reference(const struct rg_exercise *ex, const struct rg_case *c,
                    const void *input, struct rg_expect *out);

/* Input element i as a double. */
double rg_element(const void *input, enum rg_dtype t, size_t i);

#endif
