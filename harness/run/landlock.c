/* landlock.c — file access confinement without privilege (see landlock.h). */
#define _GNU_SOURCE
#include "landlock.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/landlock.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Rights newer than some kernel headers. */
#define FS_TRUNCATE (1ULL << 14)  /* ABI 3 */
#define FS_IOCTL_DEV (1ULL << 15) /* ABI 5 */
#define NET_BIND_TCP (1ULL << 0)  /* ABI 4 */
#define NET_CONNECT_TCP (1ULL << 1)
#define SCOPE_ABSTRACT_UNIX (1ULL << 0) /* ABI 6 */
#define SCOPE_SIGNAL (1ULL << 1)

/* The ruleset attribute as of ABI 6; older kernels get a shorter prefix. */
struct ruleset_attr {
  uint64_t fs, net, scoped;
};

int rg_landlock_abi(void)
{
  long v = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
  return v > 0 ? (int)v : 0;
}

static int allow(int ruleset, const char *path, uint64_t rights)
{
  int fd = open(path, O_PATH | O_CLOEXEC);
  if (fd < 0)
    return 0; /* not on this system: nothing to allow */
  struct landlock_path_beneath_attr pb = { .allowed_access = rights, .parent_fd = fd };
  long rc = syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
  if (rc != 0 && errno == EINVAL) { /* a file, not a folder: file rights only */
    pb.allowed_access &= LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE |
                         LANDLOCK_ACCESS_FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV;
    rc = syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &pb, 0);
  }
  close(fd);
  return rc == 0 ? 0 : -1;
}

int rg_landlock_confine(const char *const *read_paths, const char *const *write_paths)
{
  return rg_landlock_confine_net(read_paths, write_paths, false);
}

int rg_landlock_confine_net(const char *const *read_paths, const char *const *write_paths,
                            bool tcp)
{
  int abi = rg_landlock_abi();
  if (abi < 1) {
    errno = ENOSYS;
    return -1;
  }
  uint64_t all = (LANDLOCK_ACCESS_FS_MAKE_SYM << 1) - 1; /* ABI 1 */
  if (abi >= 2)
    all |= LANDLOCK_ACCESS_FS_REFER;
  if (abi >= 3)
    all |= FS_TRUNCATE;
  if (abi >= 5)
    all |= FS_IOCTL_DEV;
  struct ruleset_attr attr = { .fs = all };
  size_t size = sizeof attr.fs;
  if (abi >= 4) {
    /* and no rule: none at all (tcp: not handled, so left open) */
    attr.net = tcp ? 0 : NET_BIND_TCP | NET_CONNECT_TCP;
    size = 2 * sizeof(uint64_t);
  }
  if (abi >= 6) {
    attr.scoped = SCOPE_ABSTRACT_UNIX | SCOPE_SIGNAL;
    size = sizeof attr;
  }
  int rs = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
  if (rs < 0)
    return -1;
  uint64_t ro = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE |
                LANDLOCK_ACCESS_FS_READ_DIR;
  int rc = 0;
  for (size_t i = 0; read_paths && read_paths[i] && rc == 0; i++)
    rc = allow(rs, read_paths[i], ro);
  /* Never a device node, even where it may write: a node of the disk
   * that holds its folder, made by a process with CAP_MKNOD (a grader
   * run as root), opened the raw disk past every rule on paths. */
  uint64_t rw = all & ~(uint64_t)(LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_BLOCK);
  for (size_t i = 0; write_paths && write_paths[i] && rc == 0; i++)
    rc = allow(rs, write_paths[i], rw);
  if (rc == 0 && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
    rc = -1;
  if (rc == 0 && syscall(SYS_landlock_restrict_self, rs, 0) != 0)
    rc = -1;
  int e = errno;
  close(rs);
  errno = e;
  return rc;
}
