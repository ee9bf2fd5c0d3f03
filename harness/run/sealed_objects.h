/* sealed_objects.h — the objects a graded child loads, as the grader saw
 * them: the compiled submission and the GPU's collectors live in the
 * build cache, a folder the graded process can write wherever Landlock
 * does not hold (on a GPU, whose driver fails under it; a kernel without
 * it).  A child that rewrote the cache's submission.so had the next child
 * of the grading (a new shard, the respawn after a crash) load what it
 * left there, and so would a later grading that found the entry cached.
 *
 * So the grader, before any child runs, copies each object into a memfd
 * sealed against every change (write, shrink, grow, new seals) and hands
 * the children its /proc/self/fd path: each child dlopens that, whatever
 * becomes of the file.  After the run, the cache's file is compared with
 * the sealed copy; a file that changed is removed, so that the next
 * grading builds it again instead of loading it.  Not seen: a file
 * planted under a cache entry this grading did not load, or a rewrite
 * whose grader was killed before its check (single mode only: a batch's
 * cache is the job's own, made fresh and dropped with it). */
#ifndef RG_SEALED_OBJECTS_H
#define RG_SEALED_OBJECTS_H

#include <stdbool.h>

#include "run.h"

/* The objects of a run: the submission, CUB's baseline, the CUPTI
 * collectors, the -G build. */
#define RG_SEALED_MAX 5

struct rg_sealed_objects {
  int n;
  int fd[RG_SEALED_MAX];
  const char *file[RG_SEALED_MAX]; /* the cache's file (o's pointer, not owned) */
  char as[RG_SEALED_MAX][40];      /* what the child opens: /proc/self/fd/N */
  char why[160];                   /* an extra left out: why (the run's *_why) */
};

/* Seal every object o names; sealed gets o with each path replaced by its
 * sealed copy's.  An extra that cannot be copied (past the batch's file-size
 * limit) is left out, its *_why saying so; sealed points into s.  Returns 0,
 * or -1 (the submission's own could not be copied) with *why (fresh) and
 * nothing left open. */
int rg_sealed_objects_open(const struct rg_run_opts *o, struct rg_run_opts *sealed,
                           struct rg_sealed_objects *s, char **why);

/* In a graded child: the descriptors it keeps, those of the copies open
 * in the grader when it forked (-1 where none). */
void rg_sealed_objects_fds(int keep[RG_SEALED_MAX]);

/* After the run, every graded process gone: a cache file that no longer
 * holds what was sealed is removed (said on stderr).  Closes the copies.
 * Returns the number removed. */
int rg_sealed_objects_close(struct rg_sealed_objects *s);

#endif
