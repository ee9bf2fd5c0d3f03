/* seccomp_lock.c — a graded child may stack no seccomp filter of its own.
 * One that does (seccomp(2), or prctl(PR_SET_SECCOMP), reached through
 * libc's symbol table where no name check sees it) can make any system
 * call the runtime relies on a silent no-op: an mprotect(PROT_NONE) that
 * closes device memory to host code, returning 0 and doing nothing, and
 * host code then reads the input through the device pointer.  Nothing a
 * kernel or a reduction needs installs a filter, so the call ends the
 * process (SIGSYS: attacked-grader, guard.c).  Installed last: the
 * grader's own filters (guard.c, wire_guard.c) go in before it. */
#define _GNU_SOURCE
#include "seccomp_lock.h"
#include "seccomp_prog.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

int rg_seccomp_lock(char *why, size_t cap)
{
  struct rg_seccomp_prog p = { .n = 0 };
  /* The architecture is checked by guard.c's filter (others are killed). */
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), 0, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, SYS_seccomp, 3, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, SYS_prctl, 0, 1);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JA, 2, 0, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS, 0, 0);
  /* prctl: PR_SET_SECCOMP only (arg 0, its low half: little-endian) */
  rg_seccomp_emit(&p, BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]), 0, 0);
  rg_seccomp_emit(&p, BPF_JMP | BPF_JEQ | BPF_K, PR_SET_SECCOMP, 0, 1);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS, 0, 0);
  rg_seccomp_emit(&p, BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
  if (rg_seccomp_install(&p) != 0) {
    snprintf(why, cap, "cannot install the last seccomp filter: %s", strerror(errno));
    return -1;
  }
  return 0;
}
