/* cases_internal.h — what the case matrix's files share (cases.c builds the
 * matrix, cases_checked.c picks the checked run's cases from it). */
#ifndef RG_CASES_INTERNAL_H
#define RG_CASES_INTERNAL_H

#include "cases.h"

/* Append c to l unless the same case is there already.  0, or -1 (no
 * memory). */
int rg_cases_push(struct rg_case_list *l, struct rg_case c);

#endif
