/* stream_events.c — CUDA's events on stream.c's queues: a record is an op
 * of its stream, cudaStreamWaitEvent makes a stream wait for the op the
 * event last recorded (and for what that op is ordered after: its clock,
 * stream_order.c), elapsed times read the modelled device clock. */
#include <stdlib.h>
#include "stream_int.h"

static struct simt_event *events; /* never freed: a stale handle is refused */

int simt_event_known(cudaEvent_t e)
{
  for (struct simt_event *v = events; v; v = v->next)
    if (v == e)
      return v->live;
  return 0;
}

cudaError_t simt_stream_wait_event(cudaStream_t h, cudaEvent_t e)
{
  struct simt_stream *s = simt_stream_resolve(h);
  if (!s || !simt_event_known(e))
    return cudaErrorInvalidResourceHandle;
  if (!e->s || e->done)
    return cudaSuccess; /* nothing recorded, or already complete */
  struct qop *o = simt_stream_enqueue(s, Q_WAIT, NULL);
  if (!o)
    return cudaErrorMemoryAllocation;
  simt_stream_add_dep(o, e->s, e->seq);
  simt_vc_join(&o->ord.vc, &e->vc); /* and what the recorded op came after */
  simt_vc_join(&s->vc, &e->vc);
  return cudaSuccess;
}

cudaError_t simt_event_create(cudaEvent_t *out)
{
  struct simt_event *n = calloc(1, sizeof *n);
  if (!n)
    return cudaErrorMemoryAllocation;
  n->live = 1;
  n->dev = simt_current_device();
  n->next = events;
  events = n;
  *out = n;
  return cudaSuccess;
}

cudaError_t simt_event_destroy(cudaEvent_t e)
{
  if (!simt_event_known(e))
    return cudaErrorInvalidResourceHandle;
  e->live = 0;
  return cudaSuccess;
}

cudaError_t simt_event_record(cudaEvent_t e, cudaStream_t h)
{
  struct simt_stream *s = simt_stream_resolve(h);
  if (!s || !simt_event_known(e))
    return cudaErrorInvalidResourceHandle;
  /* CUDA: "event and stream must be on the same device"; a record on
   * another device's stream fails and records nothing, so a wait on the
   * event later waits for none of that stream's work. */
  if (s->dev != e->dev)
    return cudaErrorInvalidResourceHandle;
  struct qop *o = simt_stream_enqueue(s, Q_EVENT, NULL);
  if (!o)
    return cudaErrorMemoryAllocation;
  o->u.event = e;
  e->s = s;
  e->seq = o->seq;
  simt_vc_copy(&e->vc, &o->ord.vc);
  e->done = 0;
  return cudaSuccess;
}

cudaError_t simt_event_sync(cudaEvent_t e)
{
  if (!simt_event_known(e))
    return cudaErrorInvalidResourceHandle;
  if (e->s && !e->done)
    simt_stream_drain_to(e->s, e->seq);
  if (e->s && e->done) {
    simt_host_wait_until(e->done_at);
    simt_vc_join(&simt_host_vc, &e->vc); /* what a query ran and took back */
    if (e->seq == e->s->last)
      e->s->unseen = 0; /* the host waited for all of it (stream_seen.c) */
  }
  return cudaSuccess;
}

/* cudaEventQuery: the work before it run, "not ready" until it ends on the
 * modelled GPU (stream_clock.c); the first query of work queued since the
 * host's last wait runs nothing (stream_seen.c). */
cudaError_t simt_event_query(cudaEvent_t e)
{
  if (!simt_event_known(e))
    return cudaErrorInvalidResourceHandle;
  int ran = e->s && !e->done; /* a query that runs it answers "not ready" */
  if (ran && simt_event_query_defers(e))
    return cudaErrorNotReady; /* nothing run (stream_seen.c) */
  struct simt_vc saved;
  simt_query_begin(&saved);
  if (ran)
    simt_stream_drain_to(e->s, e->seq);
  return simt_query_end(&saved, e->s && e->done ? simt_event_answer(e, ran) : cudaSuccess);
}

cudaError_t simt_event_elapsed(float *ms, cudaEvent_t a, cudaEvent_t b)
{
  if (!ms || !simt_event_known(a) || !simt_event_known(b) || !a->s || !b->s)
    return cudaErrorInvalidResourceHandle;
  if (!a->done || !b->done)
    return cudaErrorNotReady;
  *ms = (float)(b->ms - a->ms);
  return cudaSuccess;
}

void simt_events_reset(void)
{
  for (struct simt_event *e = events; e; e = e->next)
    e->live = 0;
}
