/* test_scratch_left.c — what the leak watch (scratch_left.c) counts of a
 * checked call besides memory: a stream and an event from their create to
 * their destroy, a host block of the submission's (the glue's wraps'
 * entry, host_alloc.c) to its free; a launch's record (the shim's) and a
 * block the C library reports are not the submission's; nothing made
 * while the watch is closed counts; a reset forgets the handles. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "host_blocks.h"
#include "../../harness/glue/scratch_left.h"

void simt_scratch_runtime_block(const void *p);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Ensure a stream and an event made by a call are its own, held until
 * destroyed by a later one, and that one made outside the watch is not
 * counted. */
static void test_handles_counted(void **state)
{
  (void)state;
  rg_scratch s;
  cudaStream_t st, outside;
  cudaEvent_t ev;
  simt_scratch_begin();
  assert_int_equal(cudaStreamCreate(&st), cudaSuccess);
  assert_int_equal(cudaEventCreateWithFlags(&ev, 2u) /* DisableTiming */, cudaSuccess);
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_STREAM].before, 0);
  assert_int_equal(s.held[RG_HELD_STREAM].after, 1);
  assert_int_equal(s.held[RG_HELD_STREAM].kept, 1);
  assert_int_equal(s.held[RG_HELD_EVENT].after, 1);
  assert_int_equal(s.held[RG_HELD_EVENT].kept, 1);
  assert_int_equal(s.kept, 0); /* not memory */
  assert_int_equal(cudaStreamCreate(&outside), cudaSuccess);
  simt_scratch_begin();
  assert_int_equal(cudaStreamDestroy(st), cudaSuccess);
  assert_int_equal(cudaEventDestroy(ev), cudaSuccess);
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_STREAM].before, 1);
  assert_int_equal(s.held[RG_HELD_STREAM].after, 0);
  assert_int_equal(s.held[RG_HELD_EVENT].after, 0);
  cudaStreamDestroy(outside);
}

/* Ensure a stream a reset destroyed is no longer held. */
static void test_reset_forgets_handles(void **state)
{
  (void)state;
  rg_scratch s;
  cudaStream_t st;
  simt_scratch_begin();
  assert_int_equal(cudaStreamCreate(&st), cudaSuccess);
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_STREAM].after, 1);
  simt_reset();
  simt_scratch_begin();
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_STREAM].before, 0);
  assert_int_equal(s.held[RG_HELD_STREAM].after, 0);
}

/* Ensure the submission's host block counts with its bytes until its
 * free, wrapped or the C library's own (libstdc++ freeing a buffer the
 * submission's inline code made), and that a launch's record and a block
 * only the C library reported do not. */
static void test_host_blocks_counted(void **state)
{
  (void)state;
  rg_scratch s;
  void *mine = malloc(40), *record = malloc(24), *libc = malloc(8), *inner = malloc(16);
  simt_scratch_begin();
  simt_hb_made_by(mine, NULL);
  simt_hb_made_by(inner, NULL);
  simt_hb_freed(inner); /* by the C library's free, no wrap */
  simt_hb_made_by(record, NULL);
  simt_scratch_runtime_block(record);
  simt_hb_made(libc);
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_HOST].after, 1);
  assert_int_equal(s.held[RG_HELD_HOST].kept, 1);
  assert_true(s.held[RG_HELD_HOST].kept_bytes >= 40);
  simt_scratch_begin();
  simt_hb_freed_by(mine);
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_HOST].before, 1);
  assert_int_equal(s.held[RG_HELD_HOST].after, 0);
  free(mine);
  free(record);
  free(libc);
  free(inner);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_handles_counted, setup),
    cmocka_unit_test_setup(test_reset_forgets_handles, setup),
    cmocka_unit_test_setup(test_host_blocks_counted, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
