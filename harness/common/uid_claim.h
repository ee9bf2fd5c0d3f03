/* uid_claim.h — a block of uids that no other grader on this machine holds:
 * the batch's per-job uids (batch/batch_protection.c) and a single
 * grading's uid per graded process (run/own_uid.c) are claimed the same
 * way.  RLIMIT_NPROC counts a uid's processes machine-wide, so two
 * graders that shared a uid would share one limit, and each would end the
 * other's processes as it ended its own. */
#ifndef RG_UID_CLAIM_H
#define RG_UID_CLAIM_H

#include <stdbool.h>

/* blocks blocks of size uids each, the first starting at first; the lock
 * file of block b is LOCKDIR/name.b (LOCKDIR: /run/lock where writable,
 * else /tmp). */
struct rg_uid_range {
  unsigned first, size, blocks;
  const char *name;
};

/* Claims the first block whose lock file this process can flock (no
 * other holds it) and none of whose uids runs a process now (one of an
 * older grader, which took it without a lock, or left behind).  Returns
 * the lock's descriptor (close-on-exec; the claim lasts while it, or a
 * copy inherited across fork, stays open) and sets *base to the block's
 * first uid; -1 if every block is held or busy. */
int rg_uid_claim(const struct rg_uid_range *r, unsigned *base);

#endif
