/* host_stream.c — the CUDA calls on streams and events.  The queues are
 * stream.c's: device work queued on a stream runs when the host waits for
 * it.
 */
#include "stream_int.h"
#include "../../../glue/scratch_left.h"

/* A stream or event made by the submission's call at caller: counted by
 * the leak watch (scratch_left.c) until its destroy. */
static cudaError_t made(cudaError_t e, int kind, const void *h, void *caller)
{
  if (e == cudaSuccess)
    simt_scratch_held_made(kind, h, 0, caller);
  return simt_api_ret(e);
}

static cudaError_t undone(cudaError_t e, int kind, const void *h)
{
  if (e == cudaSuccess)
    simt_scratch_held_freed(kind, h);
  return simt_api_ret(e);
}

static cudaError_t stream_create(cudaStream_t *s, unsigned flags, void *caller)
{
  if (!s || (flags & ~1u)) /* cudaStreamNonBlocking is its one flag */
    return simt_api_ret(cudaErrorInvalidValue);
  cudaError_t e = simt_stream_create(s, flags);
  return made(e, RG_HELD_STREAM, e == cudaSuccess ? *s : NULL, caller);
}

cudaError_t cudaStreamCreate(cudaStream_t *s)
{
  return stream_create(s, 0, __builtin_return_address(0));
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags)
{
  return stream_create(s, flags, __builtin_return_address(0));
}

cudaError_t cudaStreamDestroy(cudaStream_t s)
{
  return undone(simt_stream_destroy(s), RG_HELD_STREAM, s);
}

cudaError_t cudaStreamSynchronize(cudaStream_t s)
{
  if (simt_sticky())
    return simt_sticky();
  return simt_api_ret(simt_stream_sync(s));
}

/* A query's answer: cudaErrorNotReady is an answer, not an error, so it
 * is not recorded as the last error (CUDA's runtime does not record it:
 * a polling loop leaves cudaGetLastError at cudaSuccess). */
static cudaError_t query_ret(cudaError_t e)
{
  return e == cudaErrorNotReady ? e : simt_api_ret(e);
}

/* The first query of work queued since the host's last wait runs nothing
 * and answers "not ready" (stream_seen.c); a later one runs what s has
 * queued and answers cudaErrorNotReady until that work ends on the
 * modelled GPU (stream_clock.c), so a polling loop ends;
 * a query that had to run the work answers it at once (stream_seen.c).
 * (The grader asks simt_stream_pending instead.) */
cudaError_t cudaStreamQuery(cudaStream_t s)
{
  if (simt_sticky())
    return simt_sticky();
  struct simt_stream *q = simt_stream_resolve(s);
  if (q && simt_stream_query_defers(q))
    return query_ret(cudaErrorNotReady);
  struct simt_vc saved;
  simt_query_begin(&saved);
  return query_ret(simt_query_end(&saved, simt_stream_query(s)));
}

cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags)
{
  if (flags & ~1u) /* cudaEventWaitExternal is its one flag */
    return simt_api_ret(cudaErrorInvalidValue);
  return simt_api_ret(simt_stream_wait_event(s, e));
}

static cudaError_t event_create(cudaEvent_t *e, unsigned flags, void *caller)
{
  /* flags other than BlockingSync, DisableTiming, Interprocess */
  if (!e || (flags & ~7u))
    return simt_api_ret(cudaErrorInvalidValue);
  cudaError_t r = simt_event_create(e);
  return made(r, RG_HELD_EVENT, r == cudaSuccess ? *e : NULL, caller);
}

cudaError_t cudaEventCreate(cudaEvent_t *e)
{
  return event_create(e, 0, __builtin_return_address(0));
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int flags)
{
  return event_create(e, flags, __builtin_return_address(0));
}

cudaError_t cudaEventDestroy(cudaEvent_t e)
{
  return undone(simt_event_destroy(e), RG_HELD_EVENT, e);
}

/* The record runs in stream order and takes the host's clock then:
 * elapsed times are emulation times, not a model of the GPU. */
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s) { return simt_api_ret(simt_event_record(e, s)); }

cudaError_t cudaEventSynchronize(cudaEvent_t e)
{
  if (simt_sticky())
    return simt_sticky();
  return simt_api_ret(simt_event_sync(e));
}

cudaError_t cudaEventQuery(cudaEvent_t e)
{
  if (simt_sticky())
    return simt_sticky();
  return query_ret(simt_event_query(e));
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b)
{
  if (!ms)
    return simt_api_ret(cudaErrorInvalidValue);
  return simt_api_ret(simt_event_elapsed(ms, a, b));
}

void simt_stream_priority_set(cudaStream_t h, int priority)
{
  struct simt_stream *s = simt_stream_resolve(h);
  if (s) /* clamped to the range, as CUDA does */
    s->priority = priority > 0 ? 0 : priority < -5 ? -5 : priority;
}

cudaError_t cudaStreamGetPriority(cudaStream_t h, int *priority)
{
  struct simt_stream *s = simt_stream_resolve(h);
  if (!priority)
    return simt_api_ret(cudaErrorInvalidValue);
  if (!s)
    return simt_api_ret(cudaErrorInvalidResourceHandle);
  *priority = s->priority;
  return simt_api_ret(cudaSuccess);
}
