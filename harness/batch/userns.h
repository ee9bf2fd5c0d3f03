/* userns.h — into a new user namespace, as a uid of the grading's own
 * where the batch runs as root.  Root without CAP_SYS_ADMIN (a container
 * run as root) gets protection userns, not full; there the namespace's one
 * uid, mapped to root outside, would still own root's files (/etc/shadow
 * is root's to read) and escape RLIMIT_NPROC, which the kernel never
 * applies to root.  So root first becomes the job's uid, then enters. */
#ifndef RG_USERNS_H
#define RG_USERNS_H

/* Drop to as_uid (its gid the same number, no supplementary groups) when
 * as_uid >= 0, then unshare a user namespace and the namespaces in
 * ns_flags, mapped as uid and gid 1000 there: this process has every
 * capability inside until it execs (then, not being uid 0 there, none).
 * 0, or -1 with errno set. */
int rg_userns_enter(int ns_flags, long as_uid);

#endif
