/* test_tiers.c — the performance-tier decision (tiers.c) and the timing
 * statistics the glue and the harness share (glue/timing_stats.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "glue/timing_stats.h"
#include "tiers.h"

static struct rg_timing_fig fig(double ratio, double lo, double hi)
{
  return (struct rg_timing_fig){ .ratio = ratio, .lo = lo, .hi = hi, .gbs = 1000,
                                 .peak_gbs = 3350 };
}

/* Ensure an interval wholly above or below a boundary decides it. */
static void test_tiers_interval_decides(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  struct rg_timing_fig f = fig(1.24, 1.22, 1.26);
  rg_tier_decide(&f, true, "", 1.10, &d);
  assert_int_equal(d.state, RG_TIER_MET);
  assert_null(strstr(d.why, "boundary"));
  rg_tier_decide(&f, true, "", 1.30, &d);
  assert_int_equal(d.state, RG_TIER_NOT_MET);
}

/* Ensure a boundary inside the interval is decided by the median, and said. */
static void test_tiers_straddle_median_decides(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  struct rg_timing_fig f = fig(1.01, 0.98, 1.03);
  rg_tier_decide(&f, true, "", 1.00, &d);
  assert_int_equal(d.state, RG_TIER_MET);
  assert_non_null(strstr(d.why, "holds the boundary"));
  f.ratio = 0.99;
  rg_tier_decide(&f, true, "", 1.00, &d);
  assert_int_equal(d.state, RG_TIER_NOT_MET);
}

/* Ensure a library reduction earns no tier however fast, even untimed. */
static void test_tiers_library_denied(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  struct rg_timing_fig f = fig(2.0, 1.9, 2.1);
  rg_tier_decide(&f, true, "uses-cub", 0.5, &d);
  assert_int_equal(d.state, RG_TIER_DENIED);
  assert_non_null(strstr(d.why, "uses-cub"));
  struct rg_timing_fig none = { 0 };
  rg_tier_decide(&none, true, "uses-thrust", 0.5, &d);
  assert_int_equal(d.state, RG_TIER_DENIED);
}

/* Ensure work outside the timed stream earns no tier. */
static void test_tiers_outside_stream_denied(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  struct rg_timing_fig f = fig(2.15, 2.1, 2.2);
  f.outside_stream = true;
  rg_tier_decide(&f, true, "", 0.8, &d);
  assert_int_equal(d.state, RG_TIER_DENIED);
  assert_non_null(strstr(d.why, "outside the timed stream"));
}

/* Ensure an entry point that printed past RG_PRINTED_UNTIMED in its checked
 * call, and so was not timed, earns no tier: alone (no ratio at all, not
 * "not measured", which would leave the tiers out of the maximum and make
 * a printf a way around a slow kernel) and beside a timed fast part. */
static void test_tiers_printed_denied(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  struct rg_timing_fig untimed = { .printed = true }, fast = fig(2.15, 2.1, 2.2);
  rg_tier_decide(&untimed, true, "", 0.8, &d);
  assert_int_equal(d.state, RG_TIER_DENIED);
  assert_non_null(strstr(d.why, "printed in its checked call"));
  struct rg_timing_fig all = { 0 };
  rg_timing_fig_merge(&all, &fast, true);
  rg_timing_fig_merge(&all, &untimed, true);
  rg_tier_decide(&all, true, "", 0.8, &d);
  assert_int_equal(d.state, RG_TIER_DENIED);
}

/* Ensure a figure above the DRAM bandwidth is rejected, one below is not. */
static void test_tiers_above_bandwidth_rejected(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  char why[240];
  struct rg_timing_fig f = fig(24.7, 24, 25);
  f.gbs = 3350 * 15.26; /* "1526% of peak" */
  assert_true(rg_timing_impossible(&f, why, sizeof why));
  assert_non_null(strstr(why, "cannot be"));
  rg_tier_decide(&f, true, "", 0.8, &d);
  assert_int_equal(d.state, RG_TIER_DENIED);
  f.gbs = 3350 * 0.93;
  assert_false(rg_timing_impossible(&f, why, sizeof why));
  f.peak_gbs = 0; /* unknown limit: nothing to reject */
  f.gbs = 1e9;
  assert_false(rg_timing_impossible(&f, why, sizeof why));
}

/* Ensure unsteady clocks leave the tier unmeasured, neither given nor denied. */
static void test_tiers_unstable_not_measured(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  struct rg_timing_fig f = fig(1.24, 1.2, 1.3);
  f.unstable = true;
  rg_tier_decide(&f, true, "", 0.8, &d);
  assert_int_equal(d.state, RG_TIER_NOT_MEASURED);
  struct rg_timing_fig none = { 0 };
  rg_tier_decide(&none, true, "", 0.8, &d);
  assert_int_equal(d.state, RG_TIER_NOT_MEASURED);
}

/* Ensure a failed submission earns no tier. */
static void test_tiers_failed_denied(void **state)
{
  (void)state;
  struct rg_tier_decision d;
  struct rg_timing_fig f = fig(1.5, 1.4, 1.6);
  rg_tier_decide(&f, false, "", 0.8, &d);
  assert_int_equal(d.state, RG_TIER_DENIED);
}

/* Ensure the slowest entry point decides and a flag of any one holds. */
static void test_tiers_merge_slowest_and_flags(void **state)
{
  (void)state;
  struct rg_timing_fig all = { 0 }, a = fig(1.2, 1.1, 1.3), b = fig(0.9, 0.85, 0.95);
  b.outside_stream = true;
  rg_timing_fig_merge(&all, &a, true);
  rg_timing_fig_merge(&all, &b, true);
  assert_true(all.ratio == 0.9 && all.lo == 0.85 && all.hi == 0.95);
  assert_true(all.outside_stream);
  struct rg_timing_fig c = fig(2.0, 2, 2);
  c.gbs = 10000; /* above 3350 */
  rg_timing_fig_merge(&all, &c, true);
  char why[64];
  assert_true(rg_timing_impossible(&all, why, sizeof why));
  assert_true(all.ratio == 0.9);
}

/* Ensure an entry point slow by design (not weighed) leaves the ratio to
 * the others, and its flags still hold for the whole. */
static void test_tiers_merge_unweighed(void **state)
{
  (void)state;
  struct rg_timing_fig all = { 0 }, slow = fig(0.001, 0.001, 0.001), fast = fig(0.9, 0.85, 0.95);
  slow.outside_stream = true;
  rg_timing_fig_merge(&all, &slow, false);
  rg_timing_fig_merge(&all, &fast, true);
  assert_true(all.ratio == 0.9 && all.lo == 0.85);
  assert_true(all.outside_stream);
}

/* Ensure library reductions are found in any spelling, not in comments. */
static void test_tiers_library_text(void **state)
{
  (void)state;
  char buf[64];
  rg_tier_library("#include \"cub/cub.cuh\"\nvoid f(){}", 15, buf, sizeof buf);
  assert_string_equal(buf, "uses-cub");
  rg_tier_library("namespace r = cub; r::DeviceReduce::Sum();\n#include <cub/device/x.cuh>", 15,
                  buf, sizeof buf);
  assert_string_equal(buf, "uses-cub");
  rg_tier_library("// faster than cub::DeviceReduce, see <thrust/reduce.h>\n/* cub:: */ int x;",
                  15, buf, sizeof buf);
  assert_string_equal(buf, "");
  rg_tier_library("thrust::reduce(a, b)", 3, buf, sizeof buf);
  assert_string_equal(buf, "uses-thrust");
  rg_tier_library("thrust::reduce(a, b)", 16, buf, sizeof buf);
  assert_string_equal(buf, "");
  /* a message that names CUB is no use of it; code after a literal is code */
  rg_tier_library("fprintf(stderr, \"%.2fx cub::DeviceReduce\\n\", r); char q = '\"';", 15,
                  buf, sizeof buf);
  assert_string_equal(buf, "");
  rg_tier_library("puts(\"http://x\"); cub::DeviceReduce::Sum(t, b, in, out, n);", 15, buf,
                  sizeof buf);
  assert_string_equal(buf, "uses-cub");
  rg_tier_library("  #  include \"thrust/reduce.h\"\n", 15, buf, sizeof buf);
  assert_string_equal(buf, "uses-thrust");
  /* the namespace's name alone: a using-directive, a path built by a macro */
  rg_tier_library("#define H(lib) <lib/cub.cuh>\n#include H(cub)\nusing namespace cub;\n"
                  "DeviceReduce::Sum(t, b, in, out, n);", 15, buf, sizeof buf);
  assert_string_equal(buf, "uses-cub");
  rg_tier_library("namespace t = thrust; t::reduce(a, b);", 15, buf, sizeof buf);
  assert_string_equal(buf, "uses-thrust");
  rg_tier_library("float cube = x * x * x; double cub_ms, ms_cub; int thrusts;", 15, buf,
                  sizeof buf);
  assert_string_equal(buf, "");
}

/* Ensure a library call the compiler never sees (an #if 0 or #if false
 * group: a CUB baseline kept for comparison) is no use of it, and that
 * the code of its #else or #elif, or of any other condition, still is. */
static void test_tiers_library_dead_group(void **state)
{
  (void)state;
  static const char *const unused[] = {
    "#if 0\n#include <cub/cub.cuh>\n#endif\nint x;",
    "  #  if false // the CUB baseline\ncub::DeviceReduce::Sum();\n#endif\n",
    "#if 0\n#ifdef A\n#else\n#endif\ncub::DeviceReduce::Sum();\n#endif\n",
    "int a;\n#if 0 /* off */\nthrust::reduce(a, b);\n#endif\n",
  };
  static const char *const used[] = {
    "#if 0\nint a;\n#else\n#include <cub/cub.cuh>\n#endif\n",
    "#if 0\n#elif 1\ncub::DeviceReduce::Sum();\n#endif\n",
    "#if 0 || USE_CUB\ncub::DeviceReduce::Sum();\n#endif\n",
    "#if 0x1\ncub::DeviceReduce::Sum();\n#endif\n",
    "int x = 1; #if 0\ncub::DeviceReduce::Sum();\n",
  };
  char buf[64];
  for (size_t i = 0; i < sizeof unused / sizeof unused[0]; i++) {
    rg_tier_library(unused[i], 15, buf, sizeof buf);
    assert_string_equal(buf, "");
  }
  for (size_t i = 0; i < sizeof used / sizeof used[0]; i++) {
    rg_tier_library(used[i], 15, buf, sizeof buf);
    assert_string_not_equal(buf, "");
  }
}

/* Ensure the median's interval brackets the median and narrows with n. */
static void test_tiers_median_ci(void **state)
{
  (void)state;
  double v[96], lo, hi;
  for (int i = 0; i < 96; i++)
    v[i] = 1.0 + 0.001 * ((i * 37) % 96); /* 1.000 .. 1.095, shuffled */
  rg_stats_sort(v, 96);
  double med = rg_stats_median_sorted(v, 96);
  rg_stats_median_ci(v, 96, &lo, &hi);
  assert_true(lo < med && med < hi);
  assert_true(hi - lo < 0.025); /* about 2 x 0.98 sqrt(96) ranks of 0.001 */
  double w[5] = { 1, 2, 3, 4, 100 };
  rg_stats_median_ci(w, 5, &lo, &hi); /* too few: the whole range */
  assert_true(lo == 1 && hi == 100);
  rg_stats_median_ci(w, 0, &lo, &hi);
  assert_true(lo == 0 && hi == 0);
}

/* Ensure no run reads what the previous run on the same copy read. */
static void test_tiers_variant_changes_per_copy(void **state)
{
  (void)state;
  for (int copies = 1; copies <= 64; copies++)
    for (int i = 0; i + copies < 96; i++) {
      int v = rg_variant_of(i, copies, 4);
      assert_true(v >= 0 && v < 4);
      assert_int_not_equal(v, rg_variant_of(i + copies, copies, 4));
    }
  assert_int_equal(rg_variant_of(3, 2, 0), -1);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_tiers_interval_decides),
    cmocka_unit_test(test_tiers_straddle_median_decides),
    cmocka_unit_test(test_tiers_library_denied),
    cmocka_unit_test(test_tiers_library_dead_group),
    cmocka_unit_test(test_tiers_outside_stream_denied),
    cmocka_unit_test(test_tiers_printed_denied),
    cmocka_unit_test(test_tiers_above_bandwidth_rejected),
    cmocka_unit_test(test_tiers_unstable_not_measured),
    cmocka_unit_test(test_tiers_failed_denied),
    cmocka_unit_test(test_tiers_merge_slowest_and_flags),
    cmocka_unit_test(test_tiers_merge_unweighed),
    cmocka_unit_test(test_tiers_library_text),
    cmocka_unit_test(test_tiers_median_ci),
    cmocka_unit_test(test_tiers_variant_changes_per_copy),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
