/* test_device.c — the GPU the emulator models (host_device.c): it answers
 * as an H100 by default and as the GPU it is told of (the checked run
 * beside a GPU grading), whatever the grader's memory cap; a GPU without
 * cooperative launch refuses one; and the clocks a submission can read —
 * clock64() in a kernel, events on the host — run as a GPU's would, never
 * at the emulator's own wall-clock pace (cov.c, stream.c).  Every attribute
 * CUDA 13 names is answered, and cudaDeviceProp agrees with the attributes
 * (host_attributes.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*read_device)(char *, int, unsigned long long *, int *, int *, int *,
                          unsigned long long *);
static int (*launch_cooperative)(unsigned);
static int (*read_clock)(int, long long *, long long *);
static float (*event_ms)(int, int);
static int (*read_attr)(int, int, int *);
static int (*read_props)(int, long long *);

struct seen {
  char name[96];
  unsigned long long total, info_total;
  int sms, coop, driver;
};

static struct seen ask(void)
{
  struct seen s;
  memset(&s, 0, sizeof s);
  assert_int_equal(read_device(s.name, (int)sizeof s.name, &s.total, &s.sms, &s.coop, &s.driver,
                               &s.info_total), 0);
  return s;
}

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_model_device(NULL);
  simt_set_mem_limit(0);
  simt_reset();
  return 0;
}

/* Ensure the default device is the H100, its memory too under a cap. */
static void test_device_default_is_h100_under_a_cap(void **state)
{
  (void)state;
  simt_set_mem_limit((uint64_t)1 << 30);
  struct seen s = ask();
  assert_string_equal(s.name, "NVIDIA H100 80GB HBM3");
  assert_true(s.total == 80ull << 30);
  assert_true(s.info_total == 80ull << 30);
  assert_int_equal(s.sms, 132);
  assert_int_equal(s.coop, 1);
  assert_int_equal(s.driver, 13000);
  simt_set_mem_limit(0);
}

/* Ensure a modelled GPU's facts are what every way of asking answers. */
static void test_device_models_the_gpu_it_is_told_of(void **state)
{
  (void)state;
  struct simt_device_model m = { .name = "NVIDIA H200", .total_mem = 150011707392ull,
                                 .major = 9, .sm_count = 132, .driver_version = 13010 };
  simt_model_device(&m);
  struct seen s = ask();
  assert_string_equal(s.name, "NVIDIA H200");
  assert_true(s.total == 150011707392ull);
  assert_true(s.info_total == 150011707392ull);
  assert_int_equal(s.driver, 13010);
  simt_model_device(NULL);
  assert_string_equal(ask().name, "NVIDIA H100 80GB HBM3");
}

/* Ensure a GPU without cooperative launch refuses one, and the modelled SM
 * count bounds one that fits. */
static void test_device_cooperative_follows_the_model(void **state)
{
  (void)state;
  assert_int_equal(launch_cooperative(132), 0);
  struct simt_device_model m = { .sm_count = 2, .no_cooperative = 1 };
  simt_model_device(&m);
  assert_int_equal(ask().coop, 0);
  assert_int_equal(launch_cooperative(1), cudaErrorNotSupported);
  m.no_cooperative = 0;
  simt_model_device(&m);
  assert_int_equal(ask().sms, 2);
  assert_int_equal(launch_cooperative(2 * SIMT_BLOCKS_PER_SM + 1),
                   cudaErrorCooperativeLaunchTooLarge);
  simt_model_device(NULL);
}

/* Ensure a case's GPU without cooperative launch (simt_model_no_cooperative:
 * the grader's case of one) answers 0 and refuses a cooperative launch with
 * cudaErrorNotSupported, the rest of the model kept, and that the runtime
 * counts the refusal and the question, and no refusal on a GPU with it,
 * and whether a kernel ran after the refusal (what the glue reads:
 * glue/launches.cuh). */
static void test_device_no_cooperative_of_a_case(void **state)
{
  (void)state;
  unsigned long refused = simt_cooperative_refused_count();
  assert_int_equal(launch_cooperative(1), 0);
  assert_int_equal(simt_cooperative_refused_count(), refused);
  simt_model_no_cooperative();
  unsigned long reads = simt_cooperative_attr_reads();
  struct seen s = ask();
  assert_int_equal(s.coop, 0);
  assert_int_equal(s.sms, 132);
  assert_string_equal(s.name, "NVIDIA H100 80GB HBM3");
  assert_int_equal(simt_cooperative_attr_reads(), reads + 1);
  assert_int_equal(launch_cooperative(1), cudaErrorNotSupported);
  assert_int_equal(simt_cooperative_refused_count(), refused + 1);
  assert_int_equal(simt_ran_since_coop_refusal(), 0); /* nothing ran after it */
  simt_model_device(NULL);
  assert_int_equal(ask().coop, 1);
  assert_int_equal(launch_cooperative(1), 0); /* a kernel after the refusal */
  assert_int_equal(simt_ran_since_coop_refusal(), 1);
}

/* Ensure a case's own SM count (simt_model_sm_count: the grader's small
 * GPU) is what every way of asking answers, and bounds a cooperative
 * launch, the rest of the model kept. */
static void test_device_sm_count_of_a_case(void **state)
{
  (void)state;
  simt_model_sm_count(2);
  struct seen s = ask();
  assert_int_equal(s.sms, 2);
  assert_string_equal(s.name, "NVIDIA H100 80GB HBM3");
  int v = 0;
  assert_int_equal(read_attr(cudaDevAttrMultiProcessorCount, 0, &v), cudaSuccess);
  assert_int_equal(v, 2);
  assert_int_equal(launch_cooperative(2 * SIMT_BLOCKS_PER_SM), 0);
  assert_int_equal(launch_cooperative(2 * SIMT_BLOCKS_PER_SM + 1),
                   cudaErrorCooperativeLaunchTooLarge);
  simt_model_device(NULL);
  assert_int_equal(ask().sms, 132);
}

/* Ensure clock64() starts far from zero and runs further for more work. */
static void test_device_clock64_counts_work(void **state)
{
  (void)state;
  long long start = 0, short_span = 0, long_span = 0;
  assert_int_equal(read_clock(10, &start, &short_span), 0);
  assert_true(start >= (1ll << 32));
  assert_int_equal(read_clock(10000, &start, &long_span), 0);
  assert_true(short_span > 0);
  assert_true(long_span > 100 * short_span);
}

/* Ensure events give the modelled GPU's time: more work takes longer, and
 * a launch of a million steps takes well under the emulator's wall time
 * for it (a GPU: tens of microseconds). */
static void test_device_events_read_modelled_time(void **state)
{
  (void)state;
  float small = event_ms(256, 10), large = event_ms(4096, 1000);
  assert_true(small > 0);
  assert_true(large > small);
  assert_true(large < 0.5f);
}

/* Ensure every attribute CUDA 13 numbers is answered (a GPU answers them
 * all), the properties agree with them, each device has its own PCI bus,
 * and a number past the table is refused as on a GPU. */
static void test_device_answers_every_attribute(void **state)
{
  (void)state;
  int v = -7;
  for (int a = 1; a < SIMT_ATTR_COUNT; a++)
    assert_int_equal(read_attr(a, 0, &v), cudaSuccess);
  assert_int_equal(read_attr(SIMT_ATTR_COUNT + 50, 0, &v), cudaErrorInvalidValue);
  assert_int_equal(read_attr(cudaDevAttrCanMapHostMemory, 0, &v), cudaSuccess);
  assert_int_equal(v, 1);
  long long f[4];
  assert_int_equal(read_props(0, f), cudaSuccess);
  int want[4] = { 0 };
  read_attr(cudaDevAttrCanMapHostMemory, 0, &want[0]);
  read_attr(cudaDevAttrPciBusId, 0, &want[1]);
  read_attr(cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0, &want[2]);
  read_attr(cudaDevAttrGpuPciDeviceId, 0, &want[3]);
  for (int i = 0; i < 4; i++)
    assert_true(f[i] == (long long)(unsigned)want[i]);
  assert_int_equal(f[0], 1);
  assert_int_equal(f[2], 233472);
  assert_true(f[3] != 0);
  struct simt_options o = { .device_count = 2 };
  simt_configure(&o);
  assert_int_equal(read_attr(cudaDevAttrPciBusId, 1, &v), cudaSuccess);
  assert_int_equal(v, 1);
  simt_configure(NULL);
}

/* Ensure the attributes a GPU grading hands over are the ones answered,
 * an attribute that GPU did not answer is refused, and the model's own
 * figures stay on top. */
static void test_device_attributes_come_from_the_gpu(void **state)
{
  (void)state;
  struct simt_device_model m = { .sm_count = 46 };
  for (int a = 1; a < SIMT_ATTR_COUNT; a++)
    m.attr[a] = 1000 + a, m.attr_known[a] = 1;
  m.attr_known[cudaDevAttrGpuPciDeviceId] = 0;
  simt_model_device(&m);
  int v = 0;
  assert_int_equal(read_attr(cudaDevAttrCanMapHostMemory, 0, &v), cudaSuccess);
  assert_int_equal(v, 1000 + cudaDevAttrCanMapHostMemory);
  assert_int_equal(read_attr(cudaDevAttrGpuPciDeviceId, 0, &v), cudaErrorInvalidValue);
  assert_int_equal(read_attr(cudaDevAttrMultiProcessorCount, 0, &v), cudaSuccess);
  assert_int_equal(v, 46);
  simt_model_device(NULL);
  assert_int_equal(read_attr(cudaDevAttrGpuPciDeviceId, 0, &v), cudaSuccess);
}

int main(void)
{
  void *so = st_load("device.cu");
  if (!so)
    return 77;
  *(void **)&read_device = st_sym(so, "read_device");
  *(void **)&launch_cooperative = st_sym(so, "launch_cooperative");
  *(void **)&read_clock = st_sym(so, "read_clock");
  *(void **)&event_ms = st_sym(so, "event_ms");
  *(void **)&read_attr = st_sym(so, "read_attr");
  *(void **)&read_props = st_sym(so, "read_props");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_device_default_is_h100_under_a_cap, setup),
    cmocka_unit_test_setup(test_device_models_the_gpu_it_is_told_of, setup),
    cmocka_unit_test_setup(test_device_cooperative_follows_the_model, setup),
    cmocka_unit_test_setup(test_device_sm_count_of_a_case, setup),
    cmocka_unit_test_setup(test_device_no_cooperative_of_a_case, setup),
    cmocka_unit_test_setup(test_device_clock64_counts_work, setup),
    cmocka_unit_test_setup(test_device_events_read_modelled_time, setup),
    cmocka_unit_test_setup(test_device_answers_every_attribute, setup),
    cmocka_unit_test_setup(test_device_attributes_come_from_the_gpu, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
