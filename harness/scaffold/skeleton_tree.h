/* skeleton_tree.h — every exercise's student files, generated from its
 * solution: exercises/NN-slug/reduce.cu (skeleton.h), the blank
 * predictions.txt (predict_file.h) and exercises/skeletons.txt, the hash
 * of each, by which reduce-grade tells an untouched file from an attempt.
 * tools/mkskeleton and `reduce-grade new` both make them here. */
#ifndef RG_SKELETON_TREE_H
#define RG_SKELETON_TREE_H

#include <stdbool.h>

/* Generate the student files of every exercise under root (its manifests
 * are read afresh) and write them, or with check compare them with those
 * on disk.  Each problem is printed as "PROG: what" on stderr.  Returns 0,
 * or 1 after a problem. */
int rg_skeletons_make(const char *root, bool check, const char *prog);

#endif
