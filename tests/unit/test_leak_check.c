/* test_leak_check.c — memory the entry point leaves allocated: a part's
 * later call that holds more is a leak; a first call, a cache grown in
 * place, a cache made first on a later call, another part's first call and
 * a new process are not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "leak_check.h"

static struct rg_verdict passed(void)
{
  struct rg_verdict v;
  rg_verdict_pass(&v);
  return v;
}

/* One checked call's counts: the process's call number, the allocations
 * held before and after it, and how many of them (bytes) it made. */
static rg_scratch call(int calls, int before, int after, int kept, size_t kept_bytes)
{
  rg_scratch s;
  memset(&s, 0, sizeof s);
  s.calls = calls;
  s.live_before = before;
  s.live_after = after;
  s.bytes_after = (size_t)after * kept_bytes;
  s.kept = kept;
  s.kept_bytes = kept_bytes;
  return s;
}

/* Ensure a part's first call may keep memory, and its second call that
 * keeps more is a leak named with its bytes, calls and line. */
static void test_leak_second_call_grows(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = call(1, 0, 1, 1, 4096);
  assert_false(rg_leak_check(&w, 1, &s, &v));
  assert_true(v.passed);
  s = call(2, 1, 2, 1, 4096);
  snprintf(s.where, sizeof s.where, "reduce.cu:42");
  assert_true(rg_leak_check(&w, 1, &s, &v));
  assert_false(v.passed);
  assert_true(rg_verdict_has(&v, RG_CAUSE_MEMORY_LEAK));
  assert_non_null(strstr(v.detail, "4096 bytes"));
  assert_non_null(strstr(v.detail, "after 2 calls"));
  assert_non_null(strstr(v.detail, "reduce.cu:42"));
}

/* Ensure a cache that replaces its buffer (one made, one freed) and one
 * allocated once are not leaks, however often the part is called. */
static void test_leak_cache_is_not(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = call(1, 0, 1, 1, 64);
  assert_false(rg_leak_check(&w, 0, &s, &v));
  s = call(2, 1, 1, 1, 128); /* grown: the old one freed */
  assert_false(rg_leak_check(&w, 0, &s, &v));
  s = call(3, 1, 1, 0, 0); /* kept as it was */
  assert_false(rg_leak_check(&w, 0, &s, &v));
  assert_true(v.passed);
}

/* Ensure another part's first call, a new process (its count starts
 * again) and a call not counted say nothing. */
static void test_leak_first_calls_are_not(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = call(1, 0, 1, 1, 8);
  assert_false(rg_leak_check(&w, 0, &s, &v));
  s = call(2, 1, 2, 1, 8); /* part 1's first call */
  assert_false(rg_leak_check(&w, 1, &s, &v));
  s = call(1, 0, 1, 1, 8); /* a new process: part 0 not called there yet */
  assert_false(rg_leak_check(&w, 0, &s, &v));
  s = call(0, 0, 0, 0, 0);
  assert_false(rg_leak_check(&w, 0, &s, &v));
  assert_true(v.passed);
  s = call(2, 1, 2, 1, 8); /* that process's second call of part 0 */
  assert_true(rg_leak_check(&w, 0, &s, &v));
}

/* Ensure a cache allocated first on a later call (calls before it needed
 * none: only a misaligned input gets an aligned copy) is not a leak, and
 * that a second call of the part that grows again still is. */
static void test_leak_late_first_allocation_is_not(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = call(1, 0, 0, 0, 0); /* aligned: nothing kept */
  assert_false(rg_leak_check(&w, 2, &s, &v));
  s = call(2, 0, 1, 1, 16408); /* misaligned: the copy's buffer made */
  assert_false(rg_leak_check(&w, 2, &s, &v));
  s = call(3, 1, 1, 1, 32768); /* a larger one replaces it */
  assert_false(rg_leak_check(&w, 2, &s, &v));
  assert_true(v.passed);
  s = call(4, 1, 2, 1, 64); /* one more kept: a leak */
  assert_true(rg_leak_check(&w, 2, &s, &v));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_leak_second_call_grows),
    cmocka_unit_test(test_leak_cache_is_not),
    cmocka_unit_test(test_leak_first_calls_are_not),
    cmocka_unit_test(test_leak_late_first_allocation_is_not),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
