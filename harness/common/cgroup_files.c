/* cgroup_files.c — see cgroup_files.h. */
#define _GNU_SOURCE
#include "cgroup_files.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

bool rg_cgroup_put(const char *dir, const char *file, const char *text)
{
  char path[PATH_MAX];
  if (snprintf(path, sizeof path, "%s/%s", dir, file) >= (int)sizeof path)
    return false;
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  bool ok = fd >= 0 && write(fd, text, strlen(text)) == (ssize_t)strlen(text);
  if (fd >= 0)
    close(fd);
  return ok;
}

/* Does the comma-separated list hold ctl?  ("" matches the empty list.) */
static bool lists(char *list, const char *ctl)
{
  if (!*ctl)
    return *list == '\0';
  char *save = NULL;
  for (char *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save))
    if (strcmp(t, ctl) == 0)
      return true;
  return false;
}

bool rg_cgroup_own(const char *ctl, char *path, size_t n)
{
  FILE *f = fopen("/proc/self/cgroup", "re");
  char line[1024];
  bool found = false;
  while (f && !found && fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = '\0';
    char *c1 = strchr(line, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
    if (!c2)
      continue;
    *c2 = '\0';
    found = lists(c1 + 1, ctl);
    if (found)
      snprintf(path, n, "%s", strcmp(c2 + 1, "/") ? c2 + 1 : "");
  }
  if (f)
    fclose(f);
  return found;
}

void rg_cgroup_end(const char *dir)
{
  rg_cgroup_put(dir, "cgroup.kill", "1"); /* v2, Linux 5.14+: all at once */
  /* Else one by one, until none is left (a fork may race a pass), then the
   * folder, once the last has gone. */
  char procs[PATH_MAX];
  snprintf(procs, sizeof procs, "%s/cgroup.procs", dir);
  for (int tries = 0; tries < 500 && rmdir(dir) != 0 && errno == EBUSY; tries++) {
    FILE *f = fopen(procs, "re");
    for (long pid; f && fscanf(f, "%ld", &pid) == 1;)
      kill((pid_t)pid, SIGKILL);
    if (f)
      fclose(f);
    usleep(2000);
  }
}
