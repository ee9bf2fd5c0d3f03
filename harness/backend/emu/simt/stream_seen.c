/* stream_seen.c — whether the host has seen a stream's work end.
 *
 * The emulator runs queued work only when the host asks (stream.c), so a
 * cudaStreamQuery that finds work queued runs it then and there.  On a GPU
 * that work was launched a moment before and is still running: the query
 * answers cudaErrorNotReady, and a host that queries once, ignores the
 * answer and returns has not waited for anything.  So a query that had to
 * run work ending after the host's last wait answers "not ready" (as one
 * asked so soon after the launch does on a GPU), and the stream stays
 * "unseen": the grader, asking simt_stream_pending after the submission
 * returns, counts it as still running.  cudaEventQuery answers by the same
 * rule.  A query that answers cudaSuccess, or a synchronisation of the
 * stream, of its device or of an event ending its work, sees it end.  A
 * polling loop (query until cudaSuccess) ends at its third query.
 *
 * The first query of work queued since the host's last wait runs nothing:
 * it answers "not ready", as a GPU does right after the launch (work queued
 * before a wait may be over: it is run and answered by the clock).  Work a
 * query ran is before everything the host queues later (stream_order.c),
 * though the answer said it had not ended: a second pass queued on the
 * default stream after one query of the first pass's non-blocking stream
 * would look ordered after it, and their race would go unseen (12's
 * stream-query-taken-for-a-wait).  Left queued, the two passes meet
 * unordered when something waits.  The next query of the same work runs
 * it, so a polling loop ends; if it answers "not ready" the host has still
 * not waited, and what it ran stays unordered with what comes next
 * (simt_query_end).
 */
#include <stdio.h>
#include <string.h>
#include "stream_int.h"

/* Whether the op of s with sequence number seq, still queued, was queued
 * after the host's last wait. */
static int queued_since_wait(const struct simt_stream *s, unsigned long seq)
{
  for (const struct qop *o = s->head; o; o = o->next)
    if (o->seq == seq)
      return o->queued_at > simt_host_last_wait();
  return 0;
}

/* Whether this query of s leaves its work queued: the first one since its
 * last op was queued, after the host's last wait. */
int simt_stream_query_defers(struct simt_stream *s)
{
  if (!s->head || s->polled == s->last || !queued_since_wait(s, s->last))
    return 0;
  s->polled = s->last;
  return 1;
}

/* The same for an event whose op has not run: the first query of it. */
int simt_event_query_defers(struct simt_event *e)
{
  if (e->polled == e->seq + 1 || !queued_since_wait(e->s, e->seq))
    return 0;
  e->polled = e->seq + 1;
  return 1;
}

int simt_querying;

/* A query about to run work: the host's record of what it waited for is
 * kept, and the ops it runs are logged whatever is queued after them. */
void simt_query_begin(struct simt_vc *saved)
{
  memset(saved, 0, sizeof *saved);
  simt_vc_copy(saved, &simt_host_vc);
  simt_querying = 1;
}

/* The query's answer.  "Not ready" takes back what running the work told
 * the host: it has not waited for it, so work it queues next is not
 * ordered after it (stream_order.c keeps those ops until a wait covers
 * them: 12's query asked twice before pass 2 is a race). */
cudaError_t simt_query_end(struct simt_vc *saved, cudaError_t answer)
{
  simt_querying = 0;
  if (answer == cudaErrorNotReady)
    simt_vc_copy(&simt_host_vc, saved);
  simt_vc_free(saved);
  return answer;
}

/* cudaStreamQuery's answer; ran: the query found work queued and ran it.
 * Work that ends after the host's last wait, run by this query, is still
 * running for the host: the host's own steps since that wait are taken to
 * cost no time (natively they take microseconds, as the work does), so the
 * answer does not hang on how fast the host ran.  Work that a wait covered
 * (another stream's, shorter) is over, as on a GPU. */
cudaError_t simt_stream_answer(struct simt_stream *s, int ran)
{
  cudaError_t e = ran && s->done_at > simt_host_last_wait() ? cudaErrorNotReady
                                                            : simt_clock_query(s->done_at);
  s->unseen = e == cudaErrorNotReady;
  if (e == cudaSuccess) /* the host knows it ended: work it queues next is after it */
    simt_vc_join(&simt_host_vc, &s->vc);
  return e;
}

/* cudaEventQuery's answer, by the same rule; an event that ends its
 * stream's work tells whether the host has seen that work end */
cudaError_t simt_event_answer(struct simt_event *e, int ran)
{
  cudaError_t r = ran && e->done_at > simt_host_last_wait() ? cudaErrorNotReady
                                                            : simt_clock_query(e->done_at);
  if (e->seq == e->s->last)
    e->s->unseen = r == cudaErrorNotReady;
  if (r == cudaSuccess)
    simt_vc_join(&simt_host_vc, &e->vc);
  return r;
}

/* cudaStreamSynchronize's wait, after the work ran: until it ends, and the
 * host has waited for all of it (work a query ran and took back too) */
cudaError_t simt_stream_waited(struct simt_stream *s)
{
  simt_vc_join(&simt_host_vc, &s->vc);
  simt_host_wait_until(s->done_at);
  s->unseen = 0;
  return cudaSuccess;
}

/* A device-wide wait covers s: the later of end and s's end */
double simt_stream_seen_by(struct simt_stream *s, double end)
{
  simt_vc_join(&simt_host_vc, &s->vc);
  s->unseen = 0;
  return s->done_at > end ? s->done_at : end;
}

/* What simt_stream_pending_what says of a stream with nothing queued */
size_t simt_stream_unseen_what(const struct simt_stream *s, char *buf, size_t cap)
{
  if (!s->unseen)
    return 0;
  return (size_t)snprintf(buf, cap, "work that a query (cudaStreamQuery, cudaEventQuery) "
                                    "found still running and nothing waited for");
}
