/* sealed_objects.c — the objects a graded child loads, copied into sealed
 * memfds by the grader (see sealed_objects.h). */
#define _GNU_SOURCE
#include "sealed_objects.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "util.h"

#define ALL_SEALS (F_SEAL_WRITE | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL)

/* The copies open now, for the children forked meanwhile. */
static int live[RG_SEALED_MAX] = { -1, -1, -1, -1, -1 };

/* path's contents in a sealed memfd, or -1 (errno set).  Not close-on-exec:
 * the emulator's addr2line, which a child starts on the object's name
 * (/proc/self/fd/N), opens it through the same number. */
static int seal_copy(const char *path)
{
  int in = open(path, O_RDONLY | O_CLOEXEC);
  if (in < 0)
    return -1;
  int fd = memfd_create("rg-object", MFD_ALLOW_SEALING);
  /* A file-size limit (the batch sandbox's) bounds a memfd too: a write
   * past it fails (EFBIG) instead of ending the grader with SIGXFSZ. */
  struct sigaction ign = { .sa_handler = SIG_IGN }, old;
  sigaction(SIGXFSZ, &ign, &old);
  char buf[1 << 16];
  ssize_t got = 0;
  while (fd >= 0 && (got = read(in, buf, sizeof buf)) > 0) {
    for (ssize_t off = 0; off < got;) {
      ssize_t put = write(fd, buf + off, (size_t)(got - off));
      if (put <= 0) {
        got = -1;
        break;
      }
      off += put;
    }
    if (got < 0)
      break;
  }
  int e = errno;
  sigaction(SIGXFSZ, &old, NULL);
  close(in);
  if (fd >= 0 && (got < 0 || fcntl(fd, F_ADD_SEALS, ALL_SEALS) != 0)) {
    e = got < 0 ? e : errno;
    close(fd);
    fd = -1;
  }
  errno = e;
  return fd;
}

static void forget(struct rg_sealed_objects *s)
{
  for (int i = 0; i < s->n; i++)
    close(s->fd[i]);
  s->n = 0;
  for (int i = 0; i < RG_SEALED_MAX; i++)
    live[i] = -1;
}

int rg_sealed_objects_open(const struct rg_run_opts *o, struct rg_run_opts *sealed,
                           struct rg_sealed_objects *s, char **why)
{
  *sealed = *o;
  *s = (struct rg_sealed_objects){ .n = 0 };
  const char **paths[RG_SEALED_MAX] = { &sealed->object, &sealed->cub_object,
                                        &sealed->cupti_object, &sealed->branch_object,
                                        &sealed->lines_object };
  /* where the run says why an extra is missing (CUB's baseline: nowhere) */
  const char **whys[RG_SEALED_MAX] = { NULL, NULL, &sealed->cupti_why, &sealed->branch_why,
                                       &sealed->lines_why };
  for (int i = 0; i < RG_SEALED_MAX; i++) {
    const char *file = *paths[i];
    if (!file)
      continue;
    int fd = seal_copy(file);
    if (fd < 0 && i > 0) { /* an extra the run can do without: not loaded */
      snprintf(s->why, sizeof s->why, "its build could not be copied for the graded "
               "processes: %s", strerror(errno));
      *paths[i] = NULL;
      if (whys[i])
        *whys[i] = s->why;
      continue;
    }
    if (fd < 0) {
      *why = rg_strdupf("cannot copy %s for the graded processes: %s", file, strerror(errno));
      forget(s);
      return -1;
    }
    int k = s->n++;
    s->fd[k] = fd;
    s->file[k] = file;
    snprintf(s->as[k], sizeof s->as[k], "/proc/self/fd/%d", fd);
    *paths[i] = s->as[k];
    live[k] = fd;
  }
  return 0;
}

void rg_sealed_objects_fds(int keep[RG_SEALED_MAX])
{
  memcpy(keep, live, sizeof live);
}

/* Does file hold exactly what the memfd fd holds? */
static bool same_contents(const char *file, int fd)
{
  int in = open(file, O_RDONLY | O_CLOEXEC);
  if (in < 0)
    return false;
  char a[1 << 15], b[1 << 15];
  off_t at = 0;
  bool same = true;
  for (;;) {
    ssize_t na = read(in, a, sizeof a);
    ssize_t nb = pread(fd, b, sizeof b, at);
    if (na != nb || na < 0 || memcmp(a, b, (size_t)na) != 0) {
      same = false;
      break;
    }
    if (na == 0)
      break;
    at += na;
  }
  close(in);
  return same;
}

int rg_sealed_objects_close(struct rg_sealed_objects *s)
{
  int removed = 0;
  for (int i = 0; i < s->n; i++) {
    /* Gone is fine (a cache cleared meanwhile); changed is not. */
    if (access(s->file[i], F_OK) == 0 && !same_contents(s->file[i], s->fd[i])) {
      rg_warn("%s changed while the graded program ran (rewritten by it?): removed, so that "
              "no later grading loads it; the next one builds it again", s->file[i]);
      unlink(s->file[i]);
      removed++;
    }
  }
  forget(s);
  return removed;
}
