/* stream.c — streams and the deferred execution of device work (events: stream_events.c).
 *
 * As on a GPU, a kernel launch, an async copy or fill, an event record and
 * an all-reduce only queue work on a stream; the work runs when the host
 * waits for it (a stream, device or event synchronisation, a synchronous
 * copy) or when work that something waits for depends on it.  Why: a
 * submission that forgets to wait for a stream must not pass because the
 * emulator happened to run everything at once (16's "synchronised only the
 * current device").  Order is CUDA's: FIFO per stream; the legacy default
 * stream of a device waits for its blocking streams and they for it
 * (cudaStreamNonBlocking streams do not); cudaStreamWaitEvent; an
 * all-reduce waits for every rank's stream to reach it.  Work that nothing
 * orders may run in any order: the shuffled schedule (simt_opt.schedule 1)
 * drains a device's streams newest first; and every op carries a vector
 * clock of what it is ordered after, so that two ops of unordered streams
 * touching the same bytes are named as a race (stream_order.c).
 *
 * Streams and events live until the process ends (a handle kept in a
 * `static` stays valid from case to case, as in a GPU process); destroyed,
 * they stay known so that a later use is an invalid handle, not a crash.
 * A sticky error drops every queue: the context is gone, as on a GPU.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stream_int.h"

static struct simt_stream legacy[SIMT_MAX_DEVICES];
static struct simt_stream *streams; /* created ones, never freed */
static unsigned long next_seq = 1;

static struct simt_stream *legacy_of(int dev)
{
  struct simt_stream *s = &legacy[dev];
  s->live = s->legacy = 1;
  s->dev = s->idx = dev;
  return s;
}

/* cudaStreamPerThread of dev: the host's one thread's default stream, a
 * blocking stream made on first use (again after a reset). */
static struct simt_stream *per_thread[SIMT_MAX_DEVICES];

static struct simt_stream *per_thread_of(int dev)
{
  if (!per_thread[dev] || !per_thread[dev]->live) {
    cudaStream_t made = NULL;
    if (simt_stream_create(&made, 0) != cudaSuccess)
      return NULL;
    per_thread[dev] = made;
  }
  return per_thread[dev];
}

/* The stream a handle names, or NULL for one that is not a live stream. */
static struct simt_stream *resolve(cudaStream_t h)
{
  if (!h || h == cudaStreamLegacy)
    return legacy_of(simt_current_device());
  if (h == cudaStreamPerThread)
    return per_thread_of(simt_current_device());
  if (h >= legacy && h < legacy + SIMT_MAX_DEVICES)
    return h;
  for (struct simt_stream *s = streams; s; s = s->next)
    if (s == h)
      return s->live ? s : NULL;
  return NULL;
}

int simt_stream_device(cudaStream_t h)
{
  struct simt_stream *s = resolve(h);
  return s ? s->dev : -1;
}

/* ---- queueing ---- */

static void add_dep(struct qop *o, struct simt_stream *s, unsigned long seq)
{
  if (!s->head || s->head->seq > seq || s == o->s)
    return; /* already run, or ordered by the FIFO anyway */
  struct dep *d = realloc(o->deps, (size_t)(o->ndeps + 1) * sizeof *d);
  if (!d)
    return;
  o->deps = d;
  o->deps[o->ndeps++] = (struct dep){s, seq};
}

/* What an op on the legacy default stream of dev waits for: everything
 * queued so far on dev's legacy and blocking streams. */
static void add_legacy_deps(struct qop *o, int dev)
{
  struct simt_stream *l = legacy_of(dev);
  add_dep(o, l, l->last);
  for (struct simt_stream *s = streams; s; s = s->next)
    if (s->dev == dev && !s->nonblocking)
      add_dep(o, s, s->last);
}

static void describe(const struct simt_stream *s, char *buf, size_t cap)
{
  snprintf(buf, cap, "%s of device %d",
           s->legacy ? "the legacy default stream"
           : s == per_thread[s->dev] ? "the per-thread default stream"
           : s->nonblocking ? "a non-blocking stream" : "a blocking stream", s->dev);
}

/* o's clock: its stream's, what the host waited for, and the streams an op
 * of its kind of stream waits for (as its deps); its own entry its seq. */
static void order(struct qop *o)
{
  struct simt_stream *s = o->s;
  struct simt_vc *vc = &o->ord.vc;
  simt_vc_join(vc, &s->vc);
  simt_vc_join(vc, &simt_host_vc);
  if (s->legacy) {
    for (struct simt_stream *b = streams; b; b = b->next)
      if (b->dev == s->dev && !b->nonblocking)
        simt_vc_join(vc, &b->vc);
  } else if (!s->nonblocking) {
    simt_vc_join(vc, &legacy_of(s->dev)->vc);
  }
  simt_vc_set(vc, s->idx, o->seq);
  simt_vc_copy(&s->vc, vc);
  o->ord.idx = s->idx;
  o->ord.seq = o->seq;
  o->ord.where = o->where;
  o->ord.mine = simt_order_mine();
  static const char *const what[] = {"a kernel", "a copy", "a memset", "", "",
                                     "an all-reduce"};
  o->ord.what = what[o->kind];
  describe(s, o->ord.stream, sizeof o->ord.stream);
}

static struct qop *enqueue(struct simt_stream *s, int kind, void *where)
{
  struct qop *o = calloc(1, sizeof *o);
  if (!o)
    return NULL;
  o->s = s;
  o->kind = kind;
  o->where = where;
  o->seq = next_seq++;
  o->queued_at = simt_host_now();
  if (s->legacy)
    add_legacy_deps(o, s->dev);
  else if (!s->nonblocking)
    add_dep(o, legacy_of(s->dev), legacy[s->dev].last);
  order(o);
  if (s->tail)
    s->tail->next = o;
  else
    s->head = o;
  s->tail = o;
  s->last = o->seq;
  return o;
}

static void release_op(struct qop *o)
{
  if (o->kind == Q_LAUNCH && o->u.launch.release)
    o->u.launch.release(o->u.launch.arg);
  if (o->kind == Q_COPY)
    free(o->u.copy.staged);
  if (o->kind == Q_COLL && --o->u.coll->left == 0) {
    if (o->u.coll->release)
      o->u.coll->release(o->u.coll->ctx);
    free(o->u.coll);
  }
  simt_vc_free(&o->ord.vc);
  simt_fp_free(&o->ord.fp);
  free(o->deps);
  free(o);
}

static void pop(struct simt_stream *s)
{
  struct qop *o = s->head;
  s->head = o->next;
  if (!s->head)
    s->tail = NULL;
  release_op(o);
}

/* A sticky error ends the context: queued work never runs. */
static void drop_all(void)
{
  for (int d = 0; d < SIMT_MAX_DEVICES; d++)
    while (legacy[d].head)
      pop(&legacy[d]);
  for (struct simt_stream *s = streams; s; s = s->next)
    while (s->head)
      pop(s);
}

struct simt_stream *simt_stream_resolve(cudaStream_t h) { return resolve(h); }
struct qop *simt_stream_enqueue(struct simt_stream *s, int kind, void *where)
{
  return enqueue(s, kind, where);
}
void simt_stream_add_dep(struct qop *o, struct simt_stream *s, unsigned long seq)
{
  add_dep(o, s, seq);
}

/* ---- execution ---- */

static void drain(struct simt_stream *s, unsigned long upto);

static void run_launch(struct qop *o)
{
  int keep = simt_current_device();
  simt_host_set_device(o->s->dev); /* peer checks see the stream's device */
  simt_dyn_size = o->u.launch.shmem;
  simt_trail_launch();
  simt_set_late_error(simt_sched_run(&o->u.launch));
  simt_shadow_launch_end();
  simt_host_set_device(keep);
}

static void run_coll(struct qop *o)
{
  struct coll *c = o->u.coll;
  if (c->ran)
    return;
  c->ran = 1; /* before the drains: a part met again is not run twice */
  for (int i = 0; i < c->nparts && !simt_sticky(); i++)
    if (c->part[i] != o)
      drain(c->part[i]->s, c->part[i]->seq - 1);
  if (!simt_sticky())
    c->run(c->ctx);
}

static int judged(const struct qop *o)
{
  return o->ord.mine && (o->kind == Q_LAUNCH || o->kind == Q_COPY || o->kind == Q_SET ||
                         o->kind == Q_COLL);
}

/* 1 if some queued op of the submission's is not ordered after op (idx,
 * seq): stream_order.c keeps op's footprint for it. */
static int unordered_after(int idx, unsigned long seq)
{
  for (int d = 0; d < SIMT_MAX_DEVICES; d++)
    for (const struct qop *q = legacy[d].head; q; q = q->next)
      if (judged(q) && simt_vc_get(&q->ord.vc, idx) < seq)
        return 1;
  for (const struct simt_stream *s = streams; s; s = s->next)
    for (const struct qop *q = s->head; q; q = q->next)
      if (judged(q) && simt_vc_get(&q->ord.vc, idx) < seq)
        return 1;
  return 0;
}

/* After o ran: the bytes it touched against unordered work (stream_order.c). */
static void order_check(struct qop *o, int keep)
{
  if (o->kind == Q_SET)
    simt_fp_add(&o->ord.fp, o->u.set.p, o->u.set.n, 1);
  if (o->kind == Q_COPY) {
    simt_fp_add(&o->ord.fp, o->u.copy.dst, o->u.copy.n, 1);
    simt_fp_add(&o->ord.fp, o->u.copy.src, o->u.copy.n, 0);
  }
  simt_order_check(&o->ord, keep);
}

static void run_op(struct qop *o)
{
  for (int i = 0; i < o->ndeps && !simt_sticky(); i++)
    drain(o->deps[i].s, o->deps[i].seq);
  if (simt_sticky())
    return;
  /* its footprint is needed only beside unordered work: queued, or run */
  int keep = judged(o) && (simt_querying || unordered_after(o->ord.idx, o->seq));
  int check = keep || (judged(o) && simt_order_log_unordered(&o->ord.vc));
  if (check && o->kind == Q_LAUNCH)
    simt_fp_begin();
  if (o->kind != Q_HOST) /* a host function is host code: memory stays closed */
    simt_mem_open(); /* the device's own work: open to it even mid-entry-point */
  if (o->kind == Q_LAUNCH || o->kind == Q_COPY || o->kind == Q_SET)
    simt_dvb_use(o->s->dev); /* its own copy of the __device__ variables */
  simt_launch_steps = 0;
  switch (o->kind) {
  case Q_LAUNCH:
    simt_lp_launch(1); /* what it read and stored (provenance.c) */
    run_launch(o);
    simt_ot_kernel_done();
    simt_lp_launch(0);
    simt_hw_launched(o->u.launch.args, o->u.launch.args_size);
    break;
  case Q_COPY:
    if (o->u.copy.n) {
      memmove(o->u.copy.dst, o->u.copy.staged ? o->u.copy.staged : o->u.copy.src, o->u.copy.n);
      simt_watch_copy(o->u.copy.dst, o->u.copy.src, o->u.copy.n);
      simt_wr_copied(o->u.copy.dst, o->u.copy.src, o->u.copy.n, o->where);
    }
    break;
  case Q_SET:
    memset(o->u.set.p, o->u.set.v, o->u.set.n);
    simt_ot_wrote(o->u.set.p, o->u.set.n);
    simt_hw_set(o->u.set.p, o->u.set.n);
    simt_wr_filled(o->u.set.p, o->u.set.n);
    break;
  case Q_EVENT:
    if (o->u.event->s == o->s && o->u.event->seq == o->seq)
      o->u.event->done = 1; /* its time: simt_clock_ran */
    break;
  case Q_COLL: /* its writes are not followed (provenance.c) */
    simt_lp_unknown();
    run_coll(o);
    break;
  case Q_HOST: simt_stream_run_host(o); break;
  default: break; /* Q_WAIT: its dependency is all it does */
  }
  simt_clock_ran(o, simt_launch_steps);
  if (o->kind != Q_HOST)
    simt_mem_close();
  if (check && o->kind == Q_LAUNCH)
    simt_fp_end(&o->ord.fp);
  if (check && !simt_sticky())
    order_check(o, keep);
  simt_vc_join(&simt_host_vc, &o->ord.vc); /* the host waits for it */
}

static int depth; /* drains in progress: ops on the C stack are busy */

/* Runs s's ops up to seq upto, each after what it depends on.  After a
 * sticky error nothing more runs, and the outermost drain drops the
 * queues (inner ones still hold their ops). */
static void drain(struct simt_stream *s, unsigned long upto)
{
  if (depth++ == 0)
    simt_runtime_fenv(1); /* the device's own: the host's flags untouched */
  while (s->head && s->head->seq <= upto && !s->head->busy && !simt_sticky()) {
    struct qop *o = s->head;
    o->busy = 1;
    run_op(o);
    if (simt_sticky())
      break;
    pop(s);
  }
  if (--depth == 0)
    simt_runtime_fenv(0);
  if (depth == 0 && simt_sticky())
    drop_all();
  if (depth == 0)
    simt_order_prune(unordered_after);
}

static void drain_all_of(struct simt_stream *s) { drain(s, s->last); }
void simt_stream_drain_to(struct simt_stream *s, unsigned long upto) { drain(s, upto); }

/* Every stream of dev (dev < 0: of every device).  In the shuffled
 * schedule the stream whose last op is newest goes first: work that no
 * dependency orders runs out of issue order. */
static void drain_device(int dev)
{
  for (;;) {
    struct simt_stream *pick = NULL;
    int rev = simt_opt.schedule == 1;
    for (int d = 0; d < SIMT_MAX_DEVICES; d++)
      if ((dev < 0 || d == dev) && legacy[d].head &&
          (!pick || (rev ? legacy[d].last > pick->last : legacy[d].head->seq < pick->head->seq)))
        pick = &legacy[d];
    for (struct simt_stream *s = streams; s; s = s->next)
      if ((dev < 0 || s->dev == dev) && s->head &&
          (!pick || (rev ? s->last > pick->last : s->head->seq < pick->head->seq)))
        pick = s;
    if (!pick || pick->head->busy)
      return;
    if (rev)
      drain_all_of(pick);
    else
      drain(pick, pick->head->seq);
  }
}

/* A host call that waits for the device: its work run, and waited out
 * until it ends on the modelled GPU (stream_clock.c). */
void simt_stream_drain_device(int dev)
{
  drain_device(dev);
  double end = 0;
  for (int d = 0; d < SIMT_MAX_DEVICES; d++)
    if (dev < 0 || d == dev)
      end = simt_stream_seen_by(&legacy[d], end);
  for (struct simt_stream *s = streams; s; s = s->next)
    if (dev < 0 || s->dev == dev)
      end = simt_stream_seen_by(s, end);
  simt_host_wait_until(end);
}

/* A synchronous call on the legacy stream of dev: everything it waits for. */
void simt_stream_drain_legacy(int dev)
{
  struct simt_stream *l = legacy_of(dev);
  struct qop *o = enqueue(l, Q_WAIT, NULL);
  if (o)
    drain(l, o->seq);
  simt_stream_waited(l);
}

/* ---- what the runtime queues ---- */

cudaError_t simt_stream_launch(const struct simt_launch_desc *d, void *where)
{
  struct simt_stream *s = resolve(d->stream);
  if (!s)
    return cudaErrorInvalidResourceHandle;
  struct qop *o = enqueue(s, Q_LAUNCH, where);
  if (!o)
    return cudaErrorMemoryAllocation;
  o->u.launch = *d;
  /* Without a release the arguments live on the caller's stack: run now. */
  if (!d->release)
    drain(s, o->seq);
  return cudaSuccess;
}

cudaError_t simt_stream_copy(void *dst, const void *src, size_t n, cudaStream_t h, int stage,
                             void *where)
{
  struct simt_stream *s = resolve(h);
  if (!s)
    return cudaErrorInvalidResourceHandle;
  void *staged = NULL;
  if (stage && n) { /* pageable source: read now, as CUDA stages it */
    staged = malloc(n);
    if (!staged)
      return cudaErrorMemoryAllocation;
    memcpy(staged, src, n);
  }
  struct qop *o = enqueue(s, Q_COPY, where);
  if (!o) {
    free(staged);
    return cudaErrorMemoryAllocation;
  }
  o->u.copy.dst = dst;
  o->u.copy.src = src;
  o->u.copy.n = n;
  o->u.copy.staged = staged;
  return cudaSuccess;
}

cudaError_t simt_stream_set(void *p, int v, size_t n, cudaStream_t h, void *where)
{
  struct simt_stream *s = resolve(h);
  if (!s)
    return cudaErrorInvalidResourceHandle;
  struct qop *o = enqueue(s, Q_SET, where);
  if (!o)
    return cudaErrorMemoryAllocation;
  o->u.set.p = p;
  o->u.set.v = v;
  o->u.set.n = n;
  return cudaSuccess;
}

int simt_stream_collective(const cudaStream_t *hs, const int *devs, int n,
                           void (*run)(void *), void (*release)(void *), void *ctx,
                           struct simt_fp *fps)
{
  struct coll *c = calloc(1, sizeof *c);
  if (!c || n < 1 || n > SIMT_MAX_DEVICES) {
    free(c);
    return -1;
  }
  c->run = run;
  c->release = release;
  c->ctx = ctx;
  for (int i = 0; i < n; i++) {
    struct simt_stream *s = hs[i] ? resolve(hs[i]) : legacy_of(devs[i]);
    struct qop *o = s ? enqueue(s, Q_COLL, NULL) : NULL;
    if (!o) { /* validated by the caller: only out of memory lands here */
      c->ran = 1;
      break;
    }
    o->u.coll = c;
    o->ord.fp = fps[i]; /* the rank's buffers */
    memset(&fps[i], 0, sizeof fps[i]);
    c->part[c->nparts++] = o;
    c->left++;
  }
  if (c->nparts == 0) {
    free(c);
    return -1;
  }
  /* every part waits for every rank's stream: one clock for all */
  struct simt_vc all = {0};
  for (int i = 0; i < c->nparts; i++)
    simt_vc_join(&all, &c->part[i]->ord.vc);
  for (int i = 0; i < c->nparts; i++) {
    simt_vc_copy(&c->part[i]->ord.vc, &all);
    simt_vc_join(&c->part[i]->s->vc, &all);
  }
  simt_vc_free(&all);
  return 0;
}

/* Drains s (NULL: the legacy stream of the current device, with the
 * blocking streams it waits for) and returns how the host sees it. */
static cudaError_t sync_stream(cudaStream_t h, int wait)
{
  struct simt_stream *s = resolve(h);
  if (!s)
    return cudaErrorInvalidResourceHandle;
  int ran = s->head != NULL; /* a query that runs it answers "not ready" */
  if (s->legacy) {
    struct qop *o = enqueue(s, Q_WAIT, NULL);
    if (o)
      drain(s, o->seq);
  } else {
    drain_all_of(s);
  }
  return wait ? simt_stream_waited(s) : simt_stream_answer(s, ran);
}

int simt_stream_pending(cudaStream_t h)
{
  struct simt_stream *s = resolve(h);
  return s && (s->head != NULL || s->unseen);
}

size_t simt_stream_pending_what(cudaStream_t h, char *buf, size_t cap)
{
  struct simt_stream *s = resolve(h);
  if (!buf || cap == 0)
    return 0;
  buf[0] = 0;
  if (!s || !s->head)
    return s ? simt_stream_unseen_what(s, buf, cap) : 0;
  const struct qop *o = s->head;
  while (o->next && o->kind == Q_WAIT)
    o = o->next;
  const char *what = o->kind == Q_LAUNCH ? "a kernel launched"
                   : o->kind == Q_COPY ? "a copy queued"
                   : o->kind == Q_SET ? "a memset queued"
                   : o->kind == Q_EVENT ? "an event recorded"
                   : o->kind == Q_COLL ? (o->u.coll->ran ? "its part of an all-reduce that ran when "
                                                          "another device's stream was waited for"
                                                        : "an all-reduce")
                   : "work";
  char where[256] = "";
  if (o->where)
    simt_symbolize(o->where, where, sizeof where);
  return (size_t)snprintf(buf, cap, "%s%s%s", what, where[0] ? " at " : "", where);
}

/* ---- streams and events: CUDA's API ---- */

cudaError_t simt_stream_create(cudaStream_t *out, unsigned flags)
{
  struct simt_stream *n = calloc(1, sizeof *n);
  if (!n)
    return cudaErrorMemoryAllocation;
  static int made; /* clock entries: the legacy streams', then these */
  n->live = 1;
  n->dev = simt_current_device();
  n->idx = SIMT_MAX_DEVICES + made++;
  n->nonblocking = (flags & 1) != 0;
  n->next = streams;
  streams = n;
  *out = n;
  return cudaSuccess;
}

/* Queued work still completes (CUDA releases the stream afterwards). */
cudaError_t simt_stream_destroy(cudaStream_t h)
{
  struct simt_stream *s = resolve(h);
  if (!s || s->legacy)
    return cudaErrorInvalidResourceHandle;
  s->live = 0;
  return cudaSuccess;
}

cudaError_t simt_stream_sync(cudaStream_t h) { return sync_stream(h, 1); }
/* cudaStreamQuery: the work run, "not ready" until it ends (stream_clock.c) */
cudaError_t simt_stream_query(cudaStream_t h) { return sync_stream(h, 0); }

/* Between cases: whatever is still queued runs (a GPU would have run it
 * long ago); handles stay. */
void simt_stream_case_end(void)
{
  drain_device(-1);
}

/* cudaDeviceReset and simt_reset: every queue dropped, every handle
 * invalid from now on (kept: a stale handle is refused, not followed). */
void simt_stream_reset(void)
{
  simt_order_reset();
  drop_all();
  for (struct simt_stream *s = streams; s; s = s->next)
    s->live = 0;
  simt_events_reset();
  /* destroyed with the rest: no longer held by the submission */
  simt_scratch_handles_forget();
}
