/* scratch.h — a test's scratch folder under /tmp: made fresh, removed with
 * everything in it.  Shared by the unit tests that write files. */
#ifndef RG_TEST_SCRATCH_H
#define RG_TEST_SCRATCH_H

#include <stddef.h>

/* Make /tmp/rg-test-TAG-XXXXXX into path (cap bytes).  0, or -1. */
int rg_scratch_make(char *path, size_t cap, const char *tag);

/* Remove path and all below it.  0, or -1. */
int rg_scratch_remove(const char *path);

#endif
