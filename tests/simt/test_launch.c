/* test_launch.c — launches: configuration errors as CUDA reports them,
 * out-of-bounds and sticky errors, uninitialised shared memory, the step
 * budget, cooperative launches and tiles, a block over the kernel's
 * __launch_bounds__; the launch counter the grader reads; cudaMemcpy2D. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"
#include "coop_stacks.h"

static int (*run_config)(int, int, int, int, int, int, int);
static int (*run_grid)(unsigned, unsigned, unsigned);
static int (*run_fault)(int, int *);
static int (*run_grid_sum)(int, int *);
static int (*run_grid_sum_ex)(int, int, int *);
static int (*run_spin_sum)(int, int, int *);
static int (*run_grid_locals)(int, int, int *);
static int (*run_tile_sum)(int *);
static int (*run_bounded)(int, int *);
static int (*run_cluster_marks)(int, int, int, int, int *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

static void where(char *buf, size_t cap, const char *marker)
{
  snprintf(buf, cap, "launch.cu:%d", st_line("launch.cu", marker));
}

/* Ensure a good configuration launches. */
static void test_launch_valid_config(void **state)
{
  (void)state;
  assert_int_equal(run_config(1024, 1, 1, 2, 1, 0, 0), cudaSuccess);
}

/* Ensure more than 1024 threads per block is cudaErrorInvalidConfiguration. */
static void test_launch_block_too_large(void **state)
{
  (void)state;
  assert_int_equal(run_config(1025, 1, 1, 1, 1, 0, 0), cudaErrorInvalidConfiguration);
  assert_int_equal(run_config(32, 32, 2, 1, 1, 0, 0), cudaErrorInvalidConfiguration);
  assert_int_equal(run_config(1, 1, 65, 1, 1, 0, 0), cudaErrorInvalidConfiguration);
}

/* Ensure grid.y over 65535 is cudaErrorInvalidConfiguration. */
static void test_launch_grid_y_too_large(void **state)
{
  (void)state;
  assert_int_equal(run_config(32, 1, 1, 1, 65536, 0, 0), cudaErrorInvalidConfiguration);
}

/* Ensure grid.z over 65535 and grid.x over 2^31 - 1 are
 * cudaErrorInvalidConfiguration, as on a GPU (nothing runs). */
static void test_launch_grid_z_and_x_too_large(void **state)
{
  (void)state;
  assert_int_equal(run_grid(1, 1, 65536), cudaErrorInvalidConfiguration);
  assert_int_equal(run_grid(2147483648u, 1, 1), cudaErrorInvalidConfiguration);
}

/* Ensure dynamic shared memory over 48 KB needs the opt-in attribute. */
static void test_launch_shared_over_default(void **state)
{
  (void)state;
  assert_int_equal(run_config(32, 1, 1, 1, 1, 64 * 1024, 0), cudaErrorInvalidValue);
  assert_int_equal(run_config(32, 1, 1, 1, 1, 64 * 1024, 64 * 1024), cudaSuccess);
}

/* Ensure error names and strings are CUDA's. */
static void test_launch_error_names(void **state)
{
  (void)state;
  assert_string_equal(cudaGetErrorName(cudaErrorIllegalAddress), "cudaErrorIllegalAddress");
  assert_string_equal(cudaGetErrorString(cudaErrorInvalidConfiguration),
                      "invalid configuration argument");
}

/* Ensure a read past an allocation is out-of-bounds, at the line, sticky. */
static void test_oob_global_read_sticky(void **state)
{
  (void)state;
  char w[64];
  int after = 0;
  assert_int_equal(run_fault(0, &after), cudaErrorIllegalAddress);
  assert_int_equal(after, cudaErrorIllegalAddress);
  where(w, sizeof w, "OOB-GLOBAL");
  assert_true(st_has(st_diags(), "out-of-bounds", w));
  simt_reset();
  assert_int_equal(cudaGetLastError(), cudaSuccess);
}

/* Ensure a read past the launched dynamic shared memory is out-of-bounds. */
static void test_oob_dynamic_shared(void **state)
{
  (void)state;
  char w[64];
  int after = 0;
  assert_int_equal(run_fault(1, &after), cudaErrorIllegalAddress);
  where(w, sizeof w, "OOB-SHARED");
  assert_true(st_has(st_diags(), "out-of-bounds", w));
}

/* Ensure a read past the module's static shared arrays is out-of-bounds. */
static void test_oob_static_shared(void **state)
{
  (void)state;
  char w[64];
  void *so = st_load("static_oob.cu");
  int (*run)(void) = (int (*)(void))st_sym(so, "run_static_past");
  assert_int_equal(run(), cudaErrorIllegalAddress);
  snprintf(w, sizeof w, "static_oob.cu:%d", st_line("static_oob.cu", "OOB-STATIC"));
  assert_true(st_has(st_diags(), "out-of-bounds", w));
}

/* Ensure it still is when the module is linked from two objects, another
 * first (the grader's glue, then the submission): the shim opens the
 * shared section in every object, so that its coverage guards stay after
 * it. */
static void test_oob_static_shared_linked(void **state)
{
  (void)state;
  char w[64];
  void *so = st_load_linked("static_first.cu", "static_oob.cu");
  int (*run)(void) = (int (*)(void))st_sym(so, "run_static_past");
  assert_int_equal(run(), cudaErrorIllegalAddress);
  snprintf(w, sizeof w, "static_oob.cu:%d", st_line("static_oob.cu", "OOB-STATIC"));
  assert_true(st_has(st_diags(), "out-of-bounds", w));
}

/* Ensure a store one slot past a static shared array is out-of-bounds of
 * that array though the next array begins there (the build's pads,
 * ir_shared.c), and that both arrays used in full are not. */
static void test_oob_static_shared_neighbour(void **state)
{
  (void)state;
  char w[64];
  void *so = st_load("static_neighbours.cu");
  int (*run)(int) = (int (*)(int))st_sym(so, "run_neighbours");
  assert_int_equal(run(0), cudaSuccess);
  assert_false(st_has(st_diags(), "out-of-bounds", ""));
  assert_int_equal(run(1), cudaErrorIllegalAddress);
  snprintf(w, sizeof w, "static_neighbours.cu:%d", st_line("static_neighbours.cu", "OOB-NEIGHBOUR"));
  const char *d = st_diags();
  assert_true(st_has(d, "out-of-bounds", w));
  assert_true(st_has(d, "out-of-bounds", "static shared array first"));
}

/* Ensure an index past a thread's local array (float acc[4] with k <= 4)
 * is out-of-bounds with its line and the array's type, and that the same
 * loop within the array is not. */
static void test_oob_local_array(void **state)
{
  (void)state;
  char w[64];
  void *so = st_load("array_subscripts.cu");
  int (*run)(int) = (int (*)(int))st_sym(so, "run_local_accumulators");
  assert_int_equal(run(3), cudaSuccess);
  assert_false(st_has(st_diags(), "out-of-bounds", ""));
  assert_int_equal(run(4), cudaErrorIllegalAddress);
  snprintf(w, sizeof w, "array_subscripts.cu:%d", st_line("array_subscripts.cu", "OOB-LOCAL"));
  const char *d = st_diags();
  assert_true(st_has(d, "out-of-bounds", w));
  assert_true(st_has(d, "out-of-bounds", "index 4 of 'float[4]': past its last element"));
}

/* Ensure a subscript past a static shared array is out-of-bounds though
 * its neighbour's memory lies there. */
static void test_oob_shared_subscript(void **state)
{
  (void)state;
  char w[64];
  void *so = st_load("array_subscripts.cu");
  int (*run)(int) = (int (*)(int))st_sym(so, "run_shared_subscript");
  assert_int_equal(run(0), cudaSuccess);
  assert_false(st_has(st_diags(), "out-of-bounds", ""));
  assert_int_equal(run(32), cudaErrorIllegalAddress);
  snprintf(w, sizeof w, "array_subscripts.cu:%d", st_line("array_subscripts.cu", "OOB-SUBSCRIPT"));
  assert_true(st_has(st_diags(), "out-of-bounds", w));
}

/* Ensure a negative subscript is named as before the array's start. */
static void test_oob_shared_subscript_negative(void **state)
{
  (void)state;
  void *so = st_load("array_subscripts.cu");
  int (*run)(int) = (int (*)(int))st_sym(so, "run_shared_subscript");
  assert_int_equal(run(-1), cudaErrorIllegalAddress);
  assert_true(st_has(st_diags(), "out-of-bounds", "index -1 of 'float[32]': before its first"));
}

/* Ensure a read of shared memory no thread wrote is reported. */
static void test_uninitialised_shared_read(void **state)
{
  (void)state;
  char w[64];
  int after = 0;
  assert_int_equal(run_fault(3, &after), cudaSuccess);
  where(w, sizeof w, "UNINIT-LINE");
  assert_true(st_has(st_diags(), "uninitialised-shared", w));
}

/* Ensure an endless loop ends with step-budget and cudaErrorLaunchTimeout. */
static void test_step_budget_endless_loop(void **state)
{
  (void)state;
  char w[64];
  int after = 0;
  struct simt_options o = {.step_budget = 100000};
  simt_configure(&o);
  assert_int_equal(run_fault(4, &after), cudaErrorLaunchTimeout);
  where(w, sizeof w, "LOOP-LINE");
  const char *d = st_diags();
  assert_true(st_has(d, "step-budget", w));
  assert_true(st_has(d, "step-budget", "did not reach the next barrier"));
  /* where the block's threads were: this one in the loop, the rest not run */
  assert_true(st_has(d, "step-budget", "2 threads of block (0,0,0): 1 still running"));
  assert_true(st_has(d, "step-budget", "1 runnable"));
}

/* Ensure a thread spinning on a shared flag that another warp of its block
 * sets lets that warp run (after 2^16 steps without a scheduling point):
 * the spin ends as on a GPU, with no finding. */
static void test_spin_on_other_warp_ends(void **state)
{
  (void)state;
  int after = 0;
  assert_int_equal(run_fault(5, &after), cudaSuccess);
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure grid.sync() under cudaLaunchCooperativeKernel sees every block. */
static void test_launch_cooperative_grid_sync(void **state)
{
  (void)state;
  int total = 0;
  assert_int_equal(run_grid_sum(20, &total), cudaSuccess);
  assert_int_equal(total, 20 * 21 / 2);
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure a spin barrier under a cooperative launch ends: a block spinning
 * on the flag lets the others arrive (all blocks are resident). */
static void test_launch_cooperative_spin_barrier(void **state)
{
  (void)state;
  int total = 0;
  assert_int_equal(run_spin_sum(20, 1, &total), cudaSuccess);
  assert_int_equal(total, 20 * 21 / 2);
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure the blocks of a cooperative grid, taking turns on one block's
 * stacks (coop_stacks.c), find their locals and registers as they left
 * them at each grid.sync(), and that the grid's 48 blocks of 128 threads,
 * more than the stacks made before (SIMT_RESIDENT blocks of 1024), add no
 * stack to the pool. */
static void test_launch_cooperative_locals_kept(void **state)
{
  (void)state;
  int intact = 0;
  simt_fiber_prepare();
  size_t before = simt_fiber_pool_count();
  assert_int_equal(run_grid_locals(48, 128, &intact), cudaSuccess);
  assert_int_equal(intact, 48 * 128);
  assert_int_equal(simt_diag_count(), 0);
  assert_int_equal(simt_fiber_pool_count(), before);
}

/* Ensure a cooperative grid spinning on a flag nobody sets ends with
 * step-budget, after the budget's steps over the whole grid. */
static void test_launch_cooperative_spin_forever(void **state)
{
  (void)state;
  char w[64];
  int total = 0;
  struct simt_options o = {.step_budget = 1 << 20};
  simt_configure(&o);
  assert_int_equal(run_spin_sum(20, 0, &total), cudaErrorLaunchTimeout);
  where(w, sizeof w, "SPIN-LINE");
  assert_true(st_has(st_diags(), "step-budget", w));
}

/* Ensure a cooperative grid beyond the occupancy model is refused. */
static void test_launch_cooperative_too_large(void **state)
{
  (void)state;
  int total = 0;
  assert_int_equal(run_grid_sum(132 * 8 + 1, &total), cudaErrorCooperativeLaunchTooLarge);
}

/* Ensure cudaLaunchKernelEx with cudaLaunchAttributeCooperative (beside
 * another attribute) is a cooperative launch, sized as one, and without
 * the attribute grid.sync() is refused as under <<<>>>. */
static void test_launch_kernel_ex_cooperative(void **state)
{
  (void)state;
  int total = 0;
  assert_int_equal(run_grid_sum_ex(20, 1, &total), cudaSuccess);
  assert_int_equal(total, 20 * 21 / 2);
  assert_int_equal(simt_diag_count(), 0);
  assert_int_equal(run_grid_sum_ex(132 * 8 + 1, 1, &total), cudaErrorCooperativeLaunchTooLarge);
  simt_reset();
  assert_int_not_equal(run_grid_sum_ex(20, 0, &total), cudaSuccess);
  assert_true(st_has(st_diags(), "barrier-divergence", "needs a cudaLaunchCooperativeKernel"));
}

/* Ensure a cluster launch (cudaLaunchKernelEx's cluster attribute) whose
 * grid is not a whole number of clusters in every dimension is refused as
 * CUDA refuses it, before any block runs, and a whole number runs. */
static void test_launch_kernel_ex_cluster_shape(void **state)
{
  (void)state;
  int marked = -1;
  assert_int_equal(run_cluster_marks(3, 1, 2, 1, &marked), cudaErrorInvalidClusterSize);
  assert_int_equal(marked, 0);
  simt_reset();
  assert_int_equal(run_cluster_marks(4, 3, 1, 2, &marked), cudaErrorInvalidClusterSize);
  assert_int_equal(marked, 0);
  simt_reset();
  assert_int_equal(run_cluster_marks(4, 2, 2, 2, &marked), cudaSuccess);
  assert_int_equal(marked, 8);
}

/* Ensure a block larger than the kernel's __launch_bounds__ fails as a GPU
 * refuses it, named, before any thread writes, and not stickily; a block
 * within the bound runs. */
static void test_launch_over_launch_bounds(void **state)
{
  (void)state;
  int first = -1;
  assert_int_equal(run_bounded(128, &first), cudaErrorLaunchOutOfResources);
  assert_int_equal(first, 0);
  assert_true(st_has(st_diags(), "launch-bounds", "__launch_bounds__(64)"));
  assert_int_equal(run_bounded(64, &first), cudaSuccess);
  assert_int_equal(first, 1);
}

/* Ensure cg::reduce over 32-thread tiles sums each tile. */
static void test_launch_tile_reduce(void **state)
{
  (void)state;
  int total = 0;
  assert_int_equal(run_tile_sum(&total), cudaSuccess);
  assert_int_equal(total, 127 * 128 / 2);
}

/* Ensure the launch counter counts launches that ran, and not one that
 * CUDA refused for its configuration. */
static void test_launch_count(void **state)
{
  (void)state;
  unsigned long before = simt_launch_count();
  assert_int_equal(run_config(32, 1, 1, 2, 1, 0, 0), cudaSuccess);
  assert_int_equal(simt_launch_count(), before + 1);
  assert_int_equal(run_config(1025, 1, 1, 1, 1, 0, 0), cudaErrorInvalidConfiguration);
  assert_int_equal(simt_launch_count(), before + 1);
}

/* Ensure cudaMemcpy2D copies width bytes of each row between pitches,
 * and refuses a width wider than a pitch as CUDA does. */
static void test_memcpy_2d(void **state)
{
  (void)state;
  float host[4][3] = { { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 }, { 10, 11, 12 } };
  float back[4][2];
  float *dev = NULL;
  assert_int_equal(cudaMalloc((void **)&dev, sizeof host), cudaSuccess);
  assert_int_equal(cudaMemcpy(dev, host, sizeof host, cudaMemcpyHostToDevice), cudaSuccess);
  assert_int_equal(cudaMemcpy2D(back, sizeof back[0], dev, sizeof host[0], sizeof back[0], 4,
                                cudaMemcpyDeviceToHost), cudaSuccess);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 2; c++)
      assert_true(back[r][c] == host[r][c]);
  assert_int_equal(cudaMemcpy2D(back, 4, dev, sizeof host[0], 8, 1, cudaMemcpyDeviceToHost),
                   cudaErrorInvalidPitchValue);
  assert_int_equal(cudaMemcpy2DAsync(back, sizeof back[0], host, sizeof host[0],
                                     sizeof back[0], 4, cudaMemcpyDeviceToHost, 0),
                   cudaErrorInvalidValue); /* the source is not device memory */
  cudaGetLastError();
  cudaFree(dev);
}

int main(void)
{
  void *so = st_load("launch.cu");
  if (!so)
    return 77;
  run_config = (int (*)(int, int, int, int, int, int, int))st_sym(so, "run_config");
  run_grid = (int (*)(unsigned, unsigned, unsigned))st_sym(so, "run_grid");
  run_fault = (int (*)(int, int *))st_sym(so, "run_fault");
  run_grid_sum = (int (*)(int, int *))st_sym(so, "run_grid_sum");
  run_grid_sum_ex = (int (*)(int, int, int *))st_sym(so, "run_grid_sum_ex");
  run_spin_sum = (int (*)(int, int, int *))st_sym(so, "run_spin_sum");
  run_grid_locals = (int (*)(int, int, int *))st_sym(so, "run_grid_locals");
  run_tile_sum = (int (*)(int *))st_sym(so, "run_tile_sum");
  run_bounded = (int (*)(int, int *))st_sym(so, "run_bounded");
  run_cluster_marks = (int (*)(int, int, int, int, int *))st_sym(so, "run_cluster_marks");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_launch_valid_config, setup),
    cmocka_unit_test_setup(test_launch_block_too_large, setup),
    cmocka_unit_test_setup(test_launch_grid_y_too_large, setup),
    cmocka_unit_test_setup(test_launch_grid_z_and_x_too_large, setup),
    cmocka_unit_test_setup(test_launch_shared_over_default, setup),
    cmocka_unit_test_setup(test_launch_error_names, setup),
    cmocka_unit_test_setup(test_oob_global_read_sticky, setup),
    cmocka_unit_test_setup(test_oob_dynamic_shared, setup),
    cmocka_unit_test_setup(test_uninitialised_shared_read, setup),
    cmocka_unit_test_setup(test_step_budget_endless_loop, setup),
    cmocka_unit_test_setup(test_spin_on_other_warp_ends, setup),
    cmocka_unit_test_setup(test_launch_cooperative_grid_sync, setup),
    cmocka_unit_test_setup(test_launch_cooperative_spin_barrier, setup),
    cmocka_unit_test_setup(test_launch_cooperative_locals_kept, setup),
    cmocka_unit_test_setup(test_launch_cooperative_spin_forever, setup),
    cmocka_unit_test_setup(test_launch_cooperative_too_large, setup),
    cmocka_unit_test_setup(test_launch_kernel_ex_cooperative, setup),
    cmocka_unit_test_setup(test_launch_kernel_ex_cluster_shape, setup),
    cmocka_unit_test_setup(test_launch_tile_reduce, setup),
    cmocka_unit_test_setup(test_launch_over_launch_bounds, setup),
    cmocka_unit_test_setup(test_launch_count, setup),
    cmocka_unit_test_setup(test_memcpy_2d, setup),
    /* last: they load other modules, which take over static shared */
    cmocka_unit_test_setup(test_oob_static_shared, setup),
    cmocka_unit_test_setup(test_oob_static_shared_linked, setup),
    cmocka_unit_test_setup(test_oob_static_shared_neighbour, setup),
    cmocka_unit_test_setup(test_oob_local_array, setup),
    cmocka_unit_test_setup(test_oob_shared_subscript, setup),
    cmocka_unit_test_setup(test_oob_shared_subscript_negative, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
