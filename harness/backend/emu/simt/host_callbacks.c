/* host_callbacks.c — host functions queued on a stream
 * (cudaLaunchHostFunc, cudaStreamAddCallback): each runs in its stream's
 * order, after the work queued before it and before the work queued after
 * (stream.c runs it when the stream is drained), as host code: device
 * memory closed while it runs, as it is for the submission's other host
 * code (memory.c), so a callback cannot read the device's memory where a
 * GPU's could not either.
 *
 * On a GPU the driver runs host functions on a thread of its own, so a
 * host function's thread_local variables, pthread_self and gettid differ
 * from the caller's; run on the caller's thread, they told the emulator
 * from a GPU (tests/hostile/host-func-thread-hides-race.cu).  So they run
 * on one worker thread of the runtime's, started at the first, each handed
 * over and waited for: the caller blocks until it returns, so the stream's
 * order stays and the runtime's state is never touched by two threads at
 * once.  The worker blocks the asynchronous signals (the grader's timers
 * stay the caller's), records its allocations as the caller's do
 * (host_libc_allocs.c), and its stack counts as host locals for a kernel's
 * reads (cov.c).  Where no thread can be started, the caller runs it.
 */
#define _GNU_SOURCE /* pthread_getattr_np */
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include "stream_int.h"

static void call(void *arg)
{
  struct qop *o = arg;
  if (o->u.host.fn)
    o->u.host.fn(o->u.host.data);
  else
    o->u.host.cb(o->u.host.h, cudaSuccess, o->u.host.data);
}

void simt_hb_record_here(void); /* host_libc_allocs.c */

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t turn = PTHREAD_COND_INITIALIZER;
static struct qop *job;     /* handed to the worker; NULL once it ran */
static int worker;          /* 0 not started, 1 running, -1 none could be */
static __thread int on_worker;
static uintptr_t stack_lo, stack_n;

static void own_stack(void)
{
  pthread_attr_t a;
  void *lo;
  size_t n;
  if (pthread_getattr_np(pthread_self(), &a) != 0)
    return;
  if (pthread_attr_getstack(&a, &lo, &n) == 0)
    stack_lo = (uintptr_t)lo, stack_n = n;
  pthread_attr_destroy(&a);
}

static void *work(void *unused)
{
  (void)unused;
  on_worker = 1;
  simt_hb_record_here();
  own_stack();
  pthread_mutex_lock(&lock);
  for (;;) {
    while (!job)
      pthread_cond_wait(&turn, &lock);
    struct qop *o = job;
    pthread_mutex_unlock(&lock);
    simt_mem_host_call(call, o);
    pthread_mutex_lock(&lock);
    job = NULL;
    pthread_cond_broadcast(&turn);
  }
  return NULL;
}

/* A child of fork has no worker (only the forking thread goes on). */
static void forget_worker(void)
{
  pthread_mutex_init(&lock, NULL);
  pthread_cond_init(&turn, NULL);
  job = NULL;
  worker = 0;
  stack_lo = stack_n = 0;
}

static int started(void)
{
  static int watched;
  if (worker)
    return worker > 0;
  if (!watched++)
    pthread_atfork(NULL, NULL, forget_worker);
  sigset_t async, old;
  sigfillset(&async);
  int sync[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS };
  for (size_t i = 0; i < sizeof sync / sizeof sync[0]; i++)
    sigdelset(&async, sync[i]);
  pthread_attr_t a;
  pthread_t t;
  pthread_sigmask(SIG_SETMASK, &async, &old); /* the worker's mask, inherited */
  worker = pthread_attr_init(&a) == 0 &&
           pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED) == 0 &&
           pthread_create(&t, &a, work, NULL) == 0 ? 1 : -1;
  pthread_attr_destroy(&a);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  return worker > 0;
}

int simt_host_func_stack_at(uintptr_t a) { return a - stack_lo < stack_n; }

void simt_stream_run_host(struct qop *o)
{
  if (on_worker || !started()) { /* a host function's own drain: in place */
    simt_mem_host_call(call, o);
    return;
  }
  pthread_mutex_lock(&lock);
  job = o;
  pthread_cond_broadcast(&turn);
  while (job)
    pthread_cond_wait(&turn, &lock);
  pthread_mutex_unlock(&lock);
}

static cudaError_t queue_host(cudaStream_t h, cudaHostFn_t fn, cudaStreamCallback_t cb,
                              void *data, void *where)
{
  if (simt_sticky())
    return simt_sticky();
  if (!fn && !cb)
    return simt_api_ret(cudaErrorInvalidValue);
  struct simt_stream *s = simt_stream_resolve(h);
  if (!s)
    return simt_api_ret(cudaErrorInvalidResourceHandle);
  struct qop *o = simt_stream_enqueue(s, Q_HOST, where);
  if (!o)
    return simt_api_ret(cudaErrorMemoryAllocation);
  o->u.host.fn = fn;
  o->u.host.cb = cb;
  o->u.host.data = data;
  o->u.host.h = h;
  return simt_api_ret(cudaSuccess);
}

cudaError_t cudaLaunchHostFunc(cudaStream_t h, cudaHostFn_t fn, void *data)
{
  return queue_host(h, fn, NULL, data, __builtin_return_address(0));
}

cudaError_t cudaStreamAddCallback(cudaStream_t h, cudaStreamCallback_t cb, void *data,
                                  unsigned int flags)
{
  if (flags != 0) /* CUDA: reserved, must be 0 */
    return simt_api_ret(cudaErrorInvalidValue);
  return queue_host(h, NULL, cb, data, __builtin_return_address(0));
}
