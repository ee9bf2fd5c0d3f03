/* remove_tree.c — a folder tree removed by descriptors (see remove_tree.h).
 *
 * One folder is open at a time: its files and empty folders are removed,
 * the first folder that is not empty is entered, and when the folder is
 * empty the walk goes back up through "..".  So no path is ever longer
 * than a name, no descriptor is held per level and no stack grows with
 * the depth.  A folder that cannot be emptied (another file system, a
 * permission) is remembered and not entered again. */
#define _GNU_SOURCE
#include "remove_tree.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Folders that could not be emptied: never entered again. */
struct stuck {
  struct { dev_t dev; ino_t ino; } *v;
  size_t n;
};

static bool is_stuck(const struct stuck *s, const struct stat *st)
{
  for (size_t i = 0; i < s->n; i++)
    if (s->v[i].dev == st->st_dev && s->v[i].ino == st->st_ino)
      return true;
  return false;
}

static void add_stuck(struct stuck *s, int fd)
{
  struct stat st;
  if (fstat(fd, &st) != 0)
    return;
  void *v = realloc(s->v, (s->n + 1) * sizeof *s->v);
  if (!v)
    return;
  s->v = v;
  s->v[s->n].dev = st.st_dev;
  s->v[s->n].ino = st.st_ino;
  s->n++;
}

/* One pass over the open folder dir: files and empty folders removed.
 * Returns a descriptor of a folder in it that is not empty (to enter),
 * or -1 when none is left; *failed is set when an entry could not be
 * removed. */
static int clear_pass(int dir, dev_t dev, const struct stuck *s, bool *failed, bool *removed)
{
  int dup_fd = dup(dir);
  DIR *d = dup_fd >= 0 ? fdopendir(dup_fd) : NULL;
  if (!d) {
    if (dup_fd >= 0)
      close(dup_fd);
    *failed = true;
    return -1;
  }
  rewinddir(d);
  int down = -1;
  struct dirent *e;
  while (down < 0 && (e = readdir(d))) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    struct stat st;
    if (fstatat(dir, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
      continue; /* gone already */
    if (!S_ISDIR(st.st_mode)) {
      if (unlinkat(dir, e->d_name, 0) == 0)
        *removed = true;
      else
        *failed = true;
    } else if (unlinkat(dir, e->d_name, AT_REMOVEDIR) == 0) {
      *removed = true;
    } else if ((errno == ENOTEMPTY || errno == EEXIST) && st.st_dev == dev && !is_stuck(s, &st)) {
      down = openat(dir, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
      *failed |= down < 0;
    } else {
      *failed = true;
    }
  }
  closedir(d);
  return down;
}

int rg_remove_tree(const char *path)
{
  int cur = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (cur < 0)
    return errno == ENOENT || unlink(path) == 0 || errno == ENOENT ? 0 : -1;
  struct stat top;
  if (fstat(cur, &top) != 0) {
    close(cur);
    return -1;
  }
  struct stuck s = { NULL, 0 };
  size_t depth = 0;
  for (;;) {
    bool removed = false, failed = false;
    int down = clear_pass(cur, top.st_dev, &s, &failed, &removed);
    if (down >= 0) { /* enter it */
      close(cur);
      cur = down;
      depth++;
      continue;
    }
    if (removed)
      continue; /* a pass that removed something: look once more */
    if (depth == 0)
      break;
    if (failed)
      add_stuck(&s, cur);
    int up = openat(cur, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    close(cur);
    if (up < 0) {
      free(s.v);
      return -1;
    }
    cur = up;
    depth--;
  }
  close(cur);
  free(s.v);
  return rmdir(path) == 0 ? 0 : -1;
}
