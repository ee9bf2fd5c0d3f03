/* test_env_pin.c — the grader's switches in the graded process's
 * environment come back as the grader set them (env_pin.h). */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "env_pin.h"

#define FAKE "REDUCE_GRADE_FAKE_CUPTI_FAIL"
#define TRACE "RG_LINES_TRACE"

/* Ensure a switch the submission set is unset again, and one the grader
 * set and the submission changed or removed comes back. */
static void test_env_pin_submission_changes_undone(void **state)
{
  (void)state;
  unsetenv(FAKE);
  setenv(TRACE, "kept-trace", 1);
  rg_env_pin_keep();
  /* What a constructor of the submission does. */
  setenv(FAKE, "start", 1);
  unsetenv(TRACE);
  rg_env_pin_restore();
  assert_null(getenv(FAKE));
  assert_non_null(getenv(TRACE));
  assert_string_equal(getenv(TRACE), "kept-trace");
  /* And again, later in the grading: each call of a collector restores. */
  setenv(TRACE, "elsewhere", 1);
  setenv(FAKE, "stop", 1);
  rg_env_pin_restore();
  assert_null(getenv(FAKE));
  assert_string_equal(getenv(TRACE), "kept-trace");
}

/* Ensure the kit's own fake failure, set by the grader, stays set. */
static void test_env_pin_grader_setting_kept(void **state)
{
  (void)state;
  setenv(FAKE, "start", 1);
  unsetenv(TRACE);
  rg_env_pin_keep();
  setenv(FAKE, "stop", 1);
  rg_env_pin_restore();
  assert_string_equal(getenv(FAKE), "start");
  assert_null(getenv(TRACE));
  unsetenv(FAKE);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_env_pin_submission_changes_undone),
    cmocka_unit_test(test_env_pin_grader_setting_kept),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
