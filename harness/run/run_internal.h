/* run_internal.h — what the files of the run (run.h) share among them.
 *
 *   run.c           deals a grading's cases out to worker processes
 *   run_shard.c     one worker's cases, one after the other, in a child
 *   run_protocol.c  the child's process and pipes, seen from the grader
 *   run_inputs.c    a case's input down the pipe, gone before the submission runs
 *   own_processes.c the processes a child has started of its own
 *   process_limit.c how many processes and threads a child may hold
 *   own_uid.c       a uid of its own per child, as root without a cgroup
 *   run_child.c     the child: loads the submission, runs what it is sent
 *   run_profile.c   the child's counter and line figures (GPU, CUPTI)
 *   run_timed.c     the timed runs of a GPU case, and their checks
 *   hang_cause.c    what a case past its limit is told it did (a loop, its printing)
 *   run_verdict.c   a case's causes from what the child reported; a
 *                   profiler that failed: the case run again without it
 *   cpu_baseline.c  the CPU's time for the same sum
 *   sealed_objects.c the objects the children load, sealed copies made by the grader
 */
#ifndef RG_RUN_INTERNAL_H
#define RG_RUN_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "run.h"

/* One command from the grader to its child: a case's job. */
struct wire_cmd {
  int schedule;
  int profile;   /* emulator: the performance model; GPU: CUPTI counters */
  int sm_count;  /* emulator: the SMs of the GPU the case models (0: the default) */
  int no_coop;   /* emulator: the GPU the case models cannot launch cooperatively */
  int time_scale; /* the case's limit is this many times --timeout (0: 1) */
  rg_job job;
};

/* The factor of --timeout a command's case gets (rg_case.time_scale). */
static inline double rg_cmd_time_scale(const struct wire_cmd *cmd)
{
  return cmd->time_scale > 1 ? cmd->time_scale : 1;
}

/* The child's answer to one command. */
struct wire_reply {
  rg_result res;
  char diag[2048];
  int has_perf;
  struct simt_perf perf;
  char perf_text[1024];
  int has_counters;
  rg_counters counters;
  int has_branch_counters;
  rg_counters branch_counters;
  int has_lines;
  rg_lines lines;
};

/* A graded child as its grader holds it. */
struct child {
  pid_t pid;
  int cmd_fd;   /* parent writes commands */
  int reply_fd; /* parent reads replies */
  int diag_fd;  /* parent reads the emulator's findings as they are made */
  /* The last reply's wait (rg_child_await): the processes the child had
   * started of its own when its deadline passed (its limit then not moved
   * on by its wait for a CPU), 0 if none or not known. */
  int own_processes;
  /* Its cgroup (process_limit.c; "": none), and how many forks or threads
   * its pids.max had refused when last asked. */
  char cgroup[512];
  long limit_hits;
  /* Where it has none, as root: the uid of its own it runs as (own_uid.c;
   * 0: none), and the worker's claim on it (open while uid is set). */
  unsigned uid;
  int uid_lock;
  /* The reply's wait ends early once *abandon is set (NULL: never):
   * another worker found the case's part hung.  abandoned says it did. */
  const int *abandon;
  bool abandoned;
};

/* One finding as the child sends it the moment it is made
 * (run_backend_emu.c): its line's start, NUL-padded.  rg_child_await puts
 * back in the reply any whose tag the reply's diagnoses lack. */
#define RG_DIAG_RECORD 256
/* In the child: where those records go (-1: none). */
extern int rg_child_diag_fd;

/* run_protocol.c.  Write or read exactly len bytes; -1 on error or EOF. */
int rg_wire_write(int fd, const void *buf, size_t len);
int rg_wire_read(int fd, void *buf, size_t len);
/* The same on the grader's non-blocking ends, until deadline (rg_now()'s
 * clock): 0 done, 1 the deadline passed first, -1 error or EOF. */
int rg_wire_by(int fd, void *buf, size_t len, bool writing, double deadline);
/* Fork a child (its own process group) that runs rg_child_run; -1 if no
 * pipe or process could be had (errno says why). */
int rg_child_start(const struct rg_run_opts *o, struct child *c);
/* End the child (if alive) and return how it ended, as waitpid's status. */
int rg_child_stop(struct child *c, bool kill_it);
/* Wait for a whole reply until deadline (rg_now()'s clock), moved on by
 * the time the child waited for a CPU meanwhile (a loaded machine), up to
 * RG_WAIT_STRETCH times the time left; not moved on once the child has
 * started processes of its own (a wait it caused itself: own_processes.c),
 * whose count c->own_processes then keeps.  Returns 1 if one arrived, 0 on
 * timeout (none, or half of one), -1 if the child ended first. */
#define RG_WAIT_STRETCH 8
/* How often a wait looks at c->abandon, in seconds. */
#define RG_ABANDON_POLL_S 0.2
int rg_child_await(struct child *c, struct wire_reply *r, double deadline);

/* own_processes.c.  How many living (or unreaped) processes pid's threads
 * have started; -1 where /proc cannot tell. */
int rg_own_processes(pid_t pid);

/* process_limit.c.  The processes and threads (tasks) one graded child
 * may hold at once, itself and what it starts included: a cgroup's
 * pids.max where the grader can make one; else, as root, RLIMIT_NPROC on
 * a uid of the child's own (own_uid.c); else RLIMIT_NPROC above the uid's
 * count (not binding for root: no limit).  Prepare, in the grading
 * process before its workers fork: a block of uids claimed where they are
 * needed.  Make, before the fork: c's cgroup (c->cgroup "" where none
 * could be made), else its uid (c->uid).  Join, in the child before
 * anything of the submission runs: 1 in the cgroup, 0 RLIMIT_NPROC set
 * (as its own uid where it has one), -1 neither.  Hit: has the cgroup
 * refused a fork or a thread since the last call; as its own uid, does
 * the uid hold the limit's tasks now (refusing the next)?  End, once the
 * child is gone: every task left in its cgroup, or of its uid, killed,
 * the cgroup removed, the uid given back.  REDUCE_GRADE_NO_CGROUP=1: no
 * cgroup is made (the kit's tests of the fallbacks; it only lowers the
 * protection). */
#define RG_CHILD_TASKS 128
void rg_process_limit_prepare(const struct rg_run_opts *o);
void rg_process_limit_make(struct child *c);
int rg_process_limit_join(const struct child *c);
bool rg_process_limit_hit(struct child *c);
void rg_process_limit_end(struct child *c);

/* own_uid.c.  Prepare (the grading process, as root, where no cgroup can
 * be made): claims a block of uids once, and makes the output log and the
 * grading's own folder for it writable by the block's group; false where
 * no block can be had or used.  Take (the worker, before the fork): a
 * free uid of the block in c->uid; false (c->uid 0) if none.  Become (the
 * child): the claims closed, switched to it; -1 if that failed.  Release
 * (the worker, the child gone): every process of the uid killed, the uid
 * given back. */
bool rg_own_uid_prepare(const struct rg_run_opts *o);
bool rg_own_uid_take(struct child *c);
int rg_own_uid_become(const struct child *c);
void rg_own_uid_release(struct child *c);

/* run_inputs.c.  The grader sends a case's inputs (job->input, then
 * job->input_fresh, each n elements, those not NULL) after its command;
 * the child reads them into memory of its own, points the job at it and
 * sets job->inputs_taken, which frees it (see the file).  -1 on a broken
 * pipe or no memory. */
int rg_inputs_send(int fd, const rg_job *job, double deadline);
int rg_inputs_receive(int fd, rg_job *job);
void rg_inputs_taken(void);

/* run_child.c.  In the forked child: the guard, then the submission loaded
 * and every command run until the grader closes the pipe.  Never returns. */
void rg_child_run(const struct rg_run_opts *o, int cmd_fd, int reply_fd, int diag_fd);

/* run_profile.c.  The CUPTI counter collector of one child, loaded when a
 * case first asks for counters. */
struct counter_collector {
  bool loaded;
  rg_cupti_begin_fn begin;
  rg_cupti_end_fn end;
  rg_cupti_release_fn release;
  char why[200]; /* why there is none */
};
/* Before the graded run of a profiled GPU case: counting starts.  Returns
 * whether it counts; reply's counters say why not when it cannot. */
bool rg_profile_begin(const struct rg_run_opts *o, struct counter_collector *k,
                      struct wire_reply *reply);
/* After that run (rg_profile_begin returned true): its counters, then the
 * divergence counters and the lines wasting lanes from runs of the -G
 * build aside.  before: what the output region held before the graded run
 * (out_len bytes), or NULL when it could not be kept. */
void rg_profile_end(const struct rg_run_opts *o, const struct counter_collector *k,
                    const rg_job *job, const void *before, size_t out_len,
                    struct wire_reply *reply);

/* run_inputs.c: the largest input and output (bytes) of the cases, into
 * *in_max and *out_max where larger (a far input has no host copy). */
void rg_run_largest_case(const struct rg_exercise *ex, const struct rg_case_list *cases,
                         size_t *in_max, size_t *out_max);
/* run_timed.c.  Bytes of shared memory for the timed outputs of these cases
 * (GPU only). */
size_t rg_run_timed_bytes(const struct rg_exercise *ex, const struct rg_case_list *cases,
                          const struct rg_run_opts *o);
/* The timing half of a timed GPU case's job (timed_out: where the timed
 * runs' outputs go). */
void rg_run_timed_setup(const struct rg_exercise *ex, const struct rg_case *c,
                        const struct rg_run_opts *o, void *in_buf, void *timed_out,
                        rg_job *job);
/* After a timed GPU case: every timed output against its own input. */
void rg_run_timed_verdict(const struct rg_exercise *ex, const struct rg_case *c,
                          void *in_buf, const rg_job *job, const rg_result *res,
                          const void *timed_out, struct rg_verdict *v);

/* timing_rounds.c.  Is case c's timing one to measure in more processes:
 * timed, passed, with a ratio to CUB (not a multi-GPU split)? */
bool rg_timing_round_wanted(const struct rg_exercise *ex, const struct rg_case *c,
                            const struct rg_outcome *first);
/* Do the figures of first and more[0..nmore) lie on both sides of one of
 * the exercise's default tier boundaries? */
bool rg_timing_rounds_straddle(const struct rg_exercise *ex, const struct rg_outcome *first,
                               const struct rg_outcome *more, int nmore);
/* Is one more process due for case c, whose first outcome is first and
 * `taken` more are in more[]: fewer than `want` in all, or fewer than
 * want + 2 while their figures hold a tier boundary? */
bool rg_timing_round_due(const struct rg_exercise *ex, const struct rg_case *c,
                         const struct rg_outcome *first, const struct rg_outcome *more,
                         int taken, int want);
/* The case's outcome from its processes: a later one's failure fails it;
 * its figure is the median process's, its interval spans them all. */
void rg_timing_merge(struct rg_outcome *first, const struct rg_outcome *more, int nmore);

/* run_verdict.c.  How the child ended (waitpid's status), in one line. */
void rg_run_describe_end(int status, char *buf, size_t cap);
/* What the child measured and said in schedule s, into out (the model's
 * figures of a later schedule kept apart). */
void rg_run_take_reply(struct rg_outcome *out, const struct wire_reply *reply, int s);
/* The glue's report and the emulator's diagnoses, as causes. */
void rg_run_glue_causes(struct rg_outcome *out);
/* The run on fresh data after the timed runs (GPU), checked. */
void rg_run_check_fresh(const struct rg_exercise *ex, const struct rg_case *c,
                        const char *checked_out, const void *fresh_in, const void *fresh_out,
                        size_t out_bytes, struct rg_verdict *v);
/* Timed runs whose result differed from the checked run's: unstable. */
void rg_run_unstable(const rg_result *res, struct rg_verdict *v);
/* A profiled case whose profiler failed (a CUPTI error in its counters,
 * its -G build's or its lines, not "unsupported" nor "denied"): the
 * process's CUDA context may be broken, and its next case must not
 * inherit it (a fresh process).  Seen under contention on an H200: CUPTI's
 * start failed, and the case's first CUDA call then failed too. */
bool rg_run_profiler_failed(const struct rg_outcome *out);
/* The case's counters say the profiler failed and the case then failed
 * with a CUDA error: the error may be the profiler's, not the kernel's.
 * The case is run once more without the profiler, in a fresh process, and
 * that run's verdict is the case's (run_shard.c); a fault of the kernel
 * fails it again. */
bool rg_run_profiler_rerun(const struct rg_outcome *out);
/* The counters' note after that rerun: why they were not measured, and
 * that the verdict is the run's without the profiler. */
void rg_run_profiler_rerun_note(rg_counters *c);

/* cpu_baseline.c.  Microseconds the CPU takes to sum n elements of input
 * (best of a few runs): the report's CPU baseline for timed cases. */
double rg_cpu_baseline_us(const void *input, enum rg_dtype t, size_t n);

/* run_shard.c.  crash_run[part] (the first RG_CRASH_PARTS parts): that
 * part's cases that crashed since the last one of it that did not.  Shared
 * by the shards of one grading, so that a part whose every case crashes is
 * stopped however its cases are dealt out among the workers (counted per
 * worker, the stop depended on that deal: batch-hostile failed once on a
 * 16-core machine). */
#define RG_CRASH_PARTS 32
/* And past them, crash_run[RG_CRASH_PARTS + part]: 1 once a case of that
 * part hung on any shard, whose other cases the others then skip. */
#define RG_RUN_SHARED_INTS (2 * RG_CRASH_PARTS)

/* The cases still to run, shared by the shards of one grading.  order[k]
 * is the k-th case (run_order.c), in units: unit u is order[units[u] ..
 * units[u + 1]).  The units are dealt to RG_RUN_LANES lanes, unit u to
 * lane u % RG_RUN_LANES, and a lane's units run one after the other in a
 * process of their own (a fresh one for each lane): what a case finds left
 * by the cases before it in its process (a __device__ array of partials, a
 * cache) is then the same whatever the machine's core count, so the
 * verdict is too.  Dealt to the shards by worker count, a stale partial
 * failed a wrong kernel on two cores and passed it on sixteen.  A shard
 * takes the next lane from the queue when it is free; *next, in memory the
 * shards share, counts the lanes taken; done[i] is set once case i's
 * outcome is stored. */
#define RG_RUN_LANES 8
struct rg_case_queue {
  const size_t *order;
  const size_t *units;
  size_t nunits;
  size_t *next;
  unsigned char *done;
  int *stop;               /* --fail-fast: set once a case failed */
};

/* A case --fail-fast left out: not run, failed with no cause, so that a
 * grading stopped early can never read as a pass nor gain a cause. */
void rg_run_not_run(struct rg_outcome *out);

/* run_order.c.  order[0 .. cases->len) gets the indices of the cases, part
 * by part; within a part its first case in the matrix (with the costliest
 * case, when that costs more), then the costliest first (elements and
 * rows, times schedules), each paired with the cheapest left, the cheaper
 * of a pair first; ties in matrix order.  units[0 .. *nunits] (cases->len
 * + 1 entries at most) get where each unit starts, units[*nunits] the
 * end.  Returns 0, or -1 out of memory. */
int rg_run_order(const struct rg_case_list *cases, size_t *order, size_t *units,
                 size_t *nunits);

/* Run the cases the queue hands out, one after the other in one child at a
 * time; outcomes[i] gets case i's.  crash_run: the shared counts above, or
 * NULL for counts of this shard alone.  Returns 0, or -1 with *why when the
 * shard's memory cannot be had. */
int rg_run_shard(const struct rg_exercise *ex, const struct rg_case_list *cases,
                 const struct rg_run_opts *o, struct rg_outcome *outcomes,
                 struct rg_case_queue *q, int *crash_run, rg_progress_fn progress, void *ctx,
                 char **why);

/* The size of the output file (-1 where it cannot be read), and the cause
 * named for a case past its limit, from the file's sizes before and after
 * it ran (hang_cause.c). */
long long rg_output_size(const char *log);
void rg_hang_cause(long long before, long long after, char *buf, size_t cap);

#endif
