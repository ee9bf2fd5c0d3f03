/* cases_internal.h — what the case matrix's files share (cases.c builds the
 * matrix, shapes.c gives its data kinds and matrix shapes, cases_checked.c
 * picks the checked run's cases from it). */
#ifndef RG_CASES_INTERNAL_H
#define RG_CASES_INTERNAL_H

#include "cases.h"

/* Append c to l unless the same case is there already.  0, or -1 (no
 * memory). */
int rg_cases_push(struct rg_case_list *l, struct rg_case c);

/* Say that line's cases are not run here (once, however often said). */
void rg_cases_not_run(struct rg_case_list *l, const char *line);

/* shapes.c.  The data kinds part p gets beyond plain integers, into
 * out[RG_KINDS_MAX]; how many. */
#define RG_KINDS_MAX 5
size_t rg_cases_extra_kinds(const struct rg_part *p, enum rg_kind *out);
/* The size of kind k's own case at a block of `span` elements, and whether
 * the kind gets a large case at the reference blocks too. */
size_t rg_cases_kind_n(enum rg_kind k, size_t span);
bool rg_cases_kind_large(enum rg_kind k);
/* Is p a matrix part (row sums, column sums, softmax)? */
bool rg_cases_is_2d(const struct rg_part *p);
/* Append the matrix shapes of ex's part p at this block (those o
 * allows).  0, or -1 (no memory). */
int rg_cases_push_shapes(struct rg_case_list *out, const struct rg_exercise *ex,
                         const struct rg_matrix_opts *o, int p, int block);

#endif
