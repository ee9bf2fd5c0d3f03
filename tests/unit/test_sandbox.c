/* test_sandbox.c — one untrusted job under the sandbox's plainest level
 * (resource limits, its own folder, its own process group: what every level
 * shares and what runs without privilege): its exit status, the wall-clock
 * limit, the size limit of one file, and the quota of its whole folder. */
#define _DEFAULT_SOURCE /* usleep */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "batch_internal.h"
#include "disk_usage.h"
#include "sandbox.h"
#include "scratch.h"

struct fixture {
  char dir[256];
  char log[300];
};

static int setup(void **state)
{
  struct fixture *f = calloc(1, sizeof *f);
  if (!f || rg_scratch_make(f->dir, sizeof f->dir, "sandbox") != 0)
    return -1;
  snprintf(f->log, sizeof f->log, "%s.log", f->dir);
  *state = f;
  return 0;
}

static int teardown(void **state)
{
  struct fixture *f = *state;
  rg_scratch_remove(f->dir);
  unlink(f->log);
  free(f);
  return 0;
}

/* Runs script with sh in the fixture's folder under lim, to its end. */
static struct rg_sandbox_result run(struct fixture *f, const char *script,
                                    struct rg_sandbox_limits lim)
{
  struct rg_sandbox sb = { .kind = RG_SANDBOX_NONE, .drop_uid = false };
  char *argv[] = { "/bin/sh", "-c", (char *)script, NULL };
  struct rg_sandbox_job job = { .argv = argv, .workdir = f->dir, .log_path = f->log,
                                .result_fd = -1, .lim = lim };
  struct rg_sandbox_proc p;
  struct rg_sandbox_result r = { 0 };
  assert_int_equal(rg_sandbox_start(&sb, &job, &p), 0);
  while (rg_sandbox_poll(&p, &r) == 0)
    usleep(10000);
  return r;
}

static const struct rg_sandbox_limits roomy = { .wall_s = 20, .cpu_s = 20,
                                                .fsize = 64LL << 20, .nproc = 4096 };

/* Ensure a job that ends by itself is reported with its exit code. */
static void test_sandbox_exit_code(void **state)
{
  struct rg_sandbox_result r = run(*state, "exit 3", roomy);
  assert_true(r.exited);
  assert_int_equal(r.status, 3);
  assert_false(r.timed_out);
  assert_false(r.over_disk);
}

/* Ensure the wall-clock limit ends the job and what it started. */
static void test_sandbox_wall_clock(void **state)
{
  struct rg_sandbox_limits lim = roomy;
  lim.wall_s = 0.3;
  struct rg_sandbox_result r = run(*state, "sleep 30 & sleep 30", lim);
  assert_true(r.timed_out);
  assert_true(r.seconds < 5);
}

/* Ensure one file cannot grow past the file-size limit (SIGXFSZ). */
static void test_sandbox_file_size(void **state)
{
  struct rg_sandbox_limits lim = roomy;
  lim.fsize = 1 << 20;
  struct rg_sandbox_result r =
    run(*state, "dd if=/dev/zero of=big bs=1M count=4 2>/dev/null", lim);
  assert_false(r.exited && r.status == 0);
  assert_false(r.timed_out);
}

/* Ensure many files, each under the file-size limit, cannot together fill
 * the disk: the folder's quota stops the job, and it is told apart from a
 * timeout. */
static void test_sandbox_folder_quota(void **state)
{
  struct rg_sandbox_limits lim = roomy;
  lim.fsize = 2 << 20;
  lim.disk_bytes = 8 << 20;
  struct rg_sandbox_result r =
    run(*state, "i=0; while [ $i -lt 200 ]; do "
                "dd if=/dev/zero of=f$i bs=1M count=1 2>/dev/null; i=$((i+1)); sleep 0.01; done",
        lim);
  assert_true(r.over_disk);
  assert_false(r.timed_out);
  assert_true(r.seconds < 10);
}

/* Ensure the same job under a quota it does not reach is left alone. */
static void test_sandbox_quota_not_reached(void **state)
{
  struct rg_sandbox_limits lim = roomy;
  lim.disk_bytes = 64 << 20;
  struct rg_sandbox_result r =
    run(*state, "dd if=/dev/zero of=f bs=1M count=4 2>/dev/null", lim);
  assert_true(r.exited);
  assert_int_equal(r.status, 0);
  assert_false(r.over_disk);
}

/* Ensure the quota counts what a folder holds, not what its links point
 * at, and a flood of empty files counts as over it. */
static void test_disk_usage(void **state)
{
  struct fixture *f = *state;
  char cmd[600];
  snprintf(cmd, sizeof cmd,
           "cd '%s' && mkdir -p a/b && dd if=/dev/zero of=a/b/x bs=1M count=2 2>/dev/null && "
           "ln -s /dev/zero z && ln -s / root && touch e1 e2 e3", f->dir);
  assert_int_equal(system(cmd), 0);
  long long used = rg_disk_usage(f->dir, 1000);
  assert_true(used >= (2 << 20));
  assert_true(used < (3 << 20));
  assert_int_equal(rg_disk_usage(f->dir, 4), -2);
  assert_int_equal(rg_disk_usage("/nonexistent-folder", 10), -1);
}

/* Ensure a class batch's gradings share the cores: as many jobs as cores
 * leave each grading one worker process, one job all of them, and the
 * sandbox's environment hands the share to the grader. */
static void test_batch_share_cores(void **state)
{
  (void)state;
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  rg_batch_share_cores((int)cpus);
  assert_string_equal(getenv("REDUCE_GRADE_WORKERS"), "1");
  rg_batch_share_cores(1);
  char want[64];
  snprintf(want, sizeof want, "%ld", cpus);
  assert_string_equal(getenv("REDUCE_GRADE_WORKERS"), want);
  snprintf(want, sizeof want, "REDUCE_GRADE_WORKERS=%ld", cpus);
  char **env = rg_sandbox_env("/tmp");
  int kept = 0;
  for (size_t i = 0; env[i]; i++)
    kept += strcmp(env[i], want) == 0;
  assert_int_equal(kept, 1);
  rg_sandbox_env_free(env);
  unsetenv("REDUCE_GRADE_WORKERS");
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_sandbox_exit_code, setup, teardown),
    cmocka_unit_test_setup_teardown(test_sandbox_wall_clock, setup, teardown),
    cmocka_unit_test_setup_teardown(test_sandbox_file_size, setup, teardown),
    cmocka_unit_test_setup_teardown(test_sandbox_folder_quota, setup, teardown),
    cmocka_unit_test_setup_teardown(test_sandbox_quota_not_reached, setup, teardown),
    cmocka_unit_test_setup_teardown(test_disk_usage, setup, teardown),
    cmocka_unit_test(test_batch_share_cores),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
