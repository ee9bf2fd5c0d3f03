/* main.c — reduce-grade: grade one CUDA reduction exercise.
 *
 * The stages, in the order data flows through them:
 *   exercise spec (exercise.c) → cases (cases.c) → compile (compile.c)
 *   → run on the GPU or the emulator (run.c) → check (check.c)
 *   → report (report.c).
 */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "batch.h"
#include "cases.h"
#include "cli.h"
#include "compare.h"
#include "compile.h"
#include "exercise.h"
#include "exitcode.h"
#include "heatmap.h"
#include "predict.h"
#include "nccl_find.h"
#include "rg_config.h"
#include "report.h"
#include "run.h"
#include "skeleton.h"
#include "util.h"

static const char *source_root(void)
{
  const char *env = getenv("REDUCE_GRADE_ROOT");
  return env && *env ? env : RG_SOURCE_ROOT;
}

static void list_exercises(void)
{
  for (size_t i = 0; i < rg_exercise_count; i++) {
    const struct rg_exercise *ex = &rg_exercises[i];
    char *dir = rg_strdupf("%s/exercises/%s/%s", source_root(), ex->slug, ex->file);
    if (rg_is_file(dir))
      printf("%02d  %-28s %s\n", ex->number, ex->slug, ex->teaches);
    free(dir);
  }
}

/* nvcc from CUDA_HOME, PATH, or the usual place. */
static char *find_nvcc(void)
{
  const char *home = getenv("CUDA_HOME");
  if (home && *home) {
    char *p = rg_strdupf("%s/bin/nvcc", home);
    if (rg_is_file(p))
      return p;
    free(p);
  }
  char *p = rg_find_program("nvcc");
  if (p)
    return p;
  return rg_is_file("/usr/local/cuda/bin/nvcc") ? rg_strdupf("/usr/local/cuda/bin/nvcc") : NULL;
}

/* The emulator's C++ compiler: REDUCE_GRADE_CXX, else the clang++ meson
 * found, else one on PATH. */
static char *find_clangxx(void)
{
  const char *env = getenv("REDUCE_GRADE_CXX");
  if (env && *env)
    return rg_find_program(env);
  const char *names[] = { RG_CLANGXX, "clang++", "clang++-16", "clang++-15", "clang++-14" };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    if (!names[i][0])
      continue;
    char *p = rg_find_program(names[i]);
    if (p)
      return p;
  }
  return NULL;
}

/* Pick the backend.  Returns 0 and sets *b, *compiler and (GPU) *gpus, the
 * devices the driver sees, or prints why no backend is usable and returns
 * RG_EXIT_NOT_ATTEMPTED. */
static int choose_backend(enum rg_backend_choice want, enum rg_backend *b, char **compiler,
                          int *gpus_seen, size_t *gpu_bytes)
{
  char why[256] = "";
  if (want != RG_CHOOSE_EMU) {
    char *nvcc = find_nvcc();
    int gpus = nvcc ? rg_gpu_probe(why, sizeof why, gpu_bytes) : 0;
    if (!nvcc)
      snprintf(why, sizeof why, "nvcc not found (set CUDA_HOME or PATH)");
    if (gpus > 0) {
      *b = RG_BACKEND_GPU;
      *compiler = nvcc;
      *gpus_seen = gpus;
      return 0;
    }
    free(nvcc);
    if (want == RG_CHOOSE_GPU) {
      rg_warn("no CUDA GPU: %s; use --backend emu to grade on the CPU emulator", why);
      return RG_EXIT_NOT_ATTEMPTED;
    }
  }
  char *clang = find_clangxx();
  if (!clang) {
    rg_warn("no usable backend: %s%sand no clang++ for the emulator "
            "(apt-get install clang)", why, why[0] ? ", " : "");
    return RG_EXIT_NOT_ATTEMPTED;
  }
  *b = RG_BACKEND_EMU;
  *compiler = clang;
  return 0;
}

/* Is this file the untouched skeleton?  The generator records each
 * skeleton's hash in exercises/skeletons.txt. */
static int is_untouched(const struct rg_exercise *ex, const char *text, size_t len)
{
  char *manifest = rg_strdupf("%s/exercises/skeletons.txt", source_root());
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

/* Cores this process may use, at most 8. */
/* Start the branch-keeping (-G) build of src in a child process, whose only
 * effect is the object it leaves in the compile cache; -1 if not started. */
static pid_t compile_branches_early(const struct rg_exercise *ex, const char *src,
                                    const struct rg_compile_opts *co)
{
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    struct rg_compile_opts bo = *co;
    struct rg_compile_result r = { 0 };
    bo.keep_branches = true;
    bo.verbose = false;
    rg_compile(ex, src, &bo, &r);
    _exit(0);
  }
  return pid;
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

int main(int argc, char **argv)
{
  if (argc > 1 && (strcmp(argv[1], "batch") == 0 || strcmp(argv[1], "batch-merge") == 0))
    return rg_batch_main(argc - 1, argv + 1);
  struct rg_cli cli;
  char err[256];
  if (rg_cli_parse(argc, argv, &cli, err, sizeof err) != 0) {
    rg_warn("%s", err);
    return RG_EXIT_USAGE;
  }
  if (cli.help) {
    rg_cli_usage();
    return RG_EXIT_PASSED;
  }
  if (cli.list) {
    list_exercises();
    return RG_EXIT_PASSED;
  }
  if (cli.compare) {
    enum rg_backend backend;
    char *compiler = NULL;
    int gpus = 0;
    int rc = choose_backend(cli.backend, &backend, &compiler, &gpus, NULL);
    if (rc)
      return rc;
    struct rg_compare_env env = { .backend = backend, .compiler = compiler,
                                  .source_root = source_root(),
                                  .build_root = RG_BUILD_ROOT, .arch = cli.arch };
    rc = rg_compare(&cli, &env);
    free(compiler);
    return rc;
  }
  const struct rg_exercise *ex = rg_exercise_find(cli.exercise);
  if (!ex) {
    rg_warn("unknown exercise '%s' (reduce-grade --list shows them)", cli.exercise);
    return RG_EXIT_USAGE;
  }
  char *path = cli.file ? rg_strdupf("%s", cli.file)
                        : rg_strdupf("%s/exercises/%s/%s", source_root(), ex->slug, ex->file);
  char *abs = realpath(path, NULL);
  if (!abs || !rg_is_file(abs)) {
    rg_warn("%s: %s", path, abs ? "not a regular file" : strerror(errno));
    free(path);
    free(abs);
    return RG_EXIT_USAGE;
  }
  free(path);
  size_t len = 0;
  char *text = rg_read_file(abs, &len);
  if (!text) {
    rg_warn("%s: %s", abs, strerror(errno));
    free(abs);
    return RG_EXIT_USAGE;
  }
  if (is_untouched(ex, text, len)) {
    printf("exercise %02d %s: not attempted — %s is the untouched skeleton "
           "(fill its TODOs, then grade again)\n", ex->number, ex->title, abs);
    free(text);
    free(abs);
    return RG_EXIT_NOT_ATTEMPTED;
  }
  bool empty = true;
  for (size_t i = 0; i < len && empty; i++)
    empty = text[i] == ' ' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r';
  free(text);

  /* A malformed predictions file is a usage error, found before compiling. */
  struct rg_pred_file *pf = NULL;
  char *pf_path = NULL;
  static struct rg_predictions preds;
  bool svg_written = false;
  if (rg_predict_load(cli.predictions, abs, &pf, &pf_path) < 0) {
    free(abs);
    return RG_EXIT_USAGE;
  }

  struct rg_grading g = { .ex = ex, .submission = abs, .verbose = cli.verbose };
  char *compiler = NULL;
  int gpus = 0;
  size_t gpu_bytes = 0;
  int rc = choose_backend(cli.backend, &g.backend, &compiler, &gpus, &gpu_bytes);
  if (rc) {
    free(abs);
    return rc;
  }
  /* Multi-GPU exercises: the devices of the run (GPUs, or those the
   * emulator models), at least two of them, and NCCL on a GPU. */
  int devices = g.backend == RG_BACKEND_GPU ? gpus : cli.gpus;
  struct rg_nccl nccl = { 0 };
  if (rg_exercise_multi_gpu(ex)) {
    char why[400] = "";
    if (devices < 2) {
      rg_warn("exercise %02d needs 2+ GPUs: %s %d (--backend emu --gpus 2 models two on "
              "the CPU)", ex->number,
              g.backend == RG_BACKEND_GPU ? "this machine has" : "--gpus asks for", devices);
      rc = RG_EXIT_NOT_ATTEMPTED;
    } else if (g.backend == RG_BACKEND_GPU && !rg_nccl_find(&nccl, why, sizeof why)) {
      rg_warn("exercise %02d needs NCCL, which is missing: %s", ex->number, why);
      rc = RG_EXIT_NOT_ATTEMPTED;
    }
    if (rc) {
      free(compiler);
      free(abs);
      return rc;
    }
  }
  if (g.backend == RG_BACKEND_EMU)
    g.backend_note = "CPU SIMT emulator, 2 schedules per case (blocks in order; 4 blocks at once, "
                     "shuffled), shared and global race checks on every case, no timing";
  static char note[256];
  if (g.backend == RG_BACKEND_EMU && rg_exercise_multi_gpu(ex)) {
    snprintf(note, sizeof note, "%s, %d modelled devices", g.backend_note, devices);
    g.backend_note = note;
  }

  int exit_code = RG_EXIT_FAILED;
  char *printed = NULL;
  char *cache = rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  struct rg_compile_opts co = { .backend = g.backend, .source_root = source_root(),
                                .cache_dir = cache, .arch = cli.arch,
                                .compiler = compiler, .timeout_s = 300,
                                .verbose = cli.verbose };
  if (nccl.include[0]) {
    co.nccl_include = nccl.include;
    co.nccl_libdir = nccl.libdir;
    co.nccl_lib = nccl.lib;
  }
  g.compiled = true;
  if (empty) {
    g.compile.summary = rg_strdupf("%s is empty: there is nothing to compile", abs);
  } else {
    /* The -G build (divergence counters, below) compiles beside the graded
     * one: a child fills the compile cache, where the parent finds it. */
    pid_t early = -1;
    if (g.backend == RG_BACKEND_GPU && (cli.profile || !cli.nsizes || cli.compile_only))
      early = compile_branches_early(ex, abs, &co);
    int crc = rg_compile(ex, abs, &co, &g.compile);
    if (early > 0)
      while (waitpid(early, NULL, 0) < 0 && errno == EINTR)
        ;
    if (crc < 0) {
      rg_warn("%s", g.compile.summary);
      goto out;
    }
  }
  if (g.compile.ok) {
    struct rg_matrix_opts mo = { .quick = cli.quick, .full = cli.full && !cli.quick,
                                 .emulator = g.backend == RG_BACKEND_EMU,
                                 .timing = g.backend == RG_BACKEND_GPU,
                                 .profile = !cli.nsizes,
                                 .sizes = cli.nsizes ? cli.sizes : NULL, .nsizes = cli.nsizes,
                                 .blocks = cli.nblocks ? cli.blocks : NULL,
                                 .nblocks = cli.nblocks, .devices = devices,
                                 .device_bytes = g.backend == RG_BACKEND_GPU ? gpu_bytes : 0 };
    for (size_t i = 0; i < cli.nsizes; i++) {
      if (cli.sizes[i] > INT_MAX && ex->parts[0].family == RG_FAM_BLOCK) {
        rg_warn("--sizes: exercise %02d takes int n, so at most 2^31-1 elements", ex->number);
        exit_code = RG_EXIT_USAGE;
        goto out;
      }
    }
    if (rg_cases_build(ex, &mo, &g.cases) != 0) {
      rg_warn("out of memory building the case matrix");
      goto out;
    }
    if (g.cases.far_left_out)
      rg_warn("the cases past 2^31 elements need %.1f GB of device memory and this GPU "
              "has %.1f GB: not run, so an int index that wraps there goes unseen",
              (double)g.cases.far_left_out / 1e9, (double)gpu_bytes / 1e9);
    /* --profile: figures for every case asked for, on either backend. */
    bool profiling = false;
    for (size_t i = 0; i < g.cases.len; i++) {
      g.cases.v[i].profile |= cli.profile;
      profiling |= g.cases.v[i].profile;
    }
    profiling |= cli.compile_only; /* every build a profiled grading needs */
    if (g.cases.len == 0) {
      rg_warn("no case to run: none of the block sizes asked for is supported by "
              "exercise %02d (it needs at least %d threads%s)", ex->number, ex->min_block,
              ex->any_multiple_of_32 ? ", a multiple of 32" : ", a power of two");
      exit_code = RG_EXIT_USAGE;
      goto out;
    }
    g.outcomes = calloc(g.cases.len, sizeof *g.outcomes);
    /* What the student's code printed; one file per grading, so parallel
     * gradings (meson test) do not clobber each other's. */
    char *out_log = cli.printed ? rg_strdupf("%s", cli.printed)
                    : rg_strdupf("%s/rg-cache/output-%ld.log", RG_BUILD_ROOT, (long)getpid());
    unlink(out_log);
    char *cub = g.backend == RG_BACKEND_GPU ? rg_compile_cub(&co) : NULL;
    char cupti_why[200] = "";
    char *cupti = g.backend == RG_BACKEND_GPU && profiling
                      ? rg_compile_cupti(&co, cupti_why, sizeof cupti_why) : NULL;
    /* nvcc -O3 predicates a short `if` (the tree's step), so no branch is
     * left to diverge: the divergence counters come from a -G build. */
    char branch_why[200] = "";
    struct rg_compile_result branches = { 0 };
    /* The lines that waste most lanes: SASS metrics of that -G build, each
     * instruction named by the line table of its cubin. */
    char lines_why[200] = "";
    char *lines = NULL, *cubin = NULL;
    if (cupti) {
      struct rg_compile_opts bo = co;
      bo.keep_branches = true;
      if (rg_compile(ex, abs, &bo, &branches) != 0)
        snprintf(branch_why, sizeof branch_why, "the build with nvcc -G failed: %.150s",
                 branches.summary ? branches.summary : "no reason given");
      else if ((lines = rg_compile_cupti_lines(&co, lines_why, sizeof lines_why)))
        cubin = rg_compile_cubin(&bo, branches.object, lines_why, sizeof lines_why);
    }
    struct rg_run_opts ro = {
      .backend = g.backend, .object = g.compile.object, .cub_object = cub,
      .cupti_object = cupti, .cupti_why = cupti_why,
      .branch_object = branches.object, .branch_why = branch_why,
      .lines_object = cubin ? lines : NULL, .lines_cubin = cubin, .lines_why = lines_why,
      .submission = abs,
      .output_log = out_log,
      /* A multi-GPU case on the GPU may first set up NCCL over every
       * device, which takes seconds on a busy machine: 120 s there. */
      .case_timeout_s = cli.timeout_s > 0 ? cli.timeout_s
                        : g.backend == RG_BACKEND_GPU ? (rg_exercise_multi_gpu(ex) ? 120 : 30)
                        : 60,
      .seed = cli.seed, .schedules = 2, .timed_reps = cli.reps ? cli.reps : 20,
      .warmup_reps = 3, .stop_after_hang = true, .mem_limit = cli.mem_limit,
      /* The emulator is CPU-bound: one worker per core.  On the GPU the
       * checked-only cases run in up to 4 processes (host-side data and
       * checks in parallel) and the timed ones alone (run.c); a multi-GPU
       * exercise's cases, which hold every device, one at a time. */
      .workers = g.backend == RG_BACKEND_EMU ? cpu_workers()
                 : rg_exercise_multi_gpu(ex) ? 1
                 : (cpu_workers() < 4 ? cpu_workers() : 4),
      .device_count = rg_exercise_multi_gpu(ex) ? devices : 0,
    };
    int tty = isatty(2);
    char *why = NULL;
    double t0 = rg_now();
    if (cli.compile_only) { /* the cache is filled: a later grading compiles nothing */
      printf("exercise %02d: compiled %s (%s), nothing run (--compile-only)\n", ex->number,
             abs, g.backend == RG_BACKEND_GPU ? "GPU builds" : "emulator build");
      exit_code = RG_EXIT_PASSED;
      free(out_log);
      free_builds(cub, cupti, lines, cubin, &branches);
      goto out;
    }
    bool failed = !g.outcomes ||
                  rg_run_all(ex, &g.cases, &ro, g.outcomes, progress, &tty, &why) != 0;
    if (!failed) {
      g.seconds = rg_now() - t0;
      g.ran = true;
      g.ngoals = rg_goals_check(ex, &g.cases, g.outcomes, g.goals);
      if (pf) {
        preds.path = pf_path;
        failed = rg_predict_measure(ex, pf, &g.cases, g.outcomes, &ro, &preds, &why) != 0;
        if (!failed)
          g.predictions = &preds;
      }
    }
    if (failed) { /* the one way out of a run that could not finish */
      rg_warn("%s", why ? why : "out of memory");
      free(why);
      free(out_log);
      free_builds(cub, cupti, lines, cubin, &branches);
      goto out;
    }
    for (size_t i = 0; cli.svg && i < g.cases.len; i++)
      if (g.cases.v[i].profile && g.outcomes[i].has_perf) {
        char what[200], *title;
        rg_case_describe(ex, &g.cases.v[i], what, sizeof what);
        title = rg_strdupf("exercise %02d, %s: active lanes per warp and barrier interval",
                           ex->number, what);
        svg_written = rg_heatmap_save(cli.svg, &g.outcomes[i].perf, title) == 0;
        free(title);
        break;
      }
    if (cli.svg && !svg_written)
      rg_warn("--svg %s: not written: the heat map comes from the emulator's profiled "
              "case (--backend emu, without --sizes)", cli.svg);
    struct stat st;
    if (stat(out_log, &st) == 0 && st.st_size > 0)
      printed = out_log; /* kept: named after the report */
    else
      unlink(out_log), free(out_log);
    free_builds(cub, cupti, lines, cubin, &branches);
  }
  bool color = isatty(1) && !getenv("NO_COLOR");
  rg_report_text(stdout, &g, color);
  if (printed)
    printf("what your code printed is in %s\n", printed);
  if (cli.json) {
    FILE *jf = strcmp(cli.json, "-") == 0 ? stdout : fopen(cli.json, "w");
    if (!jf) {
      rg_warn("--json %s: %s", cli.json, strerror(errno));
    } else {
      rg_report_json(jf, &g);
      if (jf != stdout && fclose(jf) != 0)
        rg_warn("--json %s: %s", cli.json, strerror(errno));
    }
  }
  exit_code = rg_grading_passed(&g) ? RG_EXIT_PASSED : RG_EXIT_FAILED;
out:
  if (fflush(stdout) != 0 || ferror(stdout)) {
    rg_warn("error writing the report: %s", strerror(errno));
    exit_code = RG_EXIT_FAILED;
  }
  rg_compile_result_free(&g.compile);
  rg_cases_free(&g.cases);
  free(g.outcomes);
  free(cache);
  free(compiler);
  free(abs);
  free(pf);
  free(pf_path);
  free(printed);
  return exit_code;
}
