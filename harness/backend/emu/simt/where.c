/* where.c — where a block's threads are when a kernel does not finish: the
 * thread over its step budget and the threads it kept waiting, grouped by
 * state and source line, for the step-budget diagnosis; and the CPU-time
 * limit (simt_options.time_limit_s) that stops a kernel still running near
 * the grader's own limit with a "timeout" diagnosis saying the same, where
 * the grader's kill would say nothing (a loop with a barrier inside never
 * runs out of steps); and the barrier-divergence report.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "simt_int.h"

static double case_start;

/* The process's CPU time, not the wall clock: on a loaded machine (a
 * batch beside it, a crowded runner) a case waits for the CPU without
 * running, and the grader's own limit (run_protocol.c) is moved on by that
 * wait too; a kernel that never ends burns CPU time at the same rate as
 * before. */
static double now_s(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void simt_clock_start(void) { case_start = now_s(); }

static const char *state_name(int state)
{
  switch (state) {
  case SIMT_AT_BAR: return "waiting at __syncthreads()";
  case SIMT_AT_WARP: return "waiting at a warp collective";
  case SIMT_AT_GRID: return "waiting at grid.sync()";
  case SIMT_AT_MASK: return "waiting at __activemask()";
  case SIMT_EXITED: return "exited";
  default: return "runnable (not started, or between barriers)";
  }
}

#define GROUPS 4

void simt_sched_where(const struct simt_block *b, const struct simt_thread *t, void *pc,
                      char *buf, size_t cap)
{
  struct { int state; void *pc; unsigned n; } g[GROUPS];
  int ng = 0;
  unsigned other = 0;
  for (unsigned i = 0; i < b->n; i++) {
    const struct simt_thread *u = &b->th[i];
    if (u == t)
      continue;
    void *at = u->state == SIMT_AT_BAR || u->state == SIMT_AT_WARP || u->state == SIMT_AT_GRID ||
                       u->state == SIMT_AT_MASK
                   ? u->wait_pc : NULL;
    int k = 0;
    while (k < ng && !(g[k].state == u->state && g[k].pc == at))
      k++;
    if (k == ng) {
      if (ng == GROUPS) {
        other++;
        continue;
      }
      g[ng].state = u->state;
      g[ng].pc = at;
      g[ng++].n = 0;
    }
    g[k].n++;
  }
  size_t len = 0;
  char where[256];
  len += (size_t)snprintf(buf + len, cap - len, "%u threads of block (%u,%u,%u):", b->n,
                          b->idx.x, b->idx.y, b->idx.z);
  (void)pc;  /* the diagnosis itself ends with the running thread's line */
  if (t && len < cap)
    len += (size_t)snprintf(buf + len, cap - len, " 1 still running (in a loop?) at the line this report ends with");
  for (int k = 0; k < ng && len < cap; k++) {
    if (g[k].pc)
      simt_symbolize(g[k].pc, where, sizeof where);
    len += (size_t)snprintf(buf + len, cap - len, "%s %u %s%s%s", len && (t || k) ? "," : "",
                            g[k].n, state_name(g[k].state), g[k].pc ? " at " : "",
                            g[k].pc ? where : "");
  }
  if (other && len < cap)
    snprintf(buf + len, cap - len, ", %u elsewhere", other);
}

int simt_clock_out(struct simt_block *b, struct simt_thread *t, void *pc)
{
  if (simt_opt.time_limit_s <= 0 || now_s() - case_start <= simt_opt.time_limit_s)
    return 0;
  char text[1024];
  simt_sched_where(b, t, pc, text, sizeof text);
  struct simt_thread *save = simt_self;
  if (!t) {
    /* in the scheduler: the diagnosis names the block's first live thread */
    for (unsigned i = 0; i < b->n && !t; i++)
      if (b->th[i].state != SIMT_EXITED)
        t = &b->th[i];
    pc = t ? t->wait_pc : NULL;
  }
  simt_self = t;
  simt_diag("timeout", pc, "the kernel still ran after %.0f s; %s",
            simt_opt.time_limit_s, text);
  simt_self = save;
  if (simt_L && !simt_L->aborted)
    simt_L->aborted = cudaErrorLaunchTimeout;
  return 1;
}

static const char *wait_name(const struct simt_thread *t)
{
  if (t->state == SIMT_AT_GRID)
    return "grid.sync()";
  if (t->state == SIMT_AT_WARP)
    return "a warp collective";
  if (t->state == SIMT_AT_TILE)
    return "a tile's sync()";
  return "__syncthreads()";
}

/* Reports that the block's threads cannot all meet at one barrier and aborts
 * the launch (from the scheduler, outside any fiber). */
void simt_sched_diverged(struct simt_thread *a, struct simt_thread *o)
{
  char where[512];
  struct simt_thread *save = simt_self;
  simt_self = a;  /* the diagnosis names thread a */
  if (o && o->state == SIMT_EXITED) {
    simt_diag("barrier-divergence", a->wait_pc,
              "thread (%u,%u,%u) waits at %s but thread (%u,%u,%u) has exited",
              a->v.thread_idx.x, a->v.thread_idx.y, a->v.thread_idx.z, wait_name(a),
              o->v.thread_idx.x, o->v.thread_idx.y, o->v.thread_idx.z);
  } else if (o) {
    simt_symbolize(o->wait_pc, where, sizeof where);
    simt_diag("barrier-divergence", a->wait_pc,
              "thread (%u,%u,%u) waits at %s while thread (%u,%u,%u) waits at %s at %s",
              a->v.thread_idx.x, a->v.thread_idx.y, a->v.thread_idx.z, wait_name(a),
              o->v.thread_idx.x, o->v.thread_idx.y, o->v.thread_idx.z, wait_name(o), where);
  } else {
    simt_diag("barrier-divergence", a->wait_pc, "thread (%u,%u,%u) waits at %s forever",
              a->v.thread_idx.x, a->v.thread_idx.y, a->v.thread_idx.z, wait_name(a));
  }
  simt_self = save;
  simt_L->aborted = cudaErrorLaunchFailure;
}
