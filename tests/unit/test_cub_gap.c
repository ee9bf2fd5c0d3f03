/* test_cub_gap.c — a name of CUB that the emulator's stand-ins do not have
 * (harness/build/cub_names.inc) is reported as the emulator's gap, named,
 * and sends the student to a GPU; a misspelt CUB name, or a member of one
 * of the student's own types, stays the student's compile error. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
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

/* Ensure cub::DeviceScan (CUB's, not modelled) is the emulator's gap. */
static void test_cub_name_not_modelled(void **state)
{
  (void)state;
  struct rg_compile_result res =
      explain("/w/reduce.cu:2:5: error: no member named 'DeviceScan' in namespace 'cub'\n");
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "emulator-unsupported: cub::DeviceScan is part of CUDA"));
  assert_non_null(strstr(res.summary, "grade the file on a GPU"));
  free(res.summary);
  res = explain("/w/reduce.cu:4:21: error: no template named 'BlockExchange' in namespace 'cub'\n");
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "cub::BlockExchange is part of CUDA"));
  free(res.summary);
}

/* Ensure a member CUB 13's class has and the emulator's lacks
 * (DeviceReduce::ReduceByKey) is the emulator's gap, not a compile
 * error blamed on the student, and a member CUB lacks too stays his. */
static void test_cub_member_not_modelled(void **state)
{
  (void)state;
  struct rg_compile_result res = explain(
      "/w/reduce.cu:9:34: error: no member named 'ReduceByKey' in 'cub::DeviceReduce'\n");
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "cub::DeviceReduce::ReduceByKey is part of CUDA"));
  free(res.summary);
  res = explain("/w/reduce.cu:6:40: error: no member named 'ReduceByKey' in "
                "'cub::DeviceReduce<int>'\n");
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "cub::DeviceReduce::ReduceByKey is part of CUDA"));
  free(res.summary);
  res = explain("/w/reduce.cu:6:40: error: no member named 'Summ' in 'cub::WarpReduce<float, 32>'\n");
  assert_false(res.emulator_gap);
  free(res.summary);
  res = explain("/w/reduce.cu:6:40: error: no member named 'ReduceByKey' in 'mycub::DeviceReduce'\n");
  assert_false(res.emulator_gap);
  free(res.summary);
}

/* Ensure a name CUB does not have is not called the emulator's gap. */
static void test_cub_name_misspelt(void **state)
{
  (void)state;
  struct rg_compile_result res =
      explain("/w/reduce.cu:2:5: error: no member named 'BlockReduc' in namespace 'cub'; "
              "did you mean 'BlockReduce'?\n");
  assert_false(res.emulator_gap);
  assert_null(strstr(res.summary, "emulator-unsupported"));
  free(res.summary);
  /* CUB 1.x's cub::LaneId: CUB 13 has it not, nvcc refuses it too */
  res = explain("/w/reduce.cu:3:9: error: no member named 'LaneId' in namespace 'cub'\n");
  assert_false(res.emulator_gap);
  free(res.summary);
  res = explain("/w/reduce.cu:2:5: error: no member named 'BlockScan' in 'S'\n");
  assert_false(res.emulator_gap);
  free(res.summary);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cub_name_not_modelled),
    cmocka_unit_test(test_cub_name_misspelt),
    cmocka_unit_test(test_cub_member_not_modelled),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
