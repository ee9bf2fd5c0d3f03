/* run_inputs.c — a case's input, from the grader to the glue, never where
 * the submission's host code can read it.
 *
 * The grader keeps the inputs in memory the child does not have (hidden,
 * guard.h).  It sends them after the command, down the same pipe; the
 * child reads them into memory of its own, the glue copies them to the
 * device and then calls job->inputs_taken, which unmaps that memory before
 * any code of the submission runs.  So host code finds no input on the
 * host: not through a pointer the glue left on its stack, not in
 * /proc/self/maps, not in a region shared with the grader.  It has the
 * device copy only, and reading that back is a copy the watch counts
 * (host-reduction), or on the emulator memory closed to host code.
 *
 * A far input (rg_job.far_points: zeros but for a few elements, built on
 * the device) has no host copy to unmap: its places and values are the
 * job's own fields, and the job lies on the child's stack, where a scan by
 * its fields found it from the entry point: the sum of a 2^31-element case
 * written by one thread, an int index that wraps never run.  So the places
 * and values go with the inputs (the count stays: the glue asks it). */
#define _GNU_SOURCE
#include "run_internal.h"

#include <string.h>
#include <sys/mman.h>

#include "check.h"

static size_t input_bytes(const rg_job *job)
{
  return job->n * rg_dtype_size((enum rg_dtype)job->dtype);
}

int rg_inputs_send(int fd, const rg_job *job, double deadline)
{
  size_t len = input_bytes(job);
  int rc = job->input ? rg_wire_by(fd, (void *)job->input, len, true, deadline) : 0;
  if (rc == 0 && job->input_fresh)
    rc = rg_wire_by(fd, (void *)job->input_fresh, len, true, deadline);
  return rc;
}

/* ---- in the child --------------------------------------------------------- */

/* The child's copies of the case's inputs, until the glue has taken them. */
static struct {
  void *p[2];
  size_t len;
  rg_job *job; /* its far points go with the inputs */
} staged;

static void *stage(int fd, size_t len)
{
  void *p = mmap(NULL, len ? len : 1, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
  if (rg_wire_read(fd, p, len) != 0) {
    munmap(p, len ? len : 1);
    return NULL;
  }
  return p;
}

void rg_inputs_taken(void)
{
  for (int i = 0; i < 2; i++) {
    if (staged.p[i])
      munmap(staged.p[i], staged.len ? staged.len : 1);
    staged.p[i] = NULL;
  }
  if (staged.job) {
    explicit_bzero(staged.job->far_at, sizeof staged.job->far_at);
    explicit_bzero(staged.job->far_value, sizeof staged.job->far_value);
    staged.job = NULL;
  }
}

int rg_inputs_receive(int fd, rg_job *job)
{
  rg_inputs_taken(); /* a glue that returned early left them */
  staged.len = input_bytes(job);
  staged.job = job;
  const void **slot[2] = { &job->input, &job->input_fresh };
  for (int i = 0; i < 2; i++) {
    if (!*slot[i])
      continue;
    staged.p[i] = stage(fd, staged.len);
    if (!staged.p[i])
      return -1;
    *slot[i] = staged.p[i];
  }
  job->inputs_taken = rg_inputs_taken;
  return 0;
}

void rg_run_largest_case(const struct rg_exercise *ex, const struct rg_case_list *cases,
                         size_t *in_max, size_t *out_max)
{
  for (size_t i = 0; i < cases->len; i++) {
    const struct rg_case *c = &cases->v[i];
    const struct rg_part *p = &ex->parts[c->part];
    /* A far input is built by the glue on the device: no host copy. */
    size_t in_b = c->kind == RG_DATA_FAR ? 0 : c->n * rg_dtype_size(p->dtype);
    size_t out_b = rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block);
    *in_max = in_b > *in_max ? in_b : *in_max;
    *out_max = out_b > *out_max ? out_b : *out_max;
  }
}
