/* stream_order.c — device work on two streams that nothing orders, touching
 * the same bytes, one of them writing: a race between streams (a memset
 * on a non-blocking stream of its own and the kernel on the default stream
 * that adds into the same result).  The emulator runs queued work late, so
 * such a race would otherwise show only as a wrong result, and the student
 * would look for it in the kernel.
 *
 * Order is a vector clock per queued op (stream.c): its stream's entry is
 * its sequence number, and it knows every op before it in its stream, on
 * the streams it waits for (the legacy default stream and blocking
 * streams of its device, each other; an event's stream at the record, as
 * cudaStreamWaitEvent asks; the other ranks of an all-reduce) and every op
 * the host has waited for (simt_host_vc: a stream, event or device
 * synchronisation, a synchronous copy).  Op a is ordered before op b when
 * b's clock has a's sequence number for a's stream.
 *
 * Work runs when the host waits for it, so an op that ran is before every
 * op queued later (simt_host_vc has it); it can be unordered only with
 * what was queued already.  Except work a query ran and answered "not
 * ready" for (stream_seen.c): the host has not waited for it, so it stays
 * in the log, unordered with what comes next, until a wait covers it.
 * The check: when an op runs, its footprint (footprint.c) against the ops
 * in the log, which ran before it and are not ordered before it; then it
 * joins the log while some queued op is not ordered after it.  Only the
 * submission's own work (queued while its entry point runs) is judged:
 * the grader's reads after the call are the forgotten synchronisation that
 * the glue names itself.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stream_int.h"

struct simt_vc simt_host_vc;

unsigned long simt_vc_get(const struct simt_vc *vc, int idx)
{
  return idx < vc->n ? vc->v[idx] : 0;
}

static int grow(struct simt_vc *vc, int n)
{
  if (n <= vc->n)
    return 0;
  unsigned long *v = realloc(vc->v, (size_t)n * sizeof *v);
  if (!v)
    return -1;
  memset(v + vc->n, 0, (size_t)(n - vc->n) * sizeof *v);
  vc->v = v;
  vc->n = n;
  return 0;
}

void simt_vc_set(struct simt_vc *vc, int idx, unsigned long seq)
{
  if (grow(vc, idx + 1) == 0 && vc->v[idx] < seq)
    vc->v[idx] = seq;
}

void simt_vc_join(struct simt_vc *to, const struct simt_vc *from)
{
  if (grow(to, from->n) != 0)
    return;
  for (int i = 0; i < from->n; i++)
    if (to->v[i] < from->v[i])
      to->v[i] = from->v[i];
}

void simt_vc_copy(struct simt_vc *to, const struct simt_vc *from)
{
  if (to == from)
    return;
  if (to->v)
    memset(to->v, 0, (size_t)to->n * sizeof *to->v);
  simt_vc_join(to, from);
}

void simt_vc_free(struct simt_vc *vc)
{
  free(vc->v);
  vc->v = NULL;
  vc->n = 0;
}

static int mine_on;

void simt_stream_mine(int on) { mine_on = on != 0; }

int simt_order_mine(void) { return mine_on || simt_mem_guarded(); }

/* Ops that ran and may still be unordered with queued ones. */
static struct simt_order_op **log_v;
static size_t log_n, log_cap;

static int ordered_before(const struct simt_order_op *a, const struct simt_vc *b)
{
  return simt_vc_get(b, a->idx) >= a->seq;
}

int simt_order_log_unordered(const struct simt_vc *vc)
{
  for (size_t i = 0; i < log_n; i++)
    if (!ordered_before(log_v[i], vc))
      return 1;
  return 0;
}

static void say(const struct simt_order_op *first, const struct simt_order_op *o, uintptr_t at,
                size_t len, int first_writes, int o_writes)
{
  char where[256] = "";
  if (first->where && o->where)
    simt_symbolize(first->where, where, sizeof where);
  /* named at the later op's line; an all-reduce has none (NCCL's call is
   * issued at ncclGroupEnd), so then at the other's */
  (void)at;
  simt_diag("race", o->where ? o->where : first->where,
            "%s on %s %s and %s%s%s%s on %s %s the same %zu bytes, and nothing orders the two "
            "streams: put both on one stream, or record an event after the first and "
            "cudaStreamWaitEvent on it",
            o->what, o->stream, o_writes ? "writes" : "reads", first->what,
            where[0] ? " (at " : "", where, where[0] ? ")" : "", first->stream,
            first_writes ? "writes" : "reads", len);
}

void simt_order_check(struct simt_order_op *o, int keep)
{
  for (size_t i = 0; i < log_n && o->mine; i++) {
    const struct simt_order_op *l = log_v[i];
    if (!l->mine || ordered_before(l, &o->vc))
      continue;
    size_t len = 0;
    int lw = 0, ow = 0;
    uintptr_t at = simt_fp_conflict(&l->fp, &o->fp, &len, &lw, &ow);
    if (at)
      say(l, o, at, len, lw, ow);
  }
  if (!keep || !o->mine)
    return;
  if (log_n == log_cap) {
    size_t nc = log_cap ? log_cap * 2 : 16;
    struct simt_order_op **v = realloc(log_v, nc * sizeof *v);
    if (!v)
      return;
    log_v = v;
    log_cap = nc;
  }
  struct simt_order_op *c = malloc(sizeof *c);
  if (!c)
    return;
  /* The footprint is taken; the clock is copied: the op keeps its own, which
   * the host joins once it ran (stream.c run_op).  Taken, the host would not
   * learn that it waited for this op, and work it queued after the wait
   * would look unordered with it (a device's host wait while another
   * device's stream still held work: a false race). */
  *c = *o;
  memset(&c->vc, 0, sizeof c->vc);
  simt_vc_copy(&c->vc, &o->vc);
  memset(&o->fp, 0, sizeof o->fp);
  log_v[log_n++] = c;
}

static void drop(size_t i)
{
  simt_vc_free(&log_v[i]->vc);
  simt_fp_free(&log_v[i]->fp);
  free(log_v[i]);
  log_v[i] = log_v[--log_n];
}

void simt_order_prune(int (*unordered_after)(int idx, unsigned long seq))
{
  for (size_t i = log_n; i-- > 0;)
    if (!simt_querying && !unordered_after(log_v[i]->idx, log_v[i]->seq) &&
        ordered_before(log_v[i], &simt_host_vc))
      drop(i); /* kept: work a query ran and answered "not ready" (stream_seen.c) */
}

void simt_order_reset(void)
{
  while (log_n)
    drop(log_n - 1);
}
