/* run.c — run every case of a grading (see run.h): the cases dealt out to
 * worker processes, each running its share one after the other in a child
 * (run_shard.c); on the GPU, the timed and the huge cases afterwards, one
 * at a time.  The other files of the run: run_internal.h. */
#define _GNU_SOURCE
#include "run_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "guard.h"
#include "run_backend.h"
#include "util.h"

/* Run cases in `workers` processes at once, each the sequential loop of
 * rg_run_shard with its own child; outcomes come back through shared memory. */
static int run_sharded(const struct rg_exercise *ex, const struct rg_case_list *cases,
                       const struct rg_run_opts *o, struct rg_outcome *outcomes,
                       int workers, rg_progress_fn progress, void *ctx, char **why)
{
  if ((size_t)workers > cases->len)
    workers = cases->len > 0 ? (int)cases->len : 1;
  if (workers <= 1)
    return rg_run_shard(ex, cases, o, outcomes, 0, 1, NULL, progress, ctx, why);

  /* Several shards, each a process of its own running the sequential loop
   * above with its own child; outcomes come back through shared memory. */
  size_t bytes = cases->len * sizeof *outcomes;
  struct rg_outcome *shared = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                                   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  unsigned char *done = mmap(NULL, cases->len, PROT_READ | PROT_WRITE,
                             MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  int *crash_run = mmap(NULL, RG_CRASH_PARTS * sizeof *crash_run, PROT_READ | PROT_WRITE,
                        MAP_SHARED | MAP_ANONYMOUS, -1, 0); /* zero-filled */
  if (shared == MAP_FAILED || done == MAP_FAILED || crash_run == MAP_FAILED) {
    *why = rg_strdupf("cannot map memory for the outcomes: %s", strerror(errno));
    return -1;
  }
  /* The workers' outcomes are theirs: no graded child maps them. */
  rg_guard_hide(shared, bytes);
  rg_guard_hide(done, cases->len);
  rg_guard_hide(crash_run, RG_CRASH_PARTS * sizeof *crash_run);
  memset(done, 0, cases->len);
  fflush(NULL);
  pid_t pids[16];
  int started = 0;
  for (int k = 0; k < workers && k < 16; k++) {
    pid_t pid = fork();
    if (pid == 0) {
      char *err = NULL;
      /* Only shard 0 reports progress: one writer on the terminal. */
      int rc = rg_run_shard(ex, cases, o, shared, (size_t)k, (size_t)workers, crash_run,
                         k == 0 ? progress : NULL, ctx, &err);
      for (size_t i = (size_t)k; i < cases->len; i += (size_t)workers)
        done[i] = 1;
      _exit(rc == 0 ? 0 : 3);
    }
    if (pid < 0)
      break;
    pids[started++] = pid;
  }
  int rc = 0;
  /* Shards whose process could not be forked run here, one after another. */
  for (int k = started; k < workers; k++) {
    char *err = NULL;
    if (rg_run_shard(ex, cases, o, shared, (size_t)k, (size_t)workers, crash_run, NULL, NULL,
                  &err) != 0)
      rc = -1;
    free(err);
    for (size_t i = (size_t)k; i < cases->len; i += (size_t)workers)
      done[i] = 1;
  }
  for (int k = 0; k < started; k++) {
    int status = 0;
    while (waitpid(pids[k], &status, 0) < 0 && errno == EINTR)
      ;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
      rc = -1;
  }
  memcpy(outcomes, shared, bytes);
  for (size_t i = 0; i < cases->len; i++)
    if (!done[i])
      rc = -1;
  if (rc != 0)
    *why = rg_strdupf("a grading worker process failed (out of memory or processes?)");
  rg_guard_unhide(shared);
  rg_guard_unhide(done);
  rg_guard_unhide(crash_run);
  munmap(shared, bytes);
  munmap(done, cases->len);
  munmap(crash_run, RG_CRASH_PARTS * sizeof *crash_run);
  return rc;
}

/* Does case c need the GPU to itself: timed, profiled, or so large that several at
 * once could run out of device or host memory? */
static bool runs_alone(const struct rg_exercise *ex, const struct rg_case *c)
{
  size_t bytes = c->n * rg_dtype_size(ex->parts[c->part].dtype);
  /* A profiled case too: the device's counters serve one profiling
   * process at a time, and a second one at once is refused
   * (CUPTI_ERROR_HARDWARE_BUSY: seen on an H200 with two parts). */
  return c->timed || c->profile || bytes > ((size_t)1 << 30);
}

/* The cases for which runs_alone() equals `alone`, and where each came from. */
static int pick_cases(const struct rg_exercise *ex, const struct rg_case_list *all, bool alone,
                      struct rg_case_list *out, size_t *from)
{
  out->v = malloc((all->len ? all->len : 1) * sizeof *out->v);
  out->len = 0;
  out->cap = all->len;
  if (!out->v)
    return -1;
  for (size_t i = 0; i < all->len; i++)
    if (runs_alone(ex, &all->v[i]) == alone) {
      from[out->len] = i;
      out->v[out->len++] = all->v[i];
    }
  return 0;
}

int rg_run_all(const struct rg_exercise *ex, const struct rg_case_list *cases,
               const struct rg_run_opts *o, struct rg_outcome *outcomes,
               rg_progress_fn progress, void *ctx, char **why)
{
  int workers = o->workers > 1 ? o->workers : 1;
  rg_guard_grader();
  if (!rg_run_backend_of(o)->timed_alone || workers == 1) {
    int rc = run_sharded(ex, cases, o, outcomes, workers, progress, ctx, why);
    rg_guard_sweep(); /* what the graded children left behind ends here */
    return rc;
  }

  /* On the GPU, the checked-only cases share the device (a few contexts at
   * once: correctness does not care, and the host's data generation and
   * checking run in parallel); the timed and the huge cases run afterwards,
   * one at a time, so that no timing ever shares the device and no two
   * gigabyte inputs compete for its memory. */
  struct rg_case_list part[2] = { { 0 }, { 0 } };
  size_t *from[2] = { calloc(cases->len + 1, sizeof(size_t)),
                      calloc(cases->len + 1, sizeof(size_t)) };
  struct rg_outcome *got = calloc(cases->len + 1, sizeof *got);
  int rc = -1;
  if (!from[0] || !from[1] || !got || pick_cases(ex, cases, false, &part[0], from[0]) ||
      pick_cases(ex, cases, true, &part[1], from[1])) {
    *why = rg_strdupf("out of memory");
    goto out;
  }
  rc = 0;
  /* A part that hung among the shared cases is not run again alone: its
   * timed and profiled cases would each wait out their own time limit
   * (8 x 30 s for a profiled case of an endless loop, seen on an H200). */
  struct rg_run_opts alone = *o;
  for (int t = 0; t < 2 && rc == 0; t++) {
    if (part[t].len == 0)
      continue;
    rc = run_sharded(ex, &part[t], t == 0 ? o : &alone, got, t == 0 ? workers : 1, progress,
                     ctx, why);
    for (size_t i = 0; rc == 0 && i < part[t].len; i++) {
      outcomes[from[t][i]] = got[i];
      unsigned bit = part[t].v[i].part < 32 ? 1u << part[t].v[i].part : 0;
      if (got[i].ran && rg_verdict_has(&got[i].verdict, RG_CAUSE_TIMEOUT))
        alone.hung_parts |= bit;
      if (!got[i].ran && rg_verdict_has(&got[i].verdict, RG_CAUSE_CRASH))
        alone.crashed_parts |= bit; /* a part stopped for its crashes */
    }
  }
out:
  rg_guard_sweep();
  rg_cases_free(&part[0]);
  rg_cases_free(&part[1]);
  free(from[0]);
  free(from[1]);
  free(got);
  return rc;
}
