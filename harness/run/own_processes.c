/* own_processes.c — the processes a graded child has started of its own.  A
 * case's deadline moves on by the time the child's main thread waited for
 * a CPU (run_protocol.c), so that a loaded machine does not time a right
 * kernel out; a child that has started processes (a fork bomb: hundreds of
 * them, on the grading's share of the cores) causes that wait itself, and
 * its limit does not move (see run_internal.h).  The children are read
 * from /proc/PID/task/TID/children, one short file per thread: cheap even
 * while hundreds of processes compete with the grader for its CPU (a walk
 * of every process's /proc/N/stat there made a case of 1 s take 15). */
#define _GNU_SOURCE
#include "run_internal.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>

/* The pids listed in one children file; -1 where it cannot be read. */
static int count_listed(const char *path)
{
  FILE *f = fopen(path, "re");
  if (!f)
    return -1;
  int n = 0;
  long pid;
  while (fscanf(f, "%ld", &pid) == 1)
    n++;
  fclose(f);
  return n;
}

int rg_own_processes(pid_t pid)
{
  char path[96];
  snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
  DIR *d = opendir(path);
  if (!d)
    return -1;
  int n = 0, read_any = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (!isdigit((unsigned char)e->d_name[0]))
      continue;
    snprintf(path, sizeof path, "/proc/%d/task/%.20s/children", (int)pid, e->d_name);
    int k = count_listed(path);
    if (k >= 0) {
      n += k;
      read_any = 1;
    }
  }
  closedir(d);
  return read_any ? n : -1;
}
