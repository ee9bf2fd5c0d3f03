/* rewrite_attrs.h — a kernel's launch-checked attributes for the rewriter
 * (rewrite.h): __launch_bounds__ and __cluster_dims__ become checks put
 * right after the '{' of the kernel's body (rewrite_attrs.c). */
#ifndef SIMT_REWRITE_ATTRS_H
#define SIMT_REWRITE_ATTRS_H

#include <stddef.h>
#include "rewrite_lex.h"

/* The checks waiting for a kernel's body: text (malloc()ed, NULL when
 * none) to put right after the '{' at index body. */
struct kernel_checks {
  char *text;
  size_t body;
};

/* At the word [i, e): if it is a launch-checked attribute, adds its check
 * to k (nothing for a declaration) and returns 1; else returns 0. */
int rw_kernel_attr(const struct lex *L, size_t i, size_t e, struct kernel_checks *k);

#endif
