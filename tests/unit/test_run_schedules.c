/* test_run_schedules.c — how many runs, each on its own data, a backend
 * gives a case (run_backend.h, schedules): the emulator two (blocks in
 * order, then shuffled on fresh data) but one for its large cases; a GPU
 * two for a small case, the second on fresh data as the emulator's, and
 * one for a timed, a profiled or a large case. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "run_backend.h"

static const struct rg_run_opts gpu = { .backend = RG_BACKEND_GPU };
static const struct rg_run_opts emu = { .backend = RG_BACKEND_EMU };

/* A GPU runs a small case twice: one draw of data let a kernel that drops
 * one element pass where that element was 0. */
static void test_gpu_small_case_twice(void **state)
{
  (void)state;
  struct rg_case line = { .n = 33, .block = 32 }, row = { .n = 33, .rows = 1, .cols = 33 };
  assert_int_equal(rg_run_backend_gpu.schedules(&gpu, &line, false), 2);
  assert_int_equal(rg_run_backend_gpu.schedules(&gpu, &row, false), 2);
  struct rg_case edge = { .n = (size_t)1 << 22 };
  assert_int_equal(rg_run_backend_gpu.schedules(&gpu, &edge, false), 2);
}

/* Once for a timed case (its timed runs check fresh inputs), a profiled
 * one (CUPTI's replays), or one past 2^22 elements or cells. */
static void test_gpu_once_for_timed_profiled_large(void **state)
{
  (void)state;
  struct rg_case c = { .n = 4099, .block = 256 };
  assert_int_equal(rg_run_backend_gpu.schedules(&gpu, &c, true), 1);
  struct rg_case prof = { .n = 4099, .block = 256, .profile = true };
  assert_int_equal(rg_run_backend_gpu.schedules(&gpu, &prof, false), 1);
  struct rg_case big = { .n = ((size_t)1 << 22) + 1 };
  assert_int_equal(rg_run_backend_gpu.schedules(&gpu, &big, false), 1);
  struct rg_case wide = { .n = 3, .rows = 4096, .cols = 4096 };
  assert_int_equal(rg_run_backend_gpu.schedules(&gpu, &wide, false), 1);
}

/* The emulator: two, its large cases one, a chosen count where asked. */
static void test_emu_schedules(void **state)
{
  (void)state;
  struct rg_case c = { .n = 4099, .block = 256 }, large = { .n = 1 << 20, .one_schedule = true };
  assert_int_equal(rg_run_backend_emu.schedules(&emu, &c, false), 2);
  assert_int_equal(rg_run_backend_emu.schedules(&emu, &large, false), 1);
  struct rg_run_opts three = { .backend = RG_BACKEND_EMU, .schedules = 3 };
  assert_int_equal(rg_run_backend_emu.schedules(&three, &c, false), 3);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_gpu_small_case_twice),
    cmocka_unit_test(test_gpu_once_for_timed_profiled_large),
    cmocka_unit_test(test_emu_schedules),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
