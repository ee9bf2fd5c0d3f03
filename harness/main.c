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

#include "arch.h"
#include "batch.h"
#include "cases.h"
#include "checked.h"
#include "cli.h"
#include "compare.h"
#include "compile.h"
#include "exercise.h"
#include "exitcode.h"
#include "gpu_facts.h"
#include "heatmap.h"
#include "predict.h"
#include "nccl_find.h"
#include "package.h"
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

/* The GPU build's architecture (arch.h): --arch, else -Dgpu_arch, else the
 * probed GPU's own.  Returns 0 with arch filled, or an exit code after one
 * line saying why; *too_old when the GPU predates the kit's oldest. */
static int choose_arch(const struct rg_cli *cli, const char *nvcc, char *arch, size_t cap,
                       bool *too_old)
{
  const struct rg_gpu_facts *dev = rg_gpu_facts_last();
  char *cache = rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  struct rg_compile_opts co = { .compiler = nvcc, .cache_dir = cache };
  char *codes = dev && !cli->arch ? rg_compile_gpu_codes(&co) : NULL;
  free(cache);
  struct rg_arch_set a;
  enum rg_arch_source src;
  char why[512];
  enum rg_arch_choice c = rg_arch_choose(cli->arch, RG_DEFAULT_ARCH, dev, codes, &a, &src,
                                         why, sizeof why);
  free(codes);
  *too_old = c == RG_ARCH_TOO_OLD;
  if (c != RG_ARCH_OK) {
    rg_warn("%s", why);
    return c == RG_ARCH_BAD || c == RG_ARCH_MISMATCH ? RG_EXIT_USAGE : RG_EXIT_NOT_ATTEMPTED;
  }
  if (src == RG_ARCH_FROM_DEVICE && a.v[0].major * 10 + a.v[0].minor !=
      dev->major * 10 + dev->minor)
    rg_warn("this nvcc cannot build for sm_%d (%s): building for %s, whose PTX the driver "
            "compiles for the GPU", dev->major * 10 + dev->minor, dev->name, a.name);
  snprintf(arch, cap, "%s", a.name);
  return 0;
}

/* Pick the backend.  Returns 0 and sets *b, *compiler and (GPU) *gpus, the
 * devices the driver sees, and arch, or prints why no backend is usable and
 * returns RG_EXIT_NOT_ATTEMPTED (RG_EXIT_USAGE for an architecture that
 * cannot run on the GPU). */
static int choose_backend(const struct rg_cli *cli, enum rg_backend *b, char **compiler,
                          int *gpus_seen, size_t *gpu_bytes, char *arch, size_t arch_cap)
{
  enum rg_backend_choice want = cli->backend;
  char why[256] = "";
  if (want != RG_CHOOSE_EMU) {
    char *nvcc = find_nvcc();
    int gpus = nvcc ? rg_gpu_probe(why, sizeof why, gpu_bytes) : 0;
    if (!nvcc)
      snprintf(why, sizeof why, "nvcc not found (set CUDA_HOME or PATH)");
    /* Building needs nvcc, not a GPU: --compile-only --backend gpu builds
     * for --arch (or -Dgpu_arch) on a machine without one. */
    bool deviceless = want == RG_CHOOSE_GPU && cli->compile_only && nvcc && gpus <= 0 &&
                      (cli->arch || RG_DEFAULT_ARCH[0]);
    if (gpus > 0 || deviceless) {
      bool too_old = false;
      int rc = choose_arch(cli, nvcc, arch, arch_cap, &too_old);
      if (rc == 0) {
        *b = RG_BACKEND_GPU;
        *compiler = nvcc;
        *gpus_seen = gpus;
        return 0;
      }
      if (!too_old || want != RG_CHOOSE_AUTO) {
        free(nvcc);
        return rc;
      }
      snprintf(why, sizeof why, "the GPU is older than the kit supports");
    }
    free(nvcc);
    if (want == RG_CHOOSE_GPU && cli->compile_only && gpus <= 0)
      snprintf(why + strlen(why), sizeof why - strlen(why), "; --compile-only builds "
               "without one for --arch ARCH (e.g. --arch %s)", RG_ARCH_LOWEST);
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
  char *clang = no_clang ? NULL : gpu_role ? rg_strdupf("%s", compiler) : find_clangxx();
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

int main(int argc, char **argv)
{
  if (argc > 1 && (strcmp(argv[1], "batch") == 0 || strcmp(argv[1], "batch-merge") == 0))
    return rg_batch_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "package") == 0)
    return rg_package_main(argc - 1, argv + 1);
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
    char arch[RG_ARCH_MAX * 24] = "";
    int rc = choose_backend(&cli, &backend, &compiler, &gpus, NULL, arch, sizeof arch);
    if (rc)
      return rc;
    struct rg_compare_env env = { .backend = backend, .compiler = compiler,
                                  .source_root = source_root(),
                                  .build_root = RG_BUILD_ROOT, .arch = arch };
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
  char arch[RG_ARCH_MAX * 24] = "";
  int rc = choose_backend(&cli, &g.backend, &compiler, &gpus, &gpu_bytes, arch, sizeof arch);
  if (rc) {
    free(abs);
    return rc;
  }
  /* The kit's tests of the checked run, on a machine without a GPU: the
   * emulator plays the GPU (one schedule, its own checks dropped). */
  const char *as_gpu = getenv("REDUCE_GRADE_EMU_AS_GPU");
  bool gpu_role = g.backend == RG_BACKEND_EMU && as_gpu &&
                  (strcmp(as_gpu, "1") == 0 || strcmp(as_gpu, "no-clang") == 0);
  char *checker = checked_compiler(&g, compiler, gpu_role, gpu_role && as_gpu[0] == 'n');
  struct rg_compile_result checked_build = { 0 };
  if (g.backend == RG_BACKEND_GPU && !cli.compile_only) {
    char *src = rg_read_file(abs, NULL);
    if (src)
      note_cooperative(src);
    free(src);
  }
  /* Multi-GPU exercises: the devices of the run (GPUs, or those the
   * emulator models), at least two of them, and NCCL on a GPU. */
  int devices = g.backend == RG_BACKEND_GPU ? gpus : cli.gpus;
  struct rg_nccl nccl = { 0 };
  if (rg_exercise_multi_gpu(ex)) {
    char why[400] = "";
    if (devices < 2 && !cli.compile_only) { /* building needs none */
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
      free(checker);
      free(abs);
      return rc;
    }
  }
  if (g.backend == RG_BACKEND_EMU)
    g.backend_note = "CPU SIMT emulator, 2 schedules per case (blocks in order; 4 blocks at once, "
                     "shuffled; the default matrix past 2^16+1 elements or threads: blocks in "
                     "order only), shared and global race checks on every case, no timing";
  static char note[256];
  if (g.backend == RG_BACKEND_EMU && rg_exercise_multi_gpu(ex)) {
    snprintf(note, sizeof note, "%s, %d modelled devices", g.backend_note, devices);
    g.backend_note = note;
  }
  if (gpu_role)
    g.backend_note = "CPU SIMT emulator standing in for a GPU (REDUCE_GRADE_EMU_AS_GPU=1): "
                     "1 schedule, its checks dropped";

  int exit_code = RG_EXIT_FAILED;
  char *printed = NULL;
  /* REDUCE_GRADE_CACHE: the batch's sandbox gives each grading a cache of
   * its own (under Landlock it cannot bind one over the shared cache). */
  const char *own_cache = getenv("REDUCE_GRADE_CACHE");
  char *cache = own_cache && own_cache[0] == '/' ? rg_strdupf("%s", own_cache)
                                                 : rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  struct rg_compile_opts co = { .backend = g.backend, .source_root = source_root(),
                                .cache_dir = cache, .arch = arch,
                                .compiler = compiler, .timeout_s = 300,
                                .verbose = cli.verbose };
  if (nccl.include[0]) {
    co.nccl_include = nccl.include;
    co.nccl_libdir = nccl.libdir;
    co.nccl_lib = nccl.lib;
  }
  /* The emulator's build of the same file, for the checked run. */
  struct rg_compile_opts cco = { .backend = RG_BACKEND_EMU, .source_root = source_root(),
                                 .cache_dir = cache, .compiler = checker, .timeout_s = 300,
                                 .verbose = cli.verbose };
  g.compiled = true;
  if (empty) {
    g.compile.summary = rg_strdupf("%s is empty: there is nothing to compile", abs);
  } else {
    /* The -G build (divergence counters, below) compiles beside the graded
     * one: a child fills the compile cache, where the parent finds it. */
    pid_t early = -1, early_checked = -1, helpers = -1;
    if (g.backend == RG_BACKEND_GPU && (cli.profile || !cli.nsizes)) {
      early = compile_early(ex, abs, &co, true);
      helpers = rg_compile_helpers_start(&co); /* CUB, CUPTI: cached after once */
    }
    if (checker && !gpu_role)
      early_checked = compile_early(ex, abs, &cco, false);
    int crc = rg_compile(ex, abs, &co, &g.compile);
    await_child(early);
    await_child(early_checked);
    await_child(helpers);
    if (crc < 0) {
      rg_warn("%s", g.compile.summary);
      goto out;
    }
    if (checker && g.compile.ok) {
      if (rg_compile(ex, abs, &cco, &checked_build) == 0) {
        g.checks_made = 1;
      } else {
        static char why[400];
        snprintf(why, sizeof why, RG_CHECKED_WHAT " were not checked: the emulator's build "
                 "failed: %.200s", checked_build.summary ? checked_build.summary : "no reason");
        g.checks_made = 0;
        g.checks_note = why;
      }
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
    long nchecked = 0;
    if (rg_cases_build(ex, &mo, &g.cases) != 0 ||
        (g.checks_made == 1 && (nchecked = rg_cases_add_checked(ex, &g.cases)) < 0)) {
      rg_warn("out of memory building the case matrix");
      goto out;
    }
    static char checks_note[200];
    if (g.checks_made == 1) {
      snprintf(checks_note, sizeof checks_note, "%ld small cases also run on the emulator, "
               "for its checks (%s)", nchecked, RG_CHECKED_WHAT);
      g.checks_note = checks_note;
    }
    if (g.cases.far_left_out && !cli.compile_only) /* nothing runs: nothing left out */
      rg_warn("the cases past 2^31 elements need %.1f GB of device memory and this GPU "
              "has %.1f GB: not run, so an int index that wraps there goes unseen",
              (double)g.cases.far_left_out / 1e9, (double)gpu_bytes / 1e9);
    /* --profile: figures for every case asked for, on either backend. */
    bool profiling = false;
    for (size_t i = 0; i < g.cases.len; i++) {
      g.cases.v[i].profile |= cli.profile && !g.cases.v[i].checked;
      profiling |= g.cases.v[i].profile;
    }
    /* every build a profiled grading needs; with --sizes, what that one needs */
    profiling |= cli.compile_only && !cli.nsizes;
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
      .gpu_role = gpu_role,
    };
    if (gpu_role)
      ro.schedules = 1;
    /* The checked run: the emulator's options, as its own grading sets them. */
    struct rg_run_opts cro = {
      .backend = RG_BACKEND_EMU, .object = checked_build.object, .submission = abs,
      .output_log = out_log, .case_timeout_s = 60, .seed = cli.seed, .schedules = 2,
      /* A GPU batch passes no --memory-limit: the emulator's default budget. */
      .stop_after_hang = true, .mem_limit = cli.mem_limit ? cli.mem_limit : (uint64_t)4 << 30,
      .workers = cpu_workers(),
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
                  (g.checks_made == 1
                       ? rg_run_checked(ex, &g.cases, &ro, &cro, g.outcomes, progress, &tty, &why)
                       : rg_run_all(ex, &g.cases, &ro, g.outcomes, progress, &tty, &why)) != 0;
    if (!failed && g.backend == RG_BACKEND_GPU && build_unusable(&g, arch)) {
      exit_code = RG_EXIT_NOT_ATTEMPTED; /* no verdict on the kernel */
      free(out_log);
      free_builds(cub, cupti, lines, cubin, &branches);
      goto out;
    }
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
  if (cli.json && write_json(cli.json, &g) != 0)
    rg_warn("--json %s: %s", cli.json, strerror(errno));
  exit_code = rg_grading_passed(&g) ? RG_EXIT_PASSED : RG_EXIT_FAILED;
out:
  if (fflush(stdout) != 0 || ferror(stdout)) {
    rg_warn("error writing the report: %s", strerror(errno));
    exit_code = RG_EXIT_FAILED;
  }
  rg_compile_result_free(&g.compile);
  rg_compile_result_free(&checked_build);
  free(checker);
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
