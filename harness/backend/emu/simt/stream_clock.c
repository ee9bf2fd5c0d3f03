/* stream_clock.c — how long queued work takes on the modelled GPU, and when
 * the host sees it end.
 *
 * The device's clock, as events read it: not the wall clock, which would
 * tell a submission that it runs on the emulator (a thousand times slower
 * than a GPU), but the time the modelled GPU would take: a launch a few
 * microseconds and six cycles a step of its threads over 132 SMs of 128
 * lanes at 1.98 GHz, or, if longer, its longest thread (its steps, and the
 * time it slept in __nanosleep: a kernel whose threads sleep or spin on
 * clock64() for 100 ms lasts 100 ms); copies and fills at its memory's
 * speed, transfers to and from the host at PCIe's.  A guide, not a
 * measurement.
 *
 * The host sees the same time.  On a GPU a launch returns at once and the
 * kernel runs beside the host: cudaStreamQuery and cudaEventQuery answer
 * cudaErrorNotReady until the work ends, and a synchronisation waits.  The
 * emulator runs queued work only when the host asks, so work it ran is
 * over at once; a kernel that sleeps would then be "done" the moment it
 * was launched, and host code that queried it could tell the emulator from
 * a GPU and hand the checked run other code than the GPU runs.  So each op
 * ends, for the host, its modelled time after it could start (when it was
 * queued, or when its stream's previous op and the work it waited for
 * ended), on the host's monotonic clock: a query answers "not ready" until
 * then, and a synchronisation sleeps until then, as the host would wait
 * for a GPU.  Answering "done" at a synchronisation without the wait would
 * not do: a query of a second stream after waiting for the first would
 * then find work a GPU had finished beside it still running.  The
 * submission reads no clock (reads-clock), polling loops end as time
 * passes, and the few microseconds of honest work are long over by the
 * time the emulator has run it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <time.h>
#include "stream_int.h"

#define CYCLES_PER_NS 1.98      /* the modelled SM clock, GHz */
#define NANOSLEEP_MAX 1000000u  /* CUDA: at most about a millisecond a call */

static double device_ms;
/* the longest thread of the launch running, in cycles (sleep included) */
static double longest_cycles;

/* The clock's arithmetic in the runtime's environment (runtime_fenv.c):
 * the host's floating-point flags stay the host's own. */
double simt_host_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  simt_runtime_fenv(1);
  double now = (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
  simt_runtime_fenv(0);
  return now;
}

/* The host's clock when it last came back from a wait (stream_seen.c) */
static double host_waited;

double simt_host_last_wait(void) { return host_waited; }

static void wait_until(double t)
{
  double now = simt_host_now();
  for (; now < t; now = simt_host_now()) {
    double left = t - now;
    struct timespec ts = {(time_t)left, (long)((left - (double)(time_t)left) * 1e9) + 1};
    if (ts.tv_nsec >= 1000000000L) {
      ts.tv_sec++;
      ts.tv_nsec -= 1000000000L;
    }
    nanosleep(&ts, NULL); /* interrupted: the loop sleeps the rest */
  }
  host_waited = now;
}

void simt_host_wait_until(double t)
{
  simt_runtime_fenv(1);
  wait_until(t);
  simt_runtime_fenv(0);
}

static double thread_cycles(const struct simt_thread *t)
{
  return 6.0 * (double)(t->ran + t->steps) + t->slept;
}

/* __nanosleep(ns) in a kernel: the thread's time moves on by ns (clock64()
 * with it), and the launch lasts at least as long as its longest thread. */
void simt_nanosleep(unsigned ns)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  t->slept += CYCLES_PER_NS * (ns < NANOSLEEP_MAX ? ns : NANOSLEEP_MAX);
  double c = thread_cycles(t);
  if (c > longest_cycles)
    longest_cycles = c;
}

void simt_clock_thread_done(const struct simt_thread *t)
{
  simt_launch_steps += t->ran + t->steps;
  double c = thread_cycles(t);
  if (c > longest_cycles)
    longest_cycles = c;
}

/* An op's modelled time; a launch's once it ran (steps: its threads'). */
static double op_ms(const struct qop *o, uint64_t steps)
{
  const double us = 1e-3, device_bytes_per_ms = 3.0e9, pcie_bytes_per_ms = 2.5e7;
  switch (o->kind) {
  case Q_LAUNCH: {
    double spread = 6.0 * (double)steps / (132 * 128) / 1.98e6;
    double longest = longest_cycles / (CYCLES_PER_NS * 1e6);
    return 3 * us + (longest > spread ? longest : spread);
  }
  case Q_COPY:
    return 2 * us + (double)o->u.copy.n /
                        (o->u.copy.kind == cudaMemcpyDeviceToDevice ? device_bytes_per_ms
                                                                     : pcie_bytes_per_ms);
  case Q_SET: return 2 * us + (double)o->u.set.n / device_bytes_per_ms;
  default: return 0;
  }
}

/* o has run: the device's clock moves on by its time, and its stream ends,
 * for the host, that long after o could start. */
void simt_clock_ran(struct qop *o, uint64_t steps)
{
  double ms = op_ms(o, steps);
  double start = o->queued_at > o->s->done_at ? o->queued_at : o->s->done_at;
  for (int i = 0; i < o->ndeps; i++)
    if (o->deps[i].s->done_at > start)
      start = o->deps[i].s->done_at;
  device_ms += ms;
  o->s->done_at = start + ms * 1e-3;
  longest_cycles = 0;
  if (o->kind == Q_EVENT && o->u.event->s == o->s && o->u.event->seq == o->seq) {
    o->u.event->ms = device_ms;
    o->u.event->done_at = o->s->done_at;
  }
}

cudaError_t simt_clock_query(double done_at)
{
  return simt_host_now() < done_at ? cudaErrorNotReady : cudaSuccess;
}
