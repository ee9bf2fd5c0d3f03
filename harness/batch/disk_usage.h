/* disk_usage.h — how much disk a folder tree holds (a grading's quota). */
#ifndef RG_DISK_USAGE_H
#define RG_DISK_USAGE_H

/* The bytes the tree under dir occupies on disk (allocated blocks, so a
 * sparse file counts what it really holds), links not followed, other
 * filesystems not entered.  A tree of more than max_entries entries, or
 * deeper than 64 folders, counts as over any quota: returns -2.  -1: dir
 * cannot be opened. */
long long rg_disk_usage(const char *dir, long max_entries);

#endif
