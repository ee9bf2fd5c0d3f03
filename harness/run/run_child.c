/* run_child.c — the graded child: guarded (guard.h), it loads the compiled
 * submission and runs each case the grader sends through the glue, until
 * the grader closes the pipe.  The GPU and the emulator differ here only in
 * what is called around the glue: their tables (run_backend.h). */
#define _GNU_SOURCE
#include "run_internal.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#if __has_include(<sys/single_threaded.h>)
#include <sys/single_threaded.h>
#endif
#include <unistd.h>

#include "env_pin.h"
#include "guard.h"
#include "run_backend.h"
#include "seed.h"
#include "wire_guard.h"
#include "seccomp_lock.h"
#include "sealed_objects.h"

/* CUB's reduction (the GPU's timing baseline), as the job carries it. */
typedef int (*cub_reduce_fn)(int, int, const void *, void *, size_t);

/* Limits, and where the child reads and writes: nothing in, its output
 * to the log. */
static void child_files(const struct rg_run_opts *o)
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
}

/* The submission's entry point; when it cannot be loaded, reply says so
 * (fatal), and is the answer to the first case. */
static rg_glue_run_fn load_submission(const struct rg_run_opts *o, struct wire_reply *reply)
{
  void *h = dlopen(o->object, RTLD_NOW | RTLD_LOCAL);
  rg_glue_abi_fn abi = h ? (rg_glue_abi_fn)dlsym(h, "rg_glue_abi") : NULL;
  rg_glue_run_fn run = h ? (rg_glue_run_fn)dlsym(h, "rg_glue_run") : NULL;
  if (!abi || !run || abi() != RG_GLUE_ABI) {
    reply->res.status = RG_GLUE_BAD_JOB;
    reply->res.fatal = 1;
    snprintf(reply->res.error, sizeof reply->res.error,
             "the compiled submission could not be loaded: %s",
             h ? "stale glue ABI" : dlerror());
  }
  return run;
}

static cub_reduce_fn load_cub(const struct rg_run_opts *o)
{
  cub_reduce_fn cub = NULL;
  if (o->cub_object) {
    void *ch = dlopen(o->cub_object, RTLD_NOW | RTLD_LOCAL);
    if (ch)
      *(void **)&cub = dlsym(ch, "rg_cub_reduce");
  }
  return cub;
}

/* The child: load the submission, then run commands until EOF. */
static void child_main(const struct rg_run_opts *o, int cmd_fd, int reply_fd)
{
  struct wire_reply reply;
  memset(&reply, 0, sizeof reply);
  /* The backend first: the submission's static initialisers, which run as
   * it loads, must see the device the grading models and its memory cap. */
  const struct rg_run_backend *be = rg_run_backend_of(o);
  be->child_setup(o);
  /* The grader's switches for the profilers, before any code of the
   * submission can change them (env_pin.h). */
  rg_env_pin_keep();
#if __has_include(<sys/single_threaded.h>)
  /* glibc's note that no second thread was ever started: true in the
   * emulator's child, false on a GPU once the driver starts its own, a
   * tell the submission reads with no call (libc-single-threaded-hides-race.cu).
   * False on both: libstdc++ then takes its atomic path everywhere. */
  __libc_single_threaded = 0;
#endif
  rg_glue_run_fn run = load_submission(o, &reply);
  cub_reduce_fn cub = load_cub(o);
  /* The CUPTI collector, loaded only when a case asks for counters. */
  struct counter_collector counters = { 0 };
  struct wire_cmd cmd;
  while (rg_wire_read(cmd_fd, &cmd, sizeof cmd) == 0) {
    if (rg_inputs_receive(cmd_fd, &cmd.job) != 0)
      _exit(3);
    /* A profiled case runs the submission again aside, after the graded
     * run (run_profile.c), from the same job: its input stays until the
     * case ends.  Every other case of the grading is run without it, so a
     * submission reading it here cannot pass: that is the verdict's part. */
    if (cmd.profile)
      cmd.job.inputs_taken = NULL;
    if (reply.res.fatal) { /* could not load: say so for this case */
      rg_wire_write(reply_fd, &reply, sizeof reply);
      _exit(3);
    }
    memset(&reply, 0, sizeof reply);
    cmd.job.cub_reduce = cub;
    struct rg_case_scope scope = { 0 };
    be->case_begin(o, &cmd, &counters, &scope, &reply);
    run(&cmd.job, &reply.res);
    be->case_end(o, &cmd, &counters, &scope, &reply);
    rg_inputs_taken();
    fflush(NULL);
    if (rg_wire_write(reply_fd, &reply, sizeof reply) != 0 || reply.res.fatal)
      _exit(0);
  }
  _exit(0);
}

/* In the child, before the submission is loaded: see guard.h. */
static void guard_child(const struct rg_run_opts *o, int cmd_fd, int reply_fd)
{
  const struct rg_run_backend *be = rg_run_backend_of(o);
  /* No device budget (single mode, and always on a GPU): the machine's
   * memory is the cap, so that a host allocation past it fails in the
   * submission instead of driving the machine out of memory.  The CUDA
   * driver's address-space reservations are not private writable memory:
   * RLIMIT_DATA leaves them alone where RLIMIT_AS would break the driver. */
  uint64_t ram = (uint64_t)sysconf(_SC_PHYS_PAGES) * (uint64_t)sysconf(_SC_PAGESIZE);
  uint64_t cap = be->memory_cap(o, ram);
  /* Where it may write: its folder, /dev/null, its temporary folder; not
   * the grader's build cache.  A batch runs it in a work folder of its
   * own, where its output goes too.  A single grading's output goes to a
   * folder of its own (grade_run.c): that is its working and temporary
   * folder, not the one the grader was started in (the kit's root, the
   * build and its cache below it) nor a TMPDIR that may hold them. */
  char cwd[4096] = ".";
  char *log_dir = o->output_log ? strdup(o->output_log) : NULL;
  char *slash = log_dir ? strrchr(log_dir, '/') : NULL;
  if (slash) {
    *slash = '\0';
    if (chdir(log_dir) == 0)
      setenv("TMPDIR", log_dir, 1);
  }
  if (!getcwd(cwd, sizeof cwd))
    snprintf(cwd, sizeof cwd, ".");
  const char *tmp = getenv("TMPDIR");
  /* Of /dev only its null file: /dev/shm is memory no cap counts, and a
   * file left there outlived a single grading (devshm-balloon.cu). */
  const char *writable[] = { cwd, "/dev/null", tmp && *tmp ? tmp : "/tmp", NULL };
  /* REDUCE_GRADE_NO_LANDLOCK=1: no Landlock, as on a GPU or a kernel
   * without it (the kit's tests of what must hold without it); it only
   * lowers the protection, and the grader's environment is not the
   * submission's to set. */
  const char *no_ll = getenv("REDUCE_GRADE_NO_LANDLOCK");
  bool landlock = !(no_ll && strcmp(no_ll, "1") == 0);
  char why[200];
  bool nccl = !be->emulated && o->device_count > 1;
  /* The pipes, and the sealed copies of the objects it loads. */
  _Static_assert(RG_GUARD_KEEP == 3 + RG_SEALED_MAX, "guard.h: keep's room");
  int keep[RG_GUARD_KEEP] = { cmd_fd, reply_fd, rg_child_diag_fd };
  rg_sealed_objects_fds(keep + 3);
  if (rg_guard_child(keep, be->emulated, nccl, cap, landlock ? writable : NULL, why,
                     sizeof why) != 0) {
    fprintf(stderr, "reduce-grade: %s\n", why);
    _exit(3);
  }
}

int rg_child_diag_fd = -1;

void rg_child_run(const struct rg_run_opts *o, int cmd_fd, int reply_fd, int diag_fd)
{
  rg_seed_forget(); /* a secret seed: gone before any submitted code runs */
  /* The pipes where no program the child starts opens a file of its own
   * (wire_guard.h): just under the usual limit of 1024 descriptors. */
  struct rlimit nofile = { 0 };
  int top = getrlimit(RLIMIT_NOFILE, &nofile) == 0 && nofile.rlim_cur < 1024
              ? (int)nofile.rlim_cur : 1024;
  cmd_fd = rg_wire_move(cmd_fd, top - 2);
  reply_fd = rg_wire_move(reply_fd, top - 3);
  rg_child_diag_fd = rg_wire_move(diag_fd, top - 4);
  /* 0-2 set before the filter (guard.c), which then keeps them there. */
  child_files(o);
  guard_child(o, cmd_fd, reply_fd);
  char why[200];
  if (rg_wire_guard(cmd_fd, reply_fd, rg_child_diag_fd, why, sizeof why) != 0 ||
      rg_seccomp_lock(why, sizeof why) != 0) {
    fprintf(stderr, "reduce-grade: %s\n", why);
    _exit(3);
  }
  child_main(o, cmd_fd, reply_fd);
}
