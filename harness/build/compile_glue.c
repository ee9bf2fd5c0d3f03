/* compile_glue.c — the glue's object of a build (see compile_internal.h).
 * It never depends on the submission: dispatch.cu only declares the entry
 * points, which entry.cu defines (compile_sources.c).  So it is built once
 * per dispatch.cu and options (exercises whose parts are alike share it),
 * in a folder of the cache that the builds of every submission share, and
 * linked by each; a grading pays for the submission's object and the link
 * alone. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "proc.h"
#include "util.h"

/* Writes the glue's sources and compiles them into glue_tmp, then moves it
 * into place: a grader that finds glue.o finds it whole. */
static int build_glue(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                      const struct build *b, struct rg_compile_result *res)
{
  if (rg_compile_write_glue(ex, o, b, res) != 0)
    return -1;
  char *log = rg_strdupf("%s/glue.log", b->glue_dir);
  unlink(log);
  struct cmd c;
  rg_compile_command(ex, o, b, RG_STEP_GLUE, &c);
  struct rg_proc_result pr = { 0 };
  int started = rg_compile_run((char *const *)c.argv, log, o->timeout_s, &pr);
  rg_compile_command_free(&c);
  if (started == 0 && pr.exited && pr.status != 0 && b->pch && rg_compile_pch_refused(log)) {
    struct build text = *b; /* the shim as text: this clang will not read the header */
    text.pch = NULL;
    unlink(log);
    rg_compile_command(ex, o, &text, RG_STEP_GLUE, &c);
    started = rg_compile_run((char *const *)c.argv, log, o->timeout_s, &pr);
    rg_compile_command_free(&c);
  }
  int rc = 0;
  if (started != 0 || !pr.exited || pr.status != 0 || pr.timed_out ||
      rename(b->glue_tmp, b->glue_obj) != 0) {
    res->summary = started != 0
        ? rg_strdupf("cannot run %s: %s", o->compiler, strerror(errno))
        : rg_strdupf("the grader's glue did not compile for exercise %02d (a fault of the "
                     "kit's, not of the submission): see %s", ex->number, log);
    unlink(b->glue_tmp);
    rc = -1;
  }
  free(log);
  return rc;
}

int rg_compile_glue(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                    const struct build *b, struct rg_compile_result *res)
{
  if (rg_mkdirs(b->glue_dir) != 0) {
    res->summary = rg_strdupf("cannot create %s: %s", b->glue_dir, strerror(errno));
    return -1;
  }
  int lock = rg_compile_lock(b->glue_dir);
  int rc = rg_is_file(b->glue_obj) ? 0 : build_glue(ex, o, b, res);
  if (lock >= 0)
    close(lock);
  return rc;
}

char *rg_compile_glue_ready(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                            char *why, size_t cap)
{
  char *dispatch = rg_compile_dispatch(ex);
  struct build b = { .glue_dir = rg_compile_glue_dir(ex, dispatch, o) };
  free(dispatch);
  b.dispatch_path = rg_strdupf("%s/dispatch.cu", b.glue_dir);
  b.glue_obj = rg_strdupf("%s/glue.o", b.glue_dir);
  b.glue_tmp = rg_strdupf("%s/glue.o.tmp.%ld", b.glue_dir, (long)getpid());
  struct rg_compile_result res = { 0 };
  char *dir = NULL;
  if (rg_compile_glue(ex, o, &b, &res) == 0) {
    dir = b.glue_dir;
    b.glue_dir = NULL;
  } else {
    snprintf(why, cap, "%s", res.summary ? res.summary : "the glue was not built");
  }
  rg_compile_result_free(&res);
  free(b.glue_dir);
  free(b.dispatch_path);
  free(b.glue_obj);
  free(b.glue_tmp);
  return dir;
}
