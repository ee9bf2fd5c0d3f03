/* batch_slurm.c — `batch --slurm`: instead of grading, a Slurm job array
 * that grades the class in shards, each task this same command with
 * --shard K/N; batch-merge then builds the class files. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch_internal.h"
#include "exercise.h"
#include "exitcode.h"
#include "util.h"

/* s as one word for bash, whatever it holds: in single quotes, each
 * quote of its own as '\''. */
static char *shell_quote(const char *s)
{
  size_t n = 3;
  for (const char *p = s; *p; p++)
    n += *p == '\'' ? 4 : 1;
  char *q = malloc(n), *w = q;
  if (!q)
    abort();
  *w++ = '\'';
  for (const char *p = s; *p; p++) {
    if (*p == '\'') {
      memcpy(w, "'\\''", 4);
      w += 4;
    } else {
      *w++ = *p;
    }
  }
  *w++ = '\'';
  *w = '\0';
  return q;
}

/* The value of option name in argv (the last one given), or NULL. */
static const char *arg_value(int argc, char **argv, const char *name)
{
  const char *v = NULL;
  for (int i = 1; i + 1 < argc; i++)
    if (!strcmp(argv[i], name))
      v = argv[i + 1];
  return v;
}

/* Write DIR/batch.slurm: one array task per shard, each re-running this
 * command with --shard K/N, then a merge hint.  The GPU request follows
 * the backend: an emulator batch asks for none, which a CPU-only partition
 * would refuse; each task asks for as many CPUs as its --jobs grade at once
 * (4 when not given, and then each grades as many at once as it got).
 * The job runs in the folder this command ran in, so that relative paths
 * mean the same wherever sbatch is typed; a task that is killed or
 * requeued redoes only what it had not finished (.key), and its log goes
 * on after the first run's. */
int rg_batch_write_slurm(const struct batch_opts *o, const char *exe, int argc, char **argv)
{
  const char *gres = o->gres ? o->gres : strcmp(o->backend, "emu") ? "gpu:1" : "none";
  const char *jobs = arg_value(argc, argv, "--jobs");
  char cwd[4096];
  if (!getcwd(cwd, sizeof cwd)) {
    rg_warn("batch: the current folder: %s", strerror(errno));
    return RG_EXIT_FAILED;
  }
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) {
    rg_warn("batch: --slurm: cannot build the script in memory: %s", strerror(errno));
    return RG_EXIT_FAILED;
  }
  char *qcwd = shell_quote(cwd);
  char *log_dir = o->out[0] == '/' ? rg_strdupf("%s", o->out) : rg_strdupf("%s/%s", cwd, o->out);
  fprintf(f, "#!/bin/bash\n# Written by reduce-grade batch --slurm: grade %zu argument(s) of "
             "exercise %02d in %d shards.\n#SBATCH --job-name=reduce-grade-%02d\n"
             "#SBATCH --array=0-%d\n",
          o->nargs, o->ex->number, o->shards, o->ex->number, o->shards - 1);
  if (strcmp(gres, "none") != 0)
    fprintf(f, "#SBATCH --gres=%s\n", gres);
  fprintf(f, "#SBATCH --cpus-per-task=%s\n#SBATCH --requeue\n#SBATCH --open-mode=append\n"
             "#SBATCH --output=%s/.slurm-%%a.log\n"
             "# After every task: reduce-grade batch-merge %s\nset -eu\ncd %s\nexec ",
          jobs ? jobs : "4", log_dir, o->out, qcwd);
  free(qcwd);
  free(log_dir);
  char *q = shell_quote(exe);
  fputs(q, f);
  free(q);
  /* The shard (and the jobs) first: after a "--" every argument is a
   * submission. */
  fprintf(f, " batch --shard \"$SLURM_ARRAY_TASK_ID/%d\"", o->shards);
  if (!jobs)
    fputs(" --jobs \"${SLURM_CPUS_PER_TASK:-4}\"", f);
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--slurm"))
      continue;
    if (!strcmp(argv[i], "--shards") || !strcmp(argv[i], "--shard")) {
      i++;
      continue;
    }
    q = shell_quote(argv[i]);
    fprintf(f, " %s", q);
    free(q);
  }
  fputc('\n', f);
  fclose(f);
  char *path = rg_strdupf("%s/batch.slurm", o->out);
  int rc = rg_mkdirs(o->out) == 0 ? rg_write_file_atomic(path, buf, len) : -1;
  if (rc)
    rg_warn("batch: %s: %s", path, strerror(errno));
  else
    printf("wrote %s: sbatch it, then run reduce-grade batch-merge %s\n", path, o->out);
  free(path);
  free(buf);
  return rc ? RG_EXIT_FAILED : RG_EXIT_PASSED;
}
