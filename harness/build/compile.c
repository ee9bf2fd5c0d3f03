/* compile.c — build a submission into a loadable object (see compile.h):
 * found in the cache, or its sources written, refused or compiled under
 * limits (the submission's object, the glue's, the names the first may
 * define, the two linked), and what the build left read back.  The other
 * files of the compile: compile_internal.h. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"
#include "front_end.h"
#include "constant_size.h"
#include "shared_size.h"
#include "stack_frame.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "build_backend.h"
#include "includes.h"
#include "pp_size.h"
#include "simt/simt.h"
#include "proc.h"
#include "util.h"

static void build_free(struct build *b)
{
  free(b->dir);
  free(b->object);
  free(b->failed);
  free(b->log_path);
  free(b->tmp_obj);
  free(b->entry_path);
  free(b->entry_obj);
  free(b->glue_dir);
  free(b->dispatch_path);
  free(b->glue_obj);
  free(b->glue_tmp);
  free(b->pch);
}

/* Did something outside the grading kill the compiler or a tool it started
 * (the kernel's OOM killer, a limit of the machine's)?  SIGKILL only, and
 * not ours: a compiler that crashes on the file (SIGSEGV) is the file's
 * compile error. */
static bool killed_from_outside(const struct rg_proc_result *pr, const char *log_path)
{
  if (pr->timed_out || pr->over_memory || pr->over_cpu)
    return false;
  if (!pr->exited)
    return pr->status == SIGKILL;
  if (pr->status == 0)
    return false;
  char *log = rg_read_file(log_path, NULL);
  bool killed = false;
  /* The driver's own line, at a line's start ("clang++: error: unable to
   * execute command: Killed", "nvcc error   : 'cudafe++' died due to signal
   * 9"): a diagnostic of the submission's (a static_assert's or #error's
   * text) starts with its file's name, so it cannot pass for one. */
  for (char *line = log; line && *line && !killed;) {
    char *end = strchr(line, '\n');
    if (end)
      *end = '\0';
    killed = (strncmp(line, "clang", 5) == 0 && strstr(line, ": error: unable to execute "
                                                             "command: Killed")) ||
             (strncmp(line, "nvcc error", 10) == 0 && strstr(line, "due to signal 9"));
    line = end ? end + 1 : NULL;
  }
  free(log);
  return killed;
}

static int compile_run_mem(char *const argv[], const char *log_path, double timeout_s,
                           unsigned long long mem, double cpu_s, struct rg_proc_result *pr)
{
  int started = rg_proc_run_cpu(argv, log_path, timeout_s, mem, cpu_s, pr);
  if (started != 0 || !killed_from_outside(pr, log_path))
    return started;
  unlink(log_path);
  return rg_proc_run_cpu(argv, log_path, timeout_s, mem, cpu_s, pr);
}

int rg_compile_run(char *const argv[], const char *log_path, double timeout_s,
                   struct rg_proc_result *pr)
{
  return compile_run_mem(argv, log_path, timeout_s, RG_COMPILE_MEM_BYTES, 0, pr);
}

static void append_log(const char *log_path, const char *msg)
{
  FILE *f = fopen(log_path, "a");
  if (f) {
    fputs(msg, f);
    fclose(f);
  }
}

static bool step_ok(const struct rg_proc_result *pr)
{
  return pr->exited && pr->status == 0 && !pr->timed_out;
}

/* The submission's own compile (the emulator's RG_STEP_ENTRY_IR, the GPU's
 * RG_STEP_ENTRY) under the front end's limits (front_end.h).  Past one
 * on the emulator, a local past the stack may be why (clang building its
 * pattern for minutes: stack_frame.h), refused as such; any other compile
 * past a limit is refused as a stall, never run again under the full
 * limits. */
static int front_end_step(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                          const struct build *b, const char *submission,
                          struct rg_proc_result *pr)
{
  static const struct rg_proc_result refused = { .exited = 1, .status = 1 };
  bool via_ir = rg_build_backend_of(o)->entry_via_ir;
  struct cmd c;
  rg_compile_command(ex, o, b, via_ir ? RG_STEP_ENTRY_IR : RG_STEP_ENTRY, &c);
  int started = compile_run_mem((char *const *)c.argv, b->log_path, o->timeout_s,
                                rg_front_mem_bytes(o), rg_front_cpu_s(o), pr);
  rg_compile_command_free(&c);
  if (started != 0 || !(pr->over_memory || pr->over_cpu))
    return started;
  int cpu = pr->over_cpu;
  *pr = refused;
  if (via_ir) {
    /* Its pass is an honest front end's work (front_end.h), so half the
     * CPU limit: a stall pays at most one and a half times the limit. */
    rg_compile_command(ex, o, b, RG_STEP_ENTRY, &c); /* the shim as text: no PCH */
    int big = rg_stack_frame_refused(c.argv, submission, b->dir, b->log_path, o->timeout_s,
                                     rg_front_mem_bytes(o), rg_front_cpu_s(o) / 2);
    rg_compile_command_free(&c);
    if (big)
      return 0;
  }
  rg_front_end_refusal(o, submission, b->log_path, cpu);
  return 0;
}

/* The emulator's entry object from the IR that RG_STEP_ENTRY_IR left:
 * refused if it puts bytes of its own into the emulator's sections
 * (simt_ir_own_sections) or a kernel computes in long double, which nvcc
 * makes double in device code (simt_ir_long_double) or its parameters pass
 * a GPU's 32,764 bytes (simt_ir_params), else rewritten by simt_ir_align (the alignment
 * of each access for the callbacks) and simt_ir_devvars (the device variables in sections of
 * their own; one dynamically initialised is refused first, simt_ir_dyninit)
 * and simt_ir_shared (a pad after each static shared array, and
 * their bounds) and simt_ir_kernels (each kernel's arrays and launch
 * bounds) and simt_ir_memcalls (memcpy, memset, memmove checked
 * as loads and stores) and simt_ir_prints (printf counted) and
 * simt_ir_devheap (device code's malloc and new from the device heap) and
 * simt_ir_indirect (device code's calls through a pointer checked) and
 * simt_ir_host_entry (a host function whose address is taken checked as it starts) and
 * simt_ir_autofill (an uninitialised float local's pattern made the
 * runtime's per-schedule value) and simt_ir_vtables (device code's own
 * vtables: a virtual call on an object the host made refused) and
 * simt_ir_ptx_ints (device code's shift counts clamped, clz and ctz of 0, as PTX's) and
 * simt_ir_nan_convert (a NaN converted to an integer as PTX's cvt) and
 * simt_ir_fma (device code's multiply-adds fused as nvcc's) and
 * simt_ir_nan_arith (the NaN float arithmetic makes, a GPU's) and
 * simt_ir_runtime_stubs (the runtime's functions at addresses in the object), then
 * compiled.  This step's own log is added to the build's
 * only if it fails, so that the source's warnings stay the log.  0, or -1
 * with res->summary. */
static int entry_from_ir(const struct rg_exercise *ex, const struct rg_compile_opts *o,
                         const struct build *b, const char *submission,
                         struct rg_proc_result *pr, struct rg_compile_result *res)
{
  char *ll = rg_strdupf("%s.ll", b->entry_obj), *log = rg_strdupf("%s.ir", b->log_path);
  int started = -1, dyn;
  char why[600];
  size_t n;
  char *front = rg_read_file(b->log_path, &n); /* the front end's warnings */
  dyn = simt_ir_dyninit(ll, front, why, sizeof why);
  if (dyn == 0) /* bytes of its own in the emulator's tables (ir_sections.c) */
    dyn = simt_ir_own_sections(ll, submission, why, sizeof why);
  if (dyn == 0) /* device code's long double, double on a GPU (ir_kernels.c) */
    dyn = simt_ir_long_double(ll, submission, why, sizeof why);
  if (dyn == 0) /* a kernel's parameters past a GPU's 32,764 bytes (ir_params.c) */
    dyn = simt_ir_params(ll, submission, why, sizeof why);
  if (front && strstr(front, "requires a global constructor")) {
    FILE *f = fopen(b->log_path, "w");
    if (f) {
      fwrite(front, 1, simt_drop_ctor_warnings(front), f);
      fclose(f);
    }
  }
  free(front);
  if (dyn == 1) {
    /* nvcc's refusal: a failed compile, its line the log */
    static const struct rg_proc_result refused = { .exited = 1, .status = 1 };
    append_log(b->log_path, why);
    *pr = refused;
    started = 0;
  } else if (dyn != 0 || simt_ir_align(ll) != 0 || simt_ir_devvars(ll) != 0 ||
             simt_ir_shared(ll) != 0 || simt_ir_kernels(ll) != 0 || simt_ir_memcalls(ll) != 0 || simt_ir_prints(ll) != 0 ||
             simt_ir_devheap(ll) != 0 || simt_ir_indirect(ll) != 0 || simt_ir_host_entry(ll) != 0 ||
             simt_ir_autofill(ll) != 0 || simt_ir_vtables(ll) != 0 || simt_ir_ptx_ints(ll) != 0 ||
             simt_ir_nan_convert(ll) != 0 || simt_ir_fma(ll) != 0 || simt_ir_nan_arith(ll) != 0 ||
             simt_ir_runtime_stubs(ll) != 0) {
    res->summary = rg_strdupf("cannot rewrite %s: %s", ll, strerror(errno));
  } else {
    struct cmd c;
    rg_compile_command(ex, o, b, RG_STEP_ENTRY_OBJ, &c);
    started = rg_compile_run((char *const *)c.argv, log, o->timeout_s, pr);
    rg_compile_command_free(&c);
    char *text = started == 0 && !step_ok(pr) ? rg_read_file(log, &n) : NULL;
    if (text)
      append_log(b->log_path, text);
    free(text);
  }
  unlink(ll);
  unlink(log);
  free(ll);
  free(log);
  return started;
}

/* The steps of a build, each only after the one before succeeded: the
 * refusals, the submission's object, the glue's (found, or built once for
 * every submission: compile_glue.c), the names the first defines, the two
 * linked.  A refusal ends like a failed compile, its log written; *pr
 * tells of the last step run.  0, or -1: a compiler could not be started
 * (errno), or the glue not built or an object not read (res->summary). */
/* The room a build's files need: the preprocessed text may reach
 * RG_PP_TEXT_CAP before its cap refuses it.  Under a smaller file-size
 * limit of the grader's own (ulimit -f) a right file would stop there and
 * be refused as too large: not a verdict, the machine's setting. */
static bool fsize_too_small(const char *submission, struct rg_compile_result *res)
{
  struct rlimit rl;
  if (getrlimit(RLIMIT_FSIZE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY ||
      rl.rlim_cur >= RG_PP_TEXT_CAP + (1u << 20))
    return false;
  res->summary = rg_strdupf("cannot compile %s: this process's file-size limit (ulimit -f: "
                            "%llu KB) is below the %llu MB a compile may write; raise it",
                            submission, (unsigned long long)rl.rlim_cur >> 10,
                            (unsigned long long)(RG_PP_TEXT_CAP >> 20) + 1);
  return true;
}

static int run_steps(const struct rg_exercise *ex, const char *submission, const char *sub_text,
                     const struct rg_compile_opts *o, struct build *b,
                     struct rg_proc_result *pr, struct rg_compile_result *res)
{
  static const struct rg_proc_result refused = { .exited = 1, .status = 1 };
  struct cmd c;
  if (fsize_too_small(submission, res))
    return -1;
  *pr = refused;
  if (rg_compile_text_refused(submission, sub_text, b->sub_len, b->log_path))
    return 0;
  rg_compile_command(ex, o, b, RG_STEP_ENTRY, &c);
  bool no = rg_compile_refused(o, submission, sub_text, c.argv, b->dir, b->log_path);
  rg_compile_command_free(&c);
  *pr = refused;
  if (no)
    return 0;
  bool via_ir = rg_build_backend_of(o)->entry_via_ir;
  int started = front_end_step(ex, o, b, submission, pr);
  if (started == 0 && !step_ok(pr) && b->pch && rg_compile_pch_refused(b->log_path)) {
    /* a precompiled shim this clang will not read: the header as text */
    free(b->pch);
    b->pch = NULL;
    unlink(b->log_path);
    started = front_end_step(ex, o, b, submission, pr);
  }
  if (started == 0 && step_ok(pr) && via_ir)
    started = entry_from_ir(ex, o, b, submission, pr, res);
  if (started != 0 || !step_ok(pr))
    return started;
  if (rg_compile_glue(ex, o, b, res) != 0)
    return -1;
  char why[300] = "";
  /* The emulator's build: its shim headers say which simt_ names are the
   * submission's to call (its key_tree, which the cache key hashes). */
  const char *tree = rg_build_backend_of(o)->key_tree;
  char *shim_dir = tree ? rg_strdupf("%s/%s", o->source_root, tree) : NULL;
  char *shim = shim_dir ? rg_shim_text(shim_dir) : NULL;
  int sym = rg_compile_symbols_refused(submission, sub_text, b->entry_obj, b->glue_obj, shim,
                                       b->log_path, why, sizeof why);
  free(shim);
  free(shim_dir);
  if (sym == 0)
    sym = rg_shared_size_refused(submission, sub_text, b->entry_obj, b->log_path, why,
                                 sizeof why);
  if (sym == 0)
    sym = rg_constant_size_refused(submission, sub_text, b->entry_obj, b->log_path, why,
                                   sizeof why);
  if (sym < 0)
    res->summary = rg_strdupf("no verdict on %s: %s", submission, why);
  if (sym != 0) {
    *pr = refused;
    return sym < 0 ? -1 : 0;
  }
  return rg_compile_link(ex, o, b, pr);
}

/* Refuse or compile: the object in place (0), a compile error in the log
 * and, when the same text will fail again, the failure cached (1), or a
 * harness failure (-1, res->summary). */
static int build_object(const struct rg_exercise *ex, const char *submission,
                        const char *sub_text, const struct rg_compile_opts *o,
                        struct build *b, struct rg_compile_result *res)
{
  struct rg_proc_result pr;
  int started = run_steps(ex, submission, sub_text, o, b, &pr, res);
  if (started != 0 && res->summary)
    return -1;
  if (started != 0) {
    res->summary = rg_strdupf("cannot run %s: %s", o->compiler, strerror(errno));
    return -1;
  }
  if (killed_from_outside(&pr, b->log_path)) {
    res->summary = rg_strdupf("no verdict on %s: the compiler was killed (SIGKILL) twice by "
                              "something outside this grading (most often the machine running "
                              "short of memory); grade again", submission);
    unlink(b->tmp_obj);
    return -1;
  }
  if (pr.timed_out) {
    char *msg = rg_strdupf("the compiler did not finish within %.0f s\n", o->timeout_s);
    append_log(b->log_path, msg);
    free(msg);
  } else if (pr.over_memory) {
    char *msg = rg_strdupf("the compiler used more than %.0f GB of memory (does the file "
                           "include something that never ends?)\n",
                           RG_COMPILE_MEM_BYTES / 1e9);
    append_log(b->log_path, msg);
    free(msg);
  }
  if (pr.exited && pr.status == 0 && !pr.timed_out && rename(b->tmp_obj, b->object) == 0)
    return 0;
  if (pr.exited && pr.status == 127) {
    res->summary = rg_strdupf("cannot run %s", o->compiler);
    return -1;
  }
  unlink(b->tmp_obj);
  if (!pr.timed_out)
    rg_write_file_atomic(b->failed, "", 0); /* same input, same error: cache it */
  return 1;
}

/* The log's terminal controls (rg_text_control: escapes, BEL, a carriage
 * return, C1, a reordering mark) each made one '?', in place; lines and
 * tabs kept.  clang shows a control of the source as <U+001B>; gcc and nvcc
 * quote it raw (an #error's text), and the report would run it on the
 * reader's terminal. */
static void controls_shown(char *log)
{
  char *w = log;
  for (char *r = log; *r;) {
    size_t k = *r == '\n' || *r == '\t' ? 0 : rg_text_control(r);
    *w++ = k ? '?' : *r;
    r += k ? k : 1;
  }
  *w = '\0';
}

/* What the build left: the object, or the compile error explained. */
static int read_result(const struct rg_exercise *ex, const char *submission,
                       const char *sub_text, const struct rg_compile_opts *o,
                       struct build *b, struct rg_compile_result *res)
{
  bool built = rg_is_file(b->object);
  char *log = rg_read_file(b->log_path, NULL);
  if (!log)
    log = rg_strdupf("(no compiler output)\n");
  /* Never a line of a file that is not the submission's or public. */
  char **allowed = rg_compile_include_allowed(o, b->dir);
  rg_includes_filter_log(log, submission, allowed);
  rg_includes_free(allowed);
  free(allowed);
  controls_shown(log);
  if (built) {
    /* The warnings of the compile that made it (its log, kept beside a
     * cached object too): no compile of its own. */
    rg_compile_warnings(log, submission, res);
    free(log);
    res->ok = true;
    res->object = b->object;
    b->object = NULL;
    return 0;
  }
  rg_compile_explain(ex, submission, sub_text, log, b->entry_path, b->part_line0, res);
  res->log = rg_compile_trim_log(log, 30);
  free(log);
  return 1;
}

int rg_compile(const struct rg_exercise *ex, const char *submission,
               const struct rg_compile_opts *o, struct rg_compile_result *res)
{
  *res = (struct rg_compile_result){ 0 };
  double t0 = rg_now();
  size_t sub_len = 0;
  char *sub_text = rg_read_file(submission, &sub_len);
  if (!sub_text) {
    res->summary = rg_strdupf("%s: %s", submission, strerror(errno));
    return -1;
  }
  struct build b = { .sub_len = sub_len };
  /* The key's sources name the submission as given; the emulator's build
   * includes its rewritten copy (compile_sources.c). */
  char *entry = rg_compile_entry(ex, submission, &b.part_line0);
  char *dispatch = rg_compile_dispatch(ex);
  char *sources = rg_strdupf("%s%s", entry, dispatch);
  b.dir = rg_compile_object_dir(ex, sub_text, sub_len, sources, o);
  b.glue_dir = rg_compile_glue_dir(ex, dispatch, o);
  free(entry);
  free(dispatch);
  free(sources);
  b.object = rg_strdupf("%s/submission.so", b.dir);
  b.failed = rg_strdupf("%s/compile.failed", b.dir);
  b.log_path = rg_strdupf("%s/compile.log", b.dir);
  b.entry_path = rg_strdupf("%s/entry.cu", b.dir);
  b.entry_obj = rg_strdupf("%s/entry.o", b.dir);
  b.dispatch_path = rg_strdupf("%s/dispatch.cu", b.glue_dir);
  b.glue_obj = rg_strdupf("%s/glue.o", b.glue_dir);
  b.glue_tmp = rg_strdupf("%s/glue.o.tmp.%ld", b.glue_dir, (long)getpid());
  b.tmp_obj = rg_strdupf("%s/submission.so.tmp", b.dir);
  int rc = -1, lock = -1;
  if (rg_mkdirs(b.dir) != 0) {
    res->summary = rg_strdupf("cannot create %s: %s", b.dir, strerror(errno));
  } else {
    lock = rg_compile_lock(b.dir);
    rc = 0;
    if (rg_is_file(b.object) || rg_is_file(b.failed)) {
      res->cached = true;
    } else {
      unlink(b.log_path);
      rc = rg_compile_write_sources(ex, submission, o, &b, res);
      b.pch = rc == 0 ? rg_compile_pch(o) : NULL;
      if (rc == 0)
        rc = build_object(ex, submission, sub_text, o, &b, res);
    }
    if (rc >= 0) {
      res->seconds = rg_now() - t0;
      rc = read_result(ex, submission, sub_text, o, &b, res);
    }
  }
  if (lock >= 0)
    close(lock); /* and with it the lock */
  free(sub_text);
  build_free(&b);
  return rc;
}

void rg_compile_result_free(struct rg_compile_result *res)
{
  free(res->object);
  free(res->summary);
  free(res->log);
  *res = (struct rg_compile_result){ 0 };
}
