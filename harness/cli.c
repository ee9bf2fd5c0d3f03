/* cli.c — reduce-grade's command line (see cli.h). */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "exitcode.h"
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
         "  --full             GPU: also 2^28 elements (a minute, not seconds)\n"
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
         "  --timeout S        wall-clock limit per case in seconds (default: 30 on a\n"
         "                     GPU, 120 for multi-GPU; emulator 60, 15 with --quick)\n"
         "  --reps N           timed runs for the timing table (default 20)\n"
         "  --rounds R         --compare: time every row R times, interleaved, and\n"
         "                     report the median of the R medians (default 1, max 9)\n"
         "  --verbose          every failing group, compiler commands; the per-warp\n"
         "                     divergence table and heat map (emulator)\n"
         "  --svg FILE         write the heat map of active lanes per warp and\n"
         "                     barrier interval as SVG (emulator)\n"
         "  --predictions F    the predictions file to check (default: predictions.txt\n"
         "                     next to FILE.cu); predictions never change the verdict\n"
         "  --printed FILE     write what the submission prints to FILE (default: a\n"
         "                     file in the build's cache, named after the report)\n"
         "  --memory-limit B   emulator: device memory the submission may hold at\n"
         "                     once (512M, 4G); past it cudaMalloc fails and the\n"
         "                     case fails as memory-limit (default: the modelled 80G)\n"
         "  --gpus N           emulator: devices it models for multi-GPU exercises\n"
         "                     (default 2, at most 8)\n"
         "  --help             this text\n"
         "\n"
         "exit codes:\n"
         "  %d   passed\n"
         "  %d   failed (wrong result, compile error, crash, CUDA error, timeout)\n"
         "  %d   usage error (unknown exercise, missing file, bad option)\n"
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
      if (end == d || (sign == '-' && delta >= base))
        return -1;
      base = sign == '+' ? base + delta : base - delta;
    }
  }
  if (*end != '\0')
    return -1;
  *out = (size_t)base;
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

/* Split a comma list; each item parsed by one(); at most RG_MAX_LIST. */
static int parse_sizes(const char *arg, struct rg_cli *cli, char *err, size_t cap)
{
  char *copy = rg_strdupf("%s", arg), *save = NULL;
  cli->nsizes = 0;
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

static int parse_blocks(const char *arg, struct rg_cli *cli, char *err, size_t cap)
{
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
    const char *val = NULL;
    /* Options that take a value accept "--opt V" and "--opt=V". */
    static const char *const with_value[] = { "--backend", "--sizes", "--blocks",
                                              "--json", "--seed", "--arch",
                                              "--timeout", "--reps", "--rounds", "--svg",
                                              "--predictions", "--memory-limit", "--gpus",
                                              "--printed" };
    const char *name = a;
    char namebuf[32];
    const char *eq = strchr(a, '=');
    if (a[0] == '-' && a[1] == '-' && eq && (size_t)(eq - a) < sizeof namebuf) {
      snprintf(namebuf, sizeof namebuf, "%.*s", (int)(eq - a), a);
      name = namebuf;
      val = eq + 1;
    }
    bool needs = false;
    for (size_t k = 0; k < sizeof with_value / sizeof with_value[0]; k++)
      needs |= strcmp(name, with_value[k]) == 0;
    if (needs && !val) {
      if (i + 1 >= argc) {
        snprintf(err, cap, "%s needs a value", name);
        return -1;
      }
      val = argv[++i];
    } else if (!needs && val) {
      snprintf(err, cap, "%s takes no value", name);
      return -1;
    }
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
      cli->help = true;
    } else if (strcmp(name, "--compare") == 0) {
      cli->compare = true;
    } else if (strcmp(name, "--list") == 0) {
      cli->list = true;
    } else if (strcmp(name, "--quick") == 0) {
      cli->quick = true;
    } else if (strcmp(name, "--profile") == 0) {
      cli->profile = true;
    } else if (strcmp(name, "--compile-only") == 0) {
      cli->compile_only = true;
    } else if (strcmp(name, "--full") == 0) {
      cli->full = true;
    } else if (strcmp(name, "--verbose") == 0 || strcmp(name, "-v") == 0) {
      cli->verbose = true;
    } else if (strcmp(name, "--backend") == 0) {
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
    } else if (strcmp(name, "--sizes") == 0) {
      if (parse_sizes(val, cli, err, cap))
        return -1;
    } else if (strcmp(name, "--blocks") == 0) {
      if (parse_blocks(val, cli, err, cap))
        return -1;
    } else if (strcmp(name, "--json") == 0) {
      cli->json = val;
    } else if (strcmp(name, "--svg") == 0) {
      cli->svg = val;
    } else if (strcmp(name, "--printed") == 0) {
      cli->printed = val;
    } else if (strcmp(name, "--predictions") == 0) {
      cli->predictions = val;
    } else if (strcmp(name, "--arch") == 0) {
      struct rg_arch_set set;
      char why[160];
      if (rg_arch_parse_set(val, &set, why, sizeof why) != 0) {
        snprintf(err, cap, "--arch: %s", why);
        return -1;
      }
      snprintf(cli->arch_name, sizeof cli->arch_name, "%s", set.name);
      cli->arch = cli->arch_name; /* normalised: 8.6 and 86 are sm_86 */
    } else if (strcmp(name, "--seed") == 0) {
      char *end = NULL;
      cli->seed = strtoull(val, &end, 10);
      if (end == val || *end) {
        snprintf(err, cap, "--seed: '%s' is not a number", val);
        return -1;
      }
    } else if (strcmp(name, "--timeout") == 0) {
      char *end = NULL;
      cli->timeout_s = strtod(val, &end);
      if (end == val || *end || !(cli->timeout_s > 0) || cli->timeout_s > 3600) {
        snprintf(err, cap, "--timeout: '%s' is not a number of seconds (0 to 3600)", val);
        return -1;
      }
    } else if (strcmp(name, "--rounds") == 0) {
      char *end = NULL;
      long r = strtol(val, &end, 10);
      if (end == val || *end || r < 1 || r > RG_MAX_ROUNDS) {
        snprintf(err, cap, "--rounds: '%s' is not a count from 1 to %d", val, RG_MAX_ROUNDS);
        return -1;
      }
      cli->rounds = (int)r;
    } else if (strcmp(name, "--memory-limit") == 0) {
      if (rg_cli_parse_bytes(val, &cli->mem_limit) != 0) {
        snprintf(err, cap, "--memory-limit: '%s' is not a size in bytes (write 512M or 4G)", val);
        return -1;
      }
    } else if (strcmp(name, "--reps") == 0) {
      char *end = NULL;
      long r = strtol(val, &end, 10);
      if (end == val || *end || r < 1 || r > 10000) {
        snprintf(err, cap, "--reps: '%s' is not a count from 1 to 10000", val);
        return -1;
      }
      cli->reps = (int)r;
    } else if (strcmp(name, "--gpus") == 0) {
      char *end = NULL;
      long g = strtol(val, &end, 10);
      if (end == val || *end || g < 1 || g > 8) {
        snprintf(err, cap, "--gpus: '%s' is not a device count from 1 to 8", val);
        return -1;
      }
      cli->gpus = (int)g;
    } else if (a[0] == '-' && a[1] != '\0') {
      snprintf(err, cap, "unknown option %s (see --help)", a);
      return -1;
    } else {
      if (cli->compare) {
        if (cli->ncompare == RG_MAX_LIST) {
          snprintf(err, cap, "--compare: at most %d exercises", RG_MAX_LIST);
          return -1;
        }
        cli->compare_list[cli->ncompare++] = a;
        continue;
      }
      if (npos == 2) {
        snprintf(err, cap, "too many arguments: '%s' (EXERCISE [FILE.cu])", a);
        return -1;
      }
      positional[npos++] = a;
    }
  }
  if (npos > 0)
    cli->exercise = positional[0];
  if (npos > 1)
    cli->file = positional[1];
  if (cli->compare && npos > 0) {
    /* Positionals seen before --compare are exercises too. */
    for (int k = npos - 1; k >= 0; k--) {
      if (cli->ncompare == RG_MAX_LIST)
        break;
      memmove(cli->compare_list + 1, cli->compare_list, cli->ncompare * sizeof *cli->compare_list);
      cli->compare_list[0] = positional[k];
      cli->ncompare++;
    }
    cli->exercise = NULL;
    cli->file = NULL;
    npos = 0;
  }
  if (!cli->help && !cli->list && !cli->compare && !cli->exercise) {
    snprintf(err, cap, "which exercise? (reduce-grade --list shows them)");
    return -1;
  }
  return 0;
}
