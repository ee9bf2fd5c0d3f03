/* grade.c — one grading of one file (see grade.h).  Each stage is a
 * function over the grading's state (struct session); rg_grade runs them
 * in order and stops at the first that ends the grading. */
#define _DEFAULT_SOURCE
#include "grade.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "arch.h"
#include "cases.h"
#include "checked.h"
#include "compile.h"
#include "exercise.h"
#include "exitcode.h"
#include "gpu_facts.h"
#include "heatmap.h"
#include "nccl_find.h"
#include "predict.h"
#include "rg_config.h"
#include "report.h"
#include "run.h"
#include "skeleton.h"
#include "toolchain.h"
#include "util.h"

/* Is this file the untouched skeleton?  The generator records each
 * skeleton's hash in exercises/skeletons.txt. */
static int is_untouched(const struct rg_exercise *ex, const char *text, size_t len)
{
  char *manifest = rg_strdupf("%s/exercises/skeletons.txt", rg_source_root());
  char *m = rg_read_file(manifest, NULL);
  free(manifest);
  if (!m)
    return 0;
  char *key = rg_strdupf("%s/%s ", ex->slug, ex->file);
  char *at = strstr(m, key);
  int same = 0;
  if (at) {
    uint64_t want = strtoull(at + strlen(key), NULL, 16);
    same = want == rg_skeleton_hash(text, len);
  }
  free(key);
  free(m);
  return same;
}
/* Start a build of src in a child process, whose only effect is the object
 * it leaves in the compile cache (the -G build, the emulator's build for
 * the checked run); -1 if not started. */
static pid_t compile_early(const struct rg_exercise *ex, const char *src,
                           const struct rg_compile_opts *co, bool keep_branches)
{
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
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
/* The emulator's checked run beside a GPU grading (checked.h): its build
 * options, from the GPU's, where clang++ is found.  Returns the compiler
 * (the caller frees), or NULL with g's note saying which checks are not
 * made.  On the emulator (no GPU) NULL and checks_made -1, unless it
 * stands in for a GPU (REDUCE_GRADE_EMU_AS_GPU=1, for the kit's tests;
 * =no-clang: as on a GPU machine without clang++). */
static char *checked_compiler(struct rg_grading *g, const char *compiler, bool gpu_role,
                              bool no_clang)
{
  g->checks_made = -1;
  if (g->backend != RG_BACKEND_GPU && !gpu_role)
    return NULL;
  char *clang = no_clang ? NULL : gpu_role ? rg_strdupf("%s", compiler) : rg_find_clangxx();
  if (!clang) {
    g->checks_made = 0;
    g->checks_note = RG_CHECKED_WHAT " were not checked: no clang++ for the emulator's "
                     "checked run (apt-get install clang)";
  }
  return clang;
}
/* The extra builds a GPU grading made: CUB's baseline, the CUPTI
 * collectors, the -G build and its cubin (any may be NULL or empty). */
static void free_builds(char *cub, char *cupti, char *lines, char *cubin,
                        struct rg_compile_result *branches)
{
  free(cub);
  free(cupti);
  free(lines);
  free(cubin);
  rg_compile_result_free(branches);
}
/* A build this GPU or its driver cannot run (no kernel image, a PTX the
 * driver cannot JIT) fails every case alike: one line instead (arch.h).
 * The first CUDA error of the grading decides. */
static bool build_unusable(const struct rg_grading *g, const char *arch)
{
  char why[512];
  for (size_t i = 0; i < g->cases.len; i++)
    if (g->outcomes[i].ran && g->outcomes[i].glue.error[0]) {
      if (!rg_arch_runtime_error(g->outcomes[i].glue.error, arch, rg_gpu_facts_last(), why,
                                 sizeof why))
        return false;
      rg_warn("%s", why);
      return true;
    }
  return false;
}
/* A submission that launches cooperatively on a GPU without cooperative
 * launch: graded all the same (its fallback runs, or it fails), with one
 * line saying why. */
static void note_cooperative(const char *text)
{
  const struct rg_gpu_facts *dev = rg_gpu_facts_last();
  if (dev && !dev->cooperative &&
      (strstr(text, "cudaLaunchCooperativeKernel") || strstr(text, "this_grid")))
    rg_warn("this GPU (%s) does not support cooperative launch "
            "(cudaDevAttrCooperativeLaunch is 0): a grid-wide sync cannot run here, only a "
            "fallback without one", dev->name);
}
static int cpu_workers(void)
{
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > 8 ? 8 : (int)n;
}
static void progress(void *ctx, size_t i, size_t total, const struct rg_outcome *o)
{
  (void)o;
  if (!*(int *)ctx)
    return;
  fprintf(stderr, "\r  running case %zu/%zu ", i + 1, total);
  if (i + 1 == total)
    fprintf(stderr, "\r%40s\r", "");
  fflush(stderr);
}
/* The --json report, written when the grading is over (every process of
 * it has ended): to a temporary file renamed over path, so that a reader
 * never sees half of it and a link planted at path is replaced, not
 * followed.  "-" is stdout; a /dev/fd/N path (the batch's) is written in
 * place. */
static int write_json(const char *path, const struct rg_grading *g)
{
  if (strcmp(path, "-") == 0) {
    rg_report_json(stdout, g);
    return 0;
  }
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f)
    return -1;
  rg_report_json(f, g);
  if (fclose(f) != 0) {
    free(buf);
    return -1;
  }
  int rc;
  if (strncmp(path, "/dev/fd/", 8) == 0) {
    /* Written through the descriptor, not reopened by its path: the file
     * has none, and a Landlock sandbox would refuse the reopen. */
    int fd = atoi(path + 8);
    size_t done = 0;
    rc = ftruncate(fd, 0) == 0 ? 0 : -1;
    while (rc == 0 && done < len) {
      ssize_t w = pwrite(fd, buf + done, len - done, (off_t)done);
      if (w <= 0)
        rc = -1;
      else
        done += (size_t)w;
    }
  } else {
    rc = rg_write_file_atomic(path, buf, len);
  }
  free(buf);
  return rc;
}

/* The report's line on the emulator. */
#define RG_EMU_NOTE                                                                   \
  "CPU SIMT emulator, 2 schedules per case (blocks in order; 4 blocks at once, "      \
  "shuffled; the default matrix past 2^16+1 elements or threads: blocks in order "    \
  "only), shared and global race checks on every case, no timing"

/* Everything one grading holds, from the file to the report. */
struct session {
  const struct rg_cli *cli;
  const struct rg_exercise *ex;
  char *abs;                 /* the submission's real path */
  bool empty;                /* nothing but white space */
  struct rg_pred_file *pf;   /* its predictions file, if any */
  char *pf_path;
  struct rg_predictions preds;
  struct rg_grading g;
  char *compiler, *checker;  /* the backend's; the checked run's (clang++) */
  bool gpu_role;             /* the emulator plays the GPU (kit tests) */
  int gpus, devices;
  size_t gpu_bytes;
  char arch[RG_ARCH_MAX * 24];
  struct rg_nccl nccl;
  char note[256];
  char *cache;
  struct rg_compile_opts co, cco;
  struct rg_compile_result checked_build;
  char checks_note[200], checks_why[400];
  bool profiling;
  char *printed;             /* what the code printed, kept beside the report */
};

/* Each stage returns GO_ON, or the exit code that ends the grading. */
#define GO_ON (-1)

static void session_free(struct session *s)
{
  rg_compile_result_free(&s->g.compile);
  rg_compile_result_free(&s->checked_build);
  free(s->checker);
  rg_cases_free(&s->g.cases);
  free(s->g.outcomes);
  free(s->cache);
  free(s->compiler);
  free(s->abs);
  free(s->pf);
  free(s->pf_path);
  free(s->printed);
}

/* The exercise and its file: found, readable, attempted; the predictions
 * file well formed (a usage error before anything compiles). */
static int open_submission(struct session *s)
{
  const struct rg_cli *cli = s->cli;
  s->ex = rg_exercise_find(cli->exercise);
  if (!s->ex) {
    rg_warn("unknown exercise '%s' (reduce-grade --list shows them)", cli->exercise);
    return RG_EXIT_USAGE;
  }
  const struct rg_exercise *ex = s->ex;
  char *path = cli->file ? rg_strdupf("%s", cli->file)
                         : rg_strdupf("%s/exercises/%s/%s", rg_source_root(), ex->slug, ex->file);
  s->abs = realpath(path, NULL);
  if (!s->abs || !rg_is_file(s->abs)) {
    rg_warn("%s: %s", path, s->abs ? "not a regular file" : strerror(errno));
    free(path);
    return RG_EXIT_USAGE;
  }
  free(path);
  size_t len = 0;
  char *text = rg_read_file(s->abs, &len);
  if (!text) {
    rg_warn("%s: %s", s->abs, strerror(errno));
    return RG_EXIT_USAGE;
  }
  if (is_untouched(ex, text, len)) {
    printf("exercise %02d %s: not attempted — %s is the untouched skeleton "
           "(fill its TODOs, then grade again)\n", ex->number, ex->title, s->abs);
    free(text);
    return RG_EXIT_NOT_ATTEMPTED;
  }
  s->empty = true;
  for (size_t i = 0; i < len && s->empty; i++)
    s->empty = text[i] == ' ' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r';
  free(text);
  if (rg_predict_load(cli->predictions, s->abs, &s->pf, &s->pf_path) < 0)
    return RG_EXIT_USAGE;
  return GO_ON;
}

/* The backend, the checked run's compiler, the devices (and NCCL) a
 * multi-GPU exercise needs, and the report's line on the backend. */
static int setup_backend(struct session *s)
{
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  struct rg_grading *g = &s->g;
  int rc = rg_choose_backend(cli, &g->backend, &s->compiler, &s->gpus, &s->gpu_bytes, s->arch,
                             sizeof s->arch);
  if (rc)
    return rc;
  /* The kit's tests of the checked run, on a machine without a GPU: the
   * emulator plays the GPU (one schedule, its own checks dropped). */
  const char *as_gpu = getenv("REDUCE_GRADE_EMU_AS_GPU");
  s->gpu_role = g->backend == RG_BACKEND_EMU && as_gpu &&
                (strcmp(as_gpu, "1") == 0 || strcmp(as_gpu, "no-clang") == 0);
  s->checker = checked_compiler(g, s->compiler, s->gpu_role, s->gpu_role && as_gpu[0] == 'n');
  if (g->backend == RG_BACKEND_GPU && !cli->compile_only) {
    char *src = rg_read_file(s->abs, NULL);
    if (src)
      note_cooperative(src);
    free(src);
  }
  /* Multi-GPU exercises: the devices of the run (GPUs, or those the
   * emulator models), at least two of them, and NCCL on a GPU. */
  s->devices = g->backend == RG_BACKEND_GPU ? s->gpus : cli->gpus;
  if (rg_exercise_multi_gpu(ex)) {
    char why[400] = "";
    if (s->devices < 2 && !cli->compile_only) { /* building needs none */
      rg_warn("exercise %02d needs 2+ GPUs: %s %d (--backend emu --gpus 2 models two on "
              "the CPU)", ex->number,
              g->backend == RG_BACKEND_GPU ? "this machine has" : "--gpus asks for", s->devices);
      return RG_EXIT_NOT_ATTEMPTED;
    }
    if (g->backend == RG_BACKEND_GPU && !rg_nccl_find(&s->nccl, why, sizeof why)) {
      rg_warn("exercise %02d needs NCCL, which is missing: %s", ex->number, why);
      return RG_EXIT_NOT_ATTEMPTED;
    }
  }
  if (g->backend == RG_BACKEND_EMU)
    g->backend_note = RG_EMU_NOTE;
  if (g->backend == RG_BACKEND_EMU && rg_exercise_multi_gpu(ex)) {
    snprintf(s->note, sizeof s->note, "%s, %d modelled devices", g->backend_note, s->devices);
    g->backend_note = s->note;
  }
  if (s->gpu_role)
    g->backend_note = "CPU SIMT emulator standing in for a GPU (REDUCE_GRADE_EMU_AS_GPU=1): "
                      "1 schedule, its checks dropped";
  return GO_ON;
}

/* The emulator's build of the same file, for the checked run: made, its
 * refusal (code the emulator cannot see) the grading's verdict too, or the
 * line saying which checks were not made. */
static void compile_checked(struct session *s)
{
  struct rg_grading *g = &s->g;
  int cc = rg_compile(s->ex, s->abs, &s->cco, &s->checked_build);
  if (cc == 0) {
    g->checks_made = 1;
  } else if (cc == 1 && s->checked_build.summary &&
             strstr(s->checked_build.summary, "instrumentation-off")) {
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
 * run (GPU), the -G build and the helpers, in child processes that fill
 * the compile cache.  A compile error is a verdict; a harness failure ends
 * the grading. */
static int compile_all(struct session *s)
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
  pid_t early = -1, early_checked = -1, helpers = -1;
  if (g->backend == RG_BACKEND_GPU && (cli->profile || !cli->nsizes)) {
    early = compile_early(s->ex, s->abs, &s->co, true);
    helpers = rg_compile_helpers_start(&s->co); /* CUB, CUPTI: cached after once */
  }
  if (s->checker && !s->gpu_role)
    early_checked = compile_early(s->ex, s->abs, &s->cco, false);
  int crc = rg_compile(s->ex, s->abs, &s->co, &g->compile);
  await_child(early);
  await_child(early_checked);
  await_child(helpers);
  if (crc < 0) {
    rg_warn("%s", g->compile.summary);
    return RG_EXIT_FAILED;
  }
  if (s->checker && g->compile.ok)
    compile_checked(s);
  return GO_ON;
}

/* The case matrix: the default one, --quick or --full, or the sizes and
 * blocks asked for; the checked run's cases; which are profiled. */
static int build_matrix(struct session *s)
{
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  struct rg_grading *g = &s->g;
  struct rg_matrix_opts mo = { .quick = cli->quick, .full = cli->full && !cli->quick,
                               .emulator = g->backend == RG_BACKEND_EMU,
                               .timing = g->backend == RG_BACKEND_GPU,
                               .profile = !cli->nsizes,
                               .sizes = cli->nsizes ? cli->sizes : NULL, .nsizes = cli->nsizes,
                               .blocks = cli->nblocks ? cli->blocks : NULL,
                               .nblocks = cli->nblocks, .devices = s->devices,
                               .device_bytes = g->backend == RG_BACKEND_GPU ? s->gpu_bytes : 0,
                               .seed = cli->seed };
  for (size_t i = 0; i < cli->nsizes; i++) {
    if (cli->sizes[i] > INT_MAX && ex->parts[0].family == RG_FAM_BLOCK) {
      rg_warn("--sizes: exercise %02d takes int n, so at most 2^31-1 elements", ex->number);
      return RG_EXIT_USAGE;
    }
  }
  long nchecked = 0;
  if (rg_cases_build(ex, &mo, &g->cases) != 0 ||
      (g->checks_made == 1 && (nchecked = rg_cases_add_checked(ex, &g->cases)) < 0)) {
    rg_warn("out of memory building the case matrix");
    return RG_EXIT_FAILED;
  }
  if (g->checks_made == 1) {
    snprintf(s->checks_note, sizeof s->checks_note, "%ld small cases also run on the "
             "emulator, for its checks (%s)", nchecked, RG_CHECKED_WHAT);
    g->checks_note = s->checks_note;
  }
  if (g->cases.far_left_out && !cli->compile_only) /* nothing runs: nothing left out */
    rg_warn("the cases past 2^31 elements need %.1f GB of device memory and this GPU "
            "has %.1f GB: not run, so an int index that wraps there goes unseen",
            (double)g->cases.far_left_out / 1e9, (double)s->gpu_bytes / 1e9);
  /* --profile: figures for every case asked for, on either backend. */
  for (size_t i = 0; i < g->cases.len; i++) {
    g->cases.v[i].profile |= cli->profile && !g->cases.v[i].checked;
    s->profiling |= g->cases.v[i].profile;
  }
  /* every build a profiled grading needs; with --sizes, what that one needs */
  s->profiling |= cli->compile_only && !cli->nsizes;
  if (g->cases.len == 0) {
    rg_warn("no case to run: none of the block sizes asked for is supported by "
            "exercise %02d (it needs at least %d threads%s)", ex->number, ex->min_block,
            ex->any_multiple_of_32 ? ", a multiple of 32" : ", a power of two");
    return RG_EXIT_USAGE;
  }
  g->outcomes = calloc(g->cases.len, sizeof *g->outcomes);
  return GO_ON;
}

/* The GPU's helper builds a run uses: CUB's baseline, the CUPTI
 * collectors, the -G build and its cubin (divergence and lines). */
struct helpers {
  char *cub, *cupti, *lines, *cubin;
  struct rg_compile_result branches;
  char cupti_why[200], branch_why[200], lines_why[200];
};

static void helpers_build(struct session *s, struct helpers *h)
{
  *h = (struct helpers){ 0 };
  if (s->g.backend != RG_BACKEND_GPU)
    return;
  h->cub = rg_compile_cub(&s->co);
  if (s->profiling)
    h->cupti = rg_compile_cupti(&s->co, h->cupti_why, sizeof h->cupti_why);
  /* nvcc -O3 predicates a short `if` (the tree's step), so no branch is
   * left to diverge: the divergence counters come from a -G build; the
   * lines that waste most lanes are its SASS metrics, each instruction
   * named by the line table of its cubin. */
  if (!h->cupti)
    return;
  struct rg_compile_opts bo = s->co;
  bo.keep_branches = true;
  if (rg_compile(s->ex, s->abs, &bo, &h->branches) != 0)
    snprintf(h->branch_why, sizeof h->branch_why, "the build with nvcc -G failed: %.150s",
             h->branches.summary ? h->branches.summary : "no reason given");
  else if ((h->lines = rg_compile_cupti_lines(&s->co, h->lines_why, sizeof h->lines_why)))
    h->cubin = rg_compile_cubin(&bo, h->branches.object, h->lines_why, sizeof h->lines_why);
}

/* The run's options on the backend, and the checked run's. */
static void run_options(const struct session *s, const struct helpers *h, char *out_log,
                        struct rg_run_opts *ro, struct rg_run_opts *cro)
{
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  enum rg_backend b = s->g.backend;
  bool multi = rg_exercise_multi_gpu(ex);
  *ro = (struct rg_run_opts){
    .backend = b, .object = s->g.compile.object, .cub_object = h->cub,
    .cupti_object = h->cupti, .cupti_why = h->cupti_why,
    .branch_object = h->branches.object, .branch_why = h->branch_why,
    .lines_object = h->cubin ? h->lines : NULL, .lines_cubin = h->cubin,
    .lines_why = h->lines_why, .submission = s->abs, .output_log = out_log,
    /* A multi-GPU case on the GPU may first set up NCCL over every
     * device, which takes seconds on a busy machine: 120 s there.  On the
     * emulator --quick runs nothing past 2^16 elements (well under a
     * second a case): 15 s, so that an endless loop costs a class of 100
     * a minute per part, not four (bench/results.md). */
    .case_timeout_s = cli->timeout_s > 0 ? cli->timeout_s
                      : b == RG_BACKEND_GPU ? (multi ? 120 : 30) : cli->quick ? 15 : 60,
    .seed = cli->seed, .schedules = s->gpu_role ? 1 : 2,
    .timed_reps = cli->reps ? cli->reps : 20,
    .warmup_reps = 3, .stop_after_hang = true, .mem_limit = cli->mem_limit,
    /* The emulator is CPU-bound: one worker per core.  On the GPU the
     * checked-only cases run in up to 4 processes (host-side data and
     * checks in parallel) and the timed ones alone (run.c); a multi-GPU
     * exercise's cases, which hold every device, one at a time. */
    .workers = b == RG_BACKEND_EMU ? cpu_workers()
               : multi ? 1 : (cpu_workers() < 4 ? cpu_workers() : 4),
    .device_count = multi ? s->devices : 0,
    .gpu_role = s->gpu_role,
  };
  /* The checked run: the emulator's options, as its own grading sets them. */
  *cro = (struct rg_run_opts){
    .backend = RG_BACKEND_EMU, .object = s->checked_build.object, .submission = s->abs,
    .output_log = out_log, .case_timeout_s = 60, .seed = cli->seed, .schedules = 2,
    /* A GPU batch passes no --memory-limit: the emulator's default budget. */
    .stop_after_hang = true, .mem_limit = cli->mem_limit ? cli->mem_limit : (uint64_t)4 << 30,
    .workers = cpu_workers(),
    .device_count = multi ? s->devices : 0,
  };
}

/* --svg: the heat map of the profiled case (the emulator's model). */
static void save_heatmap(const struct session *s)
{
  const struct rg_grading *g = &s->g;
  bool written = false;
  for (size_t i = 0; i < g->cases.len && !written; i++)
    if (g->cases.v[i].profile && g->outcomes[i].has_perf) {
      char what[200];
      rg_case_describe(s->ex, &g->cases.v[i], what, sizeof what);
      char *title = rg_strdupf("exercise %02d, %s: active lanes per warp and barrier interval",
                               s->ex->number, what);
      written = rg_heatmap_save(s->cli->svg, &g->outcomes[i].perf, title) == 0;
      free(title);
    }
  if (!written)
    rg_warn("--svg %s: not written: the heat map comes from the emulator's profiled "
            "case (--backend emu, without --sizes)", s->cli->svg);
}

/* Run every case (and the checked run beside a GPU grading), then the
 * learning goals and the predictions. */
static int run_cases(struct session *s)
{
  const struct rg_cli *cli = s->cli;
  const struct rg_exercise *ex = s->ex;
  struct rg_grading *g = &s->g;
  /* What the student's code printed; one file per grading, so parallel
   * gradings (meson test) do not clobber each other's. */
  char *out_log = cli->printed ? rg_strdupf("%s", cli->printed)
                  : rg_strdupf("%s/rg-cache/output-%ld.log", RG_BUILD_ROOT, (long)getpid());
  unlink(out_log);
  struct helpers h;
  helpers_build(s, &h);
  struct rg_run_opts ro, cro;
  run_options(s, &h, out_log, &ro, &cro);
  int tty = isatty(2), rc = GO_ON;
  char *why = NULL;
  double t0 = rg_now();
  if (cli->compile_only) { /* the cache is filled: a later grading compiles nothing */
    printf("exercise %02d: compiled %s (%s), nothing run (--compile-only)\n", ex->number,
           s->abs, g->backend == RG_BACKEND_GPU ? "GPU builds" : "emulator build");
    rc = RG_EXIT_PASSED;
    goto out;
  }
  bool failed = !g->outcomes ||
                (g->checks_made == 1
                     ? rg_run_checked(ex, &g->cases, &ro, &cro, g->outcomes, progress, &tty, &why)
                     : rg_run_all(ex, &g->cases, &ro, g->outcomes, progress, &tty, &why)) != 0;
  if (!failed && g->backend == RG_BACKEND_GPU && build_unusable(g, s->arch)) {
    rc = RG_EXIT_NOT_ATTEMPTED; /* no verdict on the kernel */
    goto out;
  }
  if (!failed) {
    g->seconds = rg_now() - t0;
    g->ran = true;
    g->ngoals = rg_goals_check(ex, &g->cases, g->outcomes, g->goals);
    if (s->pf) {
      s->preds.path = s->pf_path;
      failed = rg_predict_measure(ex, s->pf, &g->cases, g->outcomes, &ro, &s->preds, &why) != 0;
      if (!failed)
        g->predictions = &s->preds;
    }
  }
  if (failed) { /* the one way out of a run that could not finish */
    rg_warn("%s", why ? why : "out of memory");
    free(why);
    rc = RG_EXIT_FAILED;
    goto out;
  }
  if (cli->svg)
    save_heatmap(s);
  struct stat st;
  if (stat(out_log, &st) == 0 && st.st_size > 0) {
    s->printed = out_log; /* kept: named after the report */
    out_log = NULL;
  }
out:
  if (out_log && rc != GO_ON)
    free(out_log);
  else if (out_log)
    unlink(out_log), free(out_log);
  free_builds(h.cub, h.cupti, h.lines, h.cubin, &h.branches);
  return rc;
}

/* The report on stdout, and --json. */
static int report(struct session *s)
{
  bool color = isatty(1) && !getenv("NO_COLOR");
  rg_report_text(stdout, &s->g, color);
  if (s->printed)
    printf("what your code printed is in %s\n", s->printed);
  if (s->cli->json && write_json(s->cli->json, &s->g) != 0)
    rg_warn("--json %s: %s", s->cli->json, strerror(errno));
  return rg_grading_passed(&s->g) ? RG_EXIT_PASSED : RG_EXIT_FAILED;
}

int rg_grade(const struct rg_cli *cli)
{
  struct session s = { .cli = cli };
  int rc = open_submission(&s);
  if (rc == GO_ON) {
    s.g = (struct rg_grading){ .ex = s.ex, .submission = s.abs, .verbose = cli->verbose };
    rc = setup_backend(&s);
  }
  if (rc == GO_ON)
    rc = compile_all(&s);
  if (rc == GO_ON && s.g.compile.ok)
    rc = build_matrix(&s);
  if (rc == GO_ON && s.g.compile.ok)
    rc = run_cases(&s);
  if (rc == GO_ON)
    rc = report(&s);
  if (fflush(stdout) != 0 || ferror(stdout)) {
    rg_warn("error writing the report: %s", strerror(errno));
    rc = RG_EXIT_FAILED;
  }
  session_free(&s);
  return rc;
}
