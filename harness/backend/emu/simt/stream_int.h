/* stream_int.h — the queues of stream.c, shared with stream_events.c. */
#ifndef SIMT_STREAM_INT_H
#define SIMT_STREAM_INT_H
#include "simt_int.h"

enum { Q_LAUNCH, Q_COPY, Q_SET, Q_EVENT, Q_WAIT, Q_COLL, Q_HOST };

/* "stream s has run every op up to seq" */
struct dep { struct simt_stream *s; unsigned long seq; };

/* One all-reduce: a part on each rank's stream; it runs once, when one
 * part is reached, after every rank's stream has reached its part. */
struct coll {
  int nparts, left, ran;
  struct qop *part[SIMT_MAX_DEVICES];
  void (*run)(void *ctx);
  void (*release)(void *ctx);
  void *ctx;
};

struct qop {
  struct qop *next;
  struct simt_stream *s;
  unsigned long seq;
  int kind, busy;
  void *where;
  struct dep *deps;
  int ndeps;
  struct simt_order_op ord; /* its clock and footprint (stream_order.c) */
  double queued_at;         /* the host's clock when it was queued (stream_clock.c) */
  union {
    struct simt_launch_desc launch;
    struct { void *dst; const void *src; size_t n; int kind; void *staged; } copy;
    struct { void *p; int v; size_t n; } set;
    struct simt_event *event;
    struct coll *coll;
    struct { cudaHostFn_t fn; cudaStreamCallback_t cb; void *data; cudaStream_t h; } host;
  } u;
};

struct simt_stream {
  struct simt_stream *next;
  int live, dev, nonblocking, legacy;
  int priority;        /* cudaStreamCreateWithPriority's, 0 to -5 */
  int idx;             /* its entry in the vector clocks */
  struct simt_vc vc;   /* the clock of its last op */
  struct qop *head, *tail;
  unsigned long last; /* seq of the last op queued */
  double done_at;     /* the host's clock when the last op run ends (stream_clock.c) */
  int unseen;         /* a query answered "not ready" and nothing waited since (stream_seen.c) */
  unsigned long polled; /* last when a query last left its work queued (stream_seen.c) */
};

struct simt_event {
  struct simt_event *next;
  int live, done;
  int dev;               /* the device current at its creation: it belongs there */
  struct simt_stream *s; /* where it was last recorded */
  unsigned long seq;     /* ... and the op that completes it */
  struct simt_vc vc;     /* ... and what that op is ordered after */
  double ms;
  double done_at;        /* the host's clock when it completes (stream_clock.c) */
  unsigned long polled;  /* seq when a query last left its work queued (stream_seen.c) */
};

struct simt_stream *simt_stream_resolve(cudaStream_t h); /* NULL: not a live stream */
/* stream_seen.c: whether the host has seen the work of a stream end */
cudaError_t simt_stream_answer(struct simt_stream *s, int ran);
int simt_stream_query_defers(struct simt_stream *s);
extern int simt_querying; /* a query runs work: its ops are logged (stream.c run_op) */
void simt_query_begin(struct simt_vc *saved);
cudaError_t simt_query_end(struct simt_vc *saved, cudaError_t answer);
int simt_event_query_defers(struct simt_event *e);
cudaError_t simt_event_answer(struct simt_event *e, int ran);
cudaError_t simt_stream_waited(struct simt_stream *s);
double simt_stream_seen_by(struct simt_stream *s, double end);
size_t simt_stream_unseen_what(const struct simt_stream *s, char *buf, size_t cap);
struct qop *simt_stream_enqueue(struct simt_stream *s, int kind, void *where);
void simt_stream_drain_to(struct simt_stream *s, unsigned long upto);
void simt_stream_add_dep(struct qop *o, struct simt_stream *s, unsigned long seq);
/* A host function's op (cudaLaunchHostFunc, cudaStreamAddCallback): runs
 * it as host code, device memory closed (host_callbacks.c). */
void simt_stream_run_host(struct qop *o);
int simt_event_known(cudaEvent_t e);
void simt_events_reset(void);

/* stream_clock.c: the host's monotonic clock in seconds, and a sleep until
 * t on it; o has run (steps: its threads'), its stream ends for the host at
 * its modelled time after it could start, an event it completes with it. */
double simt_host_now(void);
void simt_host_wait_until(double t);
double simt_host_last_wait(void); /* the host's clock when its last wait ended */
void simt_clock_ran(struct qop *o, uint64_t steps);
/* what a query answers for work that ran and ends at done_at */
cudaError_t simt_clock_query(double done_at);

#endif
