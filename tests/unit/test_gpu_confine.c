/* A GPU's graded child (harness/run/guard.c, gpu_confine.c): its
 * capabilities dropped (CAP_SYS_ADMIN kept only where the driver restricts
 * the counters to administrators), and, with REDUCE_GRADE_GPU_LANDLOCK=1,
 * Landlock with the GPU's rules: everything readable, /proc too; writable
 * only its folders and the driver's; device ioctls only there; TCP left
 * to the filter where NCCL runs. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <netinet/in.h>
#include <sched.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "drop_caps.h"
#include "gpu_confine.h"
#include "guard.h"
#include "landlock.h"
#include "scratch.h"

static char dir[256], other[256];

static int setup(void **state)
{
  (void)state;
  return rg_scratch_make(dir, sizeof dir, "gpuc") || rg_scratch_make(other, sizeof other, "gpuo");
}

static int teardown(void **state)
{
  (void)state;
  return rg_scratch_remove(dir) | rg_scratch_remove(other);
}

/* Capabilities held now, effective or permitted (bit n: capability n). */
static uint64_t caps_held(void)
{
  struct __user_cap_header_struct head = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct d[2];
  memset(d, 0, sizeof d);
  if (syscall(SYS_capget, &head, d) != 0)
    return ~(uint64_t)0;
  return ((uint64_t)(d[1].effective | d[1].permitted) << 32) | (d[0].effective | d[0].permitted);
}

static void write_params(const char *path, const char *text)
{
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

static void test_caps_kept_from_params(void **state)
{
  (void)state;
  char p[512];
  snprintf(p, sizeof p, "%s/params", dir);
  write_params(p, "ResmanDebugLevel: 4294967295\nRmProfilingAdminOnly: 1\nRmLogonRC: 1\n");
  assert_true(rg_gpu_caps_kept(p) == (uint64_t)1 << CAP_SYS_ADMIN);
  write_params(p, "ResmanDebugLevel: 4294967295\nRmProfilingAdminOnly: 0\n");
  assert_true(rg_gpu_caps_kept(p) == 0);
  snprintf(p, sizeof p, "%s/none", dir);
  assert_true(rg_gpu_caps_kept(p) == 0);
}

/* Run as root: the GPU's child holds no capability (no NVIDIA driver here,
 * so none is kept): the clock, real time and a device node are refused. */
static void test_gpu_child_drops_caps(void **state)
{
  (void)state;
  if (geteuid() != 0 || caps_held() == 0)
    skip();
  pid_t c = fork();
  if (c == 0) {
    const int keep[RG_GUARD_KEEP] = { -1, -1, -1, -1, -1, -1, -1, -1 };
    char why[256];
    if (rg_guard_child(keep, false, false, 0, NULL, why, sizeof why) != 0)
      _exit(3);
    struct timezone tz = { 0, 0 };
    struct sched_param sp = { .sched_priority = 1 };
    int bad = (caps_held() != 0) + (settimeofday(NULL, &tz) != -1 || errno != EPERM) * 2 +
              (sched_setscheduler(0, SCHED_FIFO, &sp) != -1 || errno != EPERM) * 4;
    _exit(10 + bad);
  }
  int st = 0;
  assert_int_equal(waitpid(c, &st, 0), c);
  assert_true(WIFEXITED(st));
  assert_int_equal(WEXITSTATUS(st), 10);
}

/* rg_drop_caps_but keeps what it is told and drops the rest. */
static void test_drop_caps_but_keeps_one(void **state)
{
  (void)state;
  if (geteuid() != 0 || !(caps_held() >> CAP_SYS_ADMIN & 1))
    skip();
  pid_t c = fork();
  if (c == 0) {
    int rc = rg_drop_caps_but((uint64_t)1 << CAP_SYS_ADMIN);
    _exit(rc == 0 && caps_held() == (uint64_t)1 << CAP_SYS_ADMIN ? 0 : 1);
  }
  int st = 0;
  assert_int_equal(waitpid(c, &st, 0), c);
  assert_true(WIFEXITED(st));
  assert_int_equal(WEXITSTATUS(st), 0);
}

static int try_create(const char *folder, const char *name)
{
  char p[512];
  snprintf(p, sizeof p, "%s/%s", folder, name);
  int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0)
    return errno;
  close(fd);
  unlink(p);
  return 0;
}

static int device_ioctl(const char *dev, int flags)
{
  int fd = open(dev, flags);
  if (fd < 0)
    return -1;
  char arg[32] = { 0 };
  int got = ioctl(fd, _IOWR('F', 0x2b, char[32]), arg) < 0 ? errno : 0;
  close(fd);
  return got;
}

static int tcp_connect(void)
{
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return errno;
  struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(1) };
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int got = connect(s, (struct sockaddr *)&a, sizeof a) < 0 ? errno : 0;
  close(s);
  return got;
}

/* A GPU child with the switch at env (NULL: unset), which should be
 * confined by Landlock or not: a bit for each answer not the one wanted;
 * 3 when it could not be guarded. */
static int gpu_child_status(const char *env, bool network, bool landlock)
{
  pid_t c = fork();
  if (c == 0) {
    if (env)
      setenv("REDUCE_GRADE_GPU_LANDLOCK", env, 1);
    else
      unsetenv("REDUCE_GRADE_GPU_LANDLOCK");
    const int keep[RG_GUARD_KEEP] = { -1, -1, -1, -1, -1, -1, -1, -1 };
    const char *writable[] = { dir, "/dev/null", NULL };
    char why[256];
    if (rg_guard_child(keep, false, network, 0, writable, why, sizeof why) != 0)
      _exit(3);
    int proc = open("/proc/self/status", O_RDONLY); /* Landlock checks opens, not access() */
    int bad = (proc < 0) + (try_create(dir, "mine") != 0) * 2 +
              (try_create(other, "theirs") != (landlock ? EACCES : 0)) * 4 +
              (try_create("/dev/shm", "rg-test-gpu-confine") != 0) * 8 +
              (device_ioctl("/dev/null", O_RDWR) != ENOTTY) * 16 +
              (device_ioctl("/dev/zero", O_RDONLY) != (landlock ? EACCES : ENOTTY)) * 32 +
              (network && tcp_connect() != ECONNREFUSED) * 64;
    if (proc >= 0)
      close(proc);
    _exit(10 + bad);
  }
  int st = 0;
  assert_int_equal(waitpid(c, &st, 0), c);
  assert_true(WIFEXITED(st));
  return WEXITSTATUS(st);
}

static void test_gpu_landlock(void **state)
{
  (void)state;
  if (rg_landlock_abi() < 5) /* device ioctls are handled from ABI 5 */
    skip();
  assert_int_equal(gpu_child_status("1", false, true), 10);
  assert_int_equal(gpu_child_status("1", true, true), 10);
}

/* On by default on one GPU; off where NCCL runs (not yet run there) and
 * with the switch at 0. */
static void test_gpu_landlock_default(void **state)
{
  (void)state;
  if (rg_landlock_abi() < 5)
    skip();
  assert_int_equal(gpu_child_status(NULL, false, true), 10);
  assert_int_equal(gpu_child_status(NULL, true, false), 10);
  assert_int_equal(gpu_child_status("0", false, false), 10);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_caps_kept_from_params),
    cmocka_unit_test(test_gpu_child_drops_caps),
    cmocka_unit_test(test_drop_caps_but_keeps_one),
    cmocka_unit_test(test_gpu_landlock),
    cmocka_unit_test(test_gpu_landlock_default),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
