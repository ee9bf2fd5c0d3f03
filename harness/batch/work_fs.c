/* work_fs.c — a work folder on a tmpfs of the disk limit's size (see
 * work_fs.h).
 *
 * Memory: a tmpfs keeps its files in RAM (or swap).  Its pages are charged
 * to the memory cgroup of the process that wrote them; the batch sets no
 * memory limit on a grading's cgroup (pids.max only, batch_start.c), so
 * they count against nothing but the machine: a class may take the disk
 * limit more RAM at worst for each grading started and not yet ended
 * (--jobs, and on a GPU those compiled and waiting too), freed when its
 * folder is unmounted as it ends (batch_plan.c, rg_batch_drop_work).  The
 * mount is made at a grading's first start, not when the class is
 * planned, so that the copies of the glue stay on disk until then. */
#define _GNU_SOURCE
#include "work_fs.h"

#include <dirent.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "disk_usage.h"

#define COPY_DEPTH 16

bool rg_work_fs_private(void)
{
  if (unshare(CLONE_NEWNS) != 0)
    return false;
  /* Private: a mount made here never reaches the namespace it came from. */
  return mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
}

static int copy_file(int from, int to, const char *name, mode_t mode)
{
  int in = openat(from, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  int out = in < 0 ? -1 : openat(to, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
  int rc = out < 0 ? -1 : 0;
  char buf[1 << 16];
  for (ssize_t n; rc == 0 && (n = read(in, buf, sizeof buf)) != 0;)
    rc = n < 0 || write(out, buf, (size_t)n) != n ? -1 : 0;
  if (in >= 0)
    close(in);
  if (out >= 0)
    close(out);
  return rc;
}

/* The folders and plain files under from, made again under to (both
 * closed here). */
static int copy_tree(int from, int to, bool owned, unsigned uid, int depth)
{
  DIR *d = fdopendir(from);
  if (!d) {
    close(from);
    close(to);
    return -1;
  }
  int rc = depth > COPY_DEPTH ? -1 : 0;
  for (struct dirent *e; rc == 0 && (e = readdir(d));) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    struct stat st;
    if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
      rc = -1;
    else if (S_ISDIR(st.st_mode) && mkdirat(to, e->d_name, st.st_mode & 07777) == 0) {
      int sf = openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      int tf = openat(to, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      rc = sf < 0 || tf < 0 ? -1 : copy_tree(sf, dup(tf), owned, uid, depth + 1);
      if (sf >= 0 && tf < 0)
        close(sf);
      if (tf >= 0)
        close(tf);
    } else if (S_ISREG(st.st_mode)) {
      rc = copy_file(dirfd(d), to, e->d_name, st.st_mode & 07777);
    } else {
      rc = -1; /* the batch prepared nothing else */
    }
    if (rc == 0 && owned && fchownat(to, e->d_name, uid, uid, AT_SYMLINK_NOFOLLOW) != 0)
      rc = -1;
  }
  closedir(d);
  close(to);
  return rc;
}

int rg_work_fs_mount(const char *dir, long long bytes, bool owned, unsigned uid)
{
  int below = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (below < 0)
    return -1;
  char opts[128];
  snprintf(opts, sizeof opts, "size=%lld,nr_inodes=%d,mode=0700", bytes + RG_WORK_FS_SLACK,
           RG_QUOTA_ENTRIES + 16);
  if (mount("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, opts) != 0) {
    close(below);
    return -1;
  }
  int top = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  int rc = top < 0 ? -1 : 0;
  if (rc == 0 && owned && fchown(top, uid, uid) != 0)
    rc = -1;
  if (rc == 0)
    rc = copy_tree(below, top, owned, uid, 0); /* closes both */
  else {
    close(below);
    if (top >= 0)
      close(top);
  }
  if (rc != 0)
    rg_work_fs_umount(dir);
  return rc;
}

void rg_work_fs_umount(const char *dir)
{
  umount2(dir, MNT_DETACH);
}
