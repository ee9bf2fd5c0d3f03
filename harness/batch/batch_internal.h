/* batch_internal.h — what the files of `reduce-grade batch` share among
 * themselves (batch.h is what the rest of the kit sees).  batch.c runs the
 * steps in order; each is a file of its own:
 *   batch_options.c     the command line
 *   batch_collect.c     the submissions: every entry of a class folder
 *   batch_ids.c         their ids, unique, and which entry got which
 *   batch_slurm.c       --slurm: a job array instead of grading here
 *   batch_protection.c  the sandbox, and what a grading may see
 *   batch_plan.c        keys, unchanged students skipped, work folders
 *   batch_glue.c        the glue built once, copied into each work folder
 *   batch_schedule.c    the gradings, several at a time
 *   batch_start.c       one grading's command line and limits
 *   batch_outcome.c     what a grading said, and the student's status
 *   batch_write.c       the student's files
 *   batch_gone.c        the results of entries no longer in the class moved aside
 *   batch_book.c        the class files (grades.csv, junit.xml) */
#ifndef RG_BATCH_INTERNAL_H
#define RG_BATCH_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "batch.h"
#include "batch_book.h"
#include "batch_json.h"
#include "batch_rubric.h"
#include "sandbox.h"

struct rg_exercise;

#define PRINTED_NAME "printed.txt" /* what the submission printed, beside its report */
/* The graded process's folder in the work folder: its working and temporary
 * folder, and under Landlock the only one it may write (guard.c), so that
 * the grading's build cache beside it, whose objects each new worker child
 * loads, is the grader's alone (tests/hostile/cache-object-rewrite.cu). */
#define RUN_DIR "run"

struct batch_opts {
  const struct rg_exercise *ex;
  const char *out;
  const char *rubric_path;
  const char *backend;   /* auto, gpu, emu */
  bool quick;
  const char *sizes;     /* --sizes LIST, passed on to each grading; NULL: the matrix */
  const char *timing_processes; /* --timing-processes K, passed on; NULL: the default */
  int jobs;
  double time_limit_s;   /* per submission, wall clock */
  double case_timeout_s; /* passed on as --timeout; 0: reduce-grade's default */
  const char *mem_limit; /* emulator: passed on as --memory-limit */
  uint64_t disk_limit;   /* a work folder's size, all files together (sandbox.h) */
  const char *seed;      /* --seed N, passed on to each grading; NULL: its default */
  bool slurm;
  const char *gres;      /* --slurm: the script's --gres (NULL: gpu:1 unless --backend emu) */
  int shards;
  int shard_k, shard_n;  /* --shard K/N; n == 0: all */
  char **args;
  size_t nargs;
  bool unprotected;      /* grade even where no sandbox engages (asked by name) */
  const char *level;     /* the protection level, in every result */
  const char *cgroup;    /* "v2", "v1" (a cgroup per grading) or "none" */
  bool disk_fs;          /* each work folder a tmpfs of the disk limit's size
                          * (work_fs.h), else the quota walks it */
  const char *hide[40];  /* what a grading must not see (sandbox.h) */
  const char *conceal[40]; /* the kit's private folders: hidden before keep */
  const char *keep[64];  /* what it needs to read (the tools' folders: batch_tools.c) */
  size_t keep_tools;     /* keep's entries from here on: the tools' (protection.txt) */
};

/* batch_options.c: fill o from `batch`'s command line (--help prints the
 * usage and exits).  Returns 0, or -1 after saying what is wrong; o->args
 * is to be freed either way. */
int rg_batch_parse_options(int argc, char **argv, struct batch_opts *o);

/* batch_ids.c: an entry's name (its first len bytes) as a path-safe id;
 * to free. */
char *rg_batch_safe_id(const char *name, size_t len);

/* batch_ids.c: sort v by id and make every id unique, letter case aside:
 * those several entries would share get "-K" and a note saying which
 * entry got which. */
void rg_batch_unique_ids(struct rg_submission *v, size_t n);

/* batch_ids.c: an entry's last path component quoted, as a report can
 * show it: well-formed UTF-8 kept, a control byte, a byte not UTF-8, '"'
 * and '\\' written \xHH.  To free. */
char *rg_batch_shown_name(const char *entry);

/* batch_collect.c: p's last path component (trailing '/' skipped; it
 * runs to the next '/' or the end). */
const char *rg_batch_base_name(const char *p);

/* batch_collect.c: is p a folder (following links: the instructor's
 * arguments are followed, the students' entries never are)? */
bool rg_batch_is_dir(const char *p);

/* batch_slurm.c: write DIR/batch.slurm for o (exe: this program; argv:
 * the command line, repeated in each task).  Returns an rg_exit code. */
int rg_batch_write_slurm(const struct batch_opts *o, const char *exe, int argc, char **argv);

/* batch_tools.c: the folders of the tools a grading runs (the C++
 * compiler, nvcc unless --backend emu: every link to each, its libraries,
 * the folders it reads) and the search lists' (PATH, LD_LIBRARY_PATH),
 * added to o->keep from *k on (o->hide and o->conceal set first).
 * Returns 0, or -1 after one line naming a folder a tool needs that no
 * grading may see (a home folder as a whole, the root, the class, the
 * kit's private folders), or that does not fit. */
int rg_batch_show_tools(struct batch_opts *o, size_t *k);

/* batch_protection.c: the uid the sandbox of the k-th job runs as. */
unsigned rg_batch_job_uid(size_t k);

/* batch_protection.c: with a uid of its own per job, kill every process
 * left under uid (daemons that left the grading's group, where no PID
 * namespace ends them) and remove its System V IPC objects; called before
 * a job starts and after it ends. */
void rg_batch_reap_uid(const struct rg_sandbox *sb, unsigned uid);

/* batch_start.c: a cgroup per grading where the machine lets the batch
 * make one (v2, else v1's cpu and pids): init once, before protection.txt
 * (sb->what says which, or that there is none; returns "v2", "v1" or
 * "none"); end after job uid's
 * grading, killing what is left in it; fini once all have ended. */
const char *rg_batch_cgroup_init(struct rg_sandbox *sb, int jobs);
/* Each grading's share of the cores, for its worker processes
 * (REDUCE_GRADE_WORKERS, kept in the sandbox's environment): `jobs`
 * gradings at once then run no more workers than there are cores, so a
 * hung case's limit, counted in the time it could run, is not stretched
 * by a classmate's workers (the class of 100's endless loop took 135 s
 * with two workers a grading on two cores, 60 s alone). */
void rg_batch_share_cores(int jobs);
void rg_batch_cgroup_end(unsigned uid);
void rg_batch_cgroup_fini(void);

/* batch_protection.c: detect the sandbox (into sb), set o->level and what
 * gradings may see (o->hide, o->keep), write DIR/protection.txt.  Returns
 * RG_EXIT_PASSED to go on, or RG_EXIT_NOT_ATTEMPTED when no sandbox can
 * engage and --unprotected was not given (nothing is graded). */
int rg_batch_protect(struct batch_opts *o, const char *exe, struct rg_sandbox *sb);

/* One submission to grade, from its plan to its files. */
struct batch_job {
  const struct rg_submission *sub;
  char *key;          /* hex */
  char *student_dir;  /* DIR/<id> */
  char *work;         /* /tmp/rg-batch-XXXXXX/<id>: the sandbox's only writable folder */
  char *log;          /* /tmp/rg-batch-XXXXXX/<id>.log: its stdout+stderr */
  int result_fd;      /* its results.json: a file with no name, handed over as
                       * descriptor 3, which the graded child never holds */
  char flags[160];
  unsigned uid;       /* the sandbox's uid (drop_uid) */
  bool own_fs;        /* work is mounted as its own tmpfs (o->disk_fs; from
                       * its first start until rg_batch_drop_work) */
  struct rg_sandbox_proc proc;
  enum { STAGE_WAITING, STAGE_COMPILING, STAGE_COMPILED, STAGE_GRADING, STAGE_DONE } stage;
};

/* batch_start.c: start job j's grading in its sandbox (warmup: the GPU's
 * compile-only run; emulator: its memory limits).  Returns 0, or -1 with
 * errno set. */
int rg_batch_start_job(const struct batch_opts *o, const struct rg_sandbox *sb, const char *exe,
                       struct batch_job *j, bool warmup, bool emulator);

/* What a grading said, as the batch reads it (batch_outcome.c). */
struct batch_outcome {
  struct rg_jv *res;  /* its results; NULL when it left none of its own */
  char *log;          /* what it printed, for the report (to free) */
  const char *status; /* passed, failed, compile-error, timeout, not-attempted, error, not-graded, disk-quota */
  char why[256];      /* the batch's line, when the status is one of the last three */
};

/* batch_outcome.c: read job j's grading, which ended as r. */
void rg_batch_read_outcome(const struct batch_opts *o, const struct batch_job *j,
                           const struct rg_sandbox_result *r, struct batch_outcome *out);

/* batch_write.c: after the sandbox, the student's files from what the
 * grading said (the rubric applied, .key last); fills meta.  Returns 0, or
 * -1 if a file could not be written. */
int rg_batch_finish_job(const struct batch_opts *o, const struct rg_rubric *rubric,
                        struct batch_job *j, const struct rg_sandbox_result *r,
                        struct rg_book_meta *meta);

/* batch_write.c: a submission that is not a plain file: a failed result
 * whose report says why, written like a graded one (the key last).
 * Returns 0, or -1 if a file could not be written. */
int rg_batch_refuse_job(const struct batch_opts *o, const struct rg_rubric *rubric,
                        const char *student_dir, const char *key, const char *why,
                        const struct rg_submission *sub, struct rg_book_meta *meta);

/* A class being graded: what the steps after the options share. */
struct batch_class {
  struct batch_opts *o;
  const struct rg_rubric *rubric;
  const char *exe;        /* this program, which each grading runs */
  struct rg_sandbox sb;
  bool gpu;               /* graded on the GPU, else on the emulator */
  char *workroot;         /* /tmp/rg-batch-XXXXXX: the work folders */
  char *glue;             /* emulator: the glue's folder in the kit's cache, or NULL */
  char *pch;              /* emulator: the precompiled shim's folder there, or NULL */
  bool glue_tried;        /* rg_batch_glue_build ran */
  struct batch_job *jobs; /* jobs[0..todo): to grade */
  size_t todo;
  size_t skipped;         /* unchanged since they were graded */
  size_t refused;         /* not graded (not plain .cu files, ...): refused, their
                           * files written */
  size_t failed;          /* could not be graded (a file, a start, a sandbox) */
  size_t done;            /* graded, their files written */
  size_t errors;          /* of those, an "error": the machine's, not the student's */
  size_t gone;            /* results of entries no longer in the class, moved aside */
  double t0;              /* when the gradings started */
};

/* batch_plan.c: the jobs of this run (its shard's, less the unchanged),
 * each with its work folder under a new c->workroot; the refused
 * submissions' files written at once.  Returns 0, or -1 after saying why
 * (nothing planned). */
int rg_batch_plan(struct batch_class *c, const struct rg_submission *subs, size_t nsubs);

/* batch_glue.c: on the emulator, the glue's object and the precompiled
 * shim built once (or found) in the kit's cache, c->glue and c->pch their
 * folders; NULL where one is not built here (each grading then builds its
 * own).  Runs once. */
void rg_batch_glue_build(struct batch_class *c);

/* batch_glue.c: a copy of c->glue and c->pch under cache (a work
 * folder's), named as a grading looks for them.  0 (also without them),
 * or -1. */
int rg_batch_glue_copy(const struct batch_class *c, const char *cache);

/* batch_gone.c: every student folder under dir (one with a .key or a
 * results.json) whose id is none of subs' (the whole class, every shard's)
 * moved to dir/.gone/ID (ID~2, ... where one is there), a line saying so
 * each, so that the class files rebuilt after are this class's rows and no
 * result is lost.  Returns the number moved; adds to *failed those that
 * could not be. */
size_t rg_batch_move_gone(const char *dir, const struct rg_submission *subs, size_t nsubs,
                          size_t *failed);

/* batch_plan.c: a graded job's work folder and log removed. */
void rg_batch_drop_work(const struct batch_job *j);

/* batch_plan.c: every work folder removed, the jobs freed. */
void rg_batch_unplan(struct batch_class *c);

/* batch_schedule.c: grade every planned job, each student's files written
 * as its grading ends, the tally in c kept. */
void rg_batch_grade(struct batch_class *c);

#endif
