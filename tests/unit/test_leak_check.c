/* test_leak_check.c — memory the entry point leaves allocated: a part's
 * later call that holds more on a repeat of an earlier call's arguments is
 * a leak; a first call, a cache grown in place, a cache made first on a
 * later call, one made on first sight of each argument set, another
 * part's first call and a new process are not, nor, where the places that
 * made them are known, a second cache made at a place of its own; the
 * same for streams, events and heap blocks, each kind on its own. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "leak_check.h"

/* The key of the arguments every call passes, unless it says otherwise. */
#define SAME 7

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
  assert_false(rg_leak_check(&w, 1, SAME, &s, &v));
  assert_true(v.passed);
  s = call(2, 1, 2, 1, 4096);
  snprintf(s.where, sizeof s.where, "reduce.cu:42");
  assert_true(rg_leak_check(&w, 1, SAME, &s, &v));
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
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  s = call(2, 1, 1, 1, 128); /* grown: the old one freed */
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  s = call(3, 1, 1, 0, 0); /* kept as it was */
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
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
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  s = call(2, 1, 2, 1, 8); /* part 1's first call */
  assert_false(rg_leak_check(&w, 1, SAME, &s, &v));
  s = call(1, 0, 1, 1, 8); /* a new process: part 0 not called there yet */
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  s = call(0, 0, 0, 0, 0);
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  assert_true(v.passed);
  s = call(2, 1, 2, 1, 8); /* that process's second call of part 0 */
  assert_true(rg_leak_check(&w, 0, SAME, &s, &v));
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
  assert_false(rg_leak_check(&w, 2, SAME, &s, &v));
  s = call(2, 0, 1, 1, 16408); /* misaligned: the copy's buffer made */
  assert_false(rg_leak_check(&w, 2, SAME, &s, &v));
  s = call(3, 1, 1, 1, 32768); /* a larger one replaces it */
  assert_false(rg_leak_check(&w, 2, SAME, &s, &v));
  assert_true(v.passed);
  s = call(4, 1, 2, 1, 64); /* one more kept: a leak */
  assert_true(rg_leak_check(&w, 2, SAME, &s, &v));
}

/* One checked call's counts of kind k (nothing else held). */
static rg_scratch held(int calls, int k, int before, int after, int kept, size_t bytes)
{
  rg_scratch s;
  memset(&s, 0, sizeof s);
  s.calls = calls;
  s.held[k].before = before;
  s.held[k].after = after;
  s.held[k].kept = kept;
  s.held[k].kept_bytes = bytes;
  return s;
}

/* call()'s counts, with the places known: before, the places holding what
 * earlier calls kept; again, whether this call kept one at one of them. */
static rg_scratch placed(int calls, int before, int after, int places, int again)
{
  rg_scratch s = call(calls, before, after, after - before, 64);
  s.sites_known = 1;
  s.sites.before = places;
  s.sites.again = again;
  return s;
}

/* Ensure that, the places known, a second cache made at a place of its
 * own on a later call (a buffer only a large input needs) is not a leak,
 * one more at a place that already holds one is, and so is one more
 * cache once RG_CACHE_SITES places hold them; the places unknown (a
 * GPU's glue before it knew them), a second growth is a leak. */
static void test_leak_second_cache_elsewhere_is_not(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = placed(1, 0, 1, 0, 0);
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  s = placed(2, 1, 2, 1, 0); /* the second cache, elsewhere */
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  assert_true(v.passed);
  s = placed(3, 2, 3, 2, 1); /* one more where one is */
  assert_true(rg_leak_check(&w, 0, SAME, &s, &v));
  memset(&w, 0, sizeof w);
  v = passed();
  for (int c = 1; c <= RG_CACHE_SITES; c++) {
    s = placed(c, c - 1, c, c - 1, 0);
    assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  }
  assert_true(v.passed);
  s = placed(RG_CACHE_SITES + 1, RG_CACHE_SITES, RG_CACHE_SITES + 1, RG_CACHE_SITES, 0);
  assert_true(rg_leak_check(&w, 0, SAME, &s, &v));
  memset(&w, 0, sizeof w);
  s = placed(1, 0, 1, 0, 0);
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  s = placed(2, 1, 2, 1, 0);
  s.sites_known = 0;
  assert_true(rg_leak_check(&w, 0, SAME, &s, &v));
}

/* Ensure a stream's places are its own: a second stream made once at a
 * place of its own is not a leak, one more at its place is. */
static void test_leak_second_stream_elsewhere_is_not(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = held(1, RG_HELD_STREAM, 0, 1, 1, 0);
  s.sites_known = 1;
  assert_false(rg_leak_check(&w, 1, SAME, &s, &v));
  s = held(2, RG_HELD_STREAM, 1, 2, 1, 0);
  s.sites_known = 1;
  s.held[RG_HELD_STREAM].sites.before = 1;
  assert_false(rg_leak_check(&w, 1, SAME, &s, &v));
  assert_true(v.passed);
  s = held(3, RG_HELD_STREAM, 2, 3, 1, 0);
  s.sites_known = 1;
  s.held[RG_HELD_STREAM].sites = (struct rg_sites){2, 1};
  assert_true(rg_leak_check(&w, 1, SAME, &s, &v));
}

/* Ensure a stream made on every call is a leak at the second call, named
 * with its call, its count and its undoing, and that one made once (kept
 * in a static) is not. */
static void test_leak_stream_every_call(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = held(1, RG_HELD_STREAM, 0, 1, 1, 0);
  assert_false(rg_leak_check(&w, 1, SAME, &s, &v));
  s = held(2, RG_HELD_STREAM, 1, 1, 0, 0); /* the static's stream, reused */
  assert_false(rg_leak_check(&w, 1, SAME, &s, &v));
  assert_true(v.passed);
  s = held(3, RG_HELD_STREAM, 1, 2, 1, 0);
  snprintf(s.held[RG_HELD_STREAM].where, RG_HELD_WHERE, "reduce.cu:77");
  assert_true(rg_leak_check(&w, 1, SAME, &s, &v));
  assert_true(rg_verdict_has(&v, RG_CAUSE_MEMORY_LEAK));
  assert_non_null(strstr(v.detail, "cudaStreamCreate: 1 stream more after every call"));
  assert_non_null(strstr(v.detail, "cudaStreamDestroy"));
  assert_non_null(strstr(v.detail, "reduce.cu:77"));
  assert_non_null(strstr(v.detail, "after 3 calls"));
}

/* Ensure each kind is judged apart: memory grown by one call and events,
 * host blocks, device heap blocks by the next are first growths, not
 * leaks; a second growth of each is one, named for its kind. */
static void test_leak_kinds_apart(void **state)
{
  (void)state;
  static const struct { int k; const char *says; } kinds[] = {
    {RG_HELD_EVENT, "cudaEventDestroy"},
    {RG_HELD_HOST, "2 blocks of host memory of 96 bytes more"},
    {RG_HELD_DHEAP, "1 block of the device heap of 128 bytes more"},
  };
  for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
    struct rg_leak_watch w;
    memset(&w, 0, sizeof w);
    struct rg_verdict v = passed();
    rg_scratch s = call(1, 0, 1, 1, 64);
    assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
    int k = kinds[i].k, n = k == RG_HELD_HOST ? 2 : 1;
    size_t bytes = k == RG_HELD_HOST ? 96 : k == RG_HELD_DHEAP ? 128 : 0;
    s = held(2, k, 0, n, n, bytes);
    assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
    assert_true(v.passed);
    s = held(3, k, n, 2 * n, n, bytes);
    assert_true(rg_leak_check(&w, 0, SAME, &s, &v));
    assert_false(v.passed);
    assert_non_null(strstr(v.detail, kinds[i].says));
  }
}

/* Ensure a new process forgets the kinds' growth as it does memory's. */
static void test_leak_kinds_new_process(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = held(1, RG_HELD_HOST, 0, 1, 1, 8);
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  s = held(1, RG_HELD_HOST, 0, 1, 1, 8); /* another process's first call */
  assert_false(rg_leak_check(&w, 0, SAME, &s, &v));
  assert_true(v.passed);
}

/* Ensure a cache keyed by the arguments (one buffer per block size, made
 * by the first call with that size) is not a leak: each first sight holds
 * one more and asks for a repeat, and each repeat holds nothing more. */
static void test_leak_cache_per_arguments_is_not(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  for (int k = 0; k < 3; k++) {
    rg_scratch s = placed(2 * k + 1, k, k + 1, k > 0, k > 0); /* one place makes all */
    assert_false(rg_leak_check(&w, 1, 100 + k, &s, &v));
    assert_true(rg_leak_wants_repeat(&w));
    s = placed(2 * k + 2, k + 1, k + 1, 1, 0); /* the repeat: nothing more */
    assert_false(rg_leak_check(&w, 1, 100 + k, &s, &v));
    assert_false(rg_leak_wants_repeat(&w));
  }
  assert_true(v.passed);
}

/* Ensure a leak is caught on the repeat of arguments it first saw, even
 * after a first sight of other arguments held more without a verdict. */
static void test_leak_repeat_that_grows(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  struct rg_verdict v = passed();
  rg_scratch s = placed(1, 0, 1, 0, 0);
  assert_false(rg_leak_check(&w, 1, 100, &s, &v));
  s = placed(2, 1, 2, 1, 1); /* other arguments: a cache's first, maybe */
  assert_false(rg_leak_check(&w, 1, 200, &s, &v));
  assert_true(rg_leak_wants_repeat(&w));
  assert_true(v.passed);
  s = placed(3, 2, 3, 1, 1); /* their repeat holds one more */
  assert_true(rg_leak_check(&w, 1, 200, &s, &v));
  assert_non_null(strstr(v.detail, "one with these arguments"));
  assert_false(rg_leak_wants_repeat(&w));
}

/* Ensure the arguments' key tells block sizes, sizes, alignments and
 * parts apart, and not the data (a case's kind is no argument). */
static void test_leak_args_key(void **state)
{
  (void)state;
  struct rg_case a = {.part = 1, .n = 1000, .block = 256, .kind = RG_DATA_FAR};
  struct rg_case b = a;
  b.kind = (enum rg_kind)0;
  assert_true(rg_leak_args(&a) == rg_leak_args(&b));
  b = a, b.block = 512;
  assert_true(rg_leak_args(&a) != rg_leak_args(&b));
  b = a, b.n = 1001;
  assert_true(rg_leak_args(&a) != rg_leak_args(&b));
  b = a, b.in_offset = 1;
  assert_true(rg_leak_args(&a) != rg_leak_args(&b));
  b = a, b.part = 0;
  assert_true(rg_leak_args(&a) != rg_leak_args(&b));
}

/* The case to call again after a first sight: the part's last call with
 * other arguments (A of A, B), kept past a repeat of B's (A, B, B), none
 * when every call had these arguments, and each part its own. */
static void test_leak_earlier_other_arguments(void **state)
{
  (void)state;
  struct rg_leak_watch w;
  memset(&w, 0, sizeof w);
  assert_int_equal(rg_leak_earlier(&w, 1, 7), -1);
  rg_leak_note(&w, 1, 3, 7);
  assert_int_equal(rg_leak_earlier(&w, 1, 7), -1);
  assert_int_equal(rg_leak_earlier(&w, 1, 9), 3);
  rg_leak_note(&w, 1, 4, 9);
  rg_leak_note(&w, 1, 5, 9);
  assert_int_equal(rg_leak_earlier(&w, 1, 9), 3);
  assert_int_equal(rg_leak_earlier(&w, 1, 11), 5);
  assert_int_equal(rg_leak_earlier(&w, 2, 9), -1);
  rg_leak_note(&w, RG_LEAK_PARTS, 6, 9); /* past the parts remembered: nothing */
  assert_int_equal(rg_leak_earlier(&w, RG_LEAK_PARTS, 1), -1);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_leak_second_call_grows),
    cmocka_unit_test(test_leak_cache_is_not),
    cmocka_unit_test(test_leak_first_calls_are_not),
    cmocka_unit_test(test_leak_late_first_allocation_is_not),
    cmocka_unit_test(test_leak_stream_every_call),
    cmocka_unit_test(test_leak_kinds_apart),
    cmocka_unit_test(test_leak_kinds_new_process),
    cmocka_unit_test(test_leak_second_cache_elsewhere_is_not),
    cmocka_unit_test(test_leak_second_stream_elsewhere_is_not),
    cmocka_unit_test(test_leak_cache_per_arguments_is_not),
    cmocka_unit_test(test_leak_repeat_that_grows),
    cmocka_unit_test(test_leak_args_key),
    cmocka_unit_test(test_leak_earlier_other_arguments),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
