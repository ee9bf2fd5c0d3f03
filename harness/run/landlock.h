/* landlock.h — confine a process's file access with Landlock (Linux >= 5.13),
 * which needs no privilege: the sandbox's layer where namespaces are not
 * allowed (a default Docker container, hence Gradescope). */
#ifndef RG_LANDLOCK_H
#define RG_LANDLOCK_H

#include <stdbool.h>

/* The Landlock ABI this kernel offers (1, 2, ...), or 0 when none. */
int rg_landlock_abi(void);

/* From now on this process and its children may read and execute only
 * beneath read_paths (a NULL-ended list; missing ones are skipped), read
 * and write beneath each of write_paths (but make no device node there),
 * and, where the ABI allows, make no
 * TCP connection, reach no abstract unix socket and signal no process
 * outside the domain.  Returns 0, or -1 with errno set. */
int rg_landlock_confine(const char *const *read_paths, const char *const *write_paths);

/* The same; tcp: TCP connections and binds are left to other layers (NCCL's
 * bootstrap talks TCP on one host).  Devices beneath write_paths may take
 * ioctls (ABI 5: LANDLOCK_ACCESS_FS_IOCTL_DEV); elsewhere none. */
int rg_landlock_confine_net(const char *const *read_paths, const char *const *write_paths,
                            bool tcp);

#endif
