/* batch_collect.c — a batch's submissions: the arguments expanded into
 * students (files, one-student folders, folders of those: every entry of
 * a class folder one, graded or refused with why), each with a path-safe,
 * unique id (batch_ids.c), and a submission read without trusting the
 * class folder (see batch.h). */
#define _GNU_SOURCE
#include "batch.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__has_include)
#if __has_include(<linux/openat2.h>)
#include <linux/openat2.h> /* kernel headers 5.6+ */
#define HAVE_OPENAT2 1
#endif
#endif

#include "batch_internal.h"
#include "util.h"

/* Does the name end in ".cu", letter case aside (alice.CU is graded as
 * alice.cu would be: the grading copies it to the exercise's file name)? */
static bool ends_with_cu(const char *s)
{
  size_t a = strlen(s);
  return a >= 3 && strcasecmp(s + a - 3, ".cu") == 0;
}

bool rg_batch_is_dir(const char *p)
{
  struct stat st;
  return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* A class folder is the students' to fill: an entry is what it is, never
 * what a link points to. */
enum entry { ENTRY_NONE, ENTRY_FILE, ENTRY_DIR, ENTRY_REFUSED };

static enum entry entry_kind(const char *p, const char **why)
{
  struct stat st;
  if (lstat(p, &st) != 0)
    return ENTRY_NONE;
  if (S_ISDIR(st.st_mode))
    return ENTRY_DIR;
  if (S_ISLNK(st.st_mode))
    *why = "it is a symbolic link: only plain files and folders are graded";
  else if (!S_ISREG(st.st_mode))
    *why = "it is not a plain file (a device, a fifo or a socket)";
  else if (st.st_nlink > 1)
    *why = "it has other hard links: only a plain file of its own is graded";
  else
    return ENTRY_FILE;
  return ENTRY_REFUSED;
}

static int cmp_str(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted entry names of a folder, never "." nor "..", and those starting
 * with a dot only when hidden is set (a class folder's: .alice.cu is a
 * student too; within one student's folder an editor's .reduce.cu.swp or
 * an archiver's ._reduce.cu is not a second file).  NULL-ended. */
static char **list_dir(const char *dir, size_t *n, bool hidden)
{
  *n = 0;
  DIR *d = opendir(dir);
  if (!d)
    return NULL;
  char **v = NULL;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.' && (!hidden || !e->d_name[1] ||
                                (e->d_name[1] == '.' && !e->d_name[2])))
      continue;
    v = realloc(v, (*n + 2) * sizeof *v);
    if (!v)
      abort();
    v[(*n)++] = rg_strdupf("%s", e->d_name);
  }
  closedir(d);
  if (v) {
    v[*n] = NULL;
    qsort(v, *n, sizeof *v, cmp_str);
  }
  return v;
}

static void free_list(char **v, size_t n)
{
  for (size_t i = 0; i < n; i++)
    free(v[i]);
  free(v);
}

/* The .cu a one-student folder holds: exfile, else the only .cu; NULL if
 * neither.  *why: set when a candidate was there but is not a plain file
 * (the student is then refused, not skipped). */
static char *student_file(const char *dir, const char *exfile, const char **why)
{
  char *p = rg_strdupf("%s/%s", dir, exfile);
  enum entry k = entry_kind(p, why);
  if (k == ENTRY_FILE)
    return p;
  free(p);
  if (k == ENTRY_REFUSED)
    return NULL;
  size_t n;
  char **v = list_dir(dir, &n, false);
  char *found = NULL;
  int count = 0;
  const char *bad = NULL;
  for (size_t i = 0; i < n; i++) {
    char *q = rg_strdupf("%s/%s", dir, v[i]);
    enum entry e = ends_with_cu(v[i]) ? entry_kind(q, &bad) : ENTRY_NONE;
    if (e == ENTRY_FILE) {
      count++;
      free(found);
      found = q;
    } else {
      free(q);
    }
  }
  free_list(v, n);
  if (count != 1) {
    free(found);
    if (count == 0 && bad)
      *why = bad;
    return NULL;
  }
  return found;
}

static void add(struct rg_submission **out, size_t *n, char *id, const char *entry, char *path,
                const char *why)
{
  *out = realloc(*out, (*n + 1) * sizeof **out);
  if (!*out)
    abort();
  (*out)[(*n)++] = (struct rg_submission){
    .id = id, .entry = rg_strdupf("%s", entry), .path = why ? NULL : path,
    .refused = why ? rg_strdupf("%s", why) : NULL, .note = NULL };
  if (why)
    free(path);
}

const char *rg_batch_base_name(const char *p)
{
  size_t len = strlen(p);
  while (len > 1 && p[len - 1] == '/')
    len--;
  const char *s = p + len;
  while (s > p && s[-1] != '/')
    s--;
  return s;
}

static size_t base_len(const char *p)
{
  const char *b = rg_batch_base_name(p);
  size_t n = 0;
  while (b[n] && b[n] != '/')
    n++;
  return n;
}

/* One entry of a folder of students: always one row, graded or refused
 * with a reason the student can read. */
static void collect_entry(const char *dir, const char *name, const char *exfile,
                          struct rg_submission **out, size_t *nout)
{
  char *q = rg_strdupf("%s/%s", dir, name);
  const char *why = NULL;
  errno = 0;
  enum entry k = entry_kind(q, &why);
  int lstat_errno = errno;
  bool cu = ends_with_cu(name);
  size_t stem = cu ? strlen(name) - 3 : strlen(name);
  char line[256];
  if (k == ENTRY_FILE && cu) {
    add(out, nout, rg_batch_safe_id(name, stem), name, rg_strdupf("%s", q), NULL);
  } else if (k == ENTRY_FILE) {
    add(out, nout, rg_batch_safe_id(name, stem), name, NULL,
        "its name does not end in .cu: only .cu files and folders are graded");
  } else if (k == ENTRY_REFUSED) {
    add(out, nout, rg_batch_safe_id(name, stem), name, NULL, why);
  } else if (k == ENTRY_DIR) {
    char *f = student_file(q, exfile, &why);
    /* A student folder always gets its row: refused with why, never skipped. */
    snprintf(line, sizeof line, "no %s and not exactly one .cu file at the top of the folder",
             exfile);
    add(out, nout, rg_batch_safe_id(name, strlen(name)), name, f, f ? NULL : why ? why : line);
  } else { /* gone since the folder was listed, or not to be looked at */
    snprintf(line, sizeof line, "it could not be looked at when the class was listed (%s)",
             strerror(lstat_errno ? lstat_errno : ENOENT));
    add(out, nout, rg_batch_safe_id(name, stem), name, NULL, line);
  }
  free(q);
}

int rg_batch_collect(char *const *args, size_t nargs, const char *exfile,
                     struct rg_submission **out, size_t *nout, char *err, size_t errcap)
{
  *out = NULL;
  *nout = 0;
  for (size_t a = 0; a < nargs; a++) {
    const char *arg = args[a];
    const char *why = NULL;
    enum entry k = entry_kind(arg, &why);
    if (k == ENTRY_FILE || (k == ENTRY_REFUSED && !rg_batch_is_dir(arg))) {
      if (!ends_with_cu(arg)) {
        snprintf(err, errcap, "%s: not a .cu file", arg);
        goto fail;
      }
      add(out, nout, rg_batch_safe_id(rg_batch_base_name(arg), strlen(rg_batch_base_name(arg)) - 3), arg,
          k == ENTRY_FILE ? realpath(arg, NULL) : NULL, why);
      continue;
    }
    /* A folder named on the command line is the instructor's: followed. */
    if (!rg_batch_is_dir(arg)) {
      snprintf(err, errcap, "%s: %s", arg, strerror(errno ? errno : ENOENT));
      goto fail;
    }
    /* One student's folder only when nothing in it could be another
     * student's: no sub-folder and exactly one .cu entry (the exercise's
     * file or another name).  Anything else is a class, every entry its own
     * row, so a student who saved CLASS/reduce.cu is one row beside the rest. */
    size_t n;
    char **v = list_dir(arg, &n, true);
    size_t ncu = 0, the_cu = 0;
    bool has_sub = false;
    for (size_t i = 0; i < n; i++) {
      char *q = rg_strdupf("%s/%s", arg, v[i]);
      const char *w = NULL;
      enum entry e = entry_kind(q, &w);
      has_sub |= e == ENTRY_DIR;
      if (e != ENTRY_NONE && e != ENTRY_DIR && ends_with_cu(v[i])) {
        ncu++;
        the_cu = i;
      }
      free(q);
    }
    if (!has_sub && ncu == 1) {
      char *real = realpath(arg, NULL);
      char *one = rg_strdupf("%s/%s", real ? real : arg, v[the_cu]);
      const char *why_one = NULL;
      bool plain = real && entry_kind(one, &why_one) == ENTRY_FILE;
      add(out, nout, rg_batch_safe_id(rg_batch_base_name(arg), base_len(arg)), arg, plain ? one : NULL,
          plain ? NULL : why_one ? why_one : "it changed while the folder was listed");
      if (!plain)
        free(one);
      free(real);
      free_list(v, n);
      continue;
    }
    /* A folder of students: .cu files and one-student folders, each path
     * the instructor's folder resolved once, then the entries' names as
     * they are (realpath through a student's folder followed a link put
     * there since it was listed). */
    char *real = realpath(arg, NULL);
    for (size_t i = 0; real && i < n; i++)
      collect_entry(real, v[i], exfile, out, nout);
    free(real);
    free_list(v, n);
  }
  for (size_t i = 0; i < *nout; i++) {
    if (!(*out)[i].path && !(*out)[i].refused) {
      snprintf(err, errcap, "%s: cannot resolve its path", (*out)[i].id);
      goto fail;
    }
  }
  rg_batch_unique_ids(*out, *nout);
  return 0;
fail:
  rg_batch_free_submissions(*out, *nout);
  *out = NULL;
  *nout = 0;
  return -1;
}

/* open(path) read-only with no symbolic link followed in any component
 * (openat2's RESOLVE_NO_SYMLINKS); where the kernel has no openat2
 * (before 5.6), the last component only. */
static int open_no_links(const char *path)
{
#if defined(HAVE_OPENAT2) && defined(SYS_openat2)
  struct open_how how = { .flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
                          .resolve = RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS };
  int fd = (int)syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how);
  if (fd >= 0 || errno != ENOSYS)
    return fd;
#endif
  return open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
}

char *rg_batch_read_submission(const char *path, size_t cap, size_t *len, char *why,
                               size_t whycap)
{
  /* Checked again here, on the open file: the folder may have changed
   * since it was listed.  The path was free of links then (collect), so
   * a link in any part of it now was put there since (a student folder
   * swapped for a link to another's): refused, as one listed would be. */
  int fd = open_no_links(path);
  struct stat st;
  if (fd < 0) {
    if (errno == ELOOP)
      snprintf(why, whycap, "it is a symbolic link: only plain files and folders are graded");
    else
      snprintf(why, whycap, "the grader cannot read it (%s)%s", strerror(errno),
               errno == EACCES ? ": it must be readable by the grader's user" : "");
    return NULL;
  }
  const char *bad = fstat(fd, &st) != 0 ? "it cannot be read"
                    : !S_ISREG(st.st_mode) ? "it is not a plain file"
                    : st.st_nlink > 1 ? "it has other hard links: only a plain file of its "
                                        "own is graded"
                    : (size_t)st.st_size > cap ? "it is too big for a source file"
                    : st.st_size == 0 ? "it is empty: there is nothing to grade" : NULL;
  if (bad) {
    snprintf(why, whycap, "%s", bad);
    close(fd);
    return NULL;
  }
  char *buf = malloc((size_t)st.st_size + 1);
  size_t got = 0;
  while (buf && got < (size_t)st.st_size) {
    ssize_t k = read(fd, buf + got, (size_t)st.st_size - got);
    if (k <= 0)
      break;
    got += (size_t)k;
  }
  close(fd);
  if (!buf) {
    snprintf(why, whycap, "out of memory");
    return NULL;
  }
  buf[got] = '\0';
  *len = got;
  return buf;
}

void rg_batch_free_submissions(struct rg_submission *s, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    free(s[i].id);
    free(s[i].entry);
    free(s[i].path);
    free(s[i].refused);
    free(s[i].note);
  }
  free(s);
}
