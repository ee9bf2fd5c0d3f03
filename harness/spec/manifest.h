/* manifest.h — read one exercise's manifest, exercises/NN-slug/exercise.json.
 *
 * The manifest holds what the grader knows about an exercise as data (the
 * fields and their meaning: harness/CONTRACTS.md): its title and lesson,
 * its entry points, block sizes, flags, learning goals, default tiers and
 * its place in --compare.  Every field is required and no other is
 * allowed, so that a typo is an error rather than a silently missing goal.
 */
#ifndef RG_MANIFEST_H
#define RG_MANIFEST_H

#include <stddef.h>

#include "exercise.h"

/* Parse manifest text.  `name` (the file's path) starts every message;
 * number and slug come from the folder's name.  Returns 0 and fills ex
 * (free with rg_manifest_free), or -1 with err = "NAME:LINE: what is wrong"
 * for text that is not JSON, "NAME: FIELD: what is wrong" for a field
 * missing, of the wrong type or out of range (JSON values carry no line). */
int rg_manifest_parse(const char *name, const char *text, int number, const char *slug,
                      struct rg_exercise *ex, char *err, size_t errcap);

/* Free the strings of an exercise that rg_manifest_parse filled. */
void rg_manifest_free(struct rg_exercise *ex);

#endif
