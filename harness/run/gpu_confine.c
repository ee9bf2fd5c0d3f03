/* gpu_confine.c — the GPU's graded child under Landlock, and the capability
 * it keeps (see gpu_confine.h). */
#define _GNU_SOURCE
#include "gpu_confine.h"
#include "landlock.h"

#include <dirent.h>
#include <errno.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum rg_gpu_landlock rg_gpu_landlock_wanted(bool network)
{
  /* On by default on one GPU: every solution passed under these rules on an
   * H100 (bench/gpu-check.sh, step gpu-contain, 2026-11-27), while under the
   * emulator's (/proc unreadable) the driver's first allocation had failed
   * (cudaErrorOperatingSystem).  Where NCCL runs (several GPUs) only when
   * asked: not yet run there.  REDUCE_GRADE_GPU_LANDLOCK=0 turns it off
   * (it only lowers the protection), =1 asks for it everywhere, and a
   * failure to apply it then ends the grading.  The grader's environment,
   * read in the child before any submitted code runs. */
  const char *v = getenv("REDUCE_GRADE_GPU_LANDLOCK");
  if (v && strcmp(v, "1") == 0)
    return RG_GPU_LANDLOCK_ASKED;
  if ((v && strcmp(v, "0") == 0) || network)
    return RG_GPU_LANDLOCK_OFF;
  return RG_GPU_LANDLOCK_DEFAULT;
}

#define MAX_WRITABLE 64

/* The driver's files: every /dev entry named nvidia* (the devices of each
 * GPU, nvidiactl, nvidia-uvm and -uvm-tools, nvidia-modeset, the folder
 * nvidia-caps of MIG's access files), /dev/shm (POSIX shared memory of
 * the driver's and NCCL's IPC), and /proc/self/task (a thread named by
 * another, pthread_setname_np, writes its comm there).  Not among them:
 * the driver's JIT cache (~/.nv/ComputeCache: a PTX build then compiles
 * each time, uncached) and an MPS daemon's folder (/tmp/nvidia-mps;
 * the file rights handled here do not govern connecting to a named socket).
 * Added to v from n on; returns the new n. */
static size_t driver_files(char **v, size_t n)
{
  static const char *fixed[] = { "/dev/shm", "/proc/self/task" };
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0] && n < MAX_WRITABLE; i++)
    v[n++] = strdup(fixed[i]);
  DIR *d = opendir("/dev");
  for (struct dirent *e; d && n < MAX_WRITABLE && (e = readdir(d));) {
    if (strncmp(e->d_name, "nvidia", 6) != 0)
      continue;
    size_t len = strlen(e->d_name) + 6;
    if ((v[n] = malloc(len)))
      snprintf(v[n++], len, "/dev/%s", e->d_name);
  }
  if (d)
    closedir(d);
  return n;
}

int rg_gpu_landlock(const char *const *writable, bool network)
{
  char *v[MAX_WRITABLE + 1] = { 0 };
  size_t n = 0;
  for (; writable && writable[n] && n < MAX_WRITABLE / 2; n++)
    v[n] = strdup(writable[n]);
  n = driver_files(v, n);
  v[n] = NULL;
  /* Everything readable, /proc too (the emulator's child reads no /proc):
   * a GPU's device memory is not in the host's address space, so
   * /proc/self/mem reads nothing host code could not read itself.  What
   * it gives that the emulator's child lacks: where its own mappings lie
   * (/proc/self/maps), and what /proc shows of the uid's other processes
   * (in single mode the command lines and, for the dumpable ones, the
   * environments of the user's; a batch gives each grading a uid of its
   * own, and the grader itself is not dumpable). */
  const char *readable[] = { "/", NULL };
  int rc = rg_landlock_confine_net(readable, (const char *const *)v, network);
  int e = errno;
  for (size_t i = 0; i < n; i++)
    free(v[i]);
  errno = e;
  return rc;
}

uint64_t rg_gpu_caps_kept(const char *params)
{
  /* CUPTI's counters (the learning goals) need CAP_SYS_ADMIN where the
   * driver restricts profiling to administrators, its default (NVIDIA's
   * ERR_NVGPUCTRPERM and CUPTI_ERROR_INSUFFICIENT_PRIVILEGES pages: "a
   * user with the CAP_SYS_ADMIN capability").  Kept there, alone, where
   * the grader holds it (run as root); every other one is dropped. */
  FILE *f = fopen(params ? params : "/proc/driver/nvidia/params", "r");
  if (!f)
    return 0;
  char line[256];
  int admin_only = 0;
  while (fgets(line, sizeof line, f))
    if (sscanf(line, "RmProfilingAdminOnly: %d", &admin_only) == 1)
      break;
  fclose(f);
  return admin_only == 1 ? (uint64_t)1 << CAP_SYS_ADMIN : 0;
}
