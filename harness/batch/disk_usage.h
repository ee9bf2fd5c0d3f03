/* disk_usage.h — how much disk a folder tree holds (a grading's quota). */
#ifndef RG_DISK_USAGE_H
#define RG_DISK_USAGE_H

/* A work folder of more entries than this is over any quota (a flood of
 * empty files costs inodes, not blocks). */
#define RG_QUOTA_ENTRIES 100000

/* The bytes the tree under dir occupies on disk (allocated blocks, so a
 * sparse file counts what it really holds), links not followed, other
 * filesystems not entered.  A tree of more than max_entries entries, or
 * deeper than 64 folders, counts as over any quota: returns -2.  -1: dir
 * cannot be opened. */
long long rg_disk_usage(const char *dir, long max_entries);

/* The same for a folder that is the root of a file system of its own (a
 * work folder on its tmpfs, work_fs.h), asked of the kernel (statfs): every
 * block its files hold, those of files unlinked but still open and of
 * O_TMPFILE files included, at no cost.  More than max_entries inodes in
 * use: -2.  -1: dir cannot be asked. */
long long rg_fs_usage(const char *dir, long max_entries);

#endif
