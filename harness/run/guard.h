/* guard.h — keep the graded process away from the grader (issue 17, classes 2
 * and 9).  The grader and the graded child run as one uid in single mode and
 * in an unprivileged batch, so the protection cannot be another uid alone:
 *
 *  - the grader is non-dumpable: no ptrace, no /proc/<grader>/mem or /fd for
 *    a process of the same uid;
 *  - what the child must neither read nor write (the inputs the checks
 *    use, the last right output, the outcomes the shard workers share) is
 *    not mapped in the child at all (rg_guard_hide; the inputs reach it
 *    down the pipe, run_inputs.c); a mapping it may read but not write is
 *    a memfd it sees through a read-only file (mprotect cannot make it
 *    writable again);
 *  - a seccomp filter in the child kills it (SIGSYS) when it signals, traces
 *    or re-limits a process outside its own group (a descriptor's owner
 *    too: fcntl F_SETOWN has the kernel signal it; the terminal's setters,
 *    TIOCSTI typing into the user's shell, fail with EPERM), or leaves its process
 *    group (setsid: a daemon the group kill would miss); the grader reports
 *    that as attacked-grader, a failed case, not a machine error;
 *  - the grader is a child subreaper: whatever the child leaves behind is
 *    adopted and ended with the grading (rg_guard_sweep). */
#ifndef RG_GUARD_H
#define RG_GUARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "check.h"

/* The grader itself: non-dumpable, subreaper.  Idempotent. */
void rg_guard_grader(void);

/* A shared mapping of len bytes (zero-filled) for the grader and its
 * children.  child_writable: the graded child may write it (its outputs);
 * else it sees it read-only.  Returns the mapping, or NULL. */
void *rg_guard_map(size_t len, bool child_writable);
void rg_guard_unmap(void *p);

/* A shared mapping the graded child must not see at all (the shard
 * workers' outcomes): unmapped in the child. */
void rg_guard_hide(void *p, size_t len);
void rg_guard_unhide(void *p);

/* In the graded child, first thing after fork: apply the mappings above,
 * close every descriptor but 0-2 and keep (the grader's pipes: commands,
 * replies, findings as they are made; the sealed objects it loads; -1:
 * none), cap the data segment
 * (emulator: device memory plus 8 GiB of host memory; 0: no cap), where
 * Landlock exists let it write only beneath `writable` (NULL-ended: its
 * folder, /dev/null, ...; the grader's build cache is not among them), and
 * install the seccomp filter (network: sockets of every family, for NCCL
 * on several GPUs; else none on the emulator and no network on a GPU; no
 * close of 0-2 nor dup onto them: set them first).
 * On a GPU: Landlock with rules of its own (gpu_confine.h: on by default on
 * one GPU, REDUCE_GRADE_GPU_LANDLOCK), capabilities dropped but the
 * one the counters may need, and the GPU's filter (seccomp_filter.h).
 * Returns 0, or -1 with a reason in why. */
#define RG_GUARD_KEEP 8 /* 3 pipes, RG_SEALED_MAX objects */
int rg_guard_child(const int keep[RG_GUARD_KEEP], bool emulator, bool network, uint64_t data_cap,
                   const char *const *writable, char *why, size_t cap);

/* A child that ended with status (waitpid's): if the filter killed it,
 * add attacked-grader to v with a line saying what it tried.  Returns true
 * then. */
bool rg_guard_attacked(int status, struct rg_verdict *v);

/* End and reap every process the grading left behind and this subreaper
 * adopted: each child of the caller in a process group other than its own
 * (a graded child's).  Call when the caller has no such child of its own. */
void rg_guard_sweep(void);

#endif
