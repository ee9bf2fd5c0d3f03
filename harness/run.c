/* run.c — run cases in a child process, with limits (see run.h). */
#define _GNU_SOURCE
#include "run.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "datagen.h"
#include "gpu_facts.h"
#include "guard.h"
#include "integrity.h"
#include "lines.h"
#include "batch_rubric.h"
#include "timed_check.h"
#include "simt/simt.h"
#include "util.h"

struct wire_cmd {
  int schedule;
  int profile;   /* emulator: the performance model; GPU: CUPTI counters */
  rg_job job;
};

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

struct child {
  pid_t pid;
  int cmd_fd;   /* parent writes commands */
  int reply_fd; /* parent reads replies */
};

/* Write or read exactly len bytes; -1 on error or EOF. */
static int write_all(int fd, const void *buf, size_t len)
{
  const char *p = buf;
  while (len > 0) {
    ssize_t w = write(fd, p, len);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return -1;
    p += w;
    len -= (size_t)w;
  }
  return 0;
}

static int read_all(int fd, void *buf, size_t len)
{
  char *p = buf;
  while (len > 0) {
    ssize_t r = read(fd, p, len);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      return -1;
    p += r;
    len -= (size_t)r;
  }
  return 0;
}

/* The build of the submission that keeps its branches (nvcc -G), loaded on
 * first use; NULL with why filled when it cannot be had. */
static rg_glue_run_fn branch_build(const struct rg_run_opts *o, char *why, size_t cap)
{
  static bool tried;
  static rg_glue_run_fn run;
  static char reason[200];
  if (!tried) {
    tried = true;
    void *h = o->branch_object ? dlopen(o->branch_object, RTLD_NOW | RTLD_LOCAL) : NULL;
    rg_glue_abi_fn abi = h ? (rg_glue_abi_fn)dlsym(h, "rg_glue_abi") : NULL;
    run = abi && abi() == RG_GLUE_ABI ? (rg_glue_run_fn)dlsym(h, "rg_glue_run") : NULL;
    snprintf(reason, sizeof reason, "%s",
             !o->branch_object ? (o->branch_why ? o->branch_why : "no build keeps the branches")
             : !h ? dlerror() : "the branch-keeping build could not be loaded");
  }
  snprintf(why, cap, "%s", reason);
  return run;
}

/* Run job once more with run, aside from the graded run, into *res.  The
 * graded run has written the output already: it is put aside, the output
 * region gets back what it held before that run (before, out_len bytes),
 * and after this run the graded output returns, so the checks never see
 * this run.  Returns -1 when out of memory (nothing ran). */
static int run_aside(rg_glue_run_fn run, const rg_job *graded, const void *before,
                     size_t out_len, rg_result *res)
{
  void *kept = malloc(out_len);
  if (!kept)
    return -1;
  memcpy(kept, graded->output, out_len);
  memcpy(graded->output, before, out_len);
  rg_job job = *graded;
  job.timed_reps = 0; /* one checked launch is what the counters describe */
  memset(res, 0, sizeof *res);
  run(&job, res);
  memcpy(graded->output, kept, out_len);
  free(kept);
  return 0;
}

/* Count job once more with the branch-keeping build, into *out. */
static void count_branches(const struct rg_run_opts *o, const rg_job *graded,
                           const void *before, size_t out_len, rg_cupti_begin_fn begin,
                           rg_cupti_end_fn end, rg_counters *out)
{
  char why[200];
  rg_glue_run_fn run = branch_build(o, why, sizeof why);
  if (!run) {
    out->status = RG_COUNTERS_UNSUPPORTED;
    snprintf(out->note, sizeof out->note, "%s", why);
    return;
  }
  rg_result res;
  if (begin(out) != RG_COUNTERS_OK)
    return;
  int rc = run_aside(run, graded, before, out_len, &res);
  end(out);
  if (rc != 0) {
    out->status = RG_COUNTERS_FAILED;
    snprintf(out->note, sizeof out->note, "out of memory for the branch-keeping run");
  } else if (res.status != RG_GLUE_OK) {
    out->status = RG_COUNTERS_FAILED;
    snprintf(out->note, sizeof out->note, "the branch-keeping build failed: %.150s",
             res.error);
  }
}

/* The SASS-metrics collector, loaded on first use; false with why filled
 * when it cannot be had. */
static bool lines_collector(const struct rg_run_opts *o, rg_lines_begin_fn *begin,
                            rg_lines_end_fn *end, char *why, size_t cap)
{
  static bool tried;
  static rg_lines_begin_fn b;
  static rg_lines_end_fn e;
  static char reason[200];
  if (!tried) {
    tried = true;
    void *h = o->lines_object ? dlopen(o->lines_object, RTLD_NOW | RTLD_LOCAL) : NULL;
    rg_lines_abi_fn abi = h ? (rg_lines_abi_fn)dlsym(h, "rg_lines_abi") : NULL;
    if (abi && abi() == RG_LINES_ABI) {
      *(void **)&b = dlsym(h, "rg_lines_begin");
      *(void **)&e = dlsym(h, "rg_lines_end");
    }
    snprintf(reason, sizeof reason, "%s",
             !o->lines_object ? (o->lines_why && o->lines_why[0] ? o->lines_why
                                                                 : "no SASS-metrics collector")
             : !h ? dlerror() : "the SASS-metrics collector is stale or lacks its entry points");
  }
  *begin = b;
  *end = e;
  snprintf(why, cap, "%s", reason);
  return b && e;
}

/* Lanes per source line of the submission, from one more run of the job
 * with the branch-keeping build under SASS metrics, into *out.
 *
 * Why the -G build: nvcc -O3 turns a short `if` into predicated
 * instructions that every lane issues, so its lanes look busy (only the
 * predicate says otherwise) and its instructions move between lines; -G
 * keeps each `if` of the source as a branch and each instruction on its
 * line, so the idle lanes land on the lines the student wrote, as in the
 * emulator's model, which follows the source's branches too.  A run of its
 * own: CUPTI cannot patch SASS while the range profiler is on, so the
 * counter collector lets go of it first (release). */
static void count_lines(const struct rg_run_opts *o, const rg_job *graded, const void *before,
                        size_t out_len, rg_cupti_release_fn release, rg_lines *out)
{
  char why[200];
  rg_glue_run_fn run = branch_build(o, why, sizeof why);
  rg_lines_begin_fn begin = NULL;
  rg_lines_end_fn end = NULL;
  if (run && !lines_collector(o, &begin, &end, why, sizeof why))
    run = NULL;
  if (!run || !o->lines_cubin) {
    out->status = RG_COUNTERS_UNSUPPORTED;
    snprintf(out->note, sizeof out->note, "%s",
             run ? "no cubin of the branch-keeping build" : why);
    return;
  }
  struct rg_line_table *t = malloc(sizeof *t);
  if (!t) {
    out->status = RG_COUNTERS_FAILED;
    snprintf(out->note, sizeof out->note, "out of memory for the line figures");
    return;
  }
  rg_lines_table_init(t, o->submission);
  if (release)
    release();
  char note[200] = "";
  rg_result res;
  int rc = begin(note, sizeof note);
  if (rc == RG_COUNTERS_OK) {
    int ran = run_aside(run, graded, before, out_len, &res);
    rc = end(o->lines_cubin, rg_lines_add, t, note, sizeof note);
    if (ran != 0 || (rc == RG_COUNTERS_OK && res.status != RG_GLUE_OK)) {
      rc = RG_COUNTERS_FAILED;
      snprintf(note, sizeof note, "the branch-keeping build failed: %.150s",
               ran != 0 ? "out of memory" : res.error);
    }
  }
  if (rc == RG_COUNTERS_OK) {
    rg_lines_finish(t, out);
    if (!out->note[0])
      snprintf(out->note, sizeof out->note, "%s", note);
  } else {
    out->status = rc;
    snprintf(out->note, sizeof out->note, "%s", note[0] ? note : "no reason given");
  }
  free(t);
}

/* The child: load the submission, then run commands until EOF. */
static void child_main(const struct rg_run_opts *o, int cmd_fd, int reply_fd)
{
  /* Output flooding: 64 MiB of files at most.  A multi-GPU exercise gets
   * 1 GiB: NCCL backs its intra-node transport with files in /dev/shm, and
   * this limit bounds those too. */
  rlim_t cap = o->device_count > 0 ? (rlim_t)1 << 30 : (rlim_t)64 << 20;
  struct rlimit fsize = { cap, cap };
  struct rlimit core = { 0, 0 };
  setrlimit(RLIMIT_FSIZE, &fsize);
  setrlimit(RLIMIT_CORE, &core);
  int log = open(o->output_log ? o->output_log : "/dev/null",
                 O_WRONLY | O_CREAT | O_APPEND, 0644);
  int null_in = open("/dev/null", O_RDONLY);
  if (log >= 0) {
    dup2(log, 1);
    dup2(log, 2);
  }
  if (null_in >= 0)
    dup2(null_in, 0);

  struct wire_reply reply;
  memset(&reply, 0, sizeof reply);
  void *h = dlopen(o->object, RTLD_NOW | RTLD_LOCAL);
  rg_glue_abi_fn abi = h ? (rg_glue_abi_fn)dlsym(h, "rg_glue_abi") : NULL;
  rg_glue_run_fn run = h ? (rg_glue_run_fn)dlsym(h, "rg_glue_run") : NULL;
  if (!abi || !run || abi() != RG_GLUE_ABI) {
    reply.res.status = RG_GLUE_BAD_JOB;
    reply.res.fatal = 1;
    snprintf(reply.res.error, sizeof reply.res.error,
             "the compiled submission could not be loaded: %s",
             h ? "stale glue ABI" : dlerror());
  }
  int (*cub)(int, int, const void *, void *, size_t) = NULL;
  if (o->cub_object) {
    void *ch = dlopen(o->cub_object, RTLD_NOW | RTLD_LOCAL);
    if (ch)
      *(void **)&cub = dlsym(ch, "rg_cub_reduce");
  }
  /* The CUPTI collector, loaded only when a case asks for counters. */
  rg_cupti_begin_fn counters_begin = NULL;
  rg_cupti_end_fn counters_end = NULL;
  rg_cupti_release_fn counters_release = NULL;
  bool counters_loaded = false;
  char counters_why[200] = "";
  if (o->backend == RG_BACKEND_EMU)
    simt_set_mem_limit(o->mem_limit);
  struct wire_cmd cmd;
  while (read_all(cmd_fd, &cmd, sizeof cmd) == 0) {
    if (reply.res.fatal) { /* could not load: say so for this case */
      write_all(reply_fd, &reply, sizeof reply);
      _exit(3);
    }
    memset(&reply, 0, sizeof reply);
    cmd.job.cub_reduce = cub;
    if (o->backend == RG_BACKEND_EMU) {
      /* The emulator stops a kernel still running shortly before this
       * process would be killed, and says where its threads are. */
      struct simt_options so = { .seed = o->seed, .schedule = cmd.schedule,
                                 .device_count = o->device_count, .perf = cmd.profile,
                                 .time_limit_s = o->case_timeout_s > 4
                                                     ? 0.9 * o->case_timeout_s - 1 : 0 };
      simt_configure(&so);
      simt_case_begin(); /* CUDA state stays from case to case, as on a GPU */
    }
    bool counting = cmd.profile && o->backend == RG_BACKEND_GPU;
    if (counting && !counters_loaded) {
      counters_loaded = true;
      void *ch = o->cupti_object ? dlopen(o->cupti_object, RTLD_NOW | RTLD_LOCAL) : NULL;
      if (ch) {
        *(void **)&counters_begin = dlsym(ch, "rg_cupti_begin");
        *(void **)&counters_end = dlsym(ch, "rg_cupti_end");
        *(void **)&counters_release = dlsym(ch, "rg_cupti_release");
      }
      snprintf(counters_why, sizeof counters_why, "%s",
               !o->cupti_object ? (o->cupti_why ? o->cupti_why : "no CUPTI collector")
               : !ch ? dlerror() : "the CUPTI collector lacks its entry points");
    }
    if (counting) {
      reply.has_counters = 1;
      if (!counters_begin || !counters_end) {
        reply.counters.status = RG_COUNTERS_UNSUPPORTED;
        snprintf(reply.counters.note, sizeof reply.counters.note, "%s", counters_why);
        counting = false;
      } else if (counters_begin(&reply.counters) != RG_COUNTERS_OK) {
        counting = false;
      }
    }
    /* The divergence figures come from a second run, of the -G build,
     * which the checks never see: what the output region held before the
     * graded run is kept for it. */
    size_t out_len = cmd.job.out_bytes + cmd.job.canary_bytes;
    void *before = counting && o->branch_object != NULL ? malloc(out_len) : NULL;
    if (before)
      memcpy(before, cmd.job.output, out_len);
    run(&cmd.job, &reply.res);
    if (counting)
      counters_end(&reply.counters);
    /* A -G build that failed to compile is reported (branch_why), not
     * silently left out. */
    if (counting && reply.counters.status == RG_COUNTERS_OK && !reply.res.fatal &&
        (o->branch_object || (o->branch_why && o->branch_why[0]))) {
      reply.has_branch_counters = 1;
      if (before || !o->branch_object) {
        count_branches(o, &cmd.job, before, out_len, counters_begin, counters_end,
                       &reply.branch_counters);
      } else {
        reply.branch_counters.status = RG_COUNTERS_FAILED;
        snprintf(reply.branch_counters.note, sizeof reply.branch_counters.note,
                 "out of memory for the branch-keeping run");
      }
      /* The lines that waste lanes: one more run of the -G build. */
      if (before && (o->lines_object || (o->lines_why && o->lines_why[0]))) {
        reply.has_lines = 1;
        count_lines(o, &cmd.job, before, out_len, counters_release, &reply.lines);
      }
    }
    free(before);
    if (o->backend == RG_BACKEND_EMU) {
      simt_case_end();
      simt_diag_take(reply.diag, sizeof reply.diag);
      if (o->gpu_role) /* a GPU run finds none of these */
        reply.diag[0] = '\0';
      if (cmd.profile) {
        reply.has_perf = simt_perf_summary(&reply.perf) > 0;
        simt_perf_take(reply.perf_text, sizeof reply.perf_text);
      }
    }
    fflush(NULL);
    if (write_all(reply_fd, &reply, sizeof reply) != 0 || reply.res.fatal)
      _exit(0);
  }
  _exit(0);
}

/* In the child, before the submission is loaded: see guard.h. */
static void guard_child(const struct rg_run_opts *o, int cmd_fd, int reply_fd)
{
  bool emu = o->backend == RG_BACKEND_EMU;
  uint64_t devices = o->device_count > 1 ? (uint64_t)o->device_count : 1;
  /* No device budget (single mode): the machine's memory is the cap. */
  uint64_t ram = (uint64_t)sysconf(_SC_PHYS_PAGES) * (uint64_t)sysconf(_SC_PAGESIZE);
  uint64_t cap = !emu ? 0 : o->mem_limit ? o->mem_limit * devices + ((uint64_t)8 << 30) : ram;
  /* Where it may write: its folder, devices, its temporary folder, and
   * where its output goes; not the grader's build cache. */
  char cwd[4096] = ".";
  if (!getcwd(cwd, sizeof cwd))
    snprintf(cwd, sizeof cwd, ".");
  const char *tmp = getenv("TMPDIR");
  char *log_dir = o->output_log ? strdup(o->output_log) : NULL;
  char *slash = log_dir ? strrchr(log_dir, '/') : NULL;
  if (slash)
    *slash = '\0';
  const char *writable[] = { cwd, "/dev", tmp && *tmp ? tmp : "/tmp",
                             slash ? log_dir : NULL, NULL };
  char why[200];
  bool nccl = !emu && o->device_count > 1;
  if (rg_guard_child(cmd_fd, reply_fd, emu, nccl, cap, writable, why, sizeof why) != 0) {
    fprintf(stderr, "reduce-grade: %s\n", why);
    _exit(3);
  }
}

static int child_start(const struct rg_run_opts *o, struct child *c)
{
  int cmd[2], rep[2];
  if (pipe2(cmd, O_CLOEXEC) != 0)
    return -1;
  if (pipe2(rep, O_CLOEXEC) != 0) {
    close(cmd[0]);
    close(cmd[1]);
    return -1;
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    close(cmd[0]), close(cmd[1]), close(rep[0]), close(rep[1]);
    return -1;
  }
  if (pid == 0) {
    setpgid(0, 0); /* killed as a group, with whatever it spawned */
    close(cmd[1]);
    close(rep[0]);
    signal(SIGPIPE, SIG_DFL);
    guard_child(o, cmd[0], rep[1]);
    child_main(o, cmd[0], rep[1]);
  }
  setpgid(pid, pid);
  close(cmd[0]);
  close(rep[1]);
  c->pid = pid;
  c->cmd_fd = cmd[1];
  c->reply_fd = rep[0];
  return 0;
}

/* End the child (if alive) and return how it ended, as waitpid's status. */
static int child_stop(struct child *c, bool kill_it)
{
  int status = 0;
  if (c->pid <= 0)
    return 0;
  close(c->cmd_fd);
  close(c->reply_fd);
  if (kill_it)
    kill(-c->pid, SIGKILL);
  while (waitpid(c->pid, &status, 0) < 0 && errno == EINTR)
    ;
  kill(-c->pid, SIGKILL); /* anything it left behind in its group */
  c->pid = 0;
  return status;
}

/* Wait for a reply for up to timeout_s.  Returns 1 if one arrived, 0 on
 * timeout, -1 if the child ended first. */
static int await_reply(struct child *c, struct wire_reply *r, double timeout_s)
{
  struct pollfd pfd = { .fd = c->reply_fd, .events = POLLIN };
  double deadline = rg_now() + timeout_s;
  for (;;) {
    double left = deadline - rg_now();
    if (left <= 0)
      return 0;
    int rc = poll(&pfd, 1, (int)(left * 1000) + 1);
    if (rc < 0 && errno == EINTR)
      continue;
    if (rc == 0)
      return 0;
    return read_all(c->reply_fd, r, sizeof *r) == 0 ? 1 : -1;
  }
}

static void describe_end(int status, char *buf, size_t cap)
{
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    const char *hint = sig == SIGSEGV ? " (a bad pointer in host code?)"
                     : sig == SIGXFSZ ? " (it printed more than 64 MiB)"
                     : sig == SIGABRT ? " (abort() or a failed assert)" : "";
    const char *name = sigabbrev_np(sig);
    snprintf(buf, cap, "the program was killed by SIG%s%s", name ? name : "?", hint);
  } else if (WIFEXITED(status)) {
    snprintf(buf, cap, "the program exited with status %d in the middle of the "
             "case (host code must not call exit())", WEXITSTATUS(status));
  } else {
    snprintf(buf, cap, "the program ended unexpectedly");
  }
}

/* Turn the glue's report and the emulator's diagnoses into causes. */
static void add_glue_causes(struct rg_outcome *out)
{
  struct rg_verdict *v = &out->verdict;
  if (out->glue.status != RG_GLUE_OK) {
    rg_verdict_add(v, RG_CAUSE_CUDA_ERROR);
    snprintf(v->detail, sizeof v->detail, "%s", out->glue.error);
  }
  for (const char *line = out->diag; *line;) {
    int cause = rg_cause_from_line(line);
    if (cause >= 0) {
      bool first = v->passed || (out->glue.status != RG_GLUE_OK && !(v->causes & ~(1u << RG_CAUSE_CUDA_ERROR)));
      rg_verdict_add(v, (enum rg_cause)cause);
      if (first) {
        const char *eol = strchr(line, '\n');
        snprintf(v->detail, sizeof v->detail, "%.*s",
                 (int)(eol ? eol - line : (long)strlen(line)), line);
      }
    }
    const char *eol = strchr(line, '\n');
    if (!eol)
      break;
    line = eol + 1;
  }
}

/* The run on fresh data after the timed runs (GPU): checked against the
 * fresh input; the same output as the checked run is a replayed result. */
static void check_fresh(const struct rg_exercise *ex, const struct rg_case *c,
                        const char *checked_out, const void *fresh_in, const void *fresh_out,
                        size_t out_bytes, struct rg_verdict *v)
{
  struct rg_verdict f;
  memset(&f, 0, sizeof f);
  if (rg_check(ex, c, fresh_in, fresh_out, out_bytes, 0, &f))
    return;
  if (rg_integrity_replay(&f, fresh_out, checked_out, out_bytes, "after the timed runs")) {
    bool first = v->passed;
    v->causes |= f.causes;
    v->passed = false;
    if (first)
      snprintf(v->detail, sizeof v->detail, "%s", f.detail);
    return;
  }
  bool first = v->passed;
  v->causes |= f.causes;
  v->passed = false;
  if (first)
    snprintf(v->detail, sizeof v->detail, "on fresh data after the timed runs: %.700s",
             f.detail);
}

static double cpu_baseline_us(const void *input, enum rg_dtype t, size_t n)
{
  double best = 0;
  volatile double sink = 0;
  /* Best of 3; once past 2^26 elements a single run is long enough to be
   * steady (and three of 2^31 took ten seconds). */
  int reps = n > ((size_t)1 << 26) ? 1 : 3;
  for (int rep = 0; rep < reps; rep++) {
    double t0 = rg_now();
    double s = 0;
    if (t == RG_F32) {
      float f = 0; /* the seed's CPU baseline: a float loop */
      for (size_t i = 0; i < n; i++)
        f += ((const float *)input)[i];
      s = f;
    } else {
      for (size_t i = 0; i < n; i++)
        s += ((const double *)input)[i];
    }
    sink += s;
    double us = (rg_now() - t0) * 1e6;
    if (rep == 0 || us < best)
      best = us;
  }
  (void)sink;
  return best;
}

/* Bytes kept at most for the outputs of a case's timed runs (each is
 * checked against its own input afterwards, timed_check.h): RG_MAX_PAIRS
 * outputs, fewer when one is large (a softmax of 2^24 elements: 24). */
#define RG_TIMED_OUT_BYTES ((size_t)1536 << 20)

/* How many timed outputs of out_bytes each are kept. */
static int timed_outputs_cap(size_t out_bytes)
{
  size_t cap = out_bytes ? RG_TIMED_OUT_BYTES / out_bytes : RG_MAX_PAIRS;
  return cap < 1 ? 1 : cap > RG_MAX_PAIRS ? RG_MAX_PAIRS : (int)cap;
}

/* Bytes of shared memory for the timed outputs of these cases (GPU only). */
static size_t timed_outputs_bytes(const struct rg_exercise *ex, const struct rg_case_list *cases,
                                  const struct rg_run_opts *o)
{
  size_t most = 0;
  for (size_t i = 0; o->backend == RG_BACKEND_GPU && i < cases->len; i++) {
    const struct rg_case *c = &cases->v[i];
    const struct rg_part *p = &ex->parts[c->part];
    size_t b = rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block);
    if (c->timed && p->family != RG_FAM_MULTI && (size_t)timed_outputs_cap(b) * b > most)
      most = (size_t)timed_outputs_cap(b) * b;
  }
  return most;
}

/* The timing half of a timed GPU case's job: the variants its runs read,
 * where their outputs go, and when the glue may stop timing (timing.cuh):
 * the ×CUB ratio's 95% interval narrower than 2% of it and clear of the
 * exercise's default tier boundaries, or 3 s of pairs. */
static void timed_setup(const struct rg_exercise *ex, const struct rg_case *c,
                        const struct rg_run_opts *o, void *in_buf, void *timed_out,
                        rg_job *job)
{
  int cap = timed_outputs_cap(job->out_bytes);
  job->timed_outputs = timed_out;
  job->outputs_cap = cap;
  job->max_reps = cap; /* every timed run's output is kept, so checked */
  if (job->timed_reps > cap)
    job->timed_reps = cap;
  job->time_cap_s = 3.0;
  job->ci_target = 0.02;
  struct rg_rubric r;
  rg_rubric_default(&r);
  rg_rubric_default_tiers(&r, ex->number);
  job->ntiers = (int)(r.ntiers < 8 ? r.ntiers : 8);
  for (int t = 0; t < job->ntiers; t++)
    job->tier_at[t] = r.tiers[t].ratio;
  rg_rubric_free(&r);
  /* Places no submission can predict from the grading's seed (which may
   * be the default): fresh random bits per case.  Honest code gives the
   * same verdict whatever they are. */
  uint64_t secret = 0;
  if (getrandom(&secret, sizeof secret, 0) != (ssize_t)sizeof secret)
    secret = (uint64_t)rg_now() * 1e9;
  rg_timed_variants(ex, c, job->input ? in_buf : NULL,
                    rg_integrity_fresh_seed(o->seed ^ secret ^ (uint64_t)c->n, 1 + c->part), job);
}

/* After a timed GPU case: every timed output against its own input. */
static void timed_verdict(const struct rg_exercise *ex, const struct rg_case *c,
                          void *in_buf, const rg_job *job, const rg_result *res,
                          const void *timed_out, struct rg_verdict *v)
{
  if (res->status != RG_GLUE_OK || !job->timed_outputs || !job->input)
    return;
  rg_timed_check(ex, c, in_buf, job, job->output, timed_out, res->outputs_kept, res->copies, v);
}

/* Seconds a GPU case may take once another case of the grading has hung. */
#define RG_AFTER_HANG_S 10.0
/* Crashes in a row after which the rest of a part is not run. */
#define RG_CRASHES_TO_STOP 3

/* crash_run[part] (the first RG_CRASH_PARTS parts): that part's cases that
 * crashed since the last one of it that did not.  Shared by the shards of
 * one grading, so that a part whose every case crashes is stopped however
 * its cases are dealt out among the workers (counted per worker, the stop
 * depended on that deal: batch-hostile failed once on a 16-core machine). */
#define RG_CRASH_PARTS 32

/* Run cases first, first + step, first + 2·step, ... one after the other in
 * one child at a time.  outcomes[i] gets case i's.  crash_run: the shared
 * counts above, or NULL for counts of this shard alone. */
static int run_shard(const struct rg_exercise *ex, const struct rg_case_list *cases,
                     const struct rg_run_opts *o, struct rg_outcome *outcomes,
                     size_t first, size_t step, int *crash_run, rg_progress_fn progress,
                     void *ctx, char **why)
{
  /* One shared region, big enough for the largest case. */
  size_t in_max = 0, out_max = 0;
  for (size_t i = 0; i < cases->len; i++) {
    const struct rg_case *c = &cases->v[i];
    const struct rg_part *p = &ex->parts[c->part];
    /* A far input is built by the glue on the device: no host copy. */
    size_t in_b = c->kind == RG_DATA_FAR ? 0 : c->n * rg_dtype_size(p->dtype);
    size_t out_b = rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block);
    in_max = in_b > in_max ? in_b : in_max;
    out_max = out_b > out_max ? out_b : out_max;
  }
  size_t canary = RG_CANARIES * 8;
  /* Then a fresh input and its output (timed GPU cases), and the last
   * correct output (replay checks).  Pages never touched cost nothing. */
  size_t in_al = (in_max + 63) & ~(size_t)63, out_al = (out_max + canary + 63) & ~(size_t)63;
  /* The inputs (and the last right output) in a mapping the graded child
   * sees read-only, the outputs (and the timed runs' outputs) in one it may
   * write (guard.h): the checks read only what the child cannot rewrite. */
  size_t region = 2 * in_al + out_al;
  size_t outs_len = 2 * out_al + timed_outputs_bytes(ex, cases, o);
  char *shm = rg_guard_map(region, false);
  char *outs = shm ? rg_guard_map(outs_len, true) : NULL;
  if (!outs) {
    *why = rg_strdupf("cannot map %zu bytes for the cases: %s", region + outs_len,
                      strerror(errno));
    rg_guard_unmap(shm);
    return -1;
  }
  char *in_buf = shm;
  char *out_buf = outs;
  char *fresh_in = shm + in_al;
  char *fresh_out = outs + out_al;
  char *last_ok = fresh_in + in_al; /* the previous case's output, if right */
  char *timed_out = fresh_out + out_al; /* the timed runs' outputs (timed_setup) */
  int last_part = -1;
  size_t last_bytes = 0;

  struct child child = { 0 };
  int hung_part = -1;
  /* On the GPU, once a case has hung, the other parts' cases get a shorter
   * limit: a checked case there ends in well under a second once its
   * process is up, and an endless submission (4 parts in 07) would
   * otherwise hold the one GPU of a batch for 4 full limits.  Profiled
   * cases keep theirs: CUPTI's first use takes seconds. */
  bool hung_before = o->backend == RG_BACKEND_GPU && o->stop_after_hang && o->hung_parts;
  /* A part whose process died in RG_CRASHES_TO_STOP cases in a row is not
   * run further: each crash costs a fresh process (a CUDA context on the
   * GPU), and 480 of them held an H200 for 81 s of a batch. */
  int own_run[RG_CRASH_PARTS] = { 0 };
  if (!crash_run)
    crash_run = own_run;
  int schedules = o->backend == RG_BACKEND_EMU ? (o->schedules > 0 ? o->schedules : 2) : 1;
  signal(SIGPIPE, SIG_IGN);
  int rc = 0;

  for (size_t i = first; i < cases->len; i += step) {
    const struct rg_case *c = &cases->v[i];
    const struct rg_part *p = &ex->parts[c->part];
    struct rg_outcome *out = &outcomes[i];
    memset(out, 0, sizeof *out);
    out->verdict.passed = true;
    if (c->part == hung_part || (o->stop_after_hang && c->part < 32 &&
                                 (o->hung_parts >> c->part & 1))) {
      out->verdict.passed = false;
      out->verdict.causes = 1u << RG_CAUSE_TIMEOUT;
      snprintf(out->verdict.detail, sizeof out->verdict.detail,
               "not run: an earlier case of %s hung", p->symbol);
      if (progress)
        progress(ctx, i, cases->len, out);
      continue;
    }
    if (o->stop_after_hang && ((c->part < RG_CRASH_PARTS &&
                                __atomic_load_n(&crash_run[c->part], __ATOMIC_RELAXED) >=
                                    RG_CRASHES_TO_STOP) ||
                               (c->part < RG_CRASH_PARTS && (o->crashed_parts >> c->part & 1)))) {
      out->verdict.passed = false;
      out->verdict.causes = 1u << RG_CAUSE_CRASH;
      snprintf(out->verdict.detail, sizeof out->verdict.detail,
               "not run: %d cases of %s in a row crashed", RG_CRASHES_TO_STOP, p->symbol);
      if (progress)
        progress(ctx, i, cases->len, out);
      continue;
    }
    size_t elem = rg_dtype_size(p->dtype);
    size_t out_bytes = rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block);
    bool far = c->kind == RG_DATA_FAR;
    if (!far)
      rg_datagen(in_buf, p->dtype, c->n, c->kind, o->seed);
    bool timed = c->timed && o->backend == RG_BACKEND_GPU;
    if (timed)
      rg_datagen(fresh_in, p->dtype, c->n, c->kind, rg_integrity_fresh_seed(o->seed, 1));
    double t0 = rg_now();
    out->ran = true;
    int case_schedules = c->one_schedule ? 1 : schedules;
    for (int s = 0; s < case_schedules && out->verdict.passed; s++) {
      /* Later schedules get fresh data: a result kept from the first run
       * and replayed is then wrong, and its output equals the first one. */
      if (s > 0) {
        memcpy(fresh_out, out_buf, out_bytes);
        if (!far)
          rg_datagen(in_buf, p->dtype, c->n, c->kind, rg_integrity_fresh_seed(o->seed, s));
      }
      if (child.pid == 0 && child_start(o, &child) != 0) {
        /* Out of processes: most likely the submission's own doing (a fork
         * bomb under a process limit).  A failed case, not a harness error. */
        rg_verdict_add(&out->verdict, RG_CAUSE_CRASH);
        snprintf(out->verdict.detail, sizeof out->verdict.detail,
                 "could not start a process for this case (%s): has the code "
                 "started processes that are still running?", strerror(errno));
        break;
      }
      memset(out_buf, 0, out_bytes + canary);
      /* The model is measured once, in the forward schedule. */
      struct wire_cmd cmd = { .schedule = s,
                              .profile = c->profile && s == 0 };
      rg_job *job = &cmd.job;
      job->abi = RG_GLUE_ABI;
      job->part = c->part;
      job->dtype = p->dtype;
      job->n = c->n;
      job->rows = c->rows;
      job->cols = c->cols;
      job->block = c->block;
      job->grid = rg_part_grid(p, c->n, c->block);
      job->items_per_thread = p->items_per_thread;
      job->input = far ? NULL : in_buf;
      if (far)
        job->far_points = (int)rg_far_points_for(p->family, c->n, job->far_at, job->far_value);
      job->in_offset = c->in_offset;
      rg_sentinel(p, job->sentinel);
      job->output = out_buf;
      job->out_bytes = out_bytes;
      job->canary_bytes = RG_CANARIES * elem;
      job->timed_reps = timed ? o->timed_reps : 0;
      job->input_fresh = timed ? fresh_in : NULL;
      job->output_fresh = timed ? fresh_out : NULL;
      job->warmup_reps = o->warmup_reps;
      job->cub_baseline = o->cub_object != NULL;
      job->device_count = o->device_count;
      if (timed && p->family != RG_FAM_MULTI)
        timed_setup(ex, c, o, in_buf, timed_out, job);

      struct wire_reply reply;
      memset(&reply, 0, sizeof reply);
      /* Counting replays every kernel once per counter pass, and CUPTI's
       * first use in a process takes seconds: a profiled case gets longer,
       * and longer again when the -G build runs too (twice with the lines). */
      double limit = !(cmd.profile && o->backend == RG_BACKEND_GPU) ? o->case_timeout_s
                     : o->lines_object ? 8 * o->case_timeout_s
                     : o->branch_object ? 6 * o->case_timeout_s : 4 * o->case_timeout_s;
      bool shortened = hung_before && !cmd.profile && limit > RG_AFTER_HANG_S;
      if (shortened)
        limit = RG_AFTER_HANG_S;
      int got = write_all(child.cmd_fd, &cmd, sizeof cmd) == 0
                    ? await_reply(&child, &reply, limit) : -1;
      if (got == 1) {
        out->glue = reply.res;
        if (reply.has_perf) {
          out->has_perf = true;
          out->perf = reply.perf;
          snprintf(out->perf_text, sizeof out->perf_text, "%s", reply.perf_text);
        }
        if (reply.has_counters) {
          out->has_counters = true;
          out->counters = reply.counters;
        }
        if (reply.has_branch_counters) {
          out->has_branch_counters = true;
          out->branch_counters = reply.branch_counters;
        }
        if (reply.has_lines) {
          out->has_lines = true;
          out->lines = reply.lines;
        }
        snprintf(out->diag + strlen(out->diag), sizeof out->diag - strlen(out->diag),
                 "%s%s", reply.diag, reply.res.notes);
        if (reply.res.status == RG_GLUE_OK) {
          rg_check(ex, c, in_buf, out_buf, out_bytes, job->canary_bytes, &out->verdict);
          if (s > 0)
            rg_integrity_replay(&out->verdict, out_buf, fresh_out, out_bytes,
                                "the second schedule");
          else if (c->part == last_part && out_bytes == last_bytes)
            rg_integrity_replay(&out->verdict, out_buf, last_ok, out_bytes,
                                "the previous case's");
          rg_integrity_host_copy(&out->verdict, reply.res.input_to_host, c->n * elem);
          /* Only the first schedule: on fresh data, a replayed result that
           * happens to be right is the replay's to name, not this. */
          if (s == 0)
            rg_integrity_no_launch(&out->verdict, reply.res.launches, c->n);
        }
        add_glue_causes(out);
        /* the emulator stopped a kernel at its time limit: a hang, as if killed */
        if (o->stop_after_hang && (out->verdict.causes >> RG_CAUSE_TIMEOUT & 1))
          hung_part = c->part;
        if (reply.res.status == RG_GLUE_OK && reply.res.fresh_ran)
          check_fresh(ex, c, out_buf, fresh_in, fresh_out, out_bytes, &out->verdict);
        if (timed && p->family != RG_FAM_MULTI && out->verdict.passed)
          timed_verdict(ex, c, in_buf, job, &reply.res, timed_out, &out->verdict);
        if (reply.res.status == RG_GLUE_OK && reply.res.timed_results_differ) {
          rg_verdict_add(&out->verdict, RG_CAUSE_UNSTABLE);
          if (out->verdict.passed || !out->verdict.detail[0])
            snprintf(out->verdict.detail, sizeof out->verdict.detail,
                     "the timed runs gave a different result than the checked run "
                     "on the same data: a race, or state kept between launches");
        }
        if (reply.res.fatal)
          child_stop(&child, false);
      } else if (got == 0) {
        child_stop(&child, true);
        rg_verdict_add(&out->verdict, RG_CAUSE_TIMEOUT);
        snprintf(out->verdict.detail, sizeof out->verdict.detail,
                 "did not finish within %.0f s%s (a kernel or loop that never ends?)",
                 limit, shortened ? ", the limit after an earlier case hung" : "");
        if (o->stop_after_hang) {
          hung_part = c->part;
          hung_before = o->backend == RG_BACKEND_GPU;
        }
      } else {
        int status = child_stop(&child, false);
        if (!rg_guard_attacked(status, &out->verdict)) {
          rg_verdict_add(&out->verdict, RG_CAUSE_CRASH);
          describe_end(status, out->verdict.detail, sizeof out->verdict.detail);
        }
      }
    }
    out->seconds = rg_now() - t0;
    bool crashed = (out->verdict.causes >> RG_CAUSE_CRASH & 1) ||
                   (out->verdict.causes >> RG_CAUSE_ATTACKED_GRADER & 1);
    if (c->part < RG_CRASH_PARTS) {
      if (crashed)
        __atomic_add_fetch(&crash_run[c->part], 1, __ATOMIC_RELAXED);
      else
        __atomic_store_n(&crash_run[c->part], 0, __ATOMIC_RELAXED);
    }
    last_part = out->verdict.passed ? c->part : -1;
    last_bytes = out_bytes;
    if (out->verdict.passed)
      memcpy(last_ok, out_buf, out_bytes);
    if (c->timed && out->verdict.passed && o->backend == RG_BACKEND_GPU &&
        p->dtype != RG_I32)
      out->cpu_us = cpu_baseline_us(in_buf, p->dtype, c->n);
    if (progress)
      progress(ctx, i, cases->len, out);
  }
  child_stop(&child, true);
  rg_guard_unmap(outs);
  rg_guard_unmap(shm);
  return rc;
}

/* Run cases in `workers` processes at once, each the sequential loop of
 * run_shard with its own child; outcomes come back through shared memory. */
static int run_sharded(const struct rg_exercise *ex, const struct rg_case_list *cases,
                       const struct rg_run_opts *o, struct rg_outcome *outcomes,
                       int workers, rg_progress_fn progress, void *ctx, char **why)
{
  if ((size_t)workers > cases->len)
    workers = cases->len > 0 ? (int)cases->len : 1;
  if (workers <= 1)
    return run_shard(ex, cases, o, outcomes, 0, 1, NULL, progress, ctx, why);

  /* Several shards, each a process of its own running the sequential loop
   * above with its own child; outcomes come back through shared memory. */
  size_t bytes = cases->len * sizeof *outcomes;
  struct rg_outcome *shared = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                                   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  unsigned char *done = mmap(NULL, cases->len, PROT_READ | PROT_WRITE,
                             MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  int *crash_run = mmap(NULL, RG_CRASH_PARTS * sizeof *crash_run, PROT_READ | PROT_WRITE,
                        MAP_SHARED | MAP_ANONYMOUS, -1, 0); /* zero-filled */
  if (shared == MAP_FAILED || done == MAP_FAILED || crash_run == MAP_FAILED) {
    *why = rg_strdupf("cannot map memory for the outcomes: %s", strerror(errno));
    return -1;
  }
  /* The workers' outcomes are theirs: no graded child maps them. */
  rg_guard_hide(shared, bytes);
  rg_guard_hide(done, cases->len);
  rg_guard_hide(crash_run, RG_CRASH_PARTS * sizeof *crash_run);
  memset(done, 0, cases->len);
  fflush(NULL);
  pid_t pids[16];
  int started = 0;
  for (int k = 0; k < workers && k < 16; k++) {
    pid_t pid = fork();
    if (pid == 0) {
      char *err = NULL;
      /* Only shard 0 reports progress: one writer on the terminal. */
      int rc = run_shard(ex, cases, o, shared, (size_t)k, (size_t)workers, crash_run,
                         k == 0 ? progress : NULL, ctx, &err);
      for (size_t i = (size_t)k; i < cases->len; i += (size_t)workers)
        done[i] = 1;
      _exit(rc == 0 ? 0 : 3);
    }
    if (pid < 0)
      break;
    pids[started++] = pid;
  }
  int rc = 0;
  /* Shards whose process could not be forked run here, one after another. */
  for (int k = started; k < workers; k++) {
    char *err = NULL;
    if (run_shard(ex, cases, o, shared, (size_t)k, (size_t)workers, crash_run, NULL, NULL,
                  &err) != 0)
      rc = -1;
    free(err);
    for (size_t i = (size_t)k; i < cases->len; i += (size_t)workers)
      done[i] = 1;
  }
  for (int k = 0; k < started; k++) {
    int status = 0;
    while (waitpid(pids[k], &status, 0) < 0 && errno == EINTR)
      ;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
      rc = -1;
  }
  memcpy(outcomes, shared, bytes);
  for (size_t i = 0; i < cases->len; i++)
    if (!done[i])
      rc = -1;
  if (rc != 0)
    *why = rg_strdupf("a grading worker process failed (out of memory or processes?)");
  rg_guard_unhide(shared);
  rg_guard_unhide(done);
  rg_guard_unhide(crash_run);
  munmap(shared, bytes);
  munmap(done, cases->len);
  munmap(crash_run, RG_CRASH_PARTS * sizeof *crash_run);
  return rc;
}

/* Does case c need the GPU to itself: timed, profiled, or so large that several at
 * once could run out of device or host memory? */
static bool runs_alone(const struct rg_exercise *ex, const struct rg_case *c)
{
  size_t bytes = c->n * rg_dtype_size(ex->parts[c->part].dtype);
  /* A profiled case too: the device's counters serve one profiling
   * process at a time, and a second one at once is refused
   * (CUPTI_ERROR_HARDWARE_BUSY: seen on an H200 with two parts). */
  return c->timed || c->profile || bytes > ((size_t)1 << 30);
}

/* The cases for which runs_alone() equals `alone`, and where each came from. */
static int pick_cases(const struct rg_exercise *ex, const struct rg_case_list *all, bool alone,
                      struct rg_case_list *out, size_t *from)
{
  out->v = malloc((all->len ? all->len : 1) * sizeof *out->v);
  out->len = 0;
  out->cap = all->len;
  if (!out->v)
    return -1;
  for (size_t i = 0; i < all->len; i++)
    if (runs_alone(ex, &all->v[i]) == alone) {
      from[out->len] = i;
      out->v[out->len++] = all->v[i];
    }
  return 0;
}

int rg_run_all(const struct rg_exercise *ex, const struct rg_case_list *cases,
               const struct rg_run_opts *o, struct rg_outcome *outcomes,
               rg_progress_fn progress, void *ctx, char **why)
{
  int workers = o->workers > 1 ? o->workers : 1;
  rg_guard_grader();
  if (o->backend != RG_BACKEND_GPU || workers == 1) {
    int rc = run_sharded(ex, cases, o, outcomes, workers, progress, ctx, why);
    rg_guard_sweep(); /* what the graded children left behind ends here */
    return rc;
  }

  /* On the GPU, the checked-only cases share the device (a few contexts at
   * once: correctness does not care, and the host's data generation and
   * checking run in parallel); the timed and the huge cases run afterwards,
   * one at a time, so that no timing ever shares the device and no two
   * gigabyte inputs compete for its memory. */
  struct rg_case_list part[2] = { { 0 }, { 0 } };
  size_t *from[2] = { calloc(cases->len + 1, sizeof(size_t)),
                      calloc(cases->len + 1, sizeof(size_t)) };
  struct rg_outcome *got = calloc(cases->len + 1, sizeof *got);
  int rc = -1;
  if (!from[0] || !from[1] || !got || pick_cases(ex, cases, false, &part[0], from[0]) ||
      pick_cases(ex, cases, true, &part[1], from[1])) {
    *why = rg_strdupf("out of memory");
    goto out;
  }
  rc = 0;
  /* A part that hung among the shared cases is not run again alone: its
   * timed and profiled cases would each wait out their own time limit
   * (8 x 30 s for a profiled case of an endless loop, seen on an H200). */
  struct rg_run_opts alone = *o;
  for (int t = 0; t < 2 && rc == 0; t++) {
    if (part[t].len == 0)
      continue;
    rc = run_sharded(ex, &part[t], t == 0 ? o : &alone, got, t == 0 ? workers : 1, progress,
                     ctx, why);
    for (size_t i = 0; rc == 0 && i < part[t].len; i++) {
      outcomes[from[t][i]] = got[i];
      unsigned bit = part[t].v[i].part < 32 ? 1u << part[t].v[i].part : 0;
      if (got[i].ran && (got[i].verdict.causes >> RG_CAUSE_TIMEOUT & 1))
        alone.hung_parts |= bit;
      if (!got[i].ran && (got[i].verdict.causes >> RG_CAUSE_CRASH & 1))
        alone.crashed_parts |= bit; /* a part stopped for its crashes */
    }
  }
out:
  rg_guard_sweep();
  rg_cases_free(&part[0]);
  rg_cases_free(&part[1]);
  free(from[0]);
  free(from[1]);
  free(got);
  return rc;
}

int rg_gpu_probe(char *why, size_t cap, size_t *bytes)
{
  if (bytes)
    *bytes = 0;
  fflush(NULL);
  int fds[2];
  if (pipe(fds) != 0) {
    snprintf(why, cap, "cannot probe for a GPU: %s", strerror(errno));
    return 0;
  }
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    int count = -1;
    size_t mem = 0;
    char msg[200] = "";
    struct rg_gpu_facts facts = { 0 };
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h) {
      snprintf(msg, sizeof msg, "no CUDA driver (libcuda.so.1 not found)");
    } else {
      int (*init)(unsigned) = NULL;
      int (*get_count)(int *) = NULL;
      *(void **)&init = dlsym(h, "cuInit");
      *(void **)&get_count = dlsym(h, "cuDeviceGetCount");
      int err = init ? init(0) : -1;
      if (err != 0)
        snprintf(msg, sizeof msg, "the CUDA driver found no usable GPU (cuInit error %d)", err);
      else if (!get_count || get_count(&count) != 0 || count <= 0)
        snprintf(msg, sizeof msg, "the CUDA driver reports no GPU");
      int (*get_dev)(int *, int) = NULL;
      int (*total_mem)(size_t *, int) = NULL;
      *(void **)&get_dev = dlsym(h, "cuDeviceGet");
      *(void **)&total_mem = dlsym(h, "cuDeviceTotalMem_v2");
      int dev = 0;
      if (count > 0 && get_dev && total_mem && get_dev(&dev, 0) == 0 && total_mem(&mem, dev) != 0)
        mem = 0;
      if (count > 0)
        rg_gpu_facts_read(h, dev, &facts); /* the architecture check's (arch.h) */
    }
    if (count < 0)
      count = 0;
    if (write(fds[1], &count, sizeof count) < 0 ||
        write(fds[1], &mem, sizeof mem) < 0 ||
        write(fds[1], msg, sizeof msg) < 0 || write(fds[1], &facts, sizeof facts) < 0)
      _exit(1);
    _exit(0);
  }
  close(fds[1]);
  int count = 0;
  size_t mem = 0;
  char msg[200] = "the GPU probe failed";
  struct rg_gpu_facts facts = { 0 };
  struct pollfd pfd = { .fd = fds[0], .events = POLLIN };
  if (pid > 0 && poll(&pfd, 1, 30000) == 1 && read_all(fds[0], &count, sizeof count) == 0 &&
      read_all(fds[0], &mem, sizeof mem) == 0 && read_all(fds[0], msg, sizeof msg) == 0)
    read_all(fds[0], &facts, sizeof facts);
  else
    count = 0;
  if (bytes && count > 0)
    *bytes = mem;
  if (count > 0)
    rg_gpu_facts_keep(&facts);
  close(fds[0]);
  if (pid > 0) {
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
  }
  if (count <= 0)
    snprintf(why, cap, "%s", msg);
  return count;
}
