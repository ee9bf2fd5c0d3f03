/* test_cg_gap.c — a name of CUDA's cooperative groups that the emulator's
 * stand-in does not have (harness/build/cg_names.inc: thread block
 * clusters), or a stand-in's static_assert marked emulator-unsupported (as
 * tiles of more than 32 threads once were), is reported as the emulator's gap and sends the
 * student to a GPU; a misspelt cooperative-groups name, or an unmarked
 * static_assert, stays the student's compile error. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "compile.h"
#include "compile_internal.h"
#include "exercise.h"

static struct rg_compile_result explain(const char *log)
{
  struct rg_exercise ex = { 0 };
  struct rg_compile_result res = { 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", "// TODO 1: the sum\n", log, "/b/entry.cu", 12, &res);
  return res;
}

/* Ensure cg::cluster_group and cg::this_cluster (CUDA's, not modelled) are
 * the emulator's gap: an H100 compiles them. */
static void test_cluster_not_modelled(void **state)
{
  (void)state;
  struct rg_compile_result res = explain(
      "/w/reduce.cu:51:9: error: no type named 'cluster_group' in namespace "
      "'cooperative_groups'\n");
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary,
                         "emulator-unsupported: cooperative_groups::cluster_group is part of CUDA"));
  assert_non_null(strstr(res.summary, "cg::this_thread_block()"));
  free(res.summary);
  res = explain("/w/reduce.cu:51:37: error: no member named 'this_cluster' in namespace "
                "'cooperative_groups'\n");
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "cooperative_groups::this_cluster is part of CUDA"));
  free(res.summary);
}

/* Ensure a name cooperative groups does not have is the student's error. */
static void test_cg_name_misspelt(void **state)
{
  (void)state;
  struct rg_compile_result res = explain(
      "/w/reduce.cu:2:5: error: no member named 'this_thread_blok' in namespace "
      "'cooperative_groups'; did you mean 'this_thread_block'?\n");
  assert_false(res.emulator_gap);
  assert_null(strstr(res.summary, "emulator-unsupported"));
  free(res.summary);
}

/* Ensure the math API's functions the shim does not compute are no longer
 * compile-time gaps: the shim declares them (simt_math_gap.h), and a call
 * is the emulator's gap only where it runs (tests/kit/gap-call-runs.sh);
 * and a name CUDA does not have (no __int2double_rd: an int converts to a
 * double exactly) is the student's error. */
static void test_math_api_gap(void **state)
{
  (void)state;
  static const char *const declared[] = { "rnorm3df", "rnorm4df", "rhypotf", "norm3df",
                                          "norm4df", "erfcxf" };
  for (size_t k = 0; k < sizeof declared / sizeof declared[0]; k++) {
    char log[200];
    snprintf(log, sizeof log, "/w/reduce.cu:51:9: error: use of undeclared identifier '%s'\n",
             declared[k]);
    struct rg_compile_result res = explain(log);
    assert_false(res.emulator_gap);
    free(res.summary);
  }
  struct rg_compile_result res = explain(
      "/w/reduce.cu:51:9: error: use of undeclared identifier '__int2double_rd'; did you mean "
      "'__int2double_rn'?\n");
  assert_false(res.emulator_gap);
  free(res.summary);
}

/* Ensure the runtime API's functions the shim does not model are no longer
 * compile-time gaps: the shim declares them (simt_rt_gap.h, written by
 * tools/runtime-gap.sh), and a call is the emulator's gap only where it
 * runs (tests/kit/rt-gap-call-runs.sh); an error naming one is the file's
 * own (a call with the wrong arguments), and so is a name CUDA does not
 * have. */
static void test_runtime_api_gap(void **state)
{
  (void)state;
  static const char *const declared[] = { "cudaLibraryGetKernel", "cudaGetDeviceFlags",
                                          "cudaGraphInstantiateWithParams",
                                          "cudaMemcpy3DBatchAsync", "cudaLogsCurrent" };
  for (size_t k = 0; k < sizeof declared / sizeof declared[0]; k++) {
    char log[200];
    snprintf(log, sizeof log, "/w/reduce.cu:51:9: error: use of undeclared identifier '%s'\n",
             declared[k]);
    struct rg_compile_result res = explain(log);
    assert_false(res.emulator_gap);
    free(res.summary);
  }
  struct rg_compile_result res = explain(
      "/w/reduce.cu:51:9: error: use of undeclared identifier 'cudaLibraryGetKernell'; did you "
      "mean 'cudaLibraryGetKernel'?\n");
  assert_false(res.emulator_gap);
  free(res.summary);
}

/* Ensure a stand-in's static_assert marked emulator-unsupported (as a tile
 * of 64 threads was before the emulator had them) is the emulator's gap, and an unmarked one (a tile of 24,
 * which CUDA refuses too) stays the student's compile error. */
static void test_marked_static_assert(void **state)
{
  (void)state;
  struct rg_compile_result res = explain(
      "/x/simt_cg.h:70:3: error: static_assert failed due to requirement '64U <= 32' "
      "\"emulator-unsupported: tiles of more than 32 threads\"\n");
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "a gap of the emulator"));
  free(res.summary);
  res = explain("/x/simt_cg.h:66:3: error: static_assert failed due to requirement "
                "'(24U & (24U - 1)) == 0' \"tiles of 1..1024 threads, a power of two\"\n");
  assert_false(res.emulator_gap);
  assert_null(strstr(res.summary, "a gap of the emulator"));
  free(res.summary);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cluster_not_modelled),
    cmocka_unit_test(test_cg_name_misspelt),
    cmocka_unit_test(test_math_api_gap),
    cmocka_unit_test(test_runtime_api_gap),
    cmocka_unit_test(test_marked_static_assert),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
