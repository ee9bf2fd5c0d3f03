/* gpu_confine.h — what a GPU's graded child keeps that the emulator's does
 * not: the CUDA driver's files under Landlock, and the one capability the
 * GPU's performance counters may need (guard.c applies both). */
#ifndef RG_GPU_CONFINE_H
#define RG_GPU_CONFINE_H

#include <stdbool.h>
#include <stdint.h>

/* Landlock on a GPU: on by default where the child drives one GPU (proven
 * on an H100: bench/gpu-check.sh, step gpu-contain), best effort as on the
 * emulator; off with REDUCE_GRADE_GPU_LANDLOCK=0 and, until run there,
 * where NCCL runs (network); asked for with =1, when a failure to apply it
 * ends the grading. */
enum rg_gpu_landlock { RG_GPU_LANDLOCK_OFF, RG_GPU_LANDLOCK_DEFAULT, RG_GPU_LANDLOCK_ASKED };
enum rg_gpu_landlock rg_gpu_landlock_wanted(bool network);

/* Landlock for a GPU's graded child: everything readable, /proc included;
 * writable: `writable` (NULL-ended: its folder, /dev/null, TMPDIR) and the
 * driver's files (/dev/nvidia*, /dev/nvidia-caps, /dev/shm, its own
 * threads' /proc entries), device ioctls allowed on those; TCP left open
 * where network (NCCL's bootstrap).  0, or -1 with errno. */
int rg_gpu_landlock(const char *const *writable, bool network);

/* The capabilities a GPU's graded child keeps (rg_drop_caps_but's mask):
 * CAP_SYS_ADMIN where the driver lets only administrators read the
 * performance counters (RmProfilingAdminOnly: 1 in the file `params`,
 * /proc/driver/nvidia/params; NULL: that one), else none. */
uint64_t rg_gpu_caps_kept(const char *params);

#endif
