/* scaffold.h — `reduce-grade new SLUG --from NN [--root DIR]`: a new
 * exercise, numbered after the last one, made from an existing one.
 *
 * It writes solutions/MM-SLUG/ (NN's solution with its TODO markers, NN's
 * predictions, and NN's manifest with a placeholder title and lesson),
 * the same exercise.json in exercises/MM-SLUG/, a handout stub
 * handouts/MM-SLUG.md, and the student's files as tools/mkskeleton makes
 * them (skeleton_tree.h).  The instructor then edits the solution, the
 * manifest and the handout.  A bad slug, an unknown NN, a folder that
 * exists, or a kit tree it cannot write is refused with one line, exit 2,
 * before anything is written. */
#ifndef RG_SCAFFOLD_H
#define RG_SCAFFOLD_H

/* Entry point: argv[0] is "new".  Returns an rg_exit code. */
int rg_scaffold_main(int argc, char **argv);

#endif
