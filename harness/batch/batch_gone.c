/* batch_gone.c — a re-run's class table is the class folder of now: the
 * results of a student whose entry is no longer there (removed, renamed,
 * or no longer sharing an id with another: "alice-2" became "alice") are
 * moved aside into DIR/.gone, never deleted, and said in a line each.
 * The class files are rebuilt from the folders under DIR (batch_book.c),
 * so a folder left behind was a row, its old id note with it. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch_internal.h"
#include "util.h"

/* Does DIR/name hold a student's results (its record or its results)? */
static bool student_folder(const char *dir, const char *name)
{
  char *sd = rg_strdupf("%s/%s", dir, name);
  struct stat st;
  bool is = lstat(sd, &st) == 0 && S_ISDIR(st.st_mode);
  if (is) {
    char *key = rg_strdupf("%s/.key", sd), *res = rg_strdupf("%s/results.json", sd);
    is = access(key, F_OK) == 0 || access(res, F_OK) == 0;
    free(key);
    free(res);
  }
  free(sd);
  return is;
}

/* Is DIR/name the folder of one of this class's ids: that id itself, or,
 * on a disk that ignores letter case, the same folder spelled otherwise
 * (a case-only rename of the entry: "Alice" is then "alice"'s folder). */
static bool current(const char *dir, const char *name, const struct rg_submission *subs,
                    size_t nsubs)
{
  for (size_t i = 0; i < nsubs; i++) {
    if (strcmp(subs[i].id, name) == 0)
      return true;
    if (strcasecmp(subs[i].id, name) != 0)
      continue;
    char *a = rg_strdupf("%s/%s", dir, name), *b = rg_strdupf("%s/%s", dir, subs[i].id);
    struct stat sa, sb;
    bool same = lstat(a, &sa) == 0 && lstat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
                sa.st_ino == sb.st_ino;
    free(a);
    free(b);
    if (same)
      return true;
  }
  return false;
}

/* Move DIR/name to DIR/.gone/name, or name~2, ~3, ... where an earlier
 * run's is there already (a folder is never renamed over one that holds
 * files).  Returns 0, 1 when it was gone already (a shard of the same
 * class moved it first), or -1 with errno set; *to the name it got. */
static int move_aside(const char *dir, const char *name, char **to)
{
  char *gone = rg_strdupf("%s/.gone", dir), *from = rg_strdupf("%s/%s", dir, name);
  int rc = rg_mkdirs(gone), err = errno;
  *to = NULL;
  for (int k = 1; rc == 0; k++) {
    free(*to);
    *to = k == 1 ? rg_strdupf(".gone/%s", name) : rg_strdupf(".gone/%s~%d", name, k);
    char *path = rg_strdupf("%s/%s", dir, *to);
    rc = rename(from, path);
    err = errno;
    free(path);
    if (rc == 0 || (err != EEXIST && err != ENOTEMPTY) || k >= 1000)
      break;
    rc = 0;
  }
  if (rc != 0 && err == ENOENT && access(from, F_OK) != 0)
    rc = 1;
  free(gone);
  free(from);
  errno = err;
  return rc;
}

static int by_name(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The student folders under DIR that are none of this class's, sorted (in
 * *n of them); NULL when there are none.  -1 in *n: DIR cannot be listed. */
static char **gone_folders(const char *dir, const struct rg_submission *subs, size_t nsubs,
                           long *n)
{
  DIR *d = opendir(dir);
  *n = d ? 0 : -1;
  char **v = NULL;
  struct dirent *e;
  while (d && (e = readdir(d))) {
    /* Dot names are the batch's own (.gone, a file's .tmp): no id has one. */
    if (e->d_name[0] == '.' || !student_folder(dir, e->d_name) ||
        current(dir, e->d_name, subs, nsubs))
      continue;
    v = realloc(v, (size_t)(*n + 1) * sizeof *v);
    if (!v)
      abort();
    v[(*n)++] = rg_strdupf("%s", e->d_name);
  }
  if (d)
    closedir(d);
  if (v)
    qsort(v, (size_t)*n, sizeof *v, by_name);
  return v;
}

size_t rg_batch_move_gone(const char *dir, const struct rg_submission *subs, size_t nsubs,
                          size_t *failed)
{
  long n = 0;
  char **v = gone_folders(dir, subs, nsubs, &n);
  if (n < 0) {
    rg_warn("batch: %s: %s", dir, strerror(errno));
    ++*failed;
    return 0;
  }
  size_t moved = 0;
  for (long i = 0; i < n; i++) {
    char *to = NULL;
    int rc = move_aside(dir, v[i], &to);
    if (rc < 0) {
      rg_warn("batch: %s/%s: no longer in the class, but it could not be moved aside: %s", dir,
              v[i], strerror(errno));
      ++*failed;
    } else if (rc == 0) {
      printf("%s: no longer in the class: its results moved to %s\n", v[i], to);
      moved++;
    }
    free(to);
    free(v[i]);
  }
  free(v);
  return moved;
}
