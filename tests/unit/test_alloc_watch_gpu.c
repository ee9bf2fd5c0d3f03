/* test_alloc_watch_gpu.c — the GPU glue's leak watch counts the streams
 * and events of each checked call (glue/alloc_watch.cuh), checked with no
 * GPU: fixtures/alloc_watch_gpu.cu, built by nvcc with stand-ins for the
 * runtime calls its wraps make, runs the calls and says whether each count
 * is right.  SKIP (77) without nvcc. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "scratch.h"
#include "toolchain.h"
#include "util.h"

static char *nvcc;

/* Ensure the watch's counts of streams and events are the fixture's. */
static void test_streams_and_events_counted(void **state)
{
  (void)state;
  char dir[256];
  assert_int_equal(rg_scratch_make(dir, sizeof dir, "alloc-watch"), 0);
  char *build = rg_strdupf("'%s' -I'%s' -o '%s/watch' '%s' >'%s/log' 2>&1", nvcc, GLUE_DIR, dir,
                           FIXTURE, dir);
  int rc = system(build);
  if (rc != 0) {
    char *show = rg_strdupf("cat '%s/log'", dir);
    (void)!system(show);
    free(show);
  }
  assert_int_equal(rc, 0);
  char *run = rg_strdupf("'%s/watch'", dir);
  assert_int_equal(system(run), 0);
  free(run);
  free(build);
  rg_scratch_remove(dir);
}

int main(void)
{
  nvcc = rg_find_nvcc();
  if (!nvcc)
    return 77;
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_streams_and_events_counted),
  };
  int failed = cmocka_run_group_tests(tests, NULL, NULL);
  free(nvcc);
  return failed;
}
