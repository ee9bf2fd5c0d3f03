/* skeleton.h — turn a solution with TODO markers into the student's skeleton
 * (the markers are described in CONTRACTS.md). */
#ifndef RG_SKELETON_H
#define RG_SKELETON_H

#include <stddef.h>
#include <stdint.h>

/* Generate the skeleton of `solution` (len bytes).  Returns a fresh
 * NUL-terminated string, or NULL with a one-line reason (including the
 * line number) in err when the markers are malformed. */
char *rg_skeleton_generate(const char *solution, size_t len, char *err, size_t errcap);

/* The hash recorded for a skeleton in exercises/skeletons.txt. */
uint64_t rg_skeleton_hash(const char *text, size_t len);

#endif
