/* cli.c — reduce-grade's command line (see cli.h). */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "exitcode.h"
#include "seed.h"
#include "util.h"

/* Sizes beyond this are refused as absurd: 2^34 floats is 64 GiB. */
#define RG_MAX_SIZE ((size_t)1 << 34)

void rg_cli_usage(void)
{
  printf("usage: reduce-grade [options] EXERCISE [FILE.cu]\n"
         "       reduce-grade --list\n"
         "       reduce-grade --compare [EXERCISE...]\n"
         "       reduce-grade new SLUG --from NN [--root DIR]   (instructors: a new\n"
         "                     exercise from exercise NN; README \"Add an exercise\")\n"
         "\n"
         "Grades a CUDA reduction exercise: compiles FILE.cu (default: the\n"
         "exercise's file under exercises/), runs it over many sizes, block sizes\n"
         "and data kinds on a GPU or on the CPU SIMT emulator, and reports what\n"
         "is wrong, where, and how fast it is.\n"
         "\n"
         "EXERCISE is a number (1, 01) or a folder name (01-interleaved).\n"
         "\n"
         "options:\n"
         "  --list             list the exercises, one per line\n"
         "  --compare [EX...]  time the chosen exercises (default: every sum exercise,\n"
         "                     solutions where present) on the same input and print\n"
         "                     the progression table; writes progression.svg\n"
         "  --backend B        auto (default: the GPU if usable, else the emulator),\n"
         "                     gpu, or emu\n"
         "  --quick            a smaller case matrix\n"
         "  --full             GPU: also 2^28 elements (a minute, not seconds), and\n"
         "                     past 2^32 for an entry point too slow there by default\n"
         "  --fail-fast        stop at the first failing case: the cases not run yet\n"
         "                     are not run (the report says how many); never a pass\n"
         "  --sizes LIST       sizes to run instead of the matrix: 1,33,2^20+1\n"
         "  --blocks LIST      block sizes to run instead of the matrix: 128,256\n"
         "  --profile          measure divergence and memory figures for every case\n"
         "                     run (emulator model, or CUPTI counters on a GPU);\n"
         "                     pick the case with --sizes and --blocks\n"
         "  --compile-only     compile every build a grading needs (GPU: also the\n"
         "                     -G build the divergence counters use) into the cache,\n"
         "                     run nothing; exit 0, or 1 on a compile error; with\n"
         "                     --sizes, only what that grading needs (no -G build\n"
         "                     unless --profile)\n"
         "  --json FILE        also write Gradescope-compatible JSON (- for stdout)\n"
         "  --seed N           seed of the input data and thread schedules (default 1)\n"
         "  --arch SM          GPU architecture to build for: sm_75 (T4, RTX 20),\n"
         "                     sm_80 (A100), sm_86 (RTX 30), sm_89 (RTX 40, L4),\n"
         "                     sm_90 (H100), sm_100 ... (default: the GPU's own, or\n"
         "                     meson's -Dgpu_arch); a list (sm_75,sm_86) builds for\n"
         "                     each; needed for --compile-only --backend gpu on a\n"
         "                     machine without a GPU\n"
         "  --timeout S        limit per case in seconds, of the time it could run\n"
         "                     (waits for a busy CPU do not count; default: 30 on a\n"
         "                     GPU, 120 for multi-GPU; emulator 60, 15 with --quick)\n"
         "  --reps N           timed runs for the timing table (default 20)\n"
         "  --timing-processes K\n"
         "                     GPU: measure each timed entry point in K processes\n"
         "                     (1-7) and take the median one's figure (default 3;\n"
         "                     two more where they lie across a tier boundary)\n"
         "  --rounds R         --compare: time every row R times, interleaved, and\n"
         "                     report the median of the R medians (default 1, max 9)\n"
         "  --verbose          every failing group, compiler commands; the per-warp\n"
         "                     divergence table and heat map (emulator)\n"
         "  --svg FILE         write the heat map of active lanes per warp and\n"
         "                     barrier interval as SVG (emulator)\n"
         "  --predictions F    the predictions file to check (default: predictions.txt\n"
         "                     next to FILE.cu); predictions never change the verdict\n"
         "  --printed FILE     write what the submission prints to FILE (default: a\n"
         "                     file in the build's cache, named after the report);\n"
         "                     the submission writes a folder of its own beside\n"
         "                     FILE, moved into place and removed at the end\n"
         "  --memory-limit B   emulator: device memory the submission may hold at\n"
         "                     once (512M, 4G); past it cudaMalloc fails and the\n"
         "                     case fails as memory-limit (default: the modelled 80G)\n"
         "  --gpus N           devices of a multi-GPU exercise: the emulator models N\n"
         "                     (default 2, at most 8); a GPU grading uses the first N\n"
         "                     of the machine's (default all), and with fewer is not run\n"
         "  --help             this text\n"
         "  --                 the rest is EXERCISE [FILE.cu], even a name that starts\n"
         "                     with -\n"
         "\n"
         "exit codes:\n"
         "  %d   passed\n"
         "  %d   failed (wrong result, compile error, crash, CUDA error, timeout)\n"
         "  %d   usage error (unknown exercise, missing file, bad option, --json not written)\n"
         "  %d  not attempted (the file is the untouched skeleton), or no usable\n"
         "       backend (meson test shows SKIP)\n"
         "\n"
         "NO_COLOR in the environment turns colour off; REDUCE_GRADE_CXX names the\n"
         "emulator's C++ compiler (default: the clang++ that meson setup found).\n",
         RG_EXIT_PASSED, RG_EXIT_FAILED, RG_EXIT_USAGE, RG_EXIT_NOT_ATTEMPTED);
}

int rg_cli_parse_size(const char *s, size_t *out)
{
  char *end = NULL;
  errno = 0;
  if (!*s || *s == '-' || *s == '+')
    return -1;
  unsigned long long base = strtoull(s, &end, 10);
  if (errno || end == s)
    return -1;
  if (*end == '^') {
    if (base != 2)
      return -1;
    const char *e = end + 1;
    unsigned long long k = strtoull(e, &end, 10);
    if (end == e || k > 40)
      return -1;
    base = 1ULL << k;
    if (*end == '+' || *end == '-') {
      char sign = *end;
      const char *d = end + 1;
      unsigned long long delta = strtoull(d, &end, 10);
      /* past 2^40 a sum could wrap round to a small size */
      if (end == d || errno || delta > (1ULL << 40) || (sign == '-' && delta >= base))
        return -1;
      base = sign == '+' ? base + delta : base - delta;
    }
  }
  if (*end != '\0')
    return -1;
  *out = (size_t)base;
  return 0;
}

int rg_cli_parse_seed(const char *s, uint64_t *out)
{
  char *end = NULL;
  errno = 0;
  if (*s < '0' || *s > '9') /* strtoull would take "-1" as 2^64-1 */
    return -1;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || *end) /* ERANGE: 2^64 and past would all be one seed */
    return -1;
  *out = (uint64_t)v;
  return 0;
}

int rg_cli_parse_bytes(const char *s, uint64_t *out)
{
  char *end = NULL;
  errno = 0;
  if (!*s || *s < '0' || *s > '9')
    return -1;
  unsigned long long v = strtoull(s, &end, 10);
  int shift = *end == 'K' || *end == 'k' ? 10 : *end == 'M' || *end == 'm' ? 20
            : *end == 'G' || *end == 'g' ? 30 : 0;
  if (shift)
    end++;
  /* Nothing may follow the suffix, and the count must fit 64 bits. */
  if (errno || *end || v == 0 || v > (UINT64_MAX >> shift))
    return -1;
  *out = (uint64_t)v << shift;
  return 0;
}

/* Does a comma list have an empty item ("1,,2", ",1", "1,")?  Not a
 * list of none ("", said as an empty list). */
static bool has_empty_item(const char *arg)
{
  size_t len = strlen(arg);
  return len > 0 && (arg[0] == ',' || arg[len - 1] == ',' || strstr(arg, ",,"));
}

/* Split a comma list; each item parsed by one(); at most RG_MAX_LIST. */
static int parse_sizes(const char *arg, struct rg_cli *cli, char *err, size_t cap)
{
  char *copy = rg_strdupf("%s", arg), *save = NULL;
  cli->nsizes = 0;
  if (has_empty_item(arg)) {
    snprintf(err, cap, "--sizes: '%s' has an empty item (write 1,33,2^20+1)", arg);
    goto bad;
  }
  for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    size_t v;
    if (rg_cli_parse_size(t, &v) != 0) {
      snprintf(err, cap, "--sizes: '%s' is not a size (write 1000003, 2^20 or 2^20+1)", t);
      goto bad;
    }
    if (v == 0) {
      snprintf(err, cap, "--sizes: 0 elements is nothing to reduce (sizes start at 1)");
      goto bad;
    }
    if (v > RG_MAX_SIZE) {
      snprintf(err, cap, "--sizes: %s elements is absurd (at most 2^34)", t);
      goto bad;
    }
    if (cli->nsizes == RG_MAX_LIST) {
      snprintf(err, cap, "--sizes: at most %d sizes", RG_MAX_LIST);
      goto bad;
    }
    cli->sizes[cli->nsizes++] = v;
  }
  free(copy);
  if (cli->nsizes == 0) {
    snprintf(err, cap, "--sizes: empty list");
    return -1;
  }
  return 0;
bad:
  free(copy);
  return -1;
}

int rg_cli_check_sizes(const char *list, char *err, size_t cap)
{
  struct rg_cli scratch;
  return parse_sizes(list, &scratch, err, cap);
}

static int parse_blocks(const char *arg, struct rg_cli *cli, char *err, size_t cap)
{
  if (has_empty_item(arg)) {
    snprintf(err, cap, "--blocks: '%s' has an empty item (write 128,256)", arg);
    return -1;
  }
  char *copy = rg_strdupf("%s", arg), *save = NULL;
  cli->nblocks = 0;
  for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    char *end = NULL;
    long v = strtol(t, &end, 10);
    if (end == t || *end || v < 1 || v > 1024 || cli->nblocks == RG_MAX_LIST) {
      snprintf(err, cap, "--blocks: '%s' is not a block size from 1 to 1024", t);
      free(copy);
      return -1;
    }
    cli->blocks[cli->nblocks++] = (int)v;
  }
  free(copy);
  if (cli->nblocks == 0) {
    snprintf(err, cap, "--blocks: empty list");
    return -1;
  }
  return 0;
}

static int opt_backend(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  if (strcmp(val, "auto") == 0)
    cli->backend = RG_CHOOSE_AUTO;
  else if (strcmp(val, "gpu") == 0)
    cli->backend = RG_CHOOSE_GPU;
  else if (strcmp(val, "emu") == 0)
    cli->backend = RG_CHOOSE_EMU;
  else {
    snprintf(err, cap, "--backend: '%s' is not auto, gpu or emu", val);
    return -1;
  }
  return 0;
}

static int opt_arch(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  struct rg_arch_set set;
  char why[160];
  if (rg_arch_parse_set(val, &set, why, sizeof why) != 0) {
    snprintf(err, cap, "--arch: %s", why);
    return -1;
  }
  snprintf(cli->arch_name, sizeof cli->arch_name, "%s", set.name);
  cli->arch = cli->arch_name; /* normalised: 8.6 and 86 are sm_86 */
  return 0;
}

static int opt_seed(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  uint64_t seed;
  if (rg_cli_parse_seed(val, &seed) != 0) {
    snprintf(err, cap, "--seed: '%s' is not a number from 0 to 2^64-1", val);
    return -1;
  }
  /* The seed itself only in the secret page; what the grading carries
   * about (into the graded child too) is the schedules' seed (seed.h). */
  rg_seed_keep(seed);
  cli->seed = rg_seed_schedules(seed);
  return 0;
}

static int opt_timeout(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  char *end = NULL;
  cli->timeout_s = strtod(val, &end);
  if (end == val || *end || !(cli->timeout_s > 0) || cli->timeout_s > 3600) {
    snprintf(err, cap, "--timeout: '%s' is not a number of seconds (0 to 3600)", val);
    return -1;
  }
  return 0;
}

static int opt_memory_limit(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  if (rg_cli_parse_bytes(val, &cli->mem_limit) != 0) {
    snprintf(err, cap, "--memory-limit: '%s' is not a size in bytes (write 512M or 4G)", val);
    return -1;
  }
  return 0;
}

/* A whole decimal number from lo to hi; each caller words its own error. */
static bool parse_count(const char *val, long lo, long hi, int *out)
{
  char *end = NULL;
  long v = strtol(val, &end, 10);
  if (end == val || *end || v < lo || v > hi)
    return false;
  *out = (int)v;
  return true;
}

static int opt_rounds(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  if (!parse_count(val, 1, RG_MAX_ROUNDS, &cli->rounds)) {
    snprintf(err, cap, "--rounds: '%s' is not a count from 1 to %d", val, RG_MAX_ROUNDS);
    return -1;
  }
  return 0;
}

static int opt_reps(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  if (!parse_count(val, 1, 10000, &cli->reps)) {
    snprintf(err, cap, "--reps: '%s' is not a count from 1 to 10000", val);
    return -1;
  }
  return 0;
}

static int opt_timing_processes(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  if (!parse_count(val, 1, 7, &cli->timing_processes)) {
    snprintf(err, cap, "--timing-processes: '%s' is not a count from 1 to 7", val);
    return -1;
  }
  return 0;
}

static int opt_gpus(const char *val, struct rg_cli *cli, char *err, size_t cap)
{
  if (!parse_count(val, 1, 8, &cli->gpus)) {
    snprintf(err, cap, "--gpus: '%s' is not a device count from 1 to 8", val);
    return -1;
  }
  cli->gpus_given = true;
  return 0;
}

/* The options that take a value, and what reads it. */
struct cli_option {
  const char *name;
  int (*parse)(const char *val, struct rg_cli *cli, char *err, size_t cap);
  size_t keep; /* parse NULL: offsetof the string of struct rg_cli that keeps
                * the value as given (a path) */
};

static const struct cli_option cli_options[] = {
  { "--backend", opt_backend, 0 },
  { "--sizes", parse_sizes, 0 },
  { "--blocks", parse_blocks, 0 },
  { "--json", NULL, offsetof(struct rg_cli, json) },
  { "--seed", opt_seed, 0 },
  { "--arch", opt_arch, 0 },
  { "--timeout", opt_timeout, 0 },
  { "--reps", opt_reps, 0 },
  { "--timing-processes", opt_timing_processes, 0 },
  { "--rounds", opt_rounds, 0 },
  { "--svg", NULL, offsetof(struct rg_cli, svg) },
  { "--predictions", NULL, offsetof(struct rg_cli, predictions) },
  { "--memory-limit", opt_memory_limit, 0 },
  { "--gpus", opt_gpus, 0 },
  { "--printed", NULL, offsetof(struct rg_cli, printed) },
};

/* The switches that take no value: each sets one bool of struct rg_cli. */
struct cli_flag {
  const char *name, *alias; /* alias: the short spelling, or NULL */
  size_t field;             /* offsetof the bool it sets */
};

static const struct cli_flag cli_flags[] = {
  { "--help", "-h", offsetof(struct rg_cli, help) },
  { "--compare", NULL, offsetof(struct rg_cli, compare) },
  { "--list", NULL, offsetof(struct rg_cli, list) },
  { "--quick", NULL, offsetof(struct rg_cli, quick) },
  { "--profile", NULL, offsetof(struct rg_cli, profile) },
  { "--compile-only", NULL, offsetof(struct rg_cli, compile_only) },
  { "--fail-fast", NULL, offsetof(struct rg_cli, fail_fast) },
  { "--full", NULL, offsetof(struct rg_cli, full) },
  { "--verbose", "-v", offsetof(struct rg_cli, verbose) },
};

static const struct cli_option *find_option(const char *name)
{
  for (size_t k = 0; k < sizeof cli_options / sizeof cli_options[0]; k++)
    if (strcmp(name, cli_options[k].name) == 0)
      return &cli_options[k];
  return NULL;
}

static const struct cli_flag *find_flag(const char *name)
{
  for (size_t k = 0; k < sizeof cli_flags / sizeof cli_flags[0]; k++) {
    const struct cli_flag *f = &cli_flags[k];
    if (strcmp(name, f->name) == 0 || (f->alias && strcmp(name, f->alias) == 0))
      return f;
  }
  return NULL;
}

/* "--opt=V" is "--opt V": return the option's name (in namebuf when it
   had to be cut at '=') and set *val to V, or leave *val NULL. */
static const char *split_inline_value(const char *a, char *namebuf, size_t bufcap,
                                      const char **val)
{
  const char *eq = strchr(a, '=');
  *val = NULL;
  if (a[0] == '-' && a[1] == '-' && eq && (size_t)(eq - a) < bufcap) {
    snprintf(namebuf, bufcap, "%.*s", (int)(eq - a), a);
    *val = eq + 1;
    return namebuf;
  }
  return a;
}

/* A word that is not an option: an exercise for --compare, else
   EXERCISE or FILE.cu (kept in positional[] until the end). */
static int add_positional(struct rg_cli *cli, const char *a, const char **positional,
                          int *npos, char *err, size_t cap)
{
  if (cli->compare) {
    if (cli->ncompare == RG_MAX_LIST) {
      snprintf(err, cap, "--compare: at most %d exercises", RG_MAX_LIST);
      return -1;
    }
    cli->compare_list[cli->ncompare++] = a;
    return 0;
  }
  if (*npos == 2) {
    snprintf(err, cap, "too many arguments: '%s' (EXERCISE [FILE.cu])", a);
    return -1;
  }
  positional[(*npos)++] = a;
  return 0;
}

/* Positionals seen before --compare are exercises too: put them first,
   in the order typed, and leave no EXERCISE or FILE.cu behind. */
static void positionals_to_compare(struct rg_cli *cli, const char **positional, int npos)
{
  for (int k = npos - 1; k >= 0; k--) {
    if (cli->ncompare == RG_MAX_LIST)
      break;
    memmove(cli->compare_list + 1, cli->compare_list, cli->ncompare * sizeof *cli->compare_list);
    cli->compare_list[0] = positional[k];
    cli->ncompare++;
  }
  cli->exercise = NULL;
  cli->file = NULL;
}

int rg_cli_parse(int argc, char **argv, struct rg_cli *cli, char *err, size_t cap)
{
  memset(cli, 0, sizeof *cli);
  cli->seed = 1;
  cli->arch = NULL; /* the GPU's own, or -Dgpu_arch (arch.h) */
  cli->gpus = 2;
  const char *positional[2];
  int npos = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) { /* the rest are names, even "--help" or "-x.cu" */
      while (++i < argc)
        if (add_positional(cli, argv[i], positional, &npos, err, cap))
          return -1;
      break;
    }
    const char *val;
    char namebuf[32];
    const char *name = split_inline_value(a, namebuf, sizeof namebuf, &val);
    const struct cli_option *opt = find_option(name);
    if (opt && !val) {
      if (i + 1 >= argc) {
        snprintf(err, cap, "%s needs a value", name);
        return -1;
      }
      val = argv[++i];
    } else if (!opt && val) {
      snprintf(err, cap, "%s takes no value", name);
      return -1;
    }
    const struct cli_flag *flag = find_flag(name);
    if (flag) {
      *(bool *)((char *)cli + flag->field) = true;
    } else if (opt) {
      if (!opt->parse)
        *(const char **)((char *)cli + opt->keep) = val;
      else if (opt->parse(val, cli, err, cap))
        return -1;
    } else if (a[0] == '-' && a[1] != '\0') {
      snprintf(err, cap, "unknown option %s (see --help)", a);
      return -1;
    } else if (add_positional(cli, a, positional, &npos, err, cap)) {
      return -1;
    }
  }
  if (npos > 0)
    cli->exercise = positional[0];
  if (npos > 1)
    cli->file = positional[1];
  if (cli->compare && npos > 0)
    positionals_to_compare(cli, positional, npos);
  if (!cli->help && !cli->list && !cli->compare && !cli->exercise) {
    snprintf(err, cap, "which exercise? (reduce-grade --list shows them)");
    return -1;
  }
  return 0;
}
