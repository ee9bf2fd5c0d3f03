/* The graded child's seccomp filter (harness/run/seccomp_filter.c), each
 * call tried in a child under it: the GPU's filter refuses the kernel
 * objects that outlive a grading (System V queues and semaphore sets,
 * POSIX queues, key rings) and disk reserved by fallocate (but where NCCL
 * runs), and leaves the CUDA driver its calls: ioctls on devices, shared
 * and memfd mappings.  The emulator's refuses the same calls as before. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "scratch.h"
#include "seccomp_filter.h"

enum backend { GPU, GPU_NCCL, EMU };

/* What one call answered under the filter: 0 when it succeeded, else its
 * errno; -1 when the child could not install the filter or died. */
typedef int (*call_fn)(const char *dir);

static int under_filter(enum backend b, call_fn call, const char *dir)
{
  int pfd[2];
  assert_int_equal(pipe(pfd), 0);
  pid_t c = fork();
  assert_true(c >= 0);
  if (c == 0) {
    close(pfd[0]);
    if (rg_seccomp_filter(b == EMU, b == GPU_NCCL) != 0)
      _exit(3);
    int got = call(dir);
    (void)!write(pfd[1], &got, sizeof got);
    _exit(0);
  }
  close(pfd[1]);
  int got = -1, st = 0;
  if (read(pfd[0], &got, sizeof got) != (ssize_t)sizeof got)
    got = -1;
  close(pfd[0]);
  assert_int_equal(waitpid(c, &st, 0), c);
  return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? got : -1;
}

static int answer(long rc)
{
  return rc < 0 ? errno : 0;
}

/* Each call made with numbers libc cannot refuse; what it made is removed
 * at once should the filter let it through. */
static int call_msgget(const char *dir)
{
  (void)dir;
  long id = syscall(SYS_msgget, IPC_PRIVATE, IPC_CREAT | 0600);
  int got = answer(id);
  if (id >= 0)
    msgctl((int)id, IPC_RMID, NULL);
  return got;
}

static int call_semget(const char *dir)
{
  (void)dir;
  long id = syscall(SYS_semget, IPC_PRIVATE, 1, IPC_CREAT | 0600);
  int got = answer(id);
  if (id >= 0)
    semctl((int)id, 0, IPC_RMID);
  return got;
}

static int call_mq_open(const char *dir)
{
  (void)dir;
  long q = syscall(SYS_mq_open, "rg-test-filter-mq", O_RDWR | O_CREAT, 0600, NULL);
  int got = answer(q);
  if (q >= 0)
    syscall(SYS_mq_unlink, "rg-test-filter-mq");
  return got;
}

static int call_keyctl(const char *dir)
{
  (void)dir;
  return answer(syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -4 /* the uid's ring */, 0));
}

static int open_scratch(const char *dir)
{
  char path[512];
  snprintf(path, sizeof path, "%s/reserved", dir);
  return open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
}

static int call_fallocate(const char *dir)
{
  int fd = open_scratch(dir);
  if (fd < 0)
    return -1;
  int got = answer(syscall(SYS_fallocate, fd, 0, 0L, 1L << 20));
  close(fd);
  return got;
}

/* glibc's posix_fallocate writes the blocks itself when fallocate answers
 * EOPNOTSUPP: what NCCL calls still works, a block at a time. */
static int call_posix_fallocate(const char *dir)
{
  int fd = open_scratch(dir);
  if (fd < 0)
    return -1;
  int got = posix_fallocate(fd, 0, 1 << 16);
  close(fd);
  return got;
}

/* A request of the CUDA driver's type ('F') to a device that knows none:
 * the device's ENOTTY, not the filter's EPERM. */
static int call_driver_ioctl(const char *dir)
{
  (void)dir;
  int fd = open("/dev/null", O_RDWR);
  char arg[32] = { 0 };
  int got = answer(ioctl(fd, _IOWR('F', 0x2b, char[32]), arg));
  close(fd);
  return got;
}

static int call_shared_anon(const char *dir)
{
  (void)dir;
  void *p = mmap(NULL, 1 << 16, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return errno;
  munmap(p, 1 << 16);
  return 0;
}

static int call_memfd_map(const char *dir)
{
  (void)dir;
  long fd = syscall(SYS_memfd_create, "rg-test", 0u);
  if (fd < 0)
    return errno;
  int got = ftruncate((int)fd, 1 << 16) == 0 ? 0 : errno;
  void *p = mmap(NULL, 1 << 16, PROT_READ | PROT_WRITE, MAP_SHARED, (int)fd, 0);
  if (!got && p == MAP_FAILED)
    got = errno;
  if (p != MAP_FAILED)
    munmap(p, 1 << 16);
  close((int)fd);
  return got;
}

static char dir[256];

static int setup(void **state)
{
  (void)state;
  return rg_scratch_make(dir, sizeof dir, "filter");
}

static int teardown(void **state)
{
  (void)state;
  return rg_scratch_remove(dir);
}

static void test_gpu_refuses_leftover_objects(void **state)
{
  (void)state;
  for (enum backend b = GPU; b <= GPU_NCCL; b++) {
    assert_int_equal(under_filter(b, call_msgget, dir), ENOSYS);
    assert_int_equal(under_filter(b, call_semget, dir), ENOSYS);
    assert_int_equal(under_filter(b, call_mq_open, dir), ENOSYS);
    assert_int_equal(under_filter(b, call_keyctl, dir), ENOSYS);
  }
}

static void test_gpu_fallocate_but_for_nccl(void **state)
{
  (void)state;
  assert_int_equal(under_filter(GPU, call_fallocate, dir), EOPNOTSUPP);
  assert_int_equal(under_filter(GPU, call_posix_fallocate, dir), 0);
  assert_int_equal(under_filter(GPU_NCCL, call_fallocate, dir), 0);
  assert_int_equal(under_filter(GPU_NCCL, call_posix_fallocate, dir), 0);
}

static void test_gpu_keeps_the_drivers_calls(void **state)
{
  (void)state;
  for (enum backend b = GPU; b <= GPU_NCCL; b++) {
    assert_int_equal(under_filter(b, call_driver_ioctl, dir), ENOTTY);
    assert_int_equal(under_filter(b, call_shared_anon, dir), 0);
    assert_int_equal(under_filter(b, call_memfd_map, dir), 0);
  }
}

/* The emulator's answers, as before the GPU's changed (fallocate's excepted). */
static void test_emulator_unchanged(void **state)
{
  (void)state;
  assert_int_equal(under_filter(EMU, call_msgget, dir), ENOSYS);
  assert_int_equal(under_filter(EMU, call_semget, dir), ENOSYS);
  assert_int_equal(under_filter(EMU, call_mq_open, dir), ENOSYS);
  assert_int_equal(under_filter(EMU, call_keyctl, dir), ENOSYS);
  /* fallocate: the GPU's answer, so that the answer tells nothing
   * (tests/hostile/fallocate-errno-hides-race.cu) */
  assert_int_equal(under_filter(EMU, call_fallocate, dir), EOPNOTSUPP);
  assert_int_equal(under_filter(EMU, call_shared_anon, dir), ENOMEM);
  assert_int_equal(under_filter(EMU, call_memfd_map, dir), ENOSYS);
  assert_int_equal(under_filter(EMU, call_driver_ioctl, dir), ENOTTY);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_gpu_refuses_leftover_objects),
    cmocka_unit_test(test_gpu_fallocate_but_for_nccl),
    cmocka_unit_test(test_gpu_keeps_the_drivers_calls),
    cmocka_unit_test(test_emulator_unchanged),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
