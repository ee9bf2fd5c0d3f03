/* work_fs.h — a work folder on a file system of its own size: a tmpfs the
 * batch mounts over it, in a mount namespace of the batch's own, so that
 * the kernel refuses a write past the disk limit (ENOSPC) whatever the
 * file: named, unlinked but held open, O_TMPFILE, mapped.  Possible where
 * the batch may mount (protection full or namespaces); elsewhere the quota
 * walks the folder (disk_usage.h) and misses unlinked files. */
#ifndef RG_WORK_FS_H
#define RG_WORK_FS_H

#include <stdbool.h>

/* Past the limit by this much the kernel refuses: a grading that fills its
 * folder then holds more than the limit, which the quota's check sees. */
#define RG_WORK_FS_SLACK (1LL << 20)

/* Into a mount namespace of this process's own, none of its mounts seen
 * by the machine's (and all of them gone when the batch ends, however it
 * ends).  Once, before any work folder is mounted.  false: not possible
 * here (nothing changed, or the namespace kept but unused). */
bool rg_work_fs_private(void);

/* A tmpfs of bytes + RG_WORK_FS_SLACK and RG_QUOTA_ENTRIES inodes (a few
 * more) mounted over dir, what dir held copied into it (folders and plain
 * files, as the batch prepared them), owned by uid when owned is set.
 * Returns 0, or -1 (dir as it was, the mount undone). */
int rg_work_fs_mount(const char *dir, long long bytes, bool owned, unsigned uid);

/* The tmpfs over dir gone, with every file on it (what it covered is then
 * the batch's to remove). */
void rg_work_fs_umount(const char *dir);

#endif
