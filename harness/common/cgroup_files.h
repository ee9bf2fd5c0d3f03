/* cgroup_files.h — what the batch's cgroups (batch/batch_start.c) and a
 * graded process's own (run/process_limit.c) both need: this process's
 * place in a hierarchy, a write of one control file, and a cgroup ended
 * with everything in it. */
#ifndef RG_CGROUP_FILES_H
#define RG_CGROUP_FILES_H

#include <stdbool.h>
#include <stddef.h>

/* Writes text into dir/file; false if it cannot be opened or written.  No
 * allocation: safe in a child between fork and exec. */
bool rg_cgroup_put(const char *dir, const char *file, const char *text);

/* This process's cgroup, from /proc/self/cgroup, in the hierarchy whose
 * controller list holds ctl ("" for v2's unified one), "" for the root;
 * false if no line matches. */
bool rg_cgroup_own(const char *ctl, char *path, size_t n);

/* Kills every process in cgroup dir and removes it (cgroup.kill where the
 * kernel has it, else one process at a time until the folder goes; gives
 * up after about a second). */
void rg_cgroup_end(const char *dir);

#endif
