/* drop_caps.c — the graded process gives up every capability (see drop_caps.h). */
#define _GNU_SOURCE
#include "drop_caps.h"

#include <errno.h>
#include <linux/capability.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Does this process hold any capability, effective or permitted? */
static int holds_any(void)
{
  struct __user_cap_header_struct head = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  if (syscall(SYS_capget, &head, data) != 0)
    return -1;
  return (data[0].effective | data[1].effective | data[0].permitted | data[1].permitted) != 0;
}

int rg_drop_caps(void)
{
  int any = holds_any();
  if (any <= 0)
    return any;
  /* The bounding set first: dropping from it needs CAP_SETPCAP, still
   * held.  A number past the kernel's last capability is EINVAL: done. */
  for (unsigned long cap = 0; cap < 64; cap++)
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL)
      return -1;
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  struct __user_cap_header_struct head = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct none[2];
  memset(none, 0, sizeof none);
  if (syscall(SYS_capset, &head, none) != 0)
    return -1;
  return holds_any() == 0 ? 0 : -1;
}
