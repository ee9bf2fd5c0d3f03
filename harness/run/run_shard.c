/* run_shard.c — one shard of a grading's cases, run one after the other in
 * a child at a time: each case's input generated into memory the child
 * sees read-only, its job sent, its reply checked here.  A part that hung,
 * or whose process died case after case, is not run further.  A profiled
 * case whose profiler failed ends its process, and one that then failed
 * with a CUDA error is run again without the profiler (see
 * run_internal.h). */
#define _GNU_SOURCE
#include "run_internal.h"
#include "run_backend.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "datagen.h"
#include "guard.h"
#include "other_args.h"
#include "input_kept.h"
#include "integrity.h"
#include "leak_check.h"
#include "run_shard.h"
#include "seed.h"
#include "util.h"

/* Seconds a case may take once another of its shard hung: a GPU's; the
 * emulator's a third of its limit (--quick's 5 s: its cases need 1-2). */
#define RG_AFTER_HANG_S 10.0
/* The fresh data of a call's repeat (repeat_call): a seed no schedule's. */
#define RG_REPEAT_DATA 2
/* Crashes in a row after which the rest of a part is not run. */
#define RG_CRASHES_TO_STOP 3

/* Map the shard's memory; -1 with *why if it cannot be had. */
static int shard_map(const struct rg_exercise *ex, const struct rg_case_list *cases,
                     const struct rg_run_opts *o, struct shard_mem *m, char **why)
{
  /* One shared region, big enough for the largest case. */
  size_t in_max = 0, out_max = 0;
  rg_run_largest_case(ex, cases, &in_max, &out_max);
  size_t canary = RG_CANARIES * 8;
  /* Then a fresh input and its output (timed GPU cases), and the last
   * correct output (replay checks).  Pages never touched cost nothing. */
  size_t in_al = (in_max + 63) & ~(size_t)63, out_al = (out_max + canary + 63) & ~(size_t)63;
  /* The inputs (and the last right output) in memory the graded child
   * does not have at all: it gets each input down the pipe (run_inputs.c);
   * the outputs (and the timed runs' outputs) in a mapping it may write
   * (guard.h).  The checks read only what the child cannot reach. */
  size_t region = 2 * in_al + out_al;
  size_t outs_len = 2 * out_al + rg_run_timed_bytes(ex, cases, o);
  char *shm = mmap(NULL, region, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  char *outs = shm != MAP_FAILED ? rg_guard_map(outs_len, true) : NULL;
  if (!outs) {
    *why = rg_strdupf("cannot map %zu bytes for the cases: %s", region + outs_len,
                      strerror(errno));
    if (shm != MAP_FAILED)
      munmap(shm, region);
    return -1;
  }
  rg_guard_hide(shm, region);
  m->shm = shm;
  m->shm_len = region;
  m->outs = outs;
  m->canary = canary;
  m->in_buf = shm;
  m->out_buf = outs;
  m->fresh_in = shm + in_al;
  m->fresh_out = outs + out_al;
  m->last_ok = m->fresh_in + in_al;
  m->timed_out = m->fresh_out + out_al;
  return 0;
}

/* Did a case of c's part hang on another shard of this grading? */
static bool hung_elsewhere(const struct shard *sh, const struct rg_case *c)
{
  return sh->o->stop_after_hang && c->part < RG_CRASH_PARTS &&
         __atomic_load_n(&sh->crash_run[RG_CRASH_PARTS + c->part], __ATOMIC_RELAXED) != 0;
}

/* A case of part hung here: this shard skips the part's other cases, and
 * so do the others as they come to them. */
static void mark_hung(struct shard *sh, int part)
{
  sh->hung_part = part;
  if (part >= 0 && part < RG_CRASH_PARTS)
    __atomic_store_n(&sh->crash_run[RG_CRASH_PARTS + part], 1, __ATOMIC_RELAXED);
}

/* Is case c not to be run: its part hung, or crashed in case after case?
 * Then out says so. */
static bool skipped(const struct shard *sh, const struct rg_case *c, const struct rg_part *p,
                    struct rg_outcome *out)
{
  const struct rg_run_opts *o = sh->o;
  if (c->part == sh->hung_part || (o->stop_after_hang && c->part < 32 &&
                                   (o->hung_parts >> c->part & 1)) || hung_elsewhere(sh, c)) {
    rg_verdict_fail(&out->verdict, RG_CAUSE_TIMEOUT, "not run: an earlier case of %s hung",
                    p->symbol);
    return true;
  }
  if (o->stop_after_hang && ((c->part < RG_CRASH_PARTS &&
                              __atomic_load_n(&sh->crash_run[c->part], __ATOMIC_RELAXED) >=
                                  RG_CRASHES_TO_STOP) ||
                             (c->part < RG_CRASH_PARTS && (o->crashed_parts >> c->part & 1)))) {
    rg_verdict_fail(&out->verdict, RG_CAUSE_CRASH, "not run: %d cases of %s in a row crashed",
                    RG_CRASHES_TO_STOP, p->symbol);
    return true;
  }
  return false;
}

/* The job of case c, as the glue in the child takes it. */
static void fill_job(const struct shard *sh, const struct rg_case *c, const struct rg_part *p,
                     bool timed, size_t out_bytes, rg_job *job)
{
  const struct rg_run_opts *o = sh->o;
  const struct shard_mem *m = &sh->m;
  bool far = c->kind == RG_DATA_FAR;
  job->abi = RG_GLUE_ABI;
  job->part = c->part;
  job->dtype = p->dtype;
  job->n = c->n;
  job->rows = c->rows;
  job->cols = c->cols;
  job->block = c->block;
  job->grid = rg_part_grid(p, c->n, c->block);
  job->items_per_thread = p->items_per_thread;
  job->input = far ? NULL : m->in_buf;
  if (far)
    job->far_points = (int)rg_far_points_for(p->family, c->n, job->far_at, job->far_value);
  job->in_offset = c->in_offset;
  rg_sentinel(p, job->sentinel);
  job->output = m->out_buf;
  job->out_bytes = out_bytes;
  job->canary_bytes = RG_CANARIES * rg_dtype_size(p->dtype);
  job->timed_reps = timed ? o->timed_reps : 0;
  job->input_fresh = timed ? m->fresh_in : NULL;
  job->output_fresh = timed ? m->fresh_out : NULL;
  job->warmup_reps = o->warmup_reps;
  job->cub_baseline = o->cub_object != NULL;
  /* multi-GPU: the case's own device count (cases.c: a second one) */
  job->device_count = p->family == RG_FAM_MULTI && c->cols && o->device_count > 0
                          ? (int)c->cols : o->device_count;
  if (timed && p->family != RG_FAM_MULTI)
    rg_run_timed_setup(sh->ex, c, o, m->in_buf, m->timed_out, job);
}

/* The wall-clock limit of one command; *shortened when it is the limit
 * after an earlier case hung. */
static double case_limit(const struct shard *sh, const struct wire_cmd *cmd, bool *shortened)
{
  const struct rg_run_opts *o = sh->o;
  const struct rg_run_backend *be = rg_run_backend_of(o);
  double limit = be->case_limit(o, cmd->profile) * rg_cmd_time_scale(cmd);
  double after = be->hang_lingers ? RG_AFTER_HANG_S : limit / 3;
  *shortened = sh->hung_before && !cmd->profile && limit > after;
  if (*shortened)
    limit = after;
  return limit;
}

/* Schedule s of case c came back: its output checked, and every cause the
 * reply names added, in the order that decides the first cause. */
static void judge_reply(struct shard *sh, const struct rg_case *c, const struct rg_part *p,
                        int s, bool timed, const rg_job *job, const struct wire_reply *reply,
                        struct rg_outcome *out)
{
  const struct rg_exercise *ex = sh->ex;
  struct shard_mem *m = &sh->m;
  size_t out_bytes = job->out_bytes;
  rg_run_take_reply(out, reply, s);
  /* On a device without cooperative launch, code that never asked, had
   * its cooperative launch refused and ran nothing after it, or that ran
   * no kernel at all there, has no way for such a device: not graded
   * (no_coop_case.c), whatever it did instead (a CUDA error it returns, a
   * total never written).  Unless its host code copied the input out or
   * wrote the result in: a way of its own on such a device, the sum on
   * the host, graded as any case is (tests/hostile/
   * no-coop-fallback-host-sum.cu passed here ungraded). */
  bool host_way = reply->res.input_to_host > 0 || reply->res.host_wrote_output;
  if (c->no_coop && !host_way && (reply->res.coop_unasked || reply->res.launches == 0)) {
    rg_verdict_pass(&out->verdict);
    return;
  }
  if (reply->res.status == RG_GLUE_OK) {
    rg_check(ex, c, m->in_buf, m->out_buf, out_bytes, job->canary_bytes, &out->verdict);
    if (s > 0)
      rg_integrity_replay_case(&out->verdict, ex, c, m->in_buf, m->out_buf, m->fresh_out,
                               out_bytes, "the second schedule");
    else if (c->part == sh->last_part && out_bytes == sh->last_bytes)
      rg_integrity_replay_case(&out->verdict, ex, c, m->in_buf, m->out_buf, m->last_ok,
                               out_bytes, "an earlier case's");
    rg_integrity_host_copy(&out->verdict, reply->res.input_to_host,
                           c->n * rg_dtype_size(p->dtype), rg_dtype_size(p->dtype));
    rg_integrity_host_write(&out->verdict, reply->res.host_wrote_output,
                            reply->res.launches);
    rg_input_kept_check(&out->verdict, p->dtype, m->in_buf, c->n, reply->res.kept_at,
                        reply->res.kept_len, reply->res.kept_now);
    /* Only the first schedule: on fresh data, a replayed result that
     * happens to be right is the replay's to name, not this. */
    if (s == 0)
      rg_integrity_no_launch(&out->verdict, reply->res.launches, c->n,
                             reply->res.input_to_host);
    rg_integrity_no_cooperative(&out->verdict, p->cooperative, reply->res.coop_launches, c->n,
                                c->block);
  }
  rg_run_glue_causes(out);
  /* the emulator stopped a kernel at its time limit: a hang, as if killed */
  if (sh->o->stop_after_hang && rg_verdict_has(&out->verdict, RG_CAUSE_TIMEOUT))
    mark_hung(sh, c->part);
  if (reply->res.status == RG_GLUE_OK && reply->res.fresh_ran)
    rg_run_check_fresh(ex, c, m->out_buf, m->fresh_in, m->fresh_out, out_bytes,
                       &out->verdict);
  if (timed && p->family != RG_FAM_MULTI && out->verdict.passed)
    rg_run_timed_verdict(ex, c, m->in_buf, job, &reply->res, m->timed_out, &out->verdict);
  rg_run_unstable(&reply->res, &out->verdict);
  /* Last: memory left allocated names the case only where nothing above did
   * (a wrong result or a race is the one to fix first). */
  if (reply->res.status == RG_GLUE_OK)
    rg_leak_check(&sh->leak, c->part, rg_leak_args(c), &reply->res.scratch,
                  &out->verdict);
  if (reply->res.fatal)
    rg_child_stop(&sh->child, false);
}

/* Case c's input into buf, from seed: its kind's data, and a matrix's
 * peaks (rg_datagen_peaks). */
static void fill_input(void *buf, const struct rg_part *p, const struct rg_case *c, uint64_t seed)
{
  rg_datagen(buf, p->dtype, c->n, c->kind, seed);
  rg_datagen_peaks(buf, p->dtype, c->rows, c->cols, c->kind);
}

/* The shard's child and its parked one trade places. */
static void swap_parked(struct shard *sh)
{
  struct parked was = sh->parked;
  sh->parked = (struct parked){ sh->child, sh->child_devices, sh->child_sms, sh->child_no_coop,
                                sh->leak };
  sh->child = was.child;
  sh->child_devices = was.devices;
  sh->child_sms = was.sms;
  sh->child_no_coop = was.no_coop;
  sh->leak = was.leak;
}

/* Makes the shard's child one for a case on `devices` devices (0: not
 * multi-GPU) of `sms` SMs (0: the default model), with cooperative launch
 * or not (no_coop), started if need be.  A process sees one device count
 * and one GPU all its life, as on a machine: a case on another count, on
 * the small GPU (a kernel may keep the SM count it asked for once) or on
 * a GPU without cooperative launch, gets another process.  Where the
 * backend parks one (parks_child), the child it leaves waits, with its
 * own leak watch, for the next case of its GPU: a part's small-GPU cases
 * then cost no fresh process on the way in and out.  False when no
 * process could be started. */
static bool child_for_case(struct shard *sh, int devices, int sms, bool no_coop)
{
  bool same = devices == sh->child_devices && sms == sh->child_sms &&
              no_coop == sh->child_no_coop;
  if (sh->child.pid != 0 && same)
    return true;
  if (!rg_run_backend_of(sh->o)->parks_child) {
    rg_child_stop(&sh->child, true);
  } else if (sh->parked.child.pid != 0 && sh->parked.devices == devices &&
             sh->parked.sms == sms && sh->parked.no_coop == no_coop) {
    swap_parked(sh);
    return true;
  } else if (sh->child.pid != 0) {
    rg_child_stop(&sh->parked.child, true);
    swap_parked(sh);
    sh->child.pid = 0;
    memset(&sh->leak, 0, sizeof sh->leak); /* a new process has called nothing */
  }
  sh->child_devices = devices;
  sh->child_sms = sms;
  sh->child_no_coop = no_coop;
  if (sh->child.pid != 0)
    return true;
  if (rg_child_start(sh->o, &sh->child) == 0)
    return true;
  /* out of processes or uids: the parked one is ended, and one more try */
  if (sh->parked.child.pid == 0)
    return false;
  rg_child_stop(&sh->parked.child, true);
  return rg_child_start(sh->o, &sh->child) == 0;
}

/* Schedule s of case c in the shard's child (started when there is none):
 * its reply judged, or its hang or crash named.  profile: a profiled case
 * is profiled (false: its run again without the profiler).  Returns false
 * when no process could be started for it (the case stops there). */
static bool run_schedule(struct shard *sh, const struct rg_case *c, int s, bool timed,
                         bool profile, struct rg_outcome *out)
{
  const struct rg_run_opts *o = sh->o;
  const struct rg_part *p = &sh->ex->parts[c->part];
  struct shard_mem *m = &sh->m;
  size_t out_bytes = rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block);
  /* Later schedules get fresh data: a result kept from the first run
   * and replayed is then wrong, and its output equals the first one. */
  if (s > 0) {
    memcpy(m->fresh_out, m->out_buf, out_bytes);
    if (c->kind != RG_DATA_FAR)
      fill_input(m->in_buf, p, c, rg_integrity_fresh_seed(rg_seed_inputs(o->seed), s));
  }
  int devices = p->family == RG_FAM_MULTI && c->cols ? (int)c->cols : 0;
  if (!child_for_case(sh, devices, c->sm_count, c->no_coop)) {
    /* Out of processes: most likely the submission's own doing (a fork
     * bomb under a process limit).  A failed case, not a harness error. */
    rg_verdict_fail(&out->verdict, RG_CAUSE_CRASH,
                    "could not start a process for this case (%s): has the code "
                    "started processes that are still running?", strerror(errno));
    return false;
  }
  memset(m->out_buf, 0, out_bytes + m->canary);
  /* The model is measured in the forward schedule, and a goal case's in
   * the shuffled one too: a kernel that tells the two apart (blocks or
   * threads arriving in index order) must meet its goal in both. */
  struct wire_cmd cmd = { .schedule = s,
                          .profile = profile && c->profile && (s == 0 || (s == 1 && c->goal)),
                          .sm_count = c->sm_count, .no_coop = c->no_coop,
                          .time_scale = c->time_scale };
  fill_job(sh, c, p, timed, out_bytes, &cmd.job);
  struct wire_reply reply;
  memset(&reply, 0, sizeof reply);
  bool shortened;
  double limit = case_limit(sh, &cmd, &shortened);
  /* One deadline for the command, the inputs and the reply: a child that
   * stops reading or replies by halves times out like one that hangs. */
  double deadline = rg_now() + limit;
  long long printed0 = rg_output_size(o->output_log);
  int sent = rg_wire_by(sh->child.cmd_fd, &cmd, sizeof cmd, true, deadline);
  if (sent == 0)
    sent = rg_inputs_send(sh->child.cmd_fd, &cmd.job, deadline);
  /* Another worker finding the part hung ends this wait early. */
  sh->child.abandon = o->stop_after_hang && c->part < RG_CRASH_PARTS
                          ? &sh->crash_run[RG_CRASH_PARTS + c->part] : NULL;
  int got = sent == 0 ? rg_child_await(&sh->child, &reply, deadline) : sent > 0 ? 0 : -1;
  bool abandoned = got == 0 && sh->child.abandoned;
  sh->child.abandon = NULL;
  bool over = rg_process_limit_hit(&sh->child); /* read before the child is ended */
  if (abandoned) {
    rg_child_stop(&sh->child, true);
    rg_verdict_fail(&out->verdict, RG_CAUSE_TIMEOUT,
                    "not run to its end: another case of %s hung meanwhile", p->symbol);
    sh->hung_part = c->part;
    out->ran = false; /* the report shows the case that hung, not this one */
  } else if (got == 1) {
    judge_reply(sh, c, p, s, timed, &cmd.job, &reply, out);
    /* A profiler that failed may have broken the process's CUDA context:
     * the next case must not inherit it. */
    if (cmd.profile && rg_run_profiler_failed(out))
      rg_child_stop(&sh->child, true);
  } else if (got == 0) {
    /* Its own processes kept it waiting: the limit was not moved on
     * (run_protocol.c), and the line says so. */
    char own[160] = "";
    if (sh->child.own_processes > 0)
      snprintf(own, sizeof own, "; it had started %d or more processes of its own, and its "
               "wait for a CPU beside them did not move the limit on", sh->child.own_processes);
    rg_child_stop(&sh->child, true);
    char cause[256];
    rg_hang_cause(printed0, rg_output_size(o->output_log), cause, sizeof cause);
    /* A limit said as given (--timeout 0.5, 1.5), not rounded to "0 s" or "2 s". */
    rg_verdict_fail(&out->verdict, RG_CAUSE_TIMEOUT,
                    "did not finish within %.*g s of the time it could run%s (%s)%s",
                    limit < 1 ? 2 : limit < 1000 ? 3 : 6, limit,
                    shortened ? ", the limit after an earlier case hung" : "", cause, own);
    if (o->stop_after_hang) {
      mark_hung(sh, c->part);
      sh->hung_before = true;
    }
  } else {
    int status = rg_child_stop(&sh->child, false);
    if (!rg_guard_attacked(status, &out->verdict)) {
      char end[sizeof out->verdict.detail];
      rg_run_describe_end(status, end, sizeof end);
      rg_verdict_fail(&out->verdict, RG_CAUSE_CRASH, "%s", end);
    }
  }
  /* It explains what the case came to (a bomb that spun on its failed
   * forks timed out, one that gave up returned no sum): its line first. */
  if (over)
    rg_verdict_overrule(&out->verdict, RG_CAUSE_PROCESS_LIMIT,
                        "the program tried to hold more than %d processes and "
                        "threads at once (fork, clone, pthread_create, std::thread: a graded "
                        "program may hold that many, itself included), and was refused; "
                        "every one it started was ended with it",
                        RG_CHILD_TASKS);
  return true;
}

/* After case c ran: its part's run of crashes, the output later cases are
 * compared with (replay checks), and the CPU's time for timed cases. */
static void after_case(struct shard *sh, const struct rg_case *c, const struct rg_part *p,
                       struct rg_outcome *out)
{
  const struct rg_run_opts *o = sh->o;
  size_t out_bytes = rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block);
  bool crashed = rg_verdict_has(&out->verdict, RG_CAUSE_CRASH) ||
                 rg_verdict_has(&out->verdict, RG_CAUSE_ATTACKED_GRADER);
  if (c->part < RG_CRASH_PARTS) {
    if (crashed)
      __atomic_add_fetch(&sh->crash_run[c->part], 1, __ATOMIC_RELAXED);
    else
      __atomic_store_n(&sh->crash_run[c->part], 0, __ATOMIC_RELAXED);
  }
  /* The last right output is kept past the cases that fail after it: a
   * worker's next case is the queue's, not the matrix's next (run_order.c),
   * and a replayed result fails every case after the one it kept. */
  if (out->verdict.passed) {
    sh->last_part = c->part;
    sh->last_bytes = out_bytes;
    memcpy(sh->m.last_ok, sh->m.out_buf, out_bytes);
  }
  if (c->timed && out->verdict.passed && rg_run_backend_of(o)->times && p->dtype != RG_I32)
    out->cpu_us = rg_cpu_baseline_us(sh->m.in_buf, p->dtype, c->n);
}

/* Case c's first schedule again, without the profiler, in a fresh process
 * (rg_run_profiler_rerun): this run's verdict replaces the profiled run's,
 * and the counters say why none were measured.  Returns run_schedule's. */
static bool rerun_unprofiled(struct shard *sh, const struct rg_case *c, bool timed,
                             struct rg_outcome *out)
{
  rg_counters failed = out->counters;
  rg_child_stop(&sh->child, true);
  memset(out, 0, sizeof *out);
  rg_verdict_pass(&out->verdict);
  out->ran = true;
  bool started = run_schedule(sh, c, 0, timed, false, out);
  out->has_counters = true;
  out->counters = failed;
  rg_run_profiler_rerun_note(&out->counters);
  return started;
}

/* Case c's call once more, untimed, in the same process: its last call
 * held more on first sight of its arguments, and only a repeat of them
 * tells a cache from a leak (leak_check.h).  Its figures stay the case's;
 * a verdict it fails is the case's. */
static void repeat_call(struct shard *sh, const struct rg_case *c, struct rg_outcome *out)
{
  struct rg_outcome *again = calloc(1, sizeof *again);
  if (!again)
    return;
  /* On fresh data: a buffer kept per input (its content, its pointer) is
   * one more then, as a leak's; one kept per argument set is not. */
  if (c->kind != RG_DATA_FAR)
    fill_input(sh->m.in_buf, &sh->ex->parts[c->part], c,
               rg_integrity_fresh_seed(rg_seed_inputs(sh->o->seed), RG_REPEAT_DATA));
  rg_verdict_pass(&again->verdict);
  if (run_schedule(sh, c, 0, false, false, again) && !again->verdict.passed) {
    out->verdict = again->verdict;
    memcpy(out->diag, again->diag, sizeof out->diag);
  }
  free(again);
}

/* After case c, whose call held more on first sight of its arguments: a
 * case of its part this process called before with other arguments, once
 * more (leak_check.h, rg_leak_earlier): A, B, A.  Where this process has
 * called none, other arguments (other_args.h) and then c again (B, A, B): a
 * cache of the last call's arguments alone is found in any process,
 * however the cases were dealt. */
static void repeat_earlier(struct shard *sh, const struct rg_case *c, struct rg_outcome *out)
{
  long k = rg_leak_earlier(&sh->leak, c->part, rg_leak_args(c));
  const struct rg_case *e = k >= 0 ? &sh->cases->v[k] : NULL;
  if (e && rg_other_args_of(sh->ex, e, c)) {
    repeat_call(sh, e, out);
    return;
  }
  struct rg_case other;
  if (e || !rg_other_case(sh->ex, sh->cases, c, &other))
    return;
  repeat_call(sh, &other, out);
  if (out->verdict.passed)
    repeat_call(sh, c, out);
}

/* Case c, every schedule of it while it passes, into out; then its call
 * once more where no schedule repeated a call that held more, and an
 * earlier one's (repeat_earlier). */
static void run_case(struct shard *sh, const struct rg_case *c, struct rg_outcome *out)
{
  const struct rg_run_opts *o = sh->o;
  const struct rg_part *p = &sh->ex->parts[c->part];
  memset(out, 0, sizeof *out);
  rg_verdict_pass(&out->verdict);
  if (skipped(sh, c, p, out))
    return;
  if (c->kind != RG_DATA_FAR)
    fill_input(sh->m.in_buf, p, c, rg_seed_inputs(o->seed));
  bool timed = c->timed && rg_run_backend_of(o)->times;
  if (timed)
    fill_input(sh->m.fresh_in, p, c, rg_integrity_fresh_seed(rg_seed_inputs(o->seed), 1));
  double t0 = rg_now();
  out->ran = true;
  int case_schedules = rg_run_backend_of(o)->schedules(o, c, timed);
  bool first_sight = false; /* its first call held more on first sight */
  for (int s = 0; s < case_schedules && out->verdict.passed; s++) {
    if (!run_schedule(sh, c, s, timed, true, out))
      break;
    if (s == 0 && rg_run_profiler_rerun(out) && !rerun_unprofiled(sh, c, timed, out))
      break;
    first_sight |= s == 0 && rg_leak_wants_repeat(&sh->leak);
  }
  if (out->verdict.passed && rg_leak_wants_repeat(&sh->leak))
    repeat_call(sh, c, out);
  out->seconds = rg_now() - t0;
  after_case(sh, c, p, out);
  if (first_sight && out->verdict.passed)
    repeat_earlier(sh, c, out); /* after after_case: its output is c's */
  rg_leak_note(&sh->leak, c->part, (size_t)(c - sh->cases->v), rg_leak_args(c));
}

static void run_unit(struct shard *sh, struct rg_case_queue *q, size_t u,
                     struct rg_outcome *outcomes, rg_progress_fn progress, void *ctx)
{
  for (size_t k = q->units[u]; k < q->units[u + 1]; k++) {
    size_t i = q->order[k];
    /* --fail-fast: a case started before the stop still runs to its end. */
    if (sh->o->fail_fast && __atomic_load_n(q->stop, __ATOMIC_ACQUIRE))
      rg_run_not_run(&outcomes[i]);
    else
      run_case(sh, &sh->cases->v[i], &outcomes[i]);
    if (sh->o->fail_fast && outcomes[i].ran && !outcomes[i].verdict.passed)
      __atomic_store_n(q->stop, 1, __ATOMIC_RELEASE);
    __atomic_store_n(&q->done[i], 1, __ATOMIC_RELEASE);
    if (progress)
      progress(ctx, k, sh->cases->len, &outcomes[i]);
  }
}

/* A lane's end: its processes go, and what the shard carried from its
 * cases, so that the next lane starts as it would on any worker. */
static void lane_end(struct shard *sh)
{
  rg_child_stop(&sh->child, true);
  rg_child_stop(&sh->parked.child, true);
  memset(&sh->parked, 0, sizeof sh->parked);
  memset(&sh->leak, 0, sizeof sh->leak);
  sh->child_devices = sh->child_sms = sh->child_no_coop = 0;
  sh->last_part = -1;
}

int rg_run_shard(const struct rg_exercise *ex, const struct rg_case_list *cases,
                 const struct rg_run_opts *o, struct rg_outcome *outcomes,
                 struct rg_case_queue *q, int *crash_run, rg_progress_fn progress, void *ctx,
                 char **why)
{
  struct shard sh = { .ex = ex, .cases = cases, .o = o, .hung_part = -1, .last_part = -1 };
  if (shard_map(ex, cases, o, &sh.m, why) != 0)
    return -1;
  /* Once a case has hung, the other parts' cases get a shorter limit
   * (case_limit; on a GPU from the start where an earlier run hung):
   * profiled cases keep theirs, CUPTI's first use takes seconds. */
  const struct rg_run_backend *be = rg_run_backend_of(o);
  sh.hung_before = be->hang_lingers && o->stop_after_hang && o->hung_parts;
  /* A part whose process died in RG_CRASHES_TO_STOP cases in a row is not
   * run further: each crash costs a fresh process (a CUDA context on the
   * GPU), and 480 of them held an H200 for 81 s of a batch. */
  int own_run[RG_RUN_SHARED_INTS] = { 0 };
  sh.crash_run = crash_run ? crash_run : own_run;
  signal(SIGPIPE, SIG_IGN);
  if (be->worker_setup)
    be->worker_setup(o);

  /* A lane at a time (RG_RUN_LANES), in a process of its own: its units
   * (run_order.c: mostly a cheap case, then a costly one of the same part)
   * one after the other. */
  for (;;) {
    size_t lane = __atomic_fetch_add(q->next, 1, __ATOMIC_RELAXED);
    if (lane >= RG_RUN_LANES)
      break;
    for (size_t u = lane; u < q->nunits; u += RG_RUN_LANES)
      run_unit(&sh, q, u, outcomes, progress, ctx);
    lane_end(&sh);
  }
  rg_guard_unmap(sh.m.outs);
  rg_guard_unhide(sh.m.shm);
  munmap(sh.m.shm, sh.m.shm_len);
  return 0;
}
