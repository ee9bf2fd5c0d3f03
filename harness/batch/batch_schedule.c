/* batch_schedule.c — the gradings of a planned class, several at a time.
 * On the GPU each submission is compiled first (--compile-only: every
 * build its grading needs, in its own sandbox, several at a time on the
 * CPU), then graded alone, so that no two gradings share the device; the
 * compiles of later submissions go on while earlier ones are graded.  On
 * the emulator each grading compiles for itself, --jobs at a time. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "batch_internal.h"
#include "util.h"

/* Where the gradings stand. */
struct schedule {
  size_t finished, next_compile, next_grade;
  int compiling, grading;
  int cpu_width;   /* compiles at once (GPU), gradings at once (emulator) */
  int grade_width; /* gradings at once: one on the GPU */
  bool tty;        /* progress lines with an ETA */
};

static void fmt_eta(double s, char *buf, size_t cap)
{
  long t = (long)(s + 0.5);
  snprintf(buf, cap, "%ldm%02lds", t / 60, t % 60);
}

/* GPU: the next compile-only runs, up to cpu_width at once. */
static void start_compiles(struct batch_class *c, struct schedule *s)
{
  while (c->gpu && s->compiling < s->cpu_width && s->next_compile < c->todo) {
    struct batch_job *j = &c->jobs[s->next_compile++];
    if (rg_batch_start_job(c->o, &c->sb, c->exe, j, true, false) != 0)
      j->stage = STAGE_COMPILED; /* its grading compiles, and says what failed */
    else {
      j->stage = STAGE_COMPILING;
      s->compiling++;
    }
  }
}

/* The next gradings, up to grade_width at once (on the GPU, in order, each
 * once its compile has ended). */
static void start_gradings(struct batch_class *c, struct schedule *s)
{
  while (s->grading < s->grade_width && s->next_grade < c->todo &&
         (!c->gpu || c->jobs[s->next_grade].stage == STAGE_COMPILED)) {
    struct batch_job *j = &c->jobs[s->next_grade++];
    if (rg_batch_start_job(c->o, &c->sb, c->exe, j, false, !c->gpu) != 0) {
      rg_warn("batch: %s: cannot start: %s", j->sub->id, strerror(errno));
      j->stage = STAGE_DONE;
      s->finished++;
      c->failed++;
    } else {
      j->stage = STAGE_GRADING;
      s->grading++;
    }
  }
}

/* One line per graded student: how far the class is, and its status. */
static void progress(const struct batch_class *c, const struct schedule *s,
                     const struct batch_job *j, const struct rg_book_meta *m,
                     const struct rg_sandbox_result *r)
{
  double el = rg_now() - c->t0;
  char eta[32];
  fmt_eta(el / (double)c->done * (double)(c->todo - c->done), eta, sizeof eta);
  if (s->tty)
    printf("\r\033[K[%zu/%zu] ETA %s  %s: %s (%.1f s)\n", c->done, c->todo, eta,
           j->sub->id, m->status, r->seconds);
  else
    printf("[%zu/%zu] %s: %s%s%s (%.1f s)\n", c->done, c->todo, j->sub->id, m->status,
           m->flags[0] ? ", " : "", m->flags, r->seconds);
  fflush(stdout);
}

/* A grading has ended as r: the student's files, and (unless a shard) the
 * class files again, so that they are never behind by more than one. */
static void graded(struct batch_class *c, struct schedule *s, struct batch_job *j,
                   const struct rg_sandbox_result *r)
{
  j->stage = STAGE_DONE;
  s->grading--;
  s->finished++;
  struct rg_book_meta m;
  int fin = rg_batch_finish_job(c->o, c->rubric, j, r, &m);
  close(j->result_fd);
  j->result_fd = -1;
  if (fin != 0) {
    c->failed++;
    return;
  }
  rg_batch_drop_work(j);
  c->done++;
  if (rg_book_ungraded(m.status))
    c->errors++; /* its report says why; counted as not graded */
  char err[512];
  if (c->o->shard_n == 0 && rg_book_write(c->o->out, err, sizeof err) < 0)
    rg_warn("batch: %s", err);
  progress(c, s, j, &m, r);
}

/* Every job that has ended since the last look.  Returns whether any had. */
static bool reap(struct batch_class *c, struct schedule *s)
{
  bool any = false;
  for (size_t k = 0; k < c->todo; k++) {
    struct rg_sandbox_result r;
    struct batch_job *j = &c->jobs[k];
    if ((j->stage != STAGE_COMPILING && j->stage != STAGE_GRADING) ||
        rg_sandbox_poll(&j->proc, &r) == 0)
      continue;
    any = true;
    /* Nothing of the grading outlives it: its cgroup's processes, its
     * uid's (and System V objects), where namespaces did not end them. */
    rg_batch_cgroup_end(j->uid);
    rg_batch_reap_uid(&c->sb, j->uid);
    if (j->stage == STAGE_GRADING) {
      graded(c, s, j, &r);
      continue;
    }
    j->stage = STAGE_COMPILED; /* a compile error: its grading reports it */
    if (--s->compiling == 0 && s->next_compile == c->todo) {
      printf("every submission compiled, %.1f s after the start\n", rg_now() - c->t0);
      fflush(stdout);
    }
  }
  return any;
}

void rg_batch_grade(struct batch_class *c)
{
  int jobs = c->o->jobs;
  struct schedule s = {
    .cpu_width = !c->gpu ? jobs : jobs > 1 ? jobs - 1 : 1, /* a core for the graded one */
    .grade_width = c->gpu ? 1 : jobs,
  };
  c->t0 = rg_now();
  s.tty = isatty(1);
  if (c->gpu && c->todo) {
    printf("compiling %d at a time while the GPU grades one submission at a time\n",
           s.cpu_width);
    fflush(stdout);
  }
  while (s.finished < c->todo) {
    start_compiles(c, &s);
    start_gradings(c, &s);
    if (!reap(c, &s)) {
      struct timespec ts = { 0, 20 * 1000 * 1000 };
      nanosleep(&ts, NULL);
    }
  }
}
