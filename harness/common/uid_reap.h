/* uid_reap.h — what a uid given to graded code leaves behind, ended: the
 * batch's per-job uids (batch/batch_protection.c) and a single grading's
 * uid per graded process (run/own_uid.c). */
#ifndef RG_UID_REAP_H
#define RG_UID_REAP_H

/* Every process of uid killed, in any PID namespace below this one and
 * whatever its process group (setsid escapees too), again until none is
 * left; then its System V IPC objects removed (without an IPC namespace
 * they outlive the code that made them).  Needs root; uid 0 is refused. */
void rg_uid_reap(unsigned uid);

#endif
