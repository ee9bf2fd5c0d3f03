/* seccomp_filter.h — the graded child's seccomp filter, one per backend:
 * what it may not call, and what each refused call answers (guard.h says
 * why the child is filtered at all). */
#ifndef RG_SECCOMP_FILTER_H
#define RG_SECCOMP_FILTER_H

#include <stdbool.h>

/* This thread's filter from now on (no new privileges).  emulator: the
 * emulator's child (no socket, no memory that no cap counts); else a GPU's,
 * which leaves the CUDA driver what it needs.  network: sockets of every
 * family and fallocate, for NCCL on several GPUs.  0, or -1 with errno. */
int rg_seccomp_filter(bool emulator, bool network);

#endif
