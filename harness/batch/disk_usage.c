/* disk_usage.c — how much disk a folder tree holds (see disk_usage.h). */
#define _GNU_SOURCE
#include "disk_usage.h"

#include <dirent.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#define MAX_DEPTH 64

struct walk {
  long entries, max_entries;
  dev_t dev;
  long long bytes;
};

/* Adds the tree under the open folder fd (closed here); -2 when it is too
 * big or too deep to finish. */
static int walk_dir(int fd, int depth, struct walk *w)
{
  DIR *d = fdopendir(fd);
  if (!d) {
    close(fd);
    return 0; /* vanished or unreadable: nothing to count */
  }
  int rc = 0;
  struct dirent *e;
  while (rc == 0 && (e = readdir(d))) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    if (++w->entries > w->max_entries)
      rc = -2;
    struct stat st;
    if (rc || fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
      continue;
    w->bytes += (long long)st.st_blocks * 512;
    if (!S_ISDIR(st.st_mode) || st.st_dev != w->dev)
      continue;
    if (depth >= MAX_DEPTH) {
      rc = -2;
      continue;
    }
    int sub = openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub >= 0)
      rc = walk_dir(sub, depth + 1, w);
  }
  closedir(d);
  return rc;
}

long long rg_disk_usage(const char *dir, long max_entries)
{
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0) {
    if (fd >= 0)
      close(fd);
    return -1;
  }
  struct walk w = { .max_entries = max_entries, .dev = st.st_dev, .bytes = 0 };
  if (walk_dir(fd, 0, &w) != 0)
    return -2;
  return w.bytes;
}

long long rg_fs_usage(const char *dir, long max_entries)
{
  struct statfs fs;
  if (statfs(dir, &fs) != 0)
    return -1;
  if ((long long)(fs.f_files - fs.f_ffree) > max_entries)
    return -2;
  return (long long)(fs.f_blocks - fs.f_bfree) * (long long)fs.f_bsize;
}
