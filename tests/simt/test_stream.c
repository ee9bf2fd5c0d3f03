/* test_stream.c — streams and deferred work (stream.c): a launch runs when
 * the host waits for its stream; waiting for one device leaves another's
 * work queued; an event orders two streams; a sticky error drops the
 * queues; handles kept in statics survive between cases, not a reset;
 * cudaFreeAsync waits for the work queued before it on its stream; work
 * that sleeps is not ready until its modelled time has passed; a launch
 * into another device's stream runs there, a fill of another device's
 * memory on a stream is refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_queued)(int *, int *, int *, int *);
static int (*run_two_devices)(int *, int *, int *);
static int (*run_event_order)(int, int *);
static int (*run_kept)(int *);
static int (*run_fault_then_store)(int *, int *);
static int (*run_free_async)(int *, int *);
static int (*run_sleep_queries)(int *, int *, long long *);
static int (*run_other_device_stream)(int *, int *, int *);

static void use(int schedule, int devices)
{
  struct simt_options o = { .seed = 1, .schedule = schedule, .device_count = devices };
  simt_configure(&o);
}

static int setup(void **state)
{
  (void)state;
  use(0, 2);
  simt_reset();
  return 0;
}

/* Ensure a launch does not run until its stream is waited for. */
static void test_stream_launch_runs_at_sync(void **state)
{
  (void)state;
  int vb = -1, pb = -1, va = -1, pa = -1;
  assert_int_equal(run_queued(&vb, &pb, &va, &pa), 0);
  assert_int_equal(vb, 0);
  assert_int_equal(pb, 1);
  assert_int_equal(va, 7);
  assert_int_equal(pa, 0);
}

/* Ensure waiting for device 0 leaves device 1's work queued. */
static void test_stream_device_sync_leaves_other_device(void **state)
{
  (void)state;
  int p0 = -1, p1 = -1, v1 = -1;
  assert_int_equal(run_two_devices(&p0, &p1, &v1), 0);
  assert_int_equal(p0, 0);
  assert_int_equal(p1, 1);
  assert_int_equal(v1, 0);
}

/* Ensure an event wait orders two streams, in the reversed drain too. */
static void test_stream_event_wait_orders_streams(void **state)
{
  (void)state;
  int y = 0;
  use(1, 2);
  assert_int_equal(run_event_order(1, &y), 0);
  assert_int_equal(y, 42);
}

/* Ensure that without the event wait the second stream may run first. */
static void test_stream_no_wait_runs_out_of_order(void **state)
{
  (void)state;
  int y = 0;
  use(1, 2);
  assert_int_equal(run_event_order(0, &y), 0);
  assert_int_equal(y, 1);
}

/* Ensure a stream and an allocation kept in statics survive between cases. */
static void test_stream_handles_survive_cases(void **state)
{
  (void)state;
  int v = 0;
  assert_int_equal(run_kept(&v), 0);
  assert_int_equal(v, 5);
  simt_case_end();
  simt_case_begin();
  v = 0;
  assert_int_equal(run_kept(&v), 0);
  assert_int_equal(v, 5);
  simt_case_end();
  simt_reset(); /* a fresh device: the kept stream is gone */
  assert_int_equal(run_kept(&v), cudaErrorInvalidResourceHandle);
}

/* Ensure a sticky error drops the work queued after the fault. */
static void test_stream_sticky_error_drops_queue(void **state)
{
  (void)state;
  int v = -1, p = -1;
  assert_int_equal(run_fault_then_store(&v, &p), cudaErrorIllegalAddress);
  assert_int_equal(v, 0);
  assert_int_equal(p, 0);
  simt_diag_take(NULL, 0);
}

/* Ensure cudaFreeAsync frees only after the work queued before it on its
 * stream, which reads the memory, has run (no use after free). */
static void test_stream_free_async_after_queued_work(void **state)
{
  (void)state;
  int v = -1, p = -1;
  assert_int_equal(run_free_async(&v, &p), 0);
  assert_int_equal(v, 42);
  assert_int_equal(p, 0);
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure a query of work that sleeps answers cudaErrorNotReady, twice, until
 * its modelled time has passed on the host's clock; a synchronisation waits
 * it out, so a shorter sleep beside it is over too; a polling loop on an
 * event ends; and __nanosleep moves clock64() on (stream_clock.c). */
static void test_stream_sleeping_work_not_ready(void **state)
{
  (void)state;
  int a[6], polls = -1;
  long long span = 0;
  assert_int_equal(run_sleep_queries(a, &polls, &span), 0);
  assert_int_equal(a[0], cudaErrorNotReady);
  assert_int_equal(a[1], cudaErrorNotReady);
  assert_int_equal(a[2], cudaSuccess);
  assert_int_equal(a[3], cudaSuccess);
  assert_int_equal(a[4], cudaErrorNotReady);
  assert_int_equal(a[5], cudaSuccess);
  assert_true(polls > 0);
  assert_true(span >= 1980);
}

/* Ensure a launch into another device's stream runs there, as CUDA 13
 * does, and a fill of one device's memory queued on another device's
 * stream is refused (cudaErrorInvalidValue), as CUDA 13 does. */
static void test_stream_other_device_launch_runs_fill_refused(void **state)
{
  (void)state;
  int v = -1, launch = -1, fill = -1;
  assert_int_equal(run_other_device_stream(&v, &launch, &fill), 0);
  assert_int_equal(launch, cudaSuccess);
  assert_int_equal(v, 9);
  assert_int_equal(fill, cudaErrorInvalidValue);
}

int main(void)
{
  void *so = st_load("stream.cu");
  if (!so)
    return 77;
  *(void **)&run_queued = st_sym(so, "run_queued");
  *(void **)&run_two_devices = st_sym(so, "run_two_devices");
  *(void **)&run_event_order = st_sym(so, "run_event_order");
  *(void **)&run_kept = st_sym(so, "run_kept");
  *(void **)&run_fault_then_store = st_sym(so, "run_fault_then_store");
  *(void **)&run_free_async = st_sym(so, "run_free_async");
  *(void **)&run_sleep_queries = st_sym(so, "run_sleep_queries");
  *(void **)&run_other_device_stream = st_sym(so, "run_other_device_stream");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_stream_launch_runs_at_sync, setup),
    cmocka_unit_test_setup(test_stream_device_sync_leaves_other_device, setup),
    cmocka_unit_test_setup(test_stream_event_wait_orders_streams, setup),
    cmocka_unit_test_setup(test_stream_no_wait_runs_out_of_order, setup),
    cmocka_unit_test_setup(test_stream_handles_survive_cases, setup),
    cmocka_unit_test_setup(test_stream_sticky_error_drops_queue, setup),
    cmocka_unit_test_setup(test_stream_free_async_after_queued_work, setup),
    cmocka_unit_test_setup(test_stream_sleeping_work_not_ready, setup),
    cmocka_unit_test_setup(test_stream_other_device_launch_runs_fill_refused, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
