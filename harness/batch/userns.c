/* userns.c — into a new user namespace (see userns.h). */
#define _GNU_SOURCE
#include "userns.h"

#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>

static int write_map(const char *path, const char *text, int n)
{
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  int rc = write(fd, text, (size_t)n) == n ? 0 : -1;
  close(fd);
  return rc;
}

int rg_userns_enter(int ns_flags, long as_uid)
{
  if (as_uid >= 0 && (setgroups(0, NULL) != 0 || setgid((gid_t)as_uid) != 0 ||
                      setuid((uid_t)as_uid) != 0))
    return -1;
  /* A change of uid made this process undumpable, its /proc/self files
   * root's: its maps could not be written. */
  if (as_uid >= 0 && prctl(PR_SET_DUMPABLE, 1) != 0)
    return -1;
  uid_t uid = getuid();
  gid_t gid = getgid();
  if (unshare(CLONE_NEWUSER | ns_flags) != 0)
    return -1;
  char map[64];
  int fd = open("/proc/self/setgroups", O_WRONLY | O_CLOEXEC);
  if (fd >= 0) {
    ssize_t w = write(fd, "deny", 4);
    close(fd);
    if (w != 4)
      return -1;
  }
  int n = snprintf(map, sizeof map, "1000 %u 1\n", (unsigned)uid);
  if (write_map("/proc/self/uid_map", map, n) != 0)
    return -1;
  n = snprintf(map, sizeof map, "1000 %u 1\n", (unsigned)gid);
  return write_map("/proc/self/gid_map", map, n);
}
