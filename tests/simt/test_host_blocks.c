/* test_host_blocks.c — the record of the submission's large host blocks
 * (host_blocks.c) that a kernel's load is refused in: a block is found by
 * any byte of it and by a range that only overlaps it, never by the bytes
 * just outside; a freed block is forgotten; a block handed out over a
 * stale record drops it; the span is empty with nothing recorded; and the
 * wraps' entry (host_alloc.c) records a block malloc maps apart from its
 * heap but not a small one inside it. */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>
#include "host_blocks.h"

static int setup(void **state)
{
  (void)state;
  simt_hb_clear();
  return 0;
}

static void test_hb_found_by_each_byte(void **state)
{
  (void)state;
  assert_int_equal(simt_hb_add(0x10000, 0x100), 0);
  assert_int_equal(simt_hb_add(0x30000, 0x20), 0);
  assert_int_equal(simt_hb_add(0x20000, 0x10), 0); /* out of order */
  assert_int_equal(simt_hb_count(), 3);
  assert_true(simt_hb_overlaps(0x10000, 1));
  assert_true(simt_hb_overlaps(0x100ff, 1));
  assert_false(simt_hb_overlaps(0x10100, 4));
  assert_false(simt_hb_overlaps(0xfffc, 4));
  assert_true(simt_hb_overlaps(0xfffe, 4)); /* straddles its start */
  assert_true(simt_hb_overlaps(0x100fe, 4)); /* straddles its end */
  assert_true(simt_hb_overlaps(0x2000f, 1));
  assert_false(simt_hb_overlaps(0x20010, 8));
  assert_true(simt_hb_overlaps(0x3001f, 1));
  assert_false(simt_hb_overlaps(0x30020, 16));
  assert_false(simt_hb_overlaps(0x18000, 16)); /* between two */
  assert_int_equal(simt_hb_lo, 0x10000);
  assert_int_equal(simt_hb_hi, 0x30020);
}

static void test_hb_freed_forgotten(void **state)
{
  (void)state;
  simt_hb_add(0x10000, 0x100);
  simt_hb_add(0x20000, 0x100);
  simt_hb_remove(0x10080); /* not a block's start: nothing */
  assert_int_equal(simt_hb_count(), 2);
  simt_hb_remove(0x10000);
  assert_int_equal(simt_hb_count(), 1);
  assert_false(simt_hb_overlaps(0x10000, 8));
  assert_true(simt_hb_overlaps(0x20000, 8));
  simt_hb_remove(0x20000);
  assert_int_equal(simt_hb_count(), 0);
  assert_false(simt_hb_overlaps(0x20000, 8));
  assert_int_equal(simt_hb_lo, 0);
  assert_int_equal(simt_hb_hi, 0);
}

static void test_hb_stale_record_dropped(void **state)
{
  (void)state;
  simt_hb_add(0x10000, 0x1000);
  simt_hb_add(0x20000, 0x100);
  simt_hb_add(0x10800, 0x100); /* inside the first: it was freed unseen */
  assert_int_equal(simt_hb_count(), 2);
  assert_false(simt_hb_overlaps(0x10000, 8));
  assert_true(simt_hb_overlaps(0x10800, 8));
  simt_hb_drop(0x1ff00, 0x200);
  assert_int_equal(simt_hb_count(), 1);
  assert_int_equal(simt_hb_hi, 0x10900);
}

static void test_hb_many_blocks(void **state)
{
  (void)state;
  for (uintptr_t i = 1000; i > 0; i--)
    assert_int_equal(simt_hb_add(i * 0x1000, 0x800), 0);
  assert_int_equal(simt_hb_count(), 1000);
  for (uintptr_t i = 1; i <= 1000; i++) {
    assert_true(simt_hb_overlaps(i * 0x1000 + 0x7ff, 1));
    assert_false(simt_hb_overlaps(i * 0x1000 + 0x800, 0x800));
  }
}

static void test_hb_wraps_record_mapped_blocks(void **state)
{
  (void)state;
  void *small = malloc(64), *large = malloc((size_t)64 << 20);
  assert_non_null(small);
  assert_non_null(large);
  simt_hb_made(small);
  simt_hb_made(large);
  simt_hb_made(NULL);
  assert_int_equal(simt_hb_count(), 1);
  assert_false(simt_hb_overlaps((uintptr_t)small, 8));
  assert_true(simt_hb_overlaps((uintptr_t)large, 8));
  assert_true(simt_hb_overlaps((uintptr_t)large + ((size_t)64 << 20) - 8, 8));
  simt_hb_freed(large);
  simt_hb_freed(small);
  simt_hb_freed(NULL);
  assert_int_equal(simt_hb_count(), 0);
  free(large);
  free(small);
}

/* A block the C library allocates in its own code (asprintf's), where no
 * wrap of the link sees the call: recorded by the process-wide
 * interposition (host_libc_allocs.c), forgotten at its free. */
static void test_hb_libc_internal_block_recorded(void **state)
{
  (void)state;
  char *s = NULL;
  int n = asprintf(&s, "%*s", 64 << 20, "");
  assert_int_equal(n, 64 << 20);
  assert_non_null(s);
  assert_true(simt_hb_overlaps((uintptr_t)s, 8));
  assert_true(simt_hb_overlaps((uintptr_t)s + n - 8, 8));
  free(s);
  assert_false(simt_hb_overlaps((uintptr_t)s, 8));
}

/* A worker thread's block is not recorded (the table is the first
 * thread's, without a lock: the grader's own threads allocate too), and
 * its free leaves the first thread's records as they were. */
static void *worker_block(void *arg)
{
  (void)arg;
  return malloc((size_t)64 << 20);
}

static void test_hb_worker_thread_not_recorded(void **state)
{
  (void)state;
  pthread_t t;
  void *p = NULL;
  assert_int_equal(pthread_create(&t, NULL, worker_block, NULL), 0);
  assert_int_equal(pthread_join(t, &p), 0);
  assert_non_null(p);
  assert_false(simt_hb_overlaps((uintptr_t)p, 8));
  free(p);
  void *q = malloc((size_t)64 << 20);
  assert_non_null(q);
  assert_true(simt_hb_overlaps((uintptr_t)q, 8));
  free(q);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_hb_found_by_each_byte, setup),
    cmocka_unit_test_setup(test_hb_freed_forgotten, setup),
    cmocka_unit_test_setup(test_hb_stale_record_dropped, setup),
    cmocka_unit_test_setup(test_hb_many_blocks, setup),
    cmocka_unit_test_setup(test_hb_wraps_record_mapped_blocks, setup),
    cmocka_unit_test_setup(test_hb_libc_internal_block_recorded, setup),
    cmocka_unit_test_setup(test_hb_worker_thread_not_recorded, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
