/* batch_collect.c — a batch's submissions: the arguments expanded into
 * students (files, one-student folders, folders of those), each with a
 * path-safe, unique id, and a submission read without trusting the class
 * folder (see batch.h). */
#define _GNU_SOURCE
#include "batch.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static bool ends_with(const char *s, const char *suffix)
{
  size_t a = strlen(s), b = strlen(suffix);
  return a >= b && strcmp(s + a - b, suffix) == 0;
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

/* Names the batch writes in its --out folder, which no student id may
 * take, nor one that starts with them: each is written as NAME.tmp.PID
 * and renamed (rg_write_file_atomic), and a folder so named, the batch's
 * pid guessed (a container's are few), stopped the class table. */
static bool reserved_id(const char *id)
{
  static const char *const taken[] = { "grades.csv", "junit.xml", "batch.slurm",
                                       "protection.txt" };
  for (size_t i = 0; i < sizeof taken / sizeof taken[0]; i++)
    if (strncasecmp(id, taken[i], strlen(taken[i])) == 0)
      return true;
  return false;
}

/* The entry's name as an id: letters, digits, '.', '_' and '-' as they
 * are, every other byte as %XX ('%' itself too), so that two names are
 * never one id (José and Josè, 李娜 and 张伟 were both underscores, and the
 * class table could not tell whose row was whose). */
#define ID_KEEP 100 /* bytes of a long id kept before its hash */

static char *safe_id(const char *name, size_t len)
{
  char *id = malloc(3 * len + 1), *q = id;
  if (!id)
    abort();
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)name[i];
    if (isalnum(c) || c == '.' || c == '_' || c == '-')
      *q++ = (char)c;
    else
      q += sprintf(q, "%%%02X", c);
  }
  *q = '\0';
  /* Short enough for a folder (NAME_MAX is 255 bytes, and a name of
   * 240 bytes of letters such as 'é' is 720 once encoded): a long id keeps
   * its first ID_KEEP bytes, whole %XX only, then '~' and the whole name's
   * hash.  '~' is %7E in any other id, so a cut one never meets a plain
   * one. */
  if (q - id > ID_KEEP + 20) {
    size_t keep = ID_KEEP;
    while (keep > 0 && (id[keep - 1] == '%' || (keep > 1 && id[keep - 2] == '%')))
      keep--;
    sprintf(id + keep, "~%016" PRIx64, rg_hash(RG_HASH_SEED, name, len));
  }
  /* Never hidden, never empty, never an option, never a class output. */
  if (id[0] == '.' || id[0] == '-' || id[0] == '\0' || reserved_id(id)) {
    char *t = rg_strdupf("_%s", id);
    free(id);
    id = t;
  }
  return id;
}

static int cmp_str(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted entry names of a folder (no dot entries).  NULL-ended. */
static char **list_dir(const char *dir, size_t *n)
{
  *n = 0;
  DIR *d = opendir(dir);
  if (!d)
    return NULL;
  char **v = NULL;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
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
  char **v = list_dir(dir, &n);
  char *found = NULL;
  int count = 0;
  const char *bad = NULL;
  for (size_t i = 0; i < n; i++) {
    char *q = rg_strdupf("%s/%s", dir, v[i]);
    enum entry e = ends_with(v[i], ".cu") ? entry_kind(q, &bad) : ENTRY_NONE;
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
    .refused = why ? rg_strdupf("%s", why) : NULL };
  if (why)
    free(path);
}

/* By id, then (the same id: a name made safe with a prefix, "_x" beside
 * ".x") by the entry's own name, so that which one gets "-1" is the same
 * every run. */
static int by_id(const void *a, const void *b)
{
  const struct rg_submission *x = a, *y = b;
  int c = strcmp(x->id, y->id);
  return c ? c : strcmp(x->entry, y->entry);
}

static const char *base_name(const char *p)
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
  const char *b = base_name(p);
  size_t n = 0;
  while (b[n] && b[n] != '/')
    n++;
  return n;
}

static bool id_taken(const struct rg_submission *v, size_t n, size_t self, const char *id)
{
  for (size_t j = 0; j < n; j++)
    if (j != self && strcmp(v[j].id, id) == 0)
      return true;
  return false;
}

/* Unique ids, in sorted order: an id several entries share is none of
 * theirs.  Each gets the first free "alice-K", K = 1, 2, ... (always the
 * original name plus one suffix: never "alice-2-3").  Had the first kept
 * "alice", an entry made to sort first (a folder "alice" beside her
 * "alice.cu") would take her row: the grade an LMS imports under her name
 * would be the squatter's.  v is sorted by id, so the sharers are
 * neighbours. */
static void unique_ids(struct rg_submission *v, size_t n)
{
  size_t i = 0;
  while (i < n) {
    size_t end = i + 1;
    while (end < n && strcmp(v[end].id, v[i].id) == 0)
      end++;
    if (end - i > 1) {
      char *base = rg_strdupf("%s", v[i].id);
      int k = 1;
      for (size_t m = i; m < end; m++) {
        char *t = NULL;
        for (;; k++) {
          t = rg_strdupf("%s-%d", base, k);
          if (!id_taken(v, n, m, t))
            break;
          free(t);
        }
        k++;
        free(v[m].id);
        v[m].id = t;
      }
      free(base);
    }
    i = end;
  }
}

/* One entry of a folder of students. */
static void collect_entry(const char *dir, const char *name, const char *exfile,
                          struct rg_submission **out, size_t *nout)
{
  char *q = rg_strdupf("%s/%s", dir, name);
  const char *why = NULL;
  enum entry k = entry_kind(q, &why);
  bool cu = ends_with(name, ".cu");
  size_t stem = cu ? strlen(name) - 3 : strlen(name);
  if (k == ENTRY_FILE && cu) {
    add(out, nout, safe_id(name, stem), name, rg_strdupf("%s", q), NULL);
  } else if (k == ENTRY_REFUSED) {
    add(out, nout, safe_id(name, stem), name, NULL, why);
  } else if (k == ENTRY_DIR) {
    char *f = student_file(q, exfile, &why);
    /* A student folder always gets its row: refused with why, never skipped. */
    char none[256];
    snprintf(none, sizeof none, "no %s and not exactly one .cu file at the top of the folder",
             exfile);
    add(out, nout, safe_id(name, strlen(name)), name, f, f ? NULL : why ? why : none);
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
      if (!ends_with(arg, ".cu")) {
        snprintf(err, errcap, "%s: not a .cu file", arg);
        goto fail;
      }
      add(out, nout, safe_id(base_name(arg), strlen(base_name(arg)) - 3), arg,
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
    char **v = list_dir(arg, &n);
    size_t ncu = 0, the_cu = 0;
    bool has_sub = false;
    for (size_t i = 0; i < n; i++) {
      char *q = rg_strdupf("%s/%s", arg, v[i]);
      const char *w = NULL;
      enum entry e = entry_kind(q, &w);
      has_sub |= e == ENTRY_DIR;
      if (e != ENTRY_NONE && e != ENTRY_DIR && ends_with(v[i], ".cu")) {
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
      add(out, nout, safe_id(base_name(arg), base_len(arg)), arg, plain ? one : NULL,
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
  qsort(*out, *nout, sizeof **out, by_id);
  unique_ids(*out, *nout);
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
    snprintf(why, whycap, "%s", errno == ELOOP ? "it is a symbolic link: only plain files "
             "and folders are graded" : strerror(errno));
    return NULL;
  }
  const char *bad = fstat(fd, &st) != 0 ? "it cannot be read"
                    : !S_ISREG(st.st_mode) ? "it is not a plain file"
                    : st.st_nlink > 1 ? "it has other hard links: only a plain file of its "
                                        "own is graded"
                    : (size_t)st.st_size > cap ? "it is too big for a source file" : NULL;
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
  }
  free(s);
}
