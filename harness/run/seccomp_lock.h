/* seccomp_lock.h — the graded child's last filter: no filter after it. */
#ifndef RG_SECCOMP_LOCK_H
#define RG_SECCOMP_LOCK_H

#include <stddef.h>

/* Installed after the grader's own filters (guard.c, wire_guard.c): 0, or
 * -1 with why. */
int rg_seccomp_lock(char *why, size_t cap);

#endif
