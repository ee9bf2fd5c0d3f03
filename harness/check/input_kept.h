/* input_kept.h — the entry point's input is const (CONTRACTS.md): the
 * glue reads the device input back after the checked call
 * (harness/glue/input_kept.cuh) and sends the first chunk that changed;
 * this names the element against the grader's own copy. */
#ifndef RG_INPUT_KEPT_H
#define RG_INPUT_KEPT_H

#include <stdbool.h>
#include <stddef.h>

#include "check.h"

/* kept_at: 0, the input is as uploaded; else 1 + the first element of a
 * chunk whose kept_len elements of elem bytes (dtype) are now now[].
 * input: the n elements the grader uploaded.  Adds wrong-result to v with
 * the first element that differs; true if added. */
bool rg_input_kept_check(struct rg_verdict *v, enum rg_dtype dtype, const void *input, size_t n,
                         size_t kept_at, int kept_len, const unsigned char *now);

#endif
