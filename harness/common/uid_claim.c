/* uid_claim.c — see uid_claim.h. */
#define _GNU_SOURCE
#include "uid_claim.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/file.h>
#include <unistd.h>

/* Does any process on the machine run under a uid of [base, base+size)
 * (its real or effective uid)? */
static bool uids_busy(unsigned base, unsigned size)
{
  DIR *d = opendir("/proc");
  bool busy = false;
  for (struct dirent *e; d && !busy && (e = readdir(d));) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9')
      continue;
    char path[300], line[256];
    snprintf(path, sizeof path, "/proc/%s/status", e->d_name);
    FILE *f = fopen(path, "re");
    while (f && fgets(line, sizeof line, f)) {
      unsigned ruid, euid;
      if (sscanf(line, "Uid: %u %u", &ruid, &euid) == 2) {
        busy = (ruid >= base && ruid - base < size) || (euid >= base && euid - base < size);
        break;
      }
    }
    if (f)
      fclose(f);
  }
  if (d)
    closedir(d);
  return busy;
}

int rg_uid_claim(const struct rg_uid_range *r, unsigned *base)
{
  const char *dir = access("/run/lock", W_OK) == 0 ? "/run/lock" : "/tmp";
  for (unsigned b = 0; b < r->blocks; b++) {
    char path[256];
    if (snprintf(path, sizeof path, "%s/%s.%u", dir, r->name, b) >= (int)sizeof path)
      return -1;
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
      continue;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0 || uids_busy(r->first + b * r->size, r->size)) {
      close(fd);
      continue;
    }
    *base = r->first + b * r->size;
    return fd; /* stays open: the lock is the claim */
  }
  return -1;
}
