/* cgroup_files.h — the two things the batch's cgroups (batch/batch_start.c)
 * and a graded process's own (run/process_limit.c) both need: this
 * process's place in a hierarchy, and a write of one control file. */
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

#endif
