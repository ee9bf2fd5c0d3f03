/* drop_caps.c — the graded process gives up its capabilities (see drop_caps.h). */
#define _GNU_SOURCE
#include "drop_caps.h"

#include <errno.h>
#include <linux/capability.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The capabilities this process holds, effective or permitted, as a mask
 * (bit n: capability n); -1 when they cannot be read. */
static int held(uint64_t *mask)
{
  struct __user_cap_header_struct head = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  if (syscall(SYS_capget, &head, data) != 0)
    return -1;
  *mask = ((uint64_t)(data[1].effective | data[1].permitted) << 32) |
          (data[0].effective | data[0].permitted);
  return 0;
}

int rg_drop_caps_but(uint64_t keep)
{
  uint64_t had;
  if (held(&had) != 0)
    return -1;
  if (had == 0)
    return 0;
  keep &= had;
  /* The bounding set first: dropping from it needs CAP_SETPCAP, still
   * held.  A number past the kernel's last capability is EINVAL: done. */
  for (unsigned long cap = 0; cap < 64; cap++)
    if (!(keep >> cap & 1) && prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL)
      return -1;
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  struct __user_cap_header_struct head = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct sets[2];
  memset(sets, 0, sizeof sets);
  sets[0].effective = sets[0].permitted = (uint32_t)keep;
  sets[1].effective = sets[1].permitted = (uint32_t)(keep >> 32);
  if (syscall(SYS_capset, &head, sets) != 0)
    return -1;
  uint64_t now;
  if (held(&now) != 0)
    return -1;
  if (now != keep) {
    errno = EPERM;
    return -1;
  }
  return 0;
}

int rg_drop_caps(void)
{
  return rg_drop_caps_but(0);
}
