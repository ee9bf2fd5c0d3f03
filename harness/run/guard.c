/* guard.c — keep the graded process away from the grader (see guard.h). */
#define _GNU_SOURCE
#include "guard.h"
#include "proc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "drop_caps.h"
#include "gpu_confine.h"
#include "landlock.h"
#include "seccomp_filter.h"

/* ---- the grader ------------------------------------------------------------ */

void rg_guard_grader(void)
{
  /* Not dumpable: a process of the same uid can neither ptrace this one nor
   * open its /proc/<pid>/mem, /fd or /map_files. */
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  /* Orphans of a graded child come here, not to init, so that the grading
   * can end them (a double fork no longer escapes). */
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}

/* ---- mappings the child sees otherwise ----------------------------------- */

#define MAX_MAPS 16

struct guarded {
  char *p;
  size_t len;
  int fd, ro_fd;      /* memfd, and a read-only open of it (-1: hidden) */
  bool child_writable;
};

static struct guarded maps[MAX_MAPS];

static struct guarded *slot(void *p)
{
  for (int i = 0; i < MAX_MAPS; i++)
    if (maps[i].p == p)
      return &maps[i];
  return NULL;
}

void *rg_guard_map(size_t len, bool child_writable)
{
  struct guarded *g = slot(NULL);
  if (!g) {
    errno = ENOMEM;
    return NULL;
  }
  /* The batch sandbox's file-size limit (RLIMIT_FSIZE) bounds a memfd too:
   * past it ftruncate fails (EFBIG) and would raise SIGXFSZ.  A GPU case's
   * input or timed outputs pass 64 MiB, and every GPU batch grading ended
   * as an error (seen on an H100): such a region falls back to plain shared
   * memory, which the child can write (not yet read-only there). */
  struct sigaction ign = { .sa_handler = SIG_IGN }, old_xfsz;
  sigaction(SIGXFSZ, &ign, &old_xfsz);
  int fd = memfd_create("rg-cases", MFD_CLOEXEC);
  int sized = fd >= 0 && ftruncate(fd, (off_t)len) == 0;
  int e = errno;
  sigaction(SIGXFSZ, &old_xfsz, NULL);
  if (!sized) {
    if (fd >= 0)
      close(fd);
    if (fd < 0 || e != EFBIG) {
      errno = e;
      return NULL;
    }
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
      return NULL;
    *g = (struct guarded){ .p = p, .len = len, .fd = -1, .ro_fd = -1,
                           .child_writable = true };
    return p;
  }
  /* The read-only view is opened now, while this process may still open
   * its own descriptors by path; the child gets only this one. */
  char self[64];
  snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
  int ro = child_writable ? -1 : open(self, O_RDONLY | O_CLOEXEC);
  void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (p == MAP_FAILED || (!child_writable && ro < 0)) {
    int e = errno;
    if (p != MAP_FAILED)
      munmap(p, len);
    if (ro >= 0)
      close(ro);
    close(fd);
    errno = e;
    return NULL;
  }
  *g = (struct guarded){ .p = p, .len = len, .fd = fd, .ro_fd = ro,
                         .child_writable = child_writable };
  return p;
}

void rg_guard_unmap(void *p)
{
  struct guarded *g = p ? slot(p) : NULL;
  if (!g)
    return;
  munmap(g->p, g->len);
  close(g->fd);
  if (g->ro_fd >= 0)
    close(g->ro_fd);
  *g = (struct guarded){ 0 };
}

void rg_guard_hide(void *p, size_t len)
{
  struct guarded *g = slot(NULL);
  if (g)
    *g = (struct guarded){ .p = p, .len = len, .fd = -1, .ro_fd = -1 };
}

void rg_guard_unhide(void *p)
{
  struct guarded *g = p ? slot(p) : NULL;
  if (g)
    *g = (struct guarded){ 0 };
}

/* ---- the graded child ------------------------------------------------------ */

static int apply_maps(char *why, size_t cap)
{
  for (int i = 0; i < MAX_MAPS; i++) {
    struct guarded *g = &maps[i];
    if (!g->p || g->child_writable)
      continue;
    if (g->fd < 0) {
      munmap(g->p, g->len);
      continue;
    }
    /* The same pages, through a file opened read-only: mprotect(PROT_WRITE)
     * is refused (EACCES) and mremap keeps the file. */
    if (mmap(g->p, g->len, PROT_READ, MAP_SHARED | MAP_FIXED, g->ro_fd, 0) == MAP_FAILED) {
      snprintf(why, cap, "cannot map the cases read-only: %s", strerror(errno));
      return -1;
    }
  }
  return 0;
}

/* Close descriptors lo..hi (hi may be ~0u). */
static void close_span(unsigned lo, unsigned hi)
{
  if (lo > hi)
    return;
  if (syscall(SYS_close_range, lo, hi, 0u) == 0)
    return;
  for (unsigned fd = lo; fd <= hi && fd < 65536; fd++) /* before Linux 5.9 */
    close((int)fd);
}

/* Every descriptor but 0-2 and the RG_GUARD_KEEP the grader names (its
 * pipes, the sealed objects; -1 names none): the memfds above, the batch's
 * result file, anything a library left open. */
static void close_others(const int keep[RG_GUARD_KEEP])
{
  unsigned k[RG_GUARD_KEEP];
  int n = 0;
  for (int i = 0; i < RG_GUARD_KEEP; i++) { /* sorted, ascending */
    if (keep[i] < 0)
      continue;
    int j = n++;
    for (; j > 0 && k[j - 1] > (unsigned)keep[i]; j--)
      k[j] = k[j - 1];
    k[j] = (unsigned)keep[i];
  }
  unsigned from = 3;
  for (int i = 0; i < n; i++) {
    if (k[i] >= from)
      close_span(from, k[i] - 1);
    from = k[i] + 1 > from ? k[i] + 1 : from;
  }
  close_span(from, ~0u);
}

/* The entries of / but proc ("/usr", "/etc", ...), NULL-ended, fresh;
 * NULL if / cannot be listed. */
static char **all_but_proc(void)
{
  DIR *d = opendir("/");
  if (!d)
    return NULL;
  size_t n = 0, cap = 64;
  char **v = calloc(cap + 1, sizeof *v);
  for (struct dirent *e; v && n < cap && (e = readdir(d));) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 ||
        strcmp(e->d_name, "proc") == 0)
      continue;
    size_t len = strlen(e->d_name) + 2;
    if ((v[n] = malloc(len)))
      snprintf(v[n++], len, "/%s", e->d_name);
  }
  closedir(d);
  return v;
}

/* A GPU's child: Landlock with the GPU's rules (gpu_confine.h: on by
 * default on one GPU; under the emulator's, /proc unreadable, the CUDA
 * driver's first allocation failed, cudaErrorOperatingSystem on an H100),
 * its capabilities dropped (CAP_SYS_ADMIN kept only for the counters,
 * rg_gpu_caps_kept), and the GPU's filter, which leaves the driver working
 * (every solution passes under all three on an H100).  It keeps the rest:
 * non-dumpable grader, read-only input, its own descriptors only, the
 * sweep of what it leaves running. */
static int guard_gpu_child(bool network, const char *const *writable, char *why, size_t cap)
{
  enum rg_gpu_landlock want = rg_gpu_landlock_wanted(network);
  if (writable && want != RG_GPU_LANDLOCK_OFF && rg_landlock_abi() > 0 &&
      rg_gpu_landlock(writable, network) != 0 && want == RG_GPU_LANDLOCK_ASKED) {
    snprintf(why, cap, "cannot confine the graded process (Landlock): %s", strerror(errno));
    return -1;
  }
  if (rg_drop_caps_but(rg_gpu_caps_kept(NULL)) != 0) {
    snprintf(why, cap, "cannot drop the capabilities: %s", strerror(errno));
    return -1;
  }
  if (rg_seccomp_filter(false, network) != 0) {
    snprintf(why, cap, "cannot install the seccomp filter: %s", strerror(errno));
    return -1;
  }
  return 0;
}

int rg_guard_child(const int keep[RG_GUARD_KEEP], bool emulator, bool network, uint64_t data_cap,
                   const char *const *writable, char *why, size_t cap)
{
  if (apply_maps(why, cap) != 0)
    return -1;
  for (int i = 0; i < MAX_MAPS; i++) /* the descriptors go below */
    maps[i] = (struct guarded){ 0 };
  close_others(keep);
  /* RLIMIT_DATA counts private writable memory only: the emulator's arena
   * once in use, malloc, stacks; not its 256 GiB reservation, which a
   * submission could unmap to pass RLIMIT_AS. */
  if (data_cap > 0) {
    struct rlimit rl = { (rlim_t)data_cap, (rlim_t)data_cap };
    setrlimit(RLIMIT_DATA, &rl);
  }
  if (!emulator)
    return guard_gpu_child(network, writable, why, cap);
  /* Best effort: where Landlock is missing the sandbox's other layers
   * stand (and single mode has no classmates to protect).  Everything may
   * be read but /proc: /proc/self/mem reads device memory whatever its
   * protection (host code would sum the input through it), and
   * /proc/self/maps shows where everything lies. */
  if (writable && rg_landlock_abi() > 0) {
    char **readable = all_but_proc();
    if (readable)
      rg_landlock_confine((const char *const *)readable, writable);
    for (size_t i = 0; readable && readable[i]; i++)
      free(readable[i]);
    free(readable);
  }
  if (rg_drop_caps() != 0) {
    snprintf(why, cap, "cannot drop the capabilities: %s", strerror(errno));
    return -1;
  }
  if (rg_seccomp_filter(emulator, false) != 0) {
    snprintf(why, cap, "cannot install the seccomp filter: %s", strerror(errno));
    return -1;
  }
  return 0;
}

bool rg_guard_attacked(int status, struct rg_verdict *v)
{
  if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGSYS)
    return false;
  rg_verdict_fail(v, RG_CAUSE_ATTACKED_GRADER,
                  "the program tried to reach the grader: signal (or name as a descriptor's "
                  "owner), trace or re-limit a process outside its own, renice, pin or "
                  "reschedule another process, leave its process group (setsid), install a "
                  "seccomp filter of its own, undo the emulator's protection of device memory, "
                  "read, write or copy the grader's own pipes, or close or re-point its "
                  "standard input, output or error (close, dup2 or dup3 onto descriptors 0-2: "
                  "what it prints goes to the grader's log): stopped (SIGSYS)");
  return true;
}

/* The sweep's pass: children of this process outside its group (the
 * graded processes and what they left behind, reparented here) are ended. */
struct sweep { long me, group; int found; };

static int end_stray(const struct rg_proc_stat *st, void *ctx)
{
  struct sweep *sw = ctx;
  if (st->ppid != sw->me || st->pgrp == sw->group)
    return 0;
  kill((pid_t)st->pid, SIGKILL);
  while (waitpid((pid_t)st->pid, NULL, 0) < 0 && errno == EINTR)
    ;
  sw->found++;
  return 0;
}

void rg_guard_sweep(void)
{
  for (int round = 0; round < 3; round++) {
    struct sweep sw = { getpid(), getpgrp(), 0 };
    if (rg_proc_scan(end_stray, &sw) != 0 || !sw.found)
      return;
  }
}
