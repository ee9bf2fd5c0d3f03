/* test_integrity.c — host reductions (input copied to the host, no kernel
 * launched) and replayed results: when each is
 * named, and when an honest run is left alone. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "exercise.h"
#include "integrity.h"

static struct rg_verdict passed(void)
{
  struct rg_verdict v;
  memset(&v, 0, sizeof v);
  v.passed = true;
  return v;
}

/* Ensure copying half the input or more to the host is a host reduction. */
static void test_integrity_host_copy_half(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_true(rg_integrity_host_copy(&v, 50, 100, 4));
  assert_false(v.passed);
  assert_true(v.causes & (1u << RG_CAUSE_HOST_REDUCTION));
  assert_non_null(strstr(v.detail, "50 of its 100 bytes"));
}

/* Ensure no copy, or a small one, leaves the verdict alone. */
static void test_integrity_host_copy_small(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_false(rg_integrity_host_copy(&v, 0, 100, 4));
  assert_false(rg_integrity_host_copy(&v, 49, 100, 4));
  /* one element of a one- or two-element input: no reduction (12's shift) */
  assert_false(rg_integrity_host_copy(&v, 4, 4, 4));
  assert_false(rg_integrity_host_copy(&v, 8, 16, 8));
  assert_true(v.passed);
  assert_int_equal(v.causes, 0);
}

/* Ensure a right result with no kernel launched is a host reduction. */
static void test_integrity_no_launch(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_true(rg_integrity_no_launch(&v, 0, 1000, 0));
  assert_false(v.passed);
  assert_true(v.causes & (1u << RG_CAUSE_HOST_REDUCTION));
  assert_non_null(strstr(v.detail, "launched no kernel"));
}

/* Ensure one element read back to the host, with no kernel, is still a
 * host reduction: only a device-to-device move of it is its sum. */
static void test_integrity_no_launch_one_copied(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_true(rg_integrity_no_launch(&v, 0, 1, 4));
  assert_true(v.causes & (1u << RG_CAUSE_HOST_REDUCTION));
}

/* Ensure launches, launches not counted (-1), an empty input or a result
 * already wrong leave the verdict alone. */
static void test_integrity_no_launch_not(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_false(rg_integrity_no_launch(&v, 1, 1000, 0));
  assert_false(rg_integrity_no_launch(&v, -1, 1000, 0));
  assert_false(rg_integrity_no_launch(&v, 0, 0, 0));
  /* one element moved device to device: its own sum */
  assert_false(rg_integrity_no_launch(&v, 0, 1, 0));
  assert_true(v.passed);
  assert_int_equal(v.causes, 0);
  struct rg_verdict wrong = passed();
  rg_verdict_add(&wrong, RG_CAUSE_WRONG_RESULT);
  assert_false(rg_integrity_no_launch(&wrong, 0, 1000, 0));
  assert_int_equal(wrong.causes, 1u << RG_CAUSE_WRONG_RESULT);
}

/* Ensure a right sum with no cooperative launch, from an entry point that
 * must make one, over more than one block's elements, is named. */
static void test_integrity_no_cooperative(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_true(rg_integrity_no_cooperative(&v, true, 0, 257, 256));
  assert_false(v.passed);
  assert_int_equal(v.causes, 1u << RG_CAUSE_NO_COOPERATIVE);
  assert_non_null(strstr(v.detail, "one cooperative launch"));
}

/* Ensure a cooperative launch, no requirement, a count not made (-1: not
 * counted, or a device without cooperative launch), one block's elements
 * or fewer, or a result already wrong leave the verdict alone. */
static void test_integrity_no_cooperative_not(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_false(rg_integrity_no_cooperative(&v, true, 1, 100000, 256));
  assert_false(rg_integrity_no_cooperative(&v, false, 0, 100000, 256));
  assert_false(rg_integrity_no_cooperative(&v, true, -1, 100000, 256));
  assert_false(rg_integrity_no_cooperative(&v, true, 0, 256, 256));
  assert_true(v.passed);
  struct rg_verdict wrong = passed();
  rg_verdict_add(&wrong, RG_CAUSE_WRONG_RESULT);
  assert_false(rg_integrity_no_cooperative(&wrong, true, 0, 100000, 256));
  assert_int_equal(wrong.causes, 1u << RG_CAUSE_WRONG_RESULT);
}

/* Ensure an output last written by the host is a host reduction, with the
 * line a student acts on; not when the launches were not counted. */
static void test_integrity_host_write(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  assert_false(rg_integrity_host_write(&v, 0, 2));
  assert_false(rg_integrity_host_write(&v, 1, -1));
  assert_true(v.passed);
  assert_true(rg_integrity_host_write(&v, 1, 1));
  assert_false(v.passed);
  assert_true(v.causes & (1u << RG_CAUSE_HOST_REDUCTION));
  assert_non_null(strstr(v.detail, "last level of the reduction must run on the device"));
  /* a value the host sent, stored by a kernel: said as such */
  v = passed();
  assert_true(rg_integrity_host_write(&v, 2, 2));
  assert_non_null(strstr(v.detail, "a kernel's argument, or a copy into device memory"));
}

/* Ensure a failed run whose output equals the earlier one is a replay. */
static void test_integrity_replay_same_output(void **state)
{
  (void)state;
  struct rg_verdict v = passed();
  rg_verdict_add(&v, RG_CAUSE_WRONG_RESULT);
  float out = 7, earlier = 7;
  assert_true(rg_integrity_replay(&v, &out, &earlier, sizeof out, "test"));
  assert_true(v.causes & (1u << RG_CAUSE_UNSTABLE));
  assert_non_null(strstr(v.detail, "replayed"));
}

/* Ensure a different output, a passed run or no earlier output is no replay. */
static void test_integrity_replay_not(void **state)
{
  (void)state;
  float out = 7, earlier = 8;
  struct rg_verdict ok = passed();
  assert_false(rg_integrity_replay(&ok, &out, &out, sizeof out, "test"));
  struct rg_verdict v = passed();
  rg_verdict_add(&v, RG_CAUSE_WRONG_RESULT);
  assert_false(rg_integrity_replay(&v, &out, &earlier, sizeof out, "test"));
  assert_false(rg_integrity_replay(&v, &out, NULL, sizeof out, "test"));
  assert_false(v.causes & (1u << RG_CAUSE_UNSTABLE));
}

/* Ensure equal outputs are called a replay only where an element wrong on
 * the new input holds a value other than zero: a block max that comes out
 * 0 on both inputs (zero padded in for the identity; the first input's
 * answer was 0) is a deterministic wrong answer, a kept 3 is a replay. */
static void test_integrity_replay_case_zero_is_computed(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("10");
  assert_non_null(ex);
  struct rg_case c = { .part = 0, .n = 2, .block = 32, .kind = RG_DATA_INT };
  float input[2] = { -5, -7 }, zero = 0, kept = 3;
  struct rg_verdict v = passed();
  rg_verdict_add(&v, RG_CAUSE_WRONG_RESULT);
  assert_false(rg_integrity_replay_case(&v, ex, &c, input, &zero, &zero, sizeof zero, "t"));
  assert_false(v.causes & (1u << RG_CAUSE_UNSTABLE));
  assert_true(rg_integrity_replay_case(&v, ex, &c, input, &kept, &kept, sizeof kept, "t"));
  assert_true(v.causes & (1u << RG_CAUSE_UNSTABLE));
}

/* Ensure fresh seeds differ from the original and from each other. */
static void test_integrity_fresh_seed_distinct(void **state)
{
  (void)state;
  assert_int_equal(rg_integrity_fresh_seed(42, 0), 42);
  assert_true(rg_integrity_fresh_seed(42, 1) != 42);
  assert_true(rg_integrity_fresh_seed(42, 1) != rg_integrity_fresh_seed(42, 2));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_integrity_host_copy_half),
    cmocka_unit_test(test_integrity_host_copy_small),
    cmocka_unit_test(test_integrity_no_launch),
    cmocka_unit_test(test_integrity_no_launch_not),
    cmocka_unit_test(test_integrity_no_launch_one_copied),
    cmocka_unit_test(test_integrity_no_cooperative),
    cmocka_unit_test(test_integrity_no_cooperative_not),
    cmocka_unit_test(test_integrity_host_write),
    cmocka_unit_test(test_integrity_replay_same_output),
    cmocka_unit_test(test_integrity_replay_not),
    cmocka_unit_test(test_integrity_replay_case_zero_is_computed),
    cmocka_unit_test(test_integrity_fresh_seed_distinct),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
