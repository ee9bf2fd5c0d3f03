/* batch_protection.c — under which protection a class is graded: the
 * strongest sandbox this machine allows (sandbox.h), a uid of its own per
 * grading when the kit is readable by one, what a grading may see, and
 * DIR/protection.txt saying so. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "batch_internal.h"
#include "exitcode.h"
#include "rg_config.h"
#include "sandbox.h"
#include "util.h"

/* The uid a job's sandbox runs as: its own, so per-uid limits stay per job. */
unsigned rg_batch_job_uid(size_t k)
{
  return 200000u + (unsigned)k;
}

/* Can a uid of the sandbox's kind run the grader and read the kit? */
static bool other_uid_can_run(const char *exe)
{
  pid_t pid = fork();
  if (pid == 0) {
    const char *root = getenv("REDUCE_GRADE_ROOT");
    if (setgid(rg_batch_job_uid(0)) != 0 || setuid(rg_batch_job_uid(0)) != 0)
      _exit(1);
    char *glue = rg_strdupf("%s/harness/glue", root && *root ? root : RG_SOURCE_ROOT);
    _exit(access(exe, X_OK) == 0 && access(glue, R_OK | X_OK) == 0 ? 0 : 1);
  }
  int st = 0;
  return pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

static const char *dup_path(const char *p)
{
  char *r = p ? realpath(p, NULL) : NULL;
  return r; /* leaked deliberately: lives as long as the batch */
}

/* What a grading must not see (the class folders, --out, the other work
 * folders: sandbox.c hides them) and what it needs (the kit, the
 * compilers: kept visible, and under Landlock the only readable folders
 * beside the system's). */
static void set_visibility(struct batch_opts *o, const char *exe)
{
  size_t h = 0, k = 0;
  o->hide[h++] = o->out;
  for (size_t i = 0; i < o->nargs && h < 30; i++) { /* 4 more below */
    const char *p = dup_path(o->args[i]);
    if (p && !rg_batch_is_dir(p)) { /* a file: its folder holds the class */
      char *d = rg_strdupf("%s", p);
      char *slash = strrchr(d, '/');
      if (slash && slash != d)
        *slash = '\0';
      p = d;
    }
    if (p)
      o->hide[h++] = p;
  }
  /* The kit's public parts only: not its solutions, not its tests, not
   * the build cache (objects of solutions). */
  const char *roots[] = { RG_SOURCE_ROOT, getenv("REDUCE_GRADE_ROOT") };
  for (size_t r = 0; r < 2; r++) {
    if (!roots[r] || !*roots[r])
      continue;
    o->hide[h++] = rg_strdupf("%s/solutions", roots[r]);
    o->hide[h++] = rg_strdupf("%s/tests", roots[r]);
    o->keep[k++] = rg_strdupf("%s/harness", roots[r]);
    o->keep[k++] = rg_strdupf("%s/exercises", roots[r]);
    o->keep[k++] = rg_strdupf("%s/.deps", roots[r]);
  }
  o->hide[h] = NULL;
  o->keep[k++] = exe;
  if (getenv("CUDA_HOME") && *getenv("CUDA_HOME"))
    o->keep[k++] = getenv("CUDA_HOME");
  /* The compilers and their libraries, wherever PATH finds them. */
  const char *lists[] = { "PATH", "LD_LIBRARY_PATH" };
  for (size_t l = 0; l < 2; l++) {
    char *copy = rg_strdupf("%s", getenv(lists[l]) ? getenv(lists[l]) : "");
    char *save = NULL;
    for (char *t = strtok_r(copy, ":", &save); t && k < 39; t = strtok_r(NULL, ":", &save))
      if (t[0] == '/')
        o->keep[k++] = t; /* copy leaked deliberately, as above */
  }
  o->keep[k] = NULL;
}

/* DIR/protection.txt: the level, and what it means here. */
static void write_protection(const struct batch_opts *o, const struct rg_sandbox *sb)
{
  if (rg_mkdirs(o->out) != 0)
    return;
  char *text = rg_strdupf("%s\n%s\n", o->level, sb->what);
  char *path = rg_strdupf("%s/protection.txt", o->out);
  if (rg_write_file_atomic(path, text, strlen(text)) != 0)
    rg_warn("batch: %s: %s", path, strerror(errno));
  free(path);
  free(text);
}

int rg_batch_protect(struct batch_opts *o, const char *exe, struct rg_sandbox *sb)
{
  rg_sandbox_detect(sb);
  if (sb->drop_uid && !other_uid_can_run(exe)) {
    sb->drop_uid = false;
    snprintf(sb->what + strlen(sb->what), sizeof sb->what - strlen(sb->what),
             " (but as root: the kit is not readable by other users, so only the time "
             "limit bounds a fork bomb)");
  }
  o->level = rg_sandbox_level(sb);
  if (sb->kind == RG_SANDBOX_NONE && !o->unprotected) {
    /* A submission could then rewrite a classmate's work before it is
     * graded, or the results: not without the instructor's word. */
    rg_warn("batch: no sandbox can engage here: %s.  Refusing to grade the class "
            "unprotected; --unprotected grades it anyway (protection none in every result)",
            sb->what);
    return RG_EXIT_NOT_ATTEMPTED;
  }
  set_visibility(o, exe);
  write_protection(o, sb);
  return RG_EXIT_PASSED;
}
