/* sandbox.h — run an untrusted grading in isolation: own folder, resource
 * limits, a scrubbed environment, and where the system allows it mount,
 * network and PID namespaces with the whole filesystem read-only except the
 * submission's folder.  The batch is its one user (batch_protection.c,
 * batch_start.c, batch_schedule.c); proc.h is the plain runner. */
#ifndef RG_SANDBOX_H
#define RG_SANDBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

enum rg_sandbox_kind {
  RG_SANDBOX_NONE,       /* rlimits, own folder and scrubbed env only */
  RG_SANDBOX_NAMESPACES, /* + no network, read-only filesystem, own PID space */
  RG_SANDBOX_USERNS,     /* the same in a user namespace: no privilege needed */
  RG_SANDBOX_LANDLOCK,   /* file access confined by Landlock (no namespaces) */
};

struct rg_sandbox {
  enum rg_sandbox_kind kind;
  bool drop_uid;         /* run as nobody (root only): RLIMIT_NPROC then binds */
  char what[768];        /* one line for the instructor: which protection */
};

/* Probe once, in throwaway children, what isolation this system allows, the
 * strongest first: unshare(2) of mount+network+PID namespaces (root or
 * CAP_SYS_ADMIN) and a switch to another uid; the same inside a new user
 * namespace (unprivileged); Landlock; else none.  Fills sb; never fails. */
void rg_sandbox_detect(struct rg_sandbox *sb);

/* The protection level, one word for every result: "full" (namespaces, a
 * uid of its own), "namespaces" (namespaces, the batch's uid), "userns",
 * "landlock", "none".  Every level adds the graded child's seccomp filter
 * (guard.h). */
const char *rg_sandbox_level(const struct rg_sandbox *sb);

struct rg_sandbox_limits {
  double wall_s;         /* whole process tree killed after this */
  long cpu_s;            /* RLIMIT_CPU, per process */
  long long fsize;       /* RLIMIT_FSIZE, bytes */
  long nproc;            /* RLIMIT_NPROC (per uid; binds only off root) */
  long long as_bytes;    /* RLIMIT_AS; 0: unlimited (the GPU driver needs that) */
  long long disk_bytes;  /* the work folder's size on disk, all files together
                          * (RLIMIT_FSIZE bounds one): past it the tree is
                          * killed; 0: no quota */
};

struct rg_sandbox_job {
  char *const *argv;     /* argv[0] an absolute path */
  const char *workdir;   /* cwd and HOME; the only writable place (plus binds) */
  const char *log_path;  /* stdout+stderr (opened by the parent, before isolation) */
  const char *const *binds; /* pairs src, dst: extra writable binds; NULL-ended */
  const char *const *hide; /* folders the job must not see (the class, --out,
                          * the other work folders): an empty tmpfs over each;
                          * NULL-ended */
  const char *const *conceal; /* the kit's folders it must not see (its build
                          * folders, solutions, tests, .git): hidden before
                          * keep is shown again, so that the grader's own
                          * program, inside a build folder, stays; NULL-ended */
  const char *const *keep; /* folders it needs to read (the kit, compilers):
                          * shown again if a hidden folder covered them, and
                          * the only readable ones beside the system's under
                          * Landlock; NULL-ended */
  const char *const *cgroups; /* cgroup folders the job joins first (its CPU
                          * share and process cap as a whole); NULL-ended */
  int result_fd;         /* >= 0: handed to the job as descriptor 3 (its result,
                          * in a file it has no path to); -1: none */
  bool own_fs;           /* workdir is a file system of its own (work_fs.h), its
                          * size the kernel's to keep: the quota asks its statfs
                          * at every poll instead of walking it twice a second */
  unsigned uid;          /* with drop_uid: run as this uid and gid (0: nobody);
                          * one per concurrent job, so that RLIMIT_NPROC of a
                          * fork bomb does not starve its neighbours */
  struct rg_sandbox_limits lim;
};

struct rg_sandbox_proc {
  pid_t pid;             /* leader of the process group */
  double t0, deadline;
  char workdir[4096];    /* measured for the quota, from outside */
  long long disk_bytes;
  bool own_fs;           /* the job's own_fs */
  double next_disk_check;
};

struct rg_sandbox_result {
  bool exited;           /* normal exit: status is the code */
  int status;            /* exit code, or signal number */
  bool timed_out;        /* the wall clock killed it */
  bool over_disk;        /* its folder grew past the quota: killed (or, if it
                          * had ended, found so at its end) */
  double seconds;
};

/* Start job under sb.  Returns 0 and fills p, or -1 with errno set. */
int rg_sandbox_start(const struct rg_sandbox *sb, const struct rg_sandbox_job *job,
                     struct rg_sandbox_proc *p);

/* Has p finished?  Returns 1 and fills r when it has (killing the whole
 * group first if its wall clock ran out), 0 while it runs; never blocks. */
int rg_sandbox_poll(struct rg_sandbox_proc *p, struct rg_sandbox_result *r);

/* Kill p's whole process tree now and reap it. */
void rg_sandbox_kill(struct rg_sandbox_proc *p);

/* The environment a grading gets: PATH, HOME=home, LANG=C, TMPDIR=home/tmp
 * (created by the sandbox), REDUCE_GRADE_CACHE=home/cache, and CUDA_HOME,
 * NO_COLOR, REDUCE_GRADE_ROOT, REDUCE_GRADE_WORKERS, REDUCE_GRADE_CXX and
 * LD_LIBRARY_PATH when set here.  A fresh NULL-ended array. */
char **rg_sandbox_env(const char *home);
void rg_sandbox_env_free(char **env);

#endif
