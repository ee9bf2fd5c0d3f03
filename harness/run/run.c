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
#include <sys/prctl.h>
#include <unistd.h>

#include "guard.h"
#include "run_backend.h"
#include "sealed_objects.h"
#include "util.h"

/* Run cases in `workers` processes at once, each the sequential loop of
 * rg_run_shard, taking lanes of cases from one queue (run_internal.h,
 * RG_RUN_LANES), the costliest first, mostly in pairs (run_order.c);
 * outcomes come back through shared memory. */
static int run_sharded(const struct rg_exercise *ex, const struct rg_case_list *cases,
                       const struct rg_run_opts *o, struct rg_outcome *outcomes,
                       int workers, rg_progress_fn progress, void *ctx, char **why)
{
  if ((size_t)workers > cases->len)
    workers = cases->len > 0 ? (int)cases->len : 1;
  if (workers > RG_RUN_LANES)
    workers = RG_RUN_LANES;
  /* order and units in one allocation: units from order + len + 1 */
  size_t *order = malloc(2 * (cases->len + 1) * sizeof *order);
  size_t nunits = 0;
  if (!order || rg_run_order(cases, order, order + cases->len + 1, &nunits) != 0) {
    *why = rg_strdupf("out of memory");
    free(order);
    return -1;
  }
  if (workers <= 1) {
    size_t next = 0;
    int stop = 0;
    unsigned char *done = calloc(cases->len + 1, 1);
    struct rg_case_queue q = { .order = order, .units = order + cases->len + 1,
                               .nunits = nunits, .next = &next, .done = done, .stop = &stop };
    int rc = done ? rg_run_shard(ex, cases, o, outcomes, &q, NULL, progress, ctx, why) : -1;
    if (!done)
      *why = rg_strdupf("out of memory");
    free(done);
    free(order);
    return rc;
  }

  /* The outcomes, the queue's count and the done flags are shared by the
   * shards; the graded children map none of them. */
  size_t bytes = cases->len * sizeof *outcomes;
  size_t side = RG_RUN_SHARED_INTS * sizeof(int) + sizeof(size_t) + sizeof(int) + cases->len;
  struct rg_outcome *shared = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                                   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  char *sides = mmap(NULL, side, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED || sides == MAP_FAILED) {
    *why = rg_strdupf("cannot map memory for the outcomes: %s", strerror(errno));
    free(order);
    return -1;
  }
  int *crash_run = (int *)sides; /* zero-filled, as the count and the flags */
  struct rg_case_queue q = { .order = order,
                             .units = order + cases->len + 1,
                             .nunits = nunits,
                             .next = (size_t *)(sides + RG_RUN_SHARED_INTS * sizeof(int)),
                             .stop = (int *)(sides + RG_RUN_SHARED_INTS * sizeof(int) +
                                             sizeof(size_t)),
                             .done = (unsigned char *)sides + RG_RUN_SHARED_INTS * sizeof(int) +
                                     sizeof(size_t) + sizeof(int) };
  rg_guard_hide(shared, bytes);
  rg_guard_hide(sides, side);
  fflush(NULL);
  pid_t pids[16];
  int started = 0;
  pid_t parent = getpid();
  for (int k = 0; k < workers && k < 16; k++) {
    pid_t pid = fork();
    if (pid == 0) {
      /* the grader killed, its shards go, and their graded processes too */
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != parent)
        _exit(3);
      /* What a graded child leaves when it is killed comes here, to be
       * reaped as it is ended (rg_child_stop): a fork bomb's hundred
       * zombies each time would otherwise wait for the grading's end,
       * counted against the machine's processes. */
      prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
      char *err = NULL;
      /* Only shard 0 reports progress: one writer on the terminal. */
      int rc = rg_run_shard(ex, cases, o, shared, &q, crash_run, k == 0 ? progress : NULL, ctx,
                            &err);
      _exit(rc == 0 ? 0 : 3);
    }
    if (pid < 0)
      break;
    pids[started++] = pid;
  }
  int rc = 0;
  /* With no shard forked, the cases run here, one after another. */
  if (started == 0) {
    char *err = NULL;
    rc = rg_run_shard(ex, cases, o, shared, &q, crash_run, NULL, NULL, &err);
    free(err);
  }
  for (int k = 0; k < started; k++) {
    int status = 0;
    while (waitpid(pids[k], &status, 0) < 0 && errno == EINTR)
      ;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
      rc = -1;
  }
  if (progress && cases->len)
    progress(ctx, cases->len - 1, cases->len, NULL); /* the last case may not be shard 0's */
  memcpy(outcomes, shared, bytes);
  for (size_t i = 0; i < cases->len; i++)
    if (!q.done[i])
      rc = -1;
  if (rc != 0)
    *why = rg_strdupf("a grading worker process failed (out of memory or processes?)");
  rg_guard_unhide(shared);
  rg_guard_unhide(sides);
  munmap(shared, bytes);
  munmap(sides, side);
  free(order);
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

/* --fail-fast: did one of the first n cases (at from[]) fail? Then the
 * timed and the huge cases after them are not run either. */
static bool stopped(const struct rg_run_opts *o, const struct rg_outcome *outcomes, size_t n,
                    const size_t *from)
{
  for (size_t i = 0; o->fail_fast && i < n; i++)
    if (outcomes[from[i]].ran && !outcomes[from[i]].verdict.passed)
      return true;
  return false;
}

/* The timed cases of alone (outcomes in got) measured again, each round a
 * fresh process per case (timing_rounds.c): o->timing_processes in all,
 * and two more for a case whose figures hold a tier boundary; then each
 * case's processes merged.  0, or -1 with *why. */
static int timing_rounds(const struct rg_exercise *ex, const struct rg_case_list *alone,
                         const struct rg_run_opts *o, struct rg_outcome *got, char **why)
{
  int want = o->timing_processes < RG_TIMING_PROCESSES_MAX - 2 ? o->timing_processes
                                                              : RG_TIMING_PROCESSES_MAX - 2;
  if (!rg_run_backend_of(o)->times || want <= 1 || alone->len == 0)
    return 0;
  size_t n = alone->len;
  struct rg_outcome *more = calloc(n * (RG_TIMING_PROCESSES_MAX - 1), sizeof *more);
  struct rg_outcome *round = calloc(n, sizeof *round);
  int *rounds = calloc(n, sizeof *rounds);
  size_t *from = calloc(n, sizeof *from);
  struct rg_case_list again = { .v = malloc(n * sizeof *again.v), .cap = n };
  int rc = more && round && rounds && from && again.v ? 0 : -1;
  if (rc != 0)
    *why = rg_strdupf("out of memory");
  /* A round: every case one more process is due for (a case not due now
   * is not due later: its processes and figures do not change). */
  while (rc == 0) {
    again.len = 0;
    for (size_t i = 0; i < n; i++)
      if (rg_timing_round_due(ex, &alone->v[i], &got[i], more + i * (RG_TIMING_PROCESSES_MAX - 1),
                              rounds[i], want)) {
        from[again.len] = i;
        again.v[again.len++] = alone->v[i];
      }
    if (again.len == 0)
      break;
    rc = run_sharded(ex, &again, o, round, 1, NULL, NULL, why);
    for (size_t j = 0; rc == 0 && j < again.len; j++) {
      size_t i = from[j];
      more[i * (RG_TIMING_PROCESSES_MAX - 1) + (size_t)rounds[i]++] = round[j];
    }
  }
  for (size_t i = 0; rc == 0 && i < n; i++)
    rg_timing_merge(&got[i], more + i * (RG_TIMING_PROCESSES_MAX - 1), rounds[i]);
  free(more);
  free(round);
  free(rounds);
  free(from);
  free(again.v);
  return rc;
}

static int run_all(const struct rg_exercise *ex, const struct rg_case_list *cases,
                   const struct rg_run_opts *o, struct rg_outcome *outcomes,
                   rg_progress_fn progress, void *ctx, char **why)
{
  int workers = o->workers > 1 ? o->workers : 1;
  rg_guard_grader();
  rg_process_limit_prepare(o);
  if (!rg_run_backend_of(o)->timed_alone || workers == 1) {
    int rc = run_sharded(ex, cases, o, outcomes, workers, progress, ctx, why);
    if (rc == 0)
      rc = timing_rounds(ex, cases, o, outcomes, why);
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
    if (t == 1 && stopped(o, outcomes, part[0].len, from[0])) {
      for (size_t i = 0; i < part[1].len; i++)
        rg_run_not_run(&outcomes[from[1][i]]);
      break;
    }
    rc = run_sharded(ex, &part[t], t == 0 ? o : &alone, got, t == 0 ? workers : 1, progress,
                     ctx, why);
    if (rc == 0 && t == 1)
      rc = timing_rounds(ex, &part[1], &alone, got, why);
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

/* The children load the objects the grader sealed (sealed_objects.h), never
 * the cache's files; once every graded process has gone, a cache file that
 * changed meanwhile is removed. */
int rg_run_all(const struct rg_exercise *ex, const struct rg_case_list *cases,
               const struct rg_run_opts *o, struct rg_outcome *outcomes,
               rg_progress_fn progress, void *ctx, char **why)
{
  struct rg_run_opts sealed;
  struct rg_sealed_objects objects;
  if (rg_sealed_objects_open(o, &sealed, &objects, why) != 0)
    return -1;
  int rc = run_all(ex, cases, &sealed, outcomes, progress, ctx, why);
  rg_sealed_objects_close(&objects);
  return rc;
}
