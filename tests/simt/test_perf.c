/* test_perf.c — the performance model (perf.c): SIMT efficiency, divergent
 * warps per barrier interval, sectors per global request and shared bank
 * conflicts on the 01 and 02 trees of fixtures/perf.cu, calibrated against
 * PMPP's chapter 10 figures (harness/backend/emu/simt/README.md). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

enum { INTERLEAVED, SEQUENTIAL, STRIDED_INDEX, COPY_COALESCED, COPY_STRIDE32, SUM_FLOAT4, ATOMICS,
       SHUFFLES, COPY_AFTER_LANE_BRANCH, SUM_FLOAT4_COPY, SUM_FLOAT2_COPY, COPY_FLOAT4 };

static int (*run_perf)(int, const float *, float *, int, int);
static float in[1024], out[1024];
static struct simt_perf pf;

static int setup(void **state)
{
  (void)state;
  struct simt_options o = {.perf = 1};
  simt_configure(&o);
  simt_reset();
  for (int i = 0; i < 1024; i++)
    in[i] = 1.0f;
  return 0;
}

/* Runs kernel which on n elements in one block of n threads; fills pf. */
static void measure(int which, int n)
{
  assert_int_equal(run_perf(which, in, out, n, n), 0);
  assert_int_equal(simt_perf_summary(&pf), 1);
}

/* Ensure 01's tree uses the lanes clearly worse than 02's, at 256 elements. */
static void test_perf_interleaved_less_efficient_256(void **state)
{
  (void)state;
  measure(SEQUENTIAL, 256);
  double seq = pf.simt_efficiency_pct;
  simt_perf_take(NULL, 0);
  measure(INTERLEAVED, 256);
  assert_true(out[0] == 256.0f);
  assert_true(pf.simt_efficiency_pct + 10.0 < seq);
}

/* Ensure the same at 1024 elements. */
static void test_perf_interleaved_less_efficient_1024(void **state)
{
  (void)state;
  measure(SEQUENTIAL, 1024);
  double seq = pf.simt_efficiency_pct;
  simt_perf_take(NULL, 0);
  measure(INTERLEAVED, 1024);
  assert_true(pf.simt_efficiency_pct + 10.0 < seq);
}

/* Ensure PMPP's count: 32 divergent warps in iteration 5 of 01 at 1024. */
static void test_perf_interleaved_diverges_in_iteration_5(void **state)
{
  (void)state;
  measure(INTERLEAVED, 1024);
  assert_int_equal(pf.divergent_warps[5], 32);
  assert_int_equal(pf.first_wide_interval, 1);   /* every warp, from step 1 */
  assert_true(pf.wide_divergent_warps >= 5 * 32);
}

/* Ensure no warp of 02 diverges in iteration 5 at 1024 (32 lanes active). */
static void test_perf_sequential_no_divergence_in_iteration_5(void **state)
{
  (void)state;
  measure(SEQUENTIAL, 1024);
  assert_int_equal(pf.divergent_warps[5], 0);
  assert_int_equal(pf.divergent_warps[1], 0);
  assert_int_equal(pf.wide_divergent_warps, 0);  /* the tail diverges in warp 0 alone */
  assert_int_equal(pf.first_wide_interval, 0);
}

/* Ensure the line wasting most lanes in 01 is its guarded add. */
static void test_perf_interleaved_names_the_add_line(void **state)
{
  (void)state;
  char w[64];
  measure(INTERLEAVED, 256);
  snprintf(w, sizeof w, "perf.cu:%d", st_line("perf.cu", "INTERLEAVED-ADD"));
  int found = 0;
  for (int i = 0; i < SIMT_PERF_TOP && i < pf.nlines; i++)
    found |= strstr(pf.lines[i].where, w) != NULL;
  assert_true(found);
}

/* Ensure 02's sequential addressing has no shared bank conflicts. */
static void test_perf_sequential_no_bank_conflicts(void **state)
{
  (void)state;
  measure(SEQUENTIAL, 1024);
  assert_true(pf.shared_requests > 0);
  assert_int_equal(pf.shared_extra_wavefronts, 0);
}

/* Ensure the sdata[2*stride*tid] pattern has bank conflicts. */
static void test_perf_strided_index_has_bank_conflicts(void **state)
{
  (void)state;
  measure(STRIDED_INDEX, 1024);
  assert_true(out[0] == 1024.0f);
  assert_true(pf.shared_extra_wavefronts > 0);
}

/* Ensure a coalesced float load and store take 4 sectors per request. */
static void test_perf_coalesced_four_sectors(void **state)
{
  (void)state;
  measure(COPY_COALESCED, 256);
  assert_int_equal(pf.global_requests, 2 * 256 / 32);
  assert_true(pf.sectors_per_request == 4.0);
}

/* Ensure loads are counted apart from stores, as CUPTI's _op_ld counters
 * are: 02's tree on 256 floats loads them in 8 requests of 4 sectors, and
 * its one store of the block's sum (thread 0) is not among them. */
static void test_perf_loads_counted_apart_from_stores(void **state)
{
  (void)state;
  measure(SEQUENTIAL, 256);
  assert_int_equal(pf.global_requests, 256 / 32 + 1);
  assert_int_equal(pf.global_ld_requests, 256 / 32);
  assert_int_equal(pf.global_ld_sectors, 256 / 32 * 4);
}

/* Ensure lanes that reach a load by different edges (one ran an `if` body,
 * the others skipped it) still make one request per warp after the barrier. */
static void test_perf_one_request_after_lane_branch(void **state)
{
  (void)state;
  measure(COPY_AFTER_LANE_BRANCH, 256);
  assert_true(out[0] == 1.0f);
  assert_int_equal(pf.global_requests, 2 * 256 / 32);
  assert_int_equal(pf.global_sectors, 2 * 256 / 32 * 4);
}

/* Ensure a stride-32-float load takes 32 sectors (the store stays 4). */
static void test_perf_stride32_thirty_two_sectors(void **state)
{
  (void)state;
  measure(COPY_STRIDE32, 256);
  assert_int_equal(pf.global_sectors, 8 * 32 + 8 * 4);
}

/* Ensure a float4 load is one request of 16 sectors per warp, as on the GPU
 * (the CPU makes it as two 8-byte loads), and the float store one of 4. */
static void test_perf_float4_one_request(void **state)
{
  (void)state;
  measure(SUM_FLOAT4, 256);
  assert_int_equal(pf.global_requests, 2 * 256 / 32);
  assert_int_equal(pf.global_sectors, 8 * 16 + 8 * 4);
}

/* Ensure a float4 copied out of an array (not returned by __ldcs) is one
 * 16-byte request per lane: 16 sectors per warp, every fetched byte used. */
static void test_perf_float4_copy_one_request(void **state)
{
  (void)state;
  measure(SUM_FLOAT4_COPY, 256);
  assert_true(out[0] == 4.0f);
  assert_int_equal(pf.global_ld_requests, 256 / 32);
  assert_int_equal(pf.global_ld_sectors, 256 / 32 * 16);
}

/* Ensure a float2 load is one 8-byte request per lane: 8 sectors per warp. */
static void test_perf_float2_copy_one_request(void **state)
{
  (void)state;
  measure(SUM_FLOAT2_COPY, 256);
  assert_true(out[0] == 2.0f);
  assert_int_equal(pf.global_ld_requests, 256 / 32);
  assert_int_equal(pf.global_ld_sectors, 256 / 32 * 8);
}

/* Ensure a whole float4 assigned from one array to another is seen: one
 * 16-byte load and one 16-byte store per lane (and the float store). */
static void test_perf_float4_assignment_seen(void **state)
{
  (void)state;
  measure(COPY_FLOAT4, 256);
  assert_int_equal(pf.global_ld_requests, 256 / 32);
  assert_int_equal(pf.global_ld_sectors, 256 / 32 * 16);
  assert_int_equal(pf.global_requests, 3 * 256 / 32);
  assert_int_equal(pf.global_sectors, 256 / 32 * (16 + 16 + 4));
}

/* Ensure the per-line figures name the load that wastes fetched bytes: the
 * stride-32 load fetches 32 sectors per warp for 128 bytes asked for. */
static void test_perf_line_of_the_wasteful_load(void **state)
{
  (void)state;
  char w[64];
  measure(COPY_STRIDE32, 256);
  snprintf(w, sizeof w, "perf.cu:%d", st_line("perf.cu", "STRIDED-LOAD"));
  const struct simt_perf_line *load = NULL;
  for (int i = 0; i < pf.nlines; i++)
    if (pf.lines[i].global_ld_sectors)
      load = load ? load : &pf.lines[i];
  assert_non_null(load);
  assert_non_null(strstr(load->where, w));
  assert_int_equal(load->global_ld_sectors, 8 * 32);
  assert_int_equal(load->global_ld_bytes, 256 * 4);
}

/* Ensure every thread executing a global atomic counts once (n - 1 in
 * range, plus one per block), shared atomics not at all, and every block
 * run counts. */
static void test_perf_global_atomics_per_lane(void **state)
{
  (void)state;
  assert_int_equal(run_perf(ATOMICS, in, out, 1024, 256), 0);
  assert_int_equal(simt_perf_summary(&pf), 1);
  assert_true(out[0] == 1023.0f && out[1] == 1024.0f);
  assert_int_equal(pf.global_atomics, 1023 + 4);
  assert_int_equal(pf.blocks, 4);
}

/* Ensure a warp shuffle counts once per warp and 32-bit word: a float and
 * an 8-byte integer over 5 steps are 5 + 10 per warp. */
static void test_perf_shuffles_per_warp_and_word(void **state)
{
  (void)state;
  assert_int_equal(run_perf(SHUFFLES, in, out, 256, 128), 0);
  assert_int_equal(simt_perf_summary(&pf), 1);
  assert_true(out[0] == 32.0f + 32.0f);
  assert_int_equal(pf.shuffles, 8 * (5 + 10));
  assert_int_equal(pf.blocks, 2);
  assert_int_equal(pf.global_atomics, 0);
}

/* The figures a learning goal reads, of kernel which on n elements in
 * blocks of block threads, in schedule 0 or 1 (seed 7). */
static void measure_in(int schedule, int which, int n, int block, struct simt_perf *p)
{
  struct simt_options o = {.perf = 1, .schedule = schedule, .seed = 7};
  simt_configure(&o);
  simt_perf_take(NULL, 0);
  assert_int_equal(run_perf(which, in, out, n, block), 0);
  assert_int_equal(simt_perf_summary(p), 1);
  simt_perf_take(NULL, 0);
}

/* Ensure the shuffled schedule (4 blocks at once, switching at global
 * stores) measures what the forward one does: each resident block's
 * interval is gathered apart, so no block's warps are folded into
 * another's (a 02 tree whose last warp diverges in one block and not in
 * the other looked spread over two warps). */
static void test_perf_shuffled_schedule_measures_alike(void **state)
{
  (void)state;
  static struct simt_perf fwd, shuf;
  const int which[] = {SEQUENTIAL, INTERLEAVED, COPY_STRIDE32};
  for (int w = 0; w < 3; w++)
    for (int block = 32; block <= 256; block *= 2) {
      measure_in(0, which[w], 1024, block, &fwd);
      measure_in(1, which[w], 1024, block, &shuf);
      assert_int_equal(fwd.blocks, 1024 / block);
      assert_int_equal(shuf.blocks, fwd.blocks);
      assert_memory_equal(shuf.divergent_warps, fwd.divergent_warps, sizeof fwd.divergent_warps);
      assert_memory_equal(shuf.spread_divergent_warps, fwd.spread_divergent_warps,
                          sizeof fwd.spread_divergent_warps);
      assert_int_equal(shuf.wide_divergent_warps, fwd.wide_divergent_warps);
      assert_int_equal(shuf.warp_blocks, fwd.warp_blocks);
      assert_int_equal(shuf.global_ld_sectors, fwd.global_ld_sectors);
      assert_int_equal(shuf.shared_extra_wavefronts, fwd.shared_extra_wavefronts);
    }
}

/* Ensure the text report is short, names efficiency and clears the figures. */
static void test_perf_take_is_short_and_clears(void **state)
{
  (void)state;
  char buf[2048];
  measure(INTERLEAVED, 1024);
  size_t n = simt_perf_take(buf, sizeof buf);
  int lines = 0;
  for (size_t i = 0; i < n; i++)
    lines += buf[i] == '\n';
  assert_true(strstr(buf, "SIMT efficiency: ") != NULL);
  assert_true(lines >= 4 && lines <= 10);
  assert_int_equal(simt_perf_summary(NULL), 0);
}

/* Ensure nothing is measured with perf off. */
static void test_perf_off_measures_nothing(void **state)
{
  (void)state;
  simt_configure(NULL);
  assert_int_equal(run_perf(SEQUENTIAL, in, out, 256, 256), 0);
  assert_int_equal(simt_perf_summary(NULL), 0);
}

int main(void)
{
  void *so = st_load("perf.cu");
  if (!so)
    return 77;
  run_perf = (int (*)(int, const float *, float *, int, int))st_sym(so, "run_perf");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_perf_interleaved_less_efficient_256, setup),
    cmocka_unit_test_setup(test_perf_interleaved_less_efficient_1024, setup),
    cmocka_unit_test_setup(test_perf_interleaved_diverges_in_iteration_5, setup),
    cmocka_unit_test_setup(test_perf_sequential_no_divergence_in_iteration_5, setup),
    cmocka_unit_test_setup(test_perf_interleaved_names_the_add_line, setup),
    cmocka_unit_test_setup(test_perf_sequential_no_bank_conflicts, setup),
    cmocka_unit_test_setup(test_perf_strided_index_has_bank_conflicts, setup),
    cmocka_unit_test_setup(test_perf_coalesced_four_sectors, setup),
    cmocka_unit_test_setup(test_perf_loads_counted_apart_from_stores, setup),
    cmocka_unit_test_setup(test_perf_one_request_after_lane_branch, setup),
    cmocka_unit_test_setup(test_perf_stride32_thirty_two_sectors, setup),
    cmocka_unit_test_setup(test_perf_float4_one_request, setup),
    cmocka_unit_test_setup(test_perf_float4_copy_one_request, setup),
    cmocka_unit_test_setup(test_perf_float2_copy_one_request, setup),
    cmocka_unit_test_setup(test_perf_float4_assignment_seen, setup),
    cmocka_unit_test_setup(test_perf_line_of_the_wasteful_load, setup),
    cmocka_unit_test_setup(test_perf_global_atomics_per_lane, setup),
    cmocka_unit_test_setup(test_perf_shuffles_per_warp_and_word, setup),
    cmocka_unit_test_setup(test_perf_shuffled_schedule_measures_alike, setup),
    cmocka_unit_test_setup(test_perf_take_is_short_and_clears, setup),
    cmocka_unit_test_setup(test_perf_off_measures_nothing, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
