/* grade_compile.c — the third stage: the graded build, and beside it, in
 * child processes that fill the compile cache, the emulator's build for
 * the checked run, the -G build and the GPU's extra builds (see
 * grade_stages.h). */
#define _DEFAULT_SOURCE
#include "grade_stages.h"

#include <errno.h>
#include <signal.h>
#include <sys/prctl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "checked.h"
#include "exitcode.h"
#include "rg_config.h"
#include "run_backend.h"
#include "toolchain.h"
#include "util.h"

/* Start a build of src in a child process, whose only effect is the object
 * it leaves in the compile cache (the -G build, the emulator's build for
 * the checked run); -1 if not started. */
static pid_t compile_early(const struct rg_exercise *ex, const char *src,
                           const struct rg_compile_opts *co, bool keep_branches)
{
  fflush(NULL);
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid == 0) {
    /* The grader gone (SIGKILL too), this build goes, and its compiler
     * with it (proc.c, on_stop). */
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != parent)
      _exit(0);
    struct rg_compile_opts bo = *co;
    struct rg_compile_result r = { 0 };
    bo.keep_branches = keep_branches;
    bo.verbose = false;
    rg_compile(ex, src, &bo, &r);
    _exit(0);
  }
  return pid;
}

static void await_child(pid_t pid)
{
  if (pid > 0)
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
      ;
}

/* A build's refusal (harness/build/compile_refusals.c, compile_symbols.c):
 * code the grader chose not to take, as against code the emulator cannot
 * build.  On a GPU the checked build's refusal is the verdict: else a file
 * could make the emulator's build refuse it (a cycle counter, a thread) and
 * so turn the checks off. */
static bool refused(const char *summary)
{
  static const char *const tags[] = { "error: instrumentation-off:", "error: reads-clock:",
                                      "error: forbidden-call:", "error: glue-symbol:",
                                      "error: backend-test:", "error: forbidden-include:",
                                      "error: device-long-double:",
                                      "error: uninitialised-read:" };
  /* A host thread is refused by the emulator only (it runs host code on
   * one thread); on a GPU one thread per device is NCCL's own pattern. */
  if (summary && strstr(summary, "starts a host thread"))
    return false;
  for (size_t i = 0; summary && i < sizeof tags / sizeof tags[0]; i++)
    if (strstr(summary, tags[i]))
      return true;
  return false;
}

/* The emulator's build of the same file, for the checked run: made, its
 * refusal (code the emulator cannot see) the grading's verdict too, or the
 * line saying which checks were not made. */
static void compile_checked(struct grade_state *s)
{
  struct rg_grading *g = &s->g;
  int cc = rg_compile(s->ex, s->abs, &s->cco, &s->checked_build);
  if (cc == 0) {
    g->checks_made = 1;
    /* clang's warnings beside nvcc's: the front ends warn of different
     * things (compile_warnings.c). */
    rg_compile_warnings_merge(&g->compile, &s->checked_build);
  } else if (cc == 1 && refused(s->checked_build.summary)) {
    /* Not a way round the checks on a GPU: refused as on the emulator. */
    rg_compile_result_free(&g->compile);
    g->compile = s->checked_build;
    s->checked_build = (struct rg_compile_result){ 0 };
  } else {
    snprintf(s->checks_why, sizeof s->checks_why, RG_CHECKED_WHAT " were not checked: the "
             "emulator's build failed: %.200s",
             s->checked_build.summary ? s->checked_build.summary : "no reason");
    g->checks_made = 0;
    g->checks_note = s->checks_why;
  }
}

/* The graded build, and beside it the emulator's build for the checked
 * run (GPU), the -G build and the GPU's extra builds, in child processes
 * that fill the compile cache.  A compile error is a verdict; a harness
 * failure ends the grading. */
int rg_grade_compile(struct grade_state *s)
{
  const struct rg_cli *cli = s->cli;
  struct rg_grading *g = &s->g;
  /* REDUCE_GRADE_CACHE: the batch's sandbox gives each grading a cache of
   * its own (under Landlock it cannot bind one over the shared cache). */
  const char *own_cache = getenv("REDUCE_GRADE_CACHE");
  s->cache = own_cache && own_cache[0] == '/' ? rg_strdupf("%s", own_cache)
                                              : rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  s->co = (struct rg_compile_opts){ .backend = g->backend, .source_root = rg_source_root(),
                                    .cache_dir = s->cache, .arch = s->arch,
                                    .compiler = s->compiler, .timeout_s = 300,
                                    .verbose = cli->verbose };
  if (s->nccl.include[0]) {
    s->co.nccl_include = s->nccl.include;
    s->co.nccl_libdir = s->nccl.libdir;
    s->co.nccl_lib = s->nccl.lib;
  }
  s->cco = (struct rg_compile_opts){ .backend = RG_BACKEND_EMU, .source_root = rg_source_root(),
                                     .cache_dir = s->cache, .compiler = s->checker,
                                     .timeout_s = 300, .verbose = cli->verbose };
  g->compiled = true;
  if (s->empty) {
    g->compile.summary = rg_strdupf("%s is empty: there is nothing to compile", s->abs);
    return GO_ON;
  }
  pid_t early = -1, early_checked = -1, extras = -1;
  /* The -G build and the collectors that counting needs (CUB's baseline
   * with them), built while the submission is. */
  if (rg_run_backend_for(g->backend)->counts && !s->req && (cli->profile || !cli->nsizes)) {
    early = compile_early(s->ex, s->abs, &s->co, true);
    extras = rg_compile_extras_start(&s->co); /* CUB, CUPTI: cached after once */
  }
  if (s->checker && !s->gpu_role)
    early_checked = compile_early(s->ex, s->abs, &s->cco, false);
  int crc = rg_compile(s->ex, s->abs, &s->co, &g->compile);
  await_child(early);
  await_child(early_checked);
  await_child(extras);
  if (crc < 0) {
    rg_warn("%s", g->compile.summary);
    return RG_EXIT_FAILED;
  }
  if (s->checker && g->compile.ok)
    compile_checked(s);
  return GO_ON;
}
