/* mkskeleton.c — generate every exercise skeleton from its solution.
 *
 *   mkskeleton SOURCE_ROOT          write exercises/ from solutions/
 *   mkskeleton --check SOURCE_ROOT  exit 1 if a committed skeleton (or
 *                                   exercises/skeletons.txt) differs
 *
 * Solutions are the single source: exercises/NN-name/reduce.cu and the
 * blank exercises/NN-name/predictions.txt (from the instructor's, with the
 * answers, in solutions/NN-name/) are never edited by hand, and
 * exercises/skeletons.txt records each skeleton's hash so reduce-grade can
 * tell an untouched file ("not attempted") from an attempt
 * (harness/scaffold/skeleton_tree.c does the work; `reduce-grade new` uses it too).
 */
#include <stdio.h>
#include <string.h>

#include "skeleton_tree.h"

int main(int argc, char **argv)
{
  int check = argc == 3 && strcmp(argv[1], "--check") == 0;
  if (argc != 2 + check) {
    fprintf(stderr, "usage: mkskeleton [--check] SOURCE_ROOT\n");
    return 2;
  }
  return rg_skeletons_make(argv[1 + check], check, "mkskeleton");
}
