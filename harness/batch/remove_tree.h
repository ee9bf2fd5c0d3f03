/* remove_tree.h — a folder and all it holds removed, however deep. */
#ifndef RG_REMOVE_TREE_H
#define RG_REMOVE_TREE_H

/* Remove path (a folder and everything under it, or a single entry)
 * without following a symbolic link and without a path longer than one
 * entry's name: nftw() builds each entry's full path, and a submission
 * that nested 20 folders of 250-byte names in its work folder (5 KB, past
 * PATH_MAX) left it all behind in /tmp after the batch.  Folders on
 * another file system are not entered.  Returns 0 when path is gone (or
 * never was), else -1 (what could not be removed stays). */
int rg_remove_tree(const char *path);

#endif
